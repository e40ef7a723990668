import NavPolicy
import NavPolicyCompiler

/// Running every case of some CASES files against one policy: the counts and the rules
/// reached, each case's outcome handed on as it is decided.
struct PolicyTestRun {
    /// What happened to one case line.
    struct Outcome {
        /// The CASES file as given on the command line.
        let file: String
        /// The case's line in it.
        let line: Int
        /// The case's name (nil when the line could not be read).
        let name: String?
        /// The expectation in words (nil when the line could not be read).
        let expected: String?
        /// The expectation as a JSON object (nil when the line could not be read).
        let expectedJSON: String?
        /// The decision (nil when the line could not be read).
        let decision: Decision?
        /// Why the deciding rule matched (or that none did); nil for a passing case, or when the
        /// table cannot explain it (`unexplained` says why).
        let why: String?
        /// Why a failing case has no `why`: no embedded source, or one that does not compile to
        /// the table.
        var unexplained: String? = nil
        /// Why the line could not be read, if it could not.
        let error: String?
        /// Whether the case passed.
        let passed: Bool
    }

    /// Rule coverage: which rules decided at least one case.
    struct Coverage {
        /// Every rule: index, line and action.
        let rules: [(rule: Int, line: Int, action: Action)]
        /// The indices of the rules that decided some case.
        let reached: Set<Int>

        /// The rules no case was decided by.
        var unreached: [(rule: Int, line: Int, action: Action)] { rules.filter { !reached.contains($0.rule) } }

        /// The share of rules reached, 0–100 (100 for a policy without rules).
        var percent: Double { rules.isEmpty ? 100 : Double(rules.count - unreached.count) * 100 / Double(rules.count) }

        /// `75%` or `66.7%`.
        var percentText: String {
            let rounded = (percent * 10).rounded() / 10
            return rounded == rounded.rounded() ? "\(Int(rounded))%" : "\(rounded)%"
        }
    }

    /// How many cases passed.
    private(set) var passed = 0
    /// How many cases failed or could not be read.
    private(set) var failed = 0
    /// The rules that decided some case.
    private(set) var reachedRules: Set<Int> = []

    /// Runs the cases of one file, handing each outcome to `report` as soon as it is known
    /// (in line order), so memory does not grow with the number of cases; an unreadable file
    /// throws (exit 2), after the outcomes of the lines read before the problem.
    mutating func run(_ path: String, evaluator: PolicyEvaluator, report: (Outcome) -> Void) throws(FileError) {
        let file = FileSystem.displayName(path)
        var reader = try LineReader(path: path)
        while let line = try reader.next() {
            if RequestBatch.isBlank(line.bytes) { continue }
            let outcome = Self.outcome(of: line, file: file, evaluator: evaluator)
            if let rule = outcome.decision?.rule { reachedRules.insert(rule) }
            if outcome.passed { passed += 1 } else { failed += 1 }
            report(outcome)
        }
    }

    /// What one case line gives: its decision compared with its expectation, or why it
    /// cannot be read.
    private static func outcome(of line: LineReader.Line, file: String, evaluator: PolicyEvaluator) -> Outcome {
        let testCase: PolicyCase
        let decision: Decision
        let subject: DecisionSubject
        do throws(RequestDecoder.Failure) {
            guard !line.isTruncated else { throw RequestBatch.lineTooLong }
            testCase = try PolicyCase(jsonLine: line.bytes)
            (decision, subject) = try evaluator.decide(testCase.subject, testCase.binding)
        } catch {
            return Outcome(
                file: file, line: line.number, name: nil, expected: nil, expectedJSON: nil, decision: nil,
                why: nil, error: error.message, passed: false)
        }
        let passed = testCase.isMet(by: decision)
        let explanation = passed ? nil : Self.why(decision, evaluator: evaluator, subject: subject, binding: testCase.binding)
        return Outcome(
            file: file, line: line.number, name: testCase.name, expected: testCase.expectationText,
            expectedJSON: testCase.expectationJSON,
            decision: decision, why: explanation?.why, unexplained: explanation?.unexplained, error: nil, passed: passed)
    }

    /// The coverage of `rules` (every rule of the policy, as the table stores them).
    func coverage(of rules: [(rule: Int, line: Int, action: Action)]) -> Coverage {
        Coverage(rules: rules, reached: reachedRules)
    }

    /// Why the deciding rule matched: its explanation (`rule 4 (line 16) matched: otherwise: true`),
    /// or why the table cannot explain it.
    private static func why(
        _ decision: Decision, evaluator: PolicyEvaluator, subject: DecisionSubject, binding: RequestBinding
    ) -> (why: String?, unexplained: String?) {
        // A corrupt embedded source was reported when read; the result then has no explanation.
        guard let explained = try? evaluator.explain(subject, binding) else { return (nil, "the table's embedded source cannot be read") }
        switch explained {
        case .success(let trace):
            guard let step = trace.last(where: \.matched) else { return ("no rule matched: implicit default", nil) }
            return ("rule \(step.rule) (line \(step.line)) matched: \(step.reason)", nil)
        case .failure(let problem):
            return (nil, evaluator.describe(problem))
        }
    }
}

extension PolicyTestRun.Outcome {
    /// The `why` of a failing case in a text or JUnit report: its explanation, or why there is none.
    var whyText: String {
        why ?? "(no explanation: \(unexplained ?? "the table's embedded source cannot be read"))"
    }
}
