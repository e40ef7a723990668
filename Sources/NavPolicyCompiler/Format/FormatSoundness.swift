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
        if !haveSameSignificantTokens(original.tokens, output.tokens) {
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

    /// Whether two token lists have the same tokens as (kind, text), without trivia,
    /// locations, the end of file, or a comma that directly precedes `]` (the one token layout
    /// may add or drop). Compared in step, so no copy of either list is made.
    static func haveSameSignificantTokens(_ first: TokenList, _ second: TokenList) -> Bool {
        var (left, right) = (nextSignificant(first, from: 0), nextSignificant(second, from: 0))
        while let leftIndex = left, let rightIndex = right {
            guard first.kind(at: leftIndex) == second.kind(at: rightIndex),
                first.text(at: leftIndex) == second.text(at: rightIndex)
            else { return false }
            (left, right) = (nextSignificant(first, from: leftIndex + 1), nextSignificant(second, from: rightIndex + 1))
        }
        return left == nil && right == nil
    }

    /// The index of the first significant token at or after `start`, nil when there is none.
    private static func nextSignificant(_ tokens: TokenList, from start: Int) -> Int? {
        var index = start
        while index < tokens.count {
            let kind = tokens.kind(at: index)
            let isTrailingComma = kind == .comma && index + 1 < tokens.count && tokens.kind(at: index + 1) == .rightBracket
            if kind != .endOfFile, !isTrailingComma { return index }
            index += 1
        }
        return nil
    }

    private static func failure(_ reason: String) -> Diagnostic {
        .error(
            .formatInternalError, "internal formatter error: \(reason); nothing was written",
            at: SourceRange(at: .start),
            help: "please report this with the input file"
        )
    }
}
