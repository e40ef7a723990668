import NavPolicyCompiler

/// `test`'s reports, written as the cases are decided so that memory does not grow with their
/// number: text (failures in the form problem matchers read, coverage, and the `N passed, N
/// failed` line last), one JSON document (its cases first, the counts after them), or JUnit
/// XML (`JUnitReport`, which needs the counts first and so spools its cases).
final class TestReport {
    /// The report formats of `--format`.
    enum Format: String {
        case text, json, junit
    }

    private let format: Format
    private let console: Console
    /// Whether a JSON case object was written (a `, ` goes before the next).
    private var wroteCase = false
    private var junit: JUnitReport?

    /// A report in `format` to the console's standard output.
    init(format: Format, console: Console) {
        self.format = format
        self.console = console
        switch format {
        case .text: break
        case .json: console.write("{\"cases\": [")
        case .junit: junit = JUnitReport()
        }
    }

    /// Starts the cases of a CASES file (JUnit groups them in one test suite per file).
    func beginFile(_ file: String) {
        junit?.beginSuite(file)
    }

    /// Reports one case.
    func add(_ outcome: PolicyTestRun.Outcome) {
        switch format {
        case .text:
            if !outcome.passed { console.write(Self.failureText(outcome)) }
        case .json:
            console.write((wroteCase ? ", " : "") + Self.caseJSON(outcome))
            wroteCase = true
        case .junit:
            junit?.add(outcome)
        }
    }

    /// Ends the report: coverage and counts.
    func finish(_ run: PolicyTestRun, coverage: PolicyTestRun.Coverage?) {
        switch format {
        case .text: console.write(Self.summaryText(run, coverage: coverage))
        case .json: console.write("]" + Self.summaryJSON(run, coverage: coverage))
        case .junit: junit?.write(to: console)
        }
    }

    /// A failing or unreadable case as text (nothing for a passing one).
    static func failureText(_ outcome: PolicyTestRun.Outcome) -> String {
        guard !outcome.passed else { return "" }
        let location = "\(outcome.file):\(outcome.line)"
        if let error = outcome.error { return "\(location): error: cannot read the case: \(error)\n" }
        return "\(location): error: case '\(outcome.name ?? "")' failed: expected \(outcome.expected ?? ""), "
            + "got \(outcome.decision.map(PolicyCase.decisionText) ?? "")\n"
            + "  why: \(outcome.whyText)\n"
    }

    /// The text report's end: coverage, then `N passed, N failed`.
    private static func summaryText(_ run: PolicyTestRun, coverage: PolicyTestRun.Coverage?) -> String {
        var text = ""
        if let coverage {
            text +=
                "coverage: \(coverage.rules.count - coverage.unreached.count) of \(coverage.rules.count) rules (\(coverage.percentText))\n"
            for rule in coverage.unreached {
                text += "  not reached: rule \(rule.rule) (line \(rule.line)) \(rule.action.jsonName)\n"
            }
        }
        return text + "\(run.passed) passed, \(run.failed) failed\n"
    }

    /// One case of `{"cases": [...], ...}`.
    private static func caseJSON(_ outcome: PolicyTestRun.Outcome) -> String {
        var fields = ["\"file\": \(JSONText.quoted(outcome.file))", "\"line\": \(outcome.line)"]
        if let name = outcome.name { fields.append("\"name\": \(JSONText.quoted(name))") }
        fields.append("\"passed\": \(outcome.passed)")
        if let error = outcome.error { fields.append("\"error\": \(JSONText.quoted(error))") }
        if let expected = outcome.expectedJSON { fields.append("\"expected\": \(expected)") }
        if let decision = outcome.decision { fields.append("\"actual\": {\(DecisionJSON.fields(decision))}") }
        if let why = outcome.why { fields.append("\"why\": \(JSONText.quoted(why))") }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// The JSON document's end after its cases: `, "passed": N, "failed": N, "coverage": {...}}`.
    private static func summaryJSON(_ run: PolicyTestRun, coverage: PolicyTestRun.Coverage?) -> String {
        var text = ", \"passed\": \(run.passed), \"failed\": \(run.failed)"
        if let coverage {
            let unreached = coverage.unreached.map {
                "{\"rule\": \($0.rule), \"line\": \($0.line), \"action\": \(JSONText.quoted($0.action.jsonName))}"
            }
            text +=
                ", \"coverage\": {\"rules\": \(coverage.rules.count), \"reached\": \(coverage.rules.count - unreached.count), "
                + "\"percent\": \(coverage.percent), \"unreached\": [\(unreached.joined(separator: ", "))]}"
        }
        return text + "}\n"
    }
}
