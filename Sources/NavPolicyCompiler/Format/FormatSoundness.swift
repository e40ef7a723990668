/// The check every format run makes before its output may be used: the output re-parses, has
/// the same tokens (a list's trailing comma aside), the same comments, and — when the input
/// checks — the same checked meaning (`CheckedPolicy.meaning`, locations ignored).
enum FormatSoundness {

    /// Nil when `formatted` is a sound formatting of `original`; otherwise the internal error.
    static func check(original: PolicySyntax, formatted: String, name: String) -> Diagnostic? {
        let (output, outputDiagnostics) = Parser.parse(SourceFile(name: name, text: formatted))
        if outputDiagnostics.contains(where: { $0.severity == .error }) {
            return failure("the formatted text does not parse")
        }
        if significantTokens(original.tokens) != significantTokens(output.tokens) {
            return failure("the formatted text has different tokens")
        }
        if CommentTrivia.allComments(of: original.tokens) != CommentTrivia.allComments(of: output.tokens) {
            return failure("the formatted text has different comments")
        }
        if let before = Sema.check(original).policy {
            guard let after = Sema.check(output).policy, after.meaning == before.meaning else {
                return failure("the formatted policy means something else")
            }
        }
        return nil
    }

    /// The tokens as (kind, text), without trivia, locations, the end of file, or a comma that
    /// directly precedes `]` (the one token layout may add or drop).
    static func significantTokens(_ tokens: [Token]) -> [SignificantToken] {
        var result: [SignificantToken] = []
        result.reserveCapacity(tokens.count)
        for (index, token) in tokens.enumerated() where token.kind != .endOfFile {
            if token.kind == .comma, index + 1 < tokens.count, tokens[index + 1].kind == .rightBracket { continue }
            result.append(SignificantToken(kind: token.kind, text: token.text))
        }
        return result
    }

    /// A token's identity for the comparison.
    struct SignificantToken: Hashable {
        var kind: TokenKind
        var text: String
    }

    private static func failure(_ reason: String) -> Diagnostic {
        .error(
            .formatInternalError, "internal formatter error: \(reason); nothing was written",
            at: SourceRange(at: .start),
            help: "please report this with the input file"
        )
    }
}
