/// Turns source bytes into tokens with trivia, and diagnoses lexical errors without stopping.
///
/// Trivia attachment (what the formatter relies on to keep comments and blank lines):
/// - a comment on its own line, and the line breaks and indentation before it, go to the
///   leading trivia of the next token (the `.endOfFile` token for the file's last comments);
/// - spaces and a comment after a token on the same line are its trailing trivia, up to (not
///   including) the line break;
/// - consecutive line breaks are one `.newlines(n)`: `n >= 2` means blank lines;
/// - whitespace at the end of a line is dropped (it has no meaning and no formatting).
package enum Lexer {
    /// Tokenizes a source file, keeping at most `errorLimit` lexical errors (nil: all; the rest
    /// counted). The tokens always end with `.endOfFile`; bytes that form no token become
    /// `.unknown` tokens, each with one diagnostic per run of bad bytes.
    /// Once more lexical errors than that are found, the tokens stop there (then `.endOfFile`)
    /// and the rest of the file is only scanned to count its lexical errors: the first
    /// `errorLimit` errors of the file all lie before that point. A source larger than
    /// `SourceFile.maximumByteCount` is one error and no tokens.
    package static func tokenize(_ source: SourceFile, errorLimit: Int? = nil) -> (tokens: TokenList, diagnostics: DiagnosticList) {
        guard source.bytes.count <= SourceFile.maximumByteCount else {
            var diagnostics = DiagnosticList(errorLimit: errorLimit)
            diagnostics.append(LexicalMessage.fileTooLarge.diagnostic(at: SourceRange(at: .start)))
            var record = LexedTokens(bytes: [], firstTriviaStart: 0, expectedCount: 1)
            record.appendEndOfFile(at: 0, triviaStart: 0)
            return (TokenList(lexed: record), diagnostics)
        }
        var scanner = TokenScanner(bytes: source.bytes, errorLimit: errorLimit)
        // At most one token a byte (and `.endOfFile`): reserving that never copies the arrays as
        // they grow, and the pages a sparser file leaves unused are never touched.
        var record = LexedTokens(bytes: source.bytes, firstTriviaStart: scanner.cursor.offset, expectedCount: source.bytes.count + 1)
        scanner.scanAll(into: &record)
        return (TokenList(lexed: record), scanner.diagnostics)
    }
}
