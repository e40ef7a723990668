/// Renders diagnostics as a SARIF 2.1.0 log (`navpolicy check --format sarif`): one run, tool
/// name `navpolicy`, one reporting rule per diagnostic code that occurs, results in input order.
public enum SARIFRenderer {
    /// The SARIF document for the diagnostics of several files; `file` is the artifact URI.
    public static func render(_ files: [(file: String, diagnostics: [Diagnostic])], toolVersion: String = "0.1.0") -> String {
        var codes: [DiagnosticCode] = []
        var ruleIndex: [DiagnosticCode: Int] = [:]
        for (_, diagnostics) in files {
            for diagnostic in diagnostics where ruleIndex[diagnostic.code] == nil {
                ruleIndex[diagnostic.code] = codes.count
                codes.append(diagnostic.code)
            }
        }
        let rules = codes.map { code in
            let summary = LintRegistry.summary(for: code) ?? "navpolicy diagnostic '\(code.rawValue)'"
            let level = level(LintRegistry.severity(for: code) ?? .error)
            return object([
                ("id", JSONText.quoted(code.rawValue)),
                ("shortDescription", object([("text", JSONText.quoted(summary))])),
                ("defaultConfiguration", object([("level", JSONText.quoted(level))])),
            ])
        }
        var results: [String] = []
        for (file, diagnostics) in files {
            for diagnostic in diagnostics {
                results.append(result(diagnostic, file: file, ruleIndex: ruleIndex[diagnostic.code] ?? 0))
            }
        }
        let driver = object([
            ("name", JSONText.quoted("navpolicy")),
            ("version", JSONText.quoted(toolVersion)),
            ("informationUri", JSONText.quoted("https://github.com/navpolicy/navpolicy")),
            ("rules", array(rules)),
        ])
        let run = object([("tool", object([("driver", driver)])), ("results", array(results))])
        return object([
            ("$schema", JSONText.quoted("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", JSONText.quoted("2.1.0")),
            ("runs", array([run])),
        ]) + "\n"
    }

    /// One SARIF result: message (with help), primary location, notes as related locations.
    private static func result(_ diagnostic: Diagnostic, file: String, ruleIndex: Int) -> String {
        var text = diagnostic.message
        if let help = diagnostic.help { text += " (help: \(help))" }
        var fields: [(String, String)] = [
            ("ruleId", JSONText.quoted(diagnostic.code.rawValue)),
            ("ruleIndex", String(ruleIndex)),
            ("level", JSONText.quoted(level(diagnostic.severity))),
            ("message", object([("text", JSONText.quoted(text))])),
            ("locations", array([location(file: diagnostic.file ?? file, range: diagnostic.range, message: nil, id: nil)])),
        ]
        if !diagnostic.notes.isEmpty {
            let related = diagnostic.notes.enumerated().map { index, note in
                location(file: note.file ?? file, range: note.range, message: note.message, id: index)
            }
            fields.append(("relatedLocations", array(related)))
        }
        return object(fields)
    }

    /// A SARIF location; without a range it names the file only.
    private static func location(file: String, range: SourceRange?, message: String?, id: Int?) -> String {
        var physical: [(String, String)] = [("artifactLocation", object([("uri", JSONText.quoted(file))]))]
        if let range {
            physical.append(
                (
                    "region",
                    object([
                        ("startLine", String(range.start.line)),
                        ("startColumn", String(range.start.column)),
                        ("endLine", String(range.end.line)),
                        ("endColumn", String(range.end.column)),
                    ])
                ))
        }
        var fields: [(String, String)] = []
        if let id { fields.append(("id", String(id))) }
        fields.append(("physicalLocation", object(physical)))
        if let message { fields.append(("message", object([("text", JSONText.quoted(message))]))) }
        return object(fields)
    }

    /// The SARIF `level` of a severity.
    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    private static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { JSONText.quoted($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
    }

    private static func array(_ items: [String]) -> String {
        "[" + items.joined(separator: ", ") + "]"
    }
}
