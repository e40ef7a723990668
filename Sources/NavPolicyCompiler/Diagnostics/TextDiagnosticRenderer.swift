/// Renders diagnostics in the compiler form that Xcode and CI problem matchers read:
///
/// ```
/// Examples/ads.navpolicy:7:34: error: unknown target 'new-tab' [unknown-value]
///     when target is new-tab then open external
///                    ^~~~~~~
/// note: did you mean 'new-window'?
/// ```
public enum TextDiagnosticRenderer {
    /// Renders every diagnostic, one blank line between them; ANSI colours only when `useColor`.
    /// A diagnostic or note whose `file` names one of `listFiles` is shown in that file.
    public static func render(_ diagnostics: [Diagnostic], source: SourceFile, listFiles: [ListFile] = [], useColor: Bool) -> String {
        let style = Style(useColor: useColor)
        let sources = Dictionary(listFiles.map { ($0.source.name, $0.source) }, uniquingKeysWith: { first, _ in first })
        let pick = { (file: String?) in file.flatMap { sources[$0] } ?? source }
        return diagnostics.map { render($0, pick: pick, style: style) }.joined(separator: "\n")
    }

    private static func render(_ diagnostic: Diagnostic, pick: (String?) -> SourceFile, style: Style) -> String {
        var output = located(
            severity: diagnostic.severity, message: diagnostic.message + " [\(diagnostic.code.rawValue)]",
            range: diagnostic.range, source: pick(diagnostic.file), style: style)
        for note in diagnostic.notes {
            if let range = note.range {
                output += located(severity: .note, message: note.message, range: range, source: pick(note.file), style: style)
            } else {
                output += style.label(.note, "note:") + " " + note.message + "\n"
            }
        }
        if let help = diagnostic.help {
            output += style.bold("help:") + " " + help + "\n"
        }
        return output
    }

    /// `file:line:col: severity: message`, then the source line and the caret line.
    private static func located(
        severity: Severity, message: String, range: SourceRange, source: SourceFile, style: Style
    ) -> String {
        let location = "\(source.name):\(range.start.line):\(range.start.column):"
        var output =
            style.bold(location) + " " + style.label(severity, severity.name + ":") + " "
            + style.bold(message) + "\n"
        let line = SourceLine(around: range.start.offset, in: source.bytes)
        output += "    " + line.displayText + "\n"
        output += "    " + style.label(severity, line.underline(range)) + "\n"
        return output
    }
}

/// The ANSI styling of the renderer; every method is the identity without colour.
private struct Style {
    let useColor: Bool

    func bold(_ text: String) -> String { wrap(text, "1") }

    /// Text in the severity's colour, bold: the `error:` label and the caret line.
    func label(_ severity: Severity, _ text: String) -> String { wrap(text, "1;" + Self.code(severity)) }

    private func wrap(_ text: String, _ code: String) -> String {
        useColor ? "\u{1B}[\(code)m" + text + "\u{1B}[0m" : text
    }

    private static func code(_ severity: Severity) -> String {
        switch severity {
        case .error: "31"
        case .warning: "33"
        case .note: "36"
        }
    }
}
