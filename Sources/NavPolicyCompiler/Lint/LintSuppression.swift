/// Suppression comments: `# navpolicy: ignore <code> [<code>…]` on the line before a statement
/// (or in the block of comment lines directly above it) or at the end of one of its lines
/// silences those codes for findings that start inside that statement. Codes may be separated
/// by spaces or commas. A finding inside a list file counts as inside the `let NAME = file "…"`
/// statement that reads it.
package struct LintSuppression {
    /// The statement ranges with the codes silenced in each.
    private var silenced: [(range: SourceRange, codes: Set<String>)] = []
    /// Where the `let` reading each list file starts, by the list file's name.
    private var listFileStatements: [String: Int] = [:]

    /// The suppressions written in a file's comments.
    init(syntax: PolicySyntax, listFiles: [ListFile] = []) {
        let fileNames = Dictionary(listFiles.map { ($0.definitionName, $0.source.name) }, uniquingKeysWith: { first, _ in first })
        for case .definition(let definition) in syntax.statements where definition.file != nil {
            if let name = fileNames[definition.name.text], listFileStatements[name] == nil {
                listFileStatements[name] = definition.range.start.offset
            }
        }
        let tokens = syntax.tokens
        var tokenIndex = 0
        for statement in syntax.statements {
            let range = statement.range
            while tokenIndex < tokens.count, tokens.startOffset(at: tokenIndex) < range.start.offset { tokenIndex += 1 }
            var codes = Set<String>()
            if tokenIndex < tokens.count {
                codes.formUnion(Self.codesAbove(tokens.leadingTrivia(at: tokenIndex)))
            }
            var index = tokenIndex
            while index < tokens.count, tokens.startOffset(at: index) < range.end.offset {
                for case .comment(let text) in tokens.trailingTrivia(at: index) {
                    codes.formUnion(Self.codes(inComment: text))
                }
                index += 1
            }
            if !codes.isEmpty { silenced.append((range, codes)) }
        }
    }

    /// Whether a finding is silenced by a comment on its statement.
    func isSilenced(_ diagnostic: Diagnostic) -> Bool {
        let offset: Int
        if let file = diagnostic.file {
            guard let statementStart = listFileStatements[file] else { return false }
            offset = statementStart
        } else {
            offset = diagnostic.range.start.offset
        }
        return silenced.contains { entry in
            entry.range.start.offset <= offset && offset <= entry.range.end.offset && entry.codes.contains(diagnostic.code.rawValue)
        }
    }

    /// The codes named by the comment block that ends on the line just before the token: the
    /// comments after the last blank line of its leading trivia.
    private static func codesAbove(_ trivia: [TriviaPiece]) -> Set<String> {
        var codes = Set<String>()
        for piece in trivia.reversed() {
            switch piece {
            case .comment(let text): codes.formUnion(Self.codes(inComment: text))
            case .newlines(let count) where count > 1: return codes
            case .newlines, .spaces: continue
            }
        }
        return codes
    }

    /// The codes a `# navpolicy: ignore a, b` comment names; empty for any other comment.
    package static func codes(inComment text: String) -> Set<String> {
        var words = text.dropFirst().split { $0 == " " || $0 == "\t" || $0 == "," }.map(String.init)
        guard words.count >= 3, words[0] == "navpolicy:", words[1] == "ignore" else { return [] }
        words.removeFirst(2)
        return Set(words)
    }
}
