/// The tokens of the statement around a place in the text, lexed from a window of lines
/// before it (strings and comments never span lines, so any line start is a clean place to
/// start), so that completion and hover cost the size of a statement, not of the file.
struct StatementTokens {
    /// The most lines looked back for the statement's keyword.
    static let maximumLinesBack = 64
    /// The most bytes looked back (past the place's own line).
    static let maximumBytesBack = 16_384

    /// The statement's tokens before the place, its keyword first; empty at a statement's
    /// start. Nil when no statement keyword was found in the window (context unknown).
    var before: [CompilerAdapter.WordToken]?
    /// The token the place is in or just after (the word being typed, or hovered).
    var atPlace: CompilerAdapter.WordToken?
    /// The text of a comment that the place is in, from `#` up to the place.
    var comment: String?

    /// The tokens around byte `offset` of `text`; `through` the end of its line when the token
    /// at the place is wanted whole (hover), else up to the place (completion).
    init(at offset: Int, in text: DocumentText, wholeLine: Bool) {
        let line = text.line(ofOffset: offset)
        var firstLine = line
        while firstLine > 0, line - firstLine < Self.maximumLinesBack, offset - text.lineStarts[firstLine - 1] <= Self.maximumBytesBack {
            firstLine -= 1
        }
        let start = text.lineStarts[firstLine]
        let end = wholeLine ? text.lineEnd(line) : offset
        let lexed = CompilerAdapter.tokens(of: text.bytes, in: start..<max(start, end))
        var tokens = lexed.tokens
        if !wholeLine || tokens.last.map({ $0.range.upperBound <= offset }) ?? true {
            comment = lexed.trailingComment
        }
        // The token containing the place, or ending at it (a word just typed).
        if let index = tokens.lastIndex(where: { $0.range.lowerBound < offset && offset <= $0.range.upperBound })
            ?? tokens.firstIndex(where: { $0.range.lowerBound == offset && wholeLine })
        {
            atPlace = tokens[index]
            tokens.removeSubrange(index...)
        } else {
            tokens.removeAll { $0.range.lowerBound >= offset }
        }
        if let keyword = tokens.indices.last(where: { Self.startsStatement(at: $0, of: tokens, in: text) }) {
            before = Array(tokens[keyword...])
        } else if tokens.isEmpty {
            before = []  // nothing but blank lines and comments before: a statement starts
        }
    }

    /// Whether `tokens[index]` starts a statement: a statement keyword, or a statement word
    /// (`flag`, `condition`, `on`) first on its line or followed by a name, as the parser reads it.
    private static func startsStatement(at index: Int, of tokens: [CompilerAdapter.WordToken], in text: DocumentText) -> Bool {
        let token = tokens[index]
        if token.kind == .keyword { return CursorContext.statementKeywords.contains(token.text) }
        guard token.kind == .identifier, CursorContext.statementWords.contains(token.text) else { return false }
        if index + 1 < tokens.count, tokens[index + 1].kind == .identifier || tokens[index + 1].text == "=" { return true }
        return index == 0 || text.line(ofOffset: tokens[index - 1].range.upperBound) != text.line(ofOffset: token.range.lowerBound)
    }

    /// The context at the place (`unknown` when the statement could not be found).
    var context: CursorContext {
        before.map(CursorContext.init(after:)) ?? .unknown
    }
}
