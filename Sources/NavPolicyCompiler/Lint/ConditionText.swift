/// Conditions as the author wrote them, on one line, for help texts that propose an edit
/// (`add 'and target is not subframe' to its condition`): the tokens of the condition joined
/// with single spaces (none inside brackets and parentheses, none before a comma), and the
/// negation an author would write — `is` ↔ `is not`, `in` ↔ `not in`, `not X` → `X`, anything
/// else `not X` (a comparison) or `not (X)`.
struct ConditionText {
    private let tokens: TokenList

    /// The text of conditions in a file with these tokens.
    init(tokens: TokenList) {
        self.tokens = tokens
    }

    /// The condition on one line.
    func text(_ condition: ConditionSyntax) -> String {
        text(of: condition.range)
    }

    /// The condition's negation, on one line.
    func negation(_ condition: ConditionSyntax) -> String {
        switch condition {
        case .comparison(let comparison):
            let flipped: String? =
                switch comparison.op {
                case .is: "is not"
                case .isNot: "is"
                case .in: "not in"
                case .notIn: "in"
                default: nil
                }
            guard let flipped else { return "not " + text(condition) }
            let before = SourceRange(start: comparison.range.start, end: comparison.operatorRange.start)
            let after = SourceRange(start: comparison.operatorRange.end, end: comparison.range.end)
            return [text(of: before), flipped, text(of: after)].filter { !$0.isEmpty }.joined(separator: " ")
        case .not(let operand, _):
            return text(operand)
        case .parenthesized(let inner, _):
            if case .comparison = inner { return negation(inner) }
            return "not " + text(condition)
        case .name:
            return "not " + text(condition)
        case .and, .or, .missing:
            return "not (" + text(condition) + ")"
        }
    }

    /// The condition without the parentheses around it (`(a and b)` is `a and b`).
    static func unwrapped(_ condition: ConditionSyntax) -> ConditionSyntax {
        if case .parenthesized(let inner, _) = condition { return unwrapped(inner) }
        return condition
    }

    /// The tokens inside `range`, joined.
    private func text(of range: SourceRange) -> String {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].range.start.offset < range.start.offset { low = middle + 1 } else { high = middle }
        }
        var result = ""
        var previous: TokenKind?
        for token in tokens[low...] where token.kind != .endOfFile {
            guard token.range.end.offset <= range.end.offset else { break }
            let tight =
                previous == .leftParen || previous == .leftBracket || previous == .dotDot
                || token.kind == .rightParen || token.kind == .rightBracket || token.kind == .comma || token.kind == .dotDot
            if previous != nil, !tight { result += " " }
            result += token.text
            previous = token.kind
        }
        return result
    }
}
