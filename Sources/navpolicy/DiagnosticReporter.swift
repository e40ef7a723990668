import NavPolicyCompiler

/// A source and the diagnostics to show for it.
struct DiagnosedSource: Sendable {
    /// The source the diagnostics point into.
    let source: SourceFile
    /// The diagnostics, in source order.
    let diagnostics: [Diagnostic]
}

/// Prints diagnostics in the selected format: text to standard error, JSON to standard output.
enum DiagnosticReporter {
    /// Prints the diagnostics of every source as one report.
    static func report(_ sources: [DiagnosedSource], format: DiagnosticFormat, console: Console) {
        switch format {
        case .text:
            let useColor = console.stderrUsesColor
            for entry in sources where !entry.diagnostics.isEmpty {
                console.writeError(renderText(entry.diagnostics, source: entry.source, useColor: useColor))
            }
        case .json:
            let files = sources.map { JSONDiagnosticRenderer.FileDiagnostics(file: $0.source.name, diagnostics: $0.diagnostics) }
            console.write(JSONDiagnosticRenderer.render(files))
        }
    }

    /// Prints one source's diagnostics in text form to standard error.
    static func reportText(_ diagnostics: [Diagnostic], source: SourceFile, console: Console) {
        report([DiagnosedSource(source: source, diagnostics: diagnostics)], format: .text, console: console)
    }

    // Fallback until the `syntax` branch's `TextDiagnosticRenderer` is merged; deleted then.
    private static func renderText(_ diagnostics: [Diagnostic], source: SourceFile, useColor: Bool) -> String {
        diagnostics.map { diagnostic in
            let start = diagnostic.range.start
            var text = "\(source.name):\(start.line):\(start.column): \(diagnostic.severity.rawValue): "
                + "\(diagnostic.message) [\(diagnostic.code)]\n"
            for note in diagnostic.notes { text += "note: \(note.message)\n" }
            return text
        }.joined(separator: "\n")
    }
}
