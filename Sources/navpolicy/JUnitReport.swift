/// `test --format junit`: the JUnit XML that CI systems read — `<testsuites>` with one
/// `<testsuite>` per CASES file, one `<testcase>` per case, a `<failure>` for a wrong decision
/// and an `<error>` for a case line that cannot be read.
enum JUnitReport {
    /// The XML document.
    static func render(_ run: PolicyTestRun, files: [String]) -> String {
        let errors = run.outcomes.filter { $0.error != nil }.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"navpolicy\" tests=\"\(run.outcomes.count)\" failures=\"\(run.failed - errors)\" errors=\"\(errors)\">\n"
        for file in files {
            let outcomes = run.outcomes.filter { $0.file == file }
            let fileErrors = outcomes.filter { $0.error != nil }.count
            let fileFailures = outcomes.filter { !$0.passed }.count - fileErrors
            xml += "  <testsuite name=\(attribute(file)) tests=\"\(outcomes.count)\" failures=\"\(fileFailures)\" errors=\"\(fileErrors)\">\n"
            for outcome in outcomes {
                let name = "line \(outcome.line)" + (outcome.name.map { ": \($0)" } ?? "")
                xml += "    <testcase name=\(attribute(name)) classname=\(attribute(file)) file=\(attribute(file)) line=\"\(outcome.line)\""
                if outcome.passed {
                    xml += "/>\n"
                    continue
                }
                xml += ">\n"
                if let error = outcome.error {
                    xml += "      <error message=\(attribute(error)) type=\"unreadable-case\"/>\n"
                } else {
                    let message = "expected \(outcome.expected ?? ""), got \(outcome.decision.map(PolicyCase.decisionText) ?? "")"
                    let why = run.whyText(outcome)
                    xml += "      <failure message=\(attribute(message)) type=\"wrong-decision\">\(escaped(why))</failure>\n"
                }
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// A quoted attribute value.
    private static func attribute(_ value: String) -> String { "\"" + escaped(value) + "\"" }

    /// Text with XML's special characters escaped; characters XML 1.0 cannot hold become U+FFFD.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n": result += "&#10;"
            case "\t": result += "&#9;"
            case "\r": result += "&#13;"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
