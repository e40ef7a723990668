/// The lexical class of a token.
package enum TokenKind: Sendable, Hashable {
    /// A keyword of LANGUAGE.md (`when`, `starts-with`, `none`, …).
    case keyword(Keyword)
    /// An identifier: a letter, then letters, digits, `-` or `_`. Enum values and action words
    /// are contextual identifiers.
    case identifier
    /// A double-quoted string literal.
    case string
    /// An unquoted number (`8443`): a digit, then letters, digits, `.`, `-` or `_` (sema checks
    /// it); it stops before `..`, which makes a range (`8000..8999`).
    case number
    /// `(`
    case leftParen
    /// `)`
    case rightParen
    /// `[`
    case leftBracket
    /// `]`
    case rightBracket
    /// `,`
    case comma
    /// `=`
    case equals
    /// `==`
    case equalEqual
    /// `!=`
    case bangEqual
    /// `..` between the two ends of a number range (`8000..8999`, version 3).
    case dotDot
    /// Bytes the lexer could not read as any token (diagnosed).
    case unknown
    /// The end of the file; carries the file's last comments as leading trivia.
    case endOfFile
}

/// The reserved words of the language.
package enum Keyword: String, Sendable, Hashable, CaseIterable {
    case policy, `let`, when, then, otherwise, and, or, not, `is`, `in`, matches
    case startsWith = "starts-with"
    case open, none, current
}

/// A piece of trivia: what sits between tokens and carries no meaning but must survive formatting.
package enum TriviaPiece: Sendable, Hashable {
    /// A `#` comment, text including the `#`, without the line break.
    case comment(String)
    /// `count` line breaks (`\n` or `\r\n`).
    case newlines(Int)
    /// Spaces and tabs.
    case spaces(Int)
}

/// A token with its exact source range and its trivia. An own-line comment belongs to the next
/// token's leading trivia; an end-of-line comment to the previous token's trailing trivia.
package struct Token: Sendable, Hashable {
    /// The token's class.
    package var kind: TokenKind
    /// The token's source text (for a string, with quotes and escapes as written).
    package var text: String
    /// Where the token's text is (trivia excluded).
    package var range: SourceRange
    /// Trivia before the token (own-line comments, line breaks, spaces).
    package var leadingTrivia: [TriviaPiece]
    /// Trivia after the token on the same line (spaces, an end-of-line comment).
    package var trailingTrivia: [TriviaPiece]

    /// A token with the given parts.
    package init(
        kind: TokenKind, text: String, range: SourceRange,
        leadingTrivia: [TriviaPiece] = [], trailingTrivia: [TriviaPiece] = []
    ) {
        self.kind = kind
        self.text = text
        self.range = range
        self.leadingTrivia = leadingTrivia
        self.trailingTrivia = trailingTrivia
    }
}
