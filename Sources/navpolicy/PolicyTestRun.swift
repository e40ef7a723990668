import NavPolicy
import NavPolicyCompiler

/// The outcome of running every case of some CASES files against one policy.
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
        /// Why the deciding rule matched (or that none did); nil for a passing case, or without
        /// a source to explain (`unexplained` says why).
        let why: String?
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

    /// Why failing cases have no `why`, as a clause (`'x.navtable' has no embedded source …`);
    /// nil while every failing case could be explained.
    private(set) var unexplained: String?
    /// One outcome per non-blank case line, in file and line order.
    private(set) var outcomes: [Outcome] = []
    /// The rules that decided some case.
    private(set) var reachedRules: Set<Int> = []

    /// How many cases passed.
    var passed: Int { outcomes.filter(\.passed).count }
    /// How many cases failed or could not be read.
    var failed: Int { outcomes.count - passed }

    /// Runs the cases of one file; an unreadable file throws (exit 2).
    mutating func run(_ path: String, evaluator: PolicyEvaluator) throws(FileError) {
        let file = FileSystem.displayName(path)
        var reader = try LineReader(path: path)
        while let line = try reader.next() {
            if RequestBatch.isBlank(line.bytes) { continue }
            let testCase: PolicyCase
            do throws(RequestDecoder.Failure) {
                guard !line.isTruncated else { throw RequestBatch.lineTooLong }
                testCase = try PolicyCase(jsonLine: line.bytes)
            } catch {
                outcomes.append(Outcome(file: file, line: line.number, name: nil, expected: nil, expectedJSON: nil, decision: nil,
                                        why: nil, error: error.message, passed: false))
                continue
            }
            let decision = evaluator.decide(testCase.request)
            if let rule = decision.rule { reachedRules.insert(rule) }
            let passed = testCase.isMet(by: decision)
            outcomes.append(Outcome(
                file: file, line: line.number, name: testCase.name, expected: testCase.expectationText,
                expectedJSON: testCase.expectationJSON,
                decision: decision, why: passed ? nil : why(decision, evaluator: evaluator, request: testCase.request),
                error: nil, passed: passed))
        }
    }

    /// The coverage of `rules` (every rule of the policy, as the table stores them).
    func coverage(of rules: [(rule: Int, line: Int, action: Action)]) -> Coverage {
        Coverage(rules: rules, reached: reachedRules)
    }

    /// Why the deciding rule matched: its explanation (`rule 4 (line 16) matched: otherwise: true`).
    private mutating func why(_ decision: Decision, evaluator: PolicyEvaluator, request: NavigationRequest) -> String? {
        // A corrupt embedded source was reported when read; the result then has no explanation.
        guard let explained = try? evaluator.explain(request) else { return nil }
        switch explained {
        case .success(let trace):
            guard let step = trace.last(where: \.matched) else { return "no rule matched: implicit default" }
            return "rule \(step.rule) (line \(step.line)) matched: \(step.reason)"
        case .failure(let problem):
            unexplained = evaluator.describe(problem)
            return nil
        }
    }

    /// The `why` of a failing case in a report: its explanation, or why there is none.
    func whyText(_ outcome: Outcome) -> String {
        outcome.why ?? "(no explanation: \(unexplained ?? "the table's embedded source cannot be read"))"
    }
}
