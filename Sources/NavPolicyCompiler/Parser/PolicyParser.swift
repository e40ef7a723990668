/// A token as the parser reads it: made once when the parser reaches it, without trivia.
struct ParsedToken {
    /// The token's class.
    let kind: TokenKind
    /// Its source text.
    let text: String
    /// Where it is.
    let range: SourceRange
}

/// A recursive-descent parser over the lexer's tokens with panic-mode recovery: the first
/// error in a statement is reported, later ones in the same statement are suppressed, and
/// parsing resumes at the next `policy`, `let`, `when`, `otherwise`, `flag`, `condition` or `on`.
struct PolicyParser {
    /// The deepest nesting of parentheses and `not` a condition may have.
    static let maximumNestingDepth = 256

    /// The lexer's tokens; the grammar skips `.unknown` ones (already diagnosed).
    private let tokens: TokenList
    /// The index in `tokens` of the current token (never an `.unknown` one).
    private var index: Int
    /// The index in `tokens` of the last consumed token, if any.
    private var previousIndex: Int?
    /// The current token (`.endOfFile` at the end), made once when reached. The parser never
    /// reads trivia, so its tokens carry none.
    private(set) var current: ParsedToken
    /// The last consumed token, if any.
    private(set) var previous: ParsedToken?
    /// What has been reported, in a box so that `report` need not be mutating: its argument
    /// is made (from the parser's state) only when it will be kept.
    private final class Reports {
        var diagnostics: DiagnosticList
        var statementHasError = false
        init(errorLimit: Int?) { diagnostics = DiagnosticList(errorLimit: errorLimit) }
    }
    private let reports: Reports

    /// The syntax diagnostics so far (errors past the limit only counted).
    var diagnostics: DiagnosticList { reports.diagnostics }
    /// Whether the current statement already has an error (further ones are not reported).
    var statementHasError: Bool {
        get { reports.statementHasError }
        nonmutating set { reports.statementHasError = newValue }
    }

    /// A parser over the lexer's output, which ends with `.endOfFile`. Tokens that contain a
    /// lexical error, and tokens right after bad bytes, are known from the list, so the parser
    /// does not report a second error for the same mistake. It keeps at most `errorLimit`
    /// errors (nil: all).
    init(tokens: TokenList, errorLimit: Int? = nil) {
        self.tokens = tokens
        reports = Reports(errorLimit: errorLimit)
        index = Self.grammarIndex(from: 0, in: tokens)
        current = Self.token(at: index, in: tokens)
    }

    /// The first index from `start` on that is not an `.unknown` token (the list's end when
    /// there is none, which a lexed list never reaches: it ends with `.endOfFile`).
    private static func grammarIndex(from start: Int, in tokens: TokenList) -> Int {
        var index = start
        while index < tokens.count - 1, tokens.kind(at: index) == .unknown { index += 1 }
        return index
    }

    /// The token at `index` as the parser reads it.
    private static func token(at index: Int, in tokens: TokenList) -> ParsedToken {
        guard index < tokens.count else { return ParsedToken(kind: .endOfFile, text: "", range: SourceRange(at: .start)) }
        return ParsedToken(kind: tokens.kind(at: index), text: tokens.text(at: index), range: tokens.range(at: index))
    }

    // MARK: Token navigation

    /// The index in the token list of the current token.
    var currentIndex: Int { index }

    /// The items of a list: the tokens at `indices`, ranges' low ends mapped to their high ends.
    func listItems(_ indices: [UInt32], rangeEnds: [UInt32: UInt32]) -> ListItems {
        ListItems(tokens: tokens, indices: indices, rangeEnds: rangeEnds)
    }

    /// Where the last consumed token ends.
    var previousEnd: SourcePosition { previous?.range.end ?? current.range.start }

    /// Whether the current token is the keyword.
    func at(_ keyword: Keyword) -> Bool { current.kind == .keyword(keyword) }

    /// The contextual words that start a statement when a name follows them (version 3):
    /// `flag NAME`, `condition NAME = …`, `on response`. They stay usable as names elsewhere.
    static let statementWords: Set<String> = ["flag", "condition", "on"]

    /// Whether the token at `index` starts a statement (or ends the file). A statement keyword
    /// always does; a statement word when what follows it can only continue a statement
    /// (`flag NAME`, `condition NAME`, `condition =`, `on response`), so the parser never reads
    /// it as a name there; inside a valid condition a name is never followed by a name (but by
    /// `ignoring case` after a path list). In panic mode, `isRecoveryPoint` also stops at a
    /// statement word that starts a line.
    func isStatementBoundary(at index: Int) -> Bool {
        switch tokens.kind(at: index) {
        case .keyword(.policy), .keyword(.let), .keyword(.when), .keyword(.otherwise), .endOfFile:
            return true
        case .identifier:
            let word = tokens.text(at: index)
            guard Self.statementWords.contains(word) else { return false }
            let next = Self.grammarIndex(from: index + 1, in: tokens)
            guard next < tokens.count else { return false }
            switch tokens.kind(at: next) {
            case .identifier: return tokens.text(at: next) != "ignoring"
            case .equals: return word == "condition"
            default: return false
            }
        default:
            return false
        }
    }

    /// Where panic mode stops: a statement boundary, or a statement word first on its line
    /// (`flag` alone on a line is a broken statement of its own, not part of the one before).
    private func isRecoveryPoint(at index: Int) -> Bool {
        if isStatementBoundary(at: index) { return true }
        guard index > 0, tokens.kind(at: index) == .identifier, Self.statementWords.contains(tokens.text(at: index)) else { return false }
        return tokens.range(at: index).start.line != tokens.range(at: index - 1).end.line
    }

    /// Whether the current token starts a statement (or ends the file).
    var atStatementBoundary: Bool { isStatementBoundary(at: index) }

    /// Consumes and returns the current token; never moves past `.endOfFile`.
    @discardableResult
    mutating func advance() -> ParsedToken {
        let token = current
        if tokens.hasLexicalError(at: index) { statementHasError = true }
        if current.kind != .endOfFile, index < tokens.count - 1 {
            previous = token
            previousIndex = index
            index = Self.grammarIndex(from: index + 1, in: tokens)
            current = Self.token(at: index, in: tokens)
        }
        return token
    }

    /// Consumes a run of string items each followed by a comma (`"a.com", "b.com", …`) at once,
    /// appending their token indices to `items`: the common shape of a long host list, read
    /// without making a `ParsedToken` (text and line search) for each of its tokens. Stops
    /// before a token with a lexical error or after a comma that an unknown token follows, so
    /// that `advance` reports those as it always does.
    mutating func consumeStringItems(into items: inout [UInt32]) {
        var next = index
        while next + 2 < tokens.count, tokens.kind(at: next) == .string, tokens.kind(at: next + 1) == .comma,
            tokens.kind(at: next + 2) != .unknown, !tokens.hasLexicalError(at: next), !tokens.hasLexicalError(at: next + 1)
        {
            items.append(UInt32(next))
            next += 2
        }
        guard next > index else { return }
        previousIndex = next - 1
        previous = Self.token(at: next - 1, in: tokens)
        index = next
        current = Self.token(at: next, in: tokens)
    }

    /// Where to point an "expected …" error: at the current token when it is on the same line
    /// as the previous one, otherwise just after the previous token.
    var expectedRange: SourceRange {
        if current.kind == .endOfFile || current.range.start.line != previousEnd.line {
            return SourceRange(at: previousEnd)
        }
        return current.range
    }

    /// `'text'` of the current token for messages, or `end of file`.
    var currentDescription: String {
        current.kind == .endOfFile ? "end of file" : "'\(current.text)'"
    }

    /// The range from `start` to the end of the last consumed token.
    func range(from start: SourcePosition) -> SourceRange {
        SourceRange(start: start, end: max(start, previousEnd))
    }

    // MARK: Errors and recovery

    /// Reports a syntax error at `range` unless the statement already has one, or a lexical
    /// error right here already explains it; either way the statement is now in error. The
    /// diagnostic is made only when it is kept: past the error limit a flood of errors costs a
    /// count each.
    func report(_ message: SyntaxMessage, at range: SourceRange) {
        let followsUnknownToken = index > 0 && tokens.kind(at: index - 1) == .unknown
        let explainedByLexer = followsUnknownToken || previousIndex.map(tokens.hasLexicalError(at:)) == true
        if !statementHasError && !explainedByLexer { reports.diagnostics.appendError { message.diagnostic(at: range) } }
        statementHasError = true
    }

    /// Skips to the next statement keyword (panic mode).
    mutating func synchronize() {
        while !isRecoveryPoint(at: index) { advance() }
    }

    /// Skips to `keyword` if it comes before the next statement; returns whether it did.
    mutating func skip(to keyword: Keyword) -> Bool {
        var lookahead = index
        while lookahead < tokens.count, !isRecoveryPoint(at: lookahead) {
            if tokens.kind(at: lookahead) == .keyword(keyword) {
                while index < lookahead { advance() }
                return true
            }
            lookahead += 1
        }
        return false
    }
}
