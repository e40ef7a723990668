/// The canonical formatter: layout only, never tokens (a list's trailing comma excepted), every
/// comment kept. Each run re-parses its own output and refuses to return text that changes
/// the policy or its comments (`FormatSoundness`).
public enum CanonicalFormatter {
    /// The column limit rules and lists are fitted into.
    package static let maximumLineLength = 100

    /// Formats a source file. A source that does not parse gives its first `errorLimit` parse
    /// errors (nil: all), the rest counted, so garbage costs a bounded report.
    public static func format(_ source: SourceFile, errorLimit: Int? = nil) -> FormatResult {
        let (syntax, parseDiagnostics) = Parser.parse(source, errorLimit: errorLimit)
        if parseDiagnostics.hasErrors {
            return FormatResult(
                formatted: nil, diagnostics: parseDiagnostics.diagnostics, isAlreadyFormatted: false,
                omittedErrors: parseDiagnostics.omittedErrors)
        }
        let text = layout(syntax)
        if let failure = FormatSoundness.check(original: syntax, formatted: text, name: source.name) {
            return FormatResult(formatted: nil, diagnostics: [failure], isAlreadyFormatted: false)
        }
        return FormatResult(formatted: text, diagnostics: [], isAlreadyFormatted: Array(text.utf8) == source.bytes)
    }

    /// The canonical text of parsed syntax, without the soundness check.
    static func layout(_ syntax: PolicySyntax) -> String {
        PrettyPrinter(maximumLineLength: maximumLineLength).print(PrintTokenBuilder.printTokens(for: syntax))
    }
}
