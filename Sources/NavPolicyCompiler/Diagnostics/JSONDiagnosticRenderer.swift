/// Renders diagnostics as the JSON document of `navpolicy check --format json` (CLI.md):
/// `{"diagnostics": [...], "errors": N, "warnings": N}`, one diagnostic object per line.
public enum JSONDiagnosticRenderer {
    /// The whole JSON document for the diagnostics of every file (under the name the output
    /// shows for it: `Examples/ads.navpolicy`, `<stdin>`), with error and warning counts.
    public static func render(_ files: [(file: String, diagnostics: [Diagnostic])]) -> String {
        var objects: [String] = []
        var errors = 0
        var warnings = 0
        for file in files {
            for diagnostic in file.diagnostics {
                objects.append(object(diagnostic, file: file.file))
                switch diagnostic.severity {
                case .error: errors += 1
                case .warning: warnings += 1
                case .note: break
                }
            }
        }
        let list = objects.isEmpty ? "[]" : "[\n    " + objects.joined(separator: ",\n    ") + "\n  ]"
        return "{\n  \"diagnostics\": \(list),\n  \"errors\": \(errors),\n  \"warnings\": \(warnings)\n}\n"
    }

    /// One diagnostic as a JSON object on one line; `help` is a string or `null`.
    package static func object(_ diagnostic: Diagnostic, file: String) -> String {
        let range = diagnostic.range
        let notes = diagnostic.notes.map { note in
            "{\"message\": \(JSONText.quoted(note.message)), "
                + (note.file.map { "\"file\": \(JSONText.quoted($0)), " } ?? "")
                + "\"line\": \(JSONText.numberOrNull(note.range?.start.line)), "
                + "\"column\": \(JSONText.numberOrNull(note.range?.start.column))}"
        }
        return "{\"file\": \(JSONText.quoted(diagnostic.file ?? file)), "
            + "\"line\": \(range.start.line), \"column\": \(range.start.column), "
            + "\"endLine\": \(range.end.line), \"endColumn\": \(range.end.column), "
            + "\"severity\": \(JSONText.quoted(diagnostic.severity.name)), "
            + "\"code\": \(JSONText.quoted(diagnostic.code.rawValue)), "
            + "\"message\": \(JSONText.quoted(diagnostic.message)), "
            + "\"notes\": [\(notes.joined(separator: ", "))], "
            + "\"help\": \(JSONText.quotedOrNull(diagnostic.help))}"
    }
}
