@testable import NavPolicyCompiler

/// The properties every formatting must have, checked the same way for goldens, `Examples/`
/// and random sources. Each returns a list of human-readable violations (empty when sound).
enum FormatProperties {
    /// The column limit, and the shortest token or comment that may push a line past it.
    static let lineLimit = CanonicalFormatter.maximumLineLength
    static let longTokenLength = 40

    /// The formatted text of `source`, or nil with the failure appended to `violations`.
    static func format(_ source: SourceFile, violations: inout [String]) -> String? {
        let result = CanonicalFormatter.format(source)
        guard let formatted = result.formatted else {
            violations.append("not formatted: " + result.diagnostics.map { "\($0.code): \($0.message)" }.joined(separator: "; "))
            return nil
        }
        return formatted
    }

    /// Checks idempotence, preserved meaning, preserved comments and line widths of formatting `source`.
    static func violations(of source: SourceFile) -> [String] {
        var violations: [String] = []
        guard let formatted = format(source, violations: &violations) else { return violations }
        let output = SourceFile(name: source.name, text: formatted)
        let again = CanonicalFormatter.format(output)
        if again.formatted != formatted || !again.isAlreadyFormatted {
            violations.append("not idempotent; second pass:\n\(again.formatted ?? "nil")")
        }
        let before = PolicyPipeline().check(source)
        let after = PolicyPipeline().check(output)
        if before.policy?.meaning != after.policy?.meaning {
            violations.append("checked meaning changed")
        }
        let commentsBefore = CommentTrivia.allComments(of: before.syntax.tokens)
        let commentsAfter = CommentTrivia.allComments(of: after.syntax.tokens)
        if commentsBefore.count != commentsAfter.count || commentsBefore != commentsAfter {
            violations.append("comments changed: \(commentsBefore.count) before, \(commentsAfter.count) after")
        }
        violations += widthViolations(formatted, tokens: after.syntax.tokens)
        return violations
    }

    /// Lines past the limit that hold no single token or comment long enough to excuse them.
    static func widthViolations(_ text: String, tokens: TokenList) -> [String] {
        var longPieceLines: Set<Int> = []
        for token in tokens {
            if token.text.unicodeScalars.count >= longTokenLength { longPieceLines.insert(token.range.start.line) }
            let trivia = CommentTrivia(of: token)
            if trivia.endOfLineComments.contains(where: { $0.unicodeScalars.count >= longTokenLength }) {
                longPieceLines.insert(token.range.start.line)
            }
        }
        var violations: [String] = []
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.unicodeScalars.count > lineLimit && !longPieceLines.contains(offset + 1) {
            let isComment = line.drop { $0 == " " }.hasPrefix("#")
            if !isComment { violations.append("line \(offset + 1) is \(line.unicodeScalars.count) columns: \(line)") }
        }
        return violations
    }
}
