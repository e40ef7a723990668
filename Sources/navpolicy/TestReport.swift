import NavPolicyCompiler

/// `test`'s reports: text (failures in the form problem matchers read, coverage, and the
/// `N passed, N failed` line last) and one JSON document.
enum TestReport {
    /// The text report.
    static func text(_ run: PolicyTestRun, coverage: PolicyTestRun.Coverage?) -> String {
        var text = ""
        for outcome in run.outcomes where !outcome.passed {
            let location = "\(outcome.file):\(outcome.line)"
            if let error = outcome.error {
                text += "\(location): error: cannot read the case: \(error)\n"
                continue
            }
            text += "\(location): error: case '\(outcome.name ?? "")' failed: expected \(outcome.expected ?? ""), "
                + "got \(outcome.decision.map(PolicyCase.decisionText) ?? "")\n"
            text += "  why: \(run.whyText(outcome))\n"
        }
        if let coverage {
            text += "coverage: \(coverage.rules.count - coverage.unreached.count) of \(coverage.rules.count) rules (\(coverage.percentText))\n"
            for rule in coverage.unreached {
                text += "  not reached: rule \(rule.rule) (line \(rule.line)) \(rule.action.jsonName)\n"
            }
        }
        return text + "\(run.passed) passed, \(run.failed) failed\n"
    }

    /// `{"cases": [...], "passed": N, "failed": N, "coverage": {...}}`.
    static func json(_ run: PolicyTestRun, coverage: PolicyTestRun.Coverage?) -> String {
        let cases = run.outcomes.map { outcome -> String in
            var fields = ["\"file\": \(JSONText.quoted(outcome.file))", "\"line\": \(outcome.line)"]
            if let name = outcome.name { fields.append("\"name\": \(JSONText.quoted(name))") }
            fields.append("\"passed\": \(outcome.passed)")
            if let error = outcome.error { fields.append("\"error\": \(JSONText.quoted(error))") }
            if let expected = outcome.expectedJSON { fields.append("\"expected\": \(expected)") }
            if let decision = outcome.decision { fields.append("\"actual\": {\(DecisionJSON.fields(decision))}") }
            if let why = outcome.why { fields.append("\"why\": \(JSONText.quoted(why))") }
            return "{" + fields.joined(separator: ", ") + "}"
        }
        var text = "{\"cases\": [\(cases.joined(separator: ", "))], \"passed\": \(run.passed), \"failed\": \(run.failed)"
        if let coverage {
            let unreached = coverage.unreached.map {
                "{\"rule\": \($0.rule), \"line\": \($0.line), \"action\": \(JSONText.quoted($0.action.jsonName))}"
            }
            text += ", \"coverage\": {\"rules\": \(coverage.rules.count), \"reached\": \(coverage.rules.count - unreached.count), "
                + "\"percent\": \(coverage.percent), \"unreached\": [\(unreached.joined(separator: ", "))]}"
        }
        return text + "}\n"
    }
}
