/// The canonical formatter: layout only, never tokens (a list's trailing comma excepted), every
/// comment kept. Each run re-parses its own output and refuses to return text that changes
/// the policy or its comments (`FormatSoundness`).
public enum CanonicalFormatter {
    /// The column limit rules and lists are fitted into.
    public static let maximumLineLength = 100

    /// Formats a source file.
    public static func format(_ source: SourceFile) -> FormatResult {
        let (syntax, parseDiagnostics) = Parser.parse(source)
        if parseDiagnostics.contains(where: { $0.severity == .error }) {
            return FormatResult(formatted: nil, diagnostics: parseDiagnostics, isAlreadyFormatted: false)
        }
        let text = layout(syntax)
        if let failure = FormatSoundness.check(original: syntax, formatted: text, name: source.name) {
            return FormatResult(formatted: nil, diagnostics: [failure], isAlreadyFormatted: false)
        }
        return FormatResult(formatted: text, diagnostics: [], isAlreadyFormatted: Array(text.utf8) == source.bytes)
    }

    /// The canonical text of parsed syntax, without the soundness check.
    static func layout(_ syntax: PolicySyntax) -> String {
        PrettyPrinter(maximumLineLength: maximumLineLength).print(PolicyFormatter.printTokens(for: syntax))
    }
}
