/// Turns source bytes into tokens with trivia, and diagnoses lexical errors without stopping.
///
/// Trivia attachment (what the formatter relies on to keep comments and blank lines):
/// - a comment on its own line, and the line breaks and indentation before it, go to the
///   leading trivia of the next token (the `.endOfFile` token for the file's last comments);
/// - spaces and a comment after a token on the same line are its trailing trivia, up to (not
///   including) the line break;
/// - consecutive line breaks are one `.newlines(n)`: `n >= 2` means blank lines;
/// - whitespace at the end of a line is dropped (it has no meaning and no formatting).
public enum Lexer {
    /// Tokenizes a source file. The tokens always end with `.endOfFile`; bytes that form no
    /// token become `.unknown` tokens, each with one diagnostic per run of bad bytes.
    public static func tokenize(_ source: SourceFile) -> (tokens: [Token], diagnostics: [Diagnostic]) {
        let (tokens, diagnostics) = tokenize(source, errorLimit: nil)
        return (tokens, diagnostics.diagnostics)
    }

    /// Tokenizes a source file, keeping at most `errorLimit` lexical errors (the rest counted).
    /// Once more lexical errors than that are found, the tokens stop there (then `.endOfFile`)
    /// and the rest of the file is only scanned to count its lexical errors: the first
    /// `errorLimit` errors of the file all lie before that point.
    public static func tokenize(_ source: SourceFile, errorLimit: Int?) -> (tokens: [Token], diagnostics: DiagnosticList) {
        var scanner = TokenScanner(bytes: source.bytes, errorLimit: errorLimit)
        scanner.scanAll()
        return (scanner.tokens, scanner.diagnostics)
    }
}
