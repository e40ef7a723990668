import NavPolicyCompiler

/// A source and the diagnostics to show for it.
struct DiagnosedSource: Sendable {
    /// The source the diagnostics point into.
    let source: SourceFile
    /// The diagnostics, in source order.
    let diagnostics: [Diagnostic]
    /// The list files the source read, which some diagnostics point into.
    var listFiles: [ListFile] = []
}

/// Prints diagnostics in the selected format: text to standard error, JSON to standard output.
enum DiagnosticReporter {
    /// Prints the diagnostics of every source as one report.
    static func report(_ sources: [DiagnosedSource], format: DiagnosticFormat, console: Console) {
        switch format {
        case .text:
            let useColor = console.stderrUsesColor
            for entry in sources where !entry.diagnostics.isEmpty {
                console.writeError(
                    TextDiagnosticRenderer.render(
                        entry.diagnostics, source: entry.source, listFiles: entry.listFiles, useColor: useColor))
            }
        case .json:
            let files = sources.map { (file: $0.source.name, diagnostics: $0.diagnostics) }
            console.write(JSONDiagnosticRenderer.render(files))
        case .sarif:
            console.write(SARIFRenderer.render(sources.map { ($0.source.name, $0.diagnostics) }))
        }
    }

    /// Prints one source's diagnostics in text form to standard error.
    static func reportText(_ diagnostics: [Diagnostic], source: SourceFile, listFiles: [ListFile] = [], console: Console) {
        report([DiagnosedSource(source: source, diagnostics: diagnostics, listFiles: listFiles)], format: .text, console: console)
    }
}
