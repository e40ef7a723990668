/// The comments of one token's trivia, read for layout: which own-line comments precede the
/// token (and whether a blank line precedes each), and which end-of-line comments follow it.
struct CommentTrivia: Sendable, Hashable {
    /// An own-line comment and whether the author left a blank line before it.
    struct OwnLineComment: Sendable, Hashable {
        var text: String
        var blankLineBefore: Bool
    }

    /// Comments on their own lines before the token, in order.
    var ownLineComments: [OwnLineComment] = []
    /// Whether a blank line separates the token from what precedes it (the last comment, or the
    /// previous token).
    var blankLineBeforeToken = false
    /// End-of-line comments after the token, in order (normally at most one).
    var endOfLineComments: [String] = []

    /// Reads the comments of `token`.
    init(of token: Token) {
        self.init(leading: token.leadingTrivia, trailing: token.trailingTrivia)
    }

    /// Reads the comments of a token's trivia (one side alone, when the other is not needed).
    init(leading: [TriviaPiece] = [], trailing: [TriviaPiece] = []) {
        var newlines = 0
        for piece in leading {
            switch piece {
            case .newlines(let count): newlines += count
            case .spaces: break
            case .comment(let text):
                ownLineComments.append(OwnLineComment(text: Self.canonical(text), blankLineBefore: newlines >= 2))
                newlines = 0
            }
        }
        blankLineBeforeToken = newlines >= 2
        for piece in trailing {
            if case .comment(let text) = piece { endOfLineComments.append(Self.canonical(text)) }
        }
    }

    /// A comment as the formatter prints it: without trailing spaces, tabs or carriage returns.
    /// The soundness check compares comments in this form.
    static func canonical(_ text: String) -> String {
        var scalars = Substring(text).unicodeScalars
        while let last = scalars.last, last == " " || last == "\t" || last == "\r" {
            scalars.removeLast()
        }
        return String(scalars)
    }

    /// Every comment of `tokens` in source order, in canonical form.
    static func allComments(of tokens: TokenList) -> [String] {
        tokens.indices.flatMap { index in
            let trivia = CommentTrivia(leading: tokens.leadingTrivia(at: index), trailing: tokens.trailingTrivia(at: index))
            return trivia.ownLineComments.map(\.text) + trivia.endOfLineComments
        }
    }
}
