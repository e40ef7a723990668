/// A recursive-descent parser over the lexer's tokens with panic-mode recovery: the first
/// error in a statement is reported, later ones in the same statement are suppressed, and
/// parsing resumes at the next `policy`, `let`, `when` or `otherwise`.
struct PolicyParser {
    /// The deepest nesting of parentheses and `not` a condition may have.
    static let maximumNestingDepth = 256

    /// The tokens the grammar sees: the lexer's tokens without `.unknown` ones; ends with `.endOfFile`.
    private let tokens: [Token]
    /// Per token: an `.unknown` token (already diagnosed) came right before it.
    private let followsUnknownToken: [Bool]
    /// Per token: the token itself contains a lexical error (a broken string literal).
    private let hasLexicalError: [Bool]
    /// The index of the current token.
    private var index = 0
    /// The syntax diagnostics so far (errors past the limit only counted).
    private(set) var diagnostics: DiagnosticList
    /// Whether the current statement already has an error (further ones are not reported).
    var statementHasError = false

    /// A parser over the lexer's output; tokens that contain a lexical error are marked so
    /// that the parser does not report a second error for the same mistake. It keeps at most
    /// `errorLimit` errors (nil: all).
    init(tokens lexedTokens: [Token], lexicalDiagnostics: [Diagnostic], errorLimit: Int? = nil) {
        diagnostics = DiagnosticList(errorLimit: errorLimit)
        // The usual clean file: the lexer's tokens as they are (no copy of every token).
        if lexicalDiagnostics.isEmpty, lexedTokens.last?.kind == .endOfFile,
           !lexedTokens.contains(where: { if case .unknown = $0.kind { true } else { false } }) {
            self.tokens = lexedTokens
            followsUnknownToken = Array(repeating: false, count: lexedTokens.count)
            hasLexicalError = followsUnknownToken
            return
        }
        let errorOffsets = lexicalDiagnostics.map(\.range.start.offset).sorted()
        var nextError = 0
        var tokens: [Token] = []
        var followsUnknownToken: [Bool] = []
        var hasLexicalError: [Bool] = []
        tokens.reserveCapacity(lexedTokens.count)
        var afterUnknown = false
        for token in lexedTokens {
            while nextError < errorOffsets.count, errorOffsets[nextError] < token.range.start.offset { nextError += 1 }
            if token.kind == .unknown {
                afterUnknown = true
                continue
            }
            tokens.append(token)
            followsUnknownToken.append(afterUnknown)
            hasLexicalError.append(nextError < errorOffsets.count && errorOffsets[nextError] < token.range.end.offset)
            afterUnknown = false
        }
        if tokens.last?.kind != .endOfFile {
            let end = lexedTokens.last?.range.end ?? .start
            tokens.append(Token(kind: .endOfFile, text: "", range: SourceRange(at: end)))
            followsUnknownToken.append(afterUnknown)
            hasLexicalError.append(false)
        }
        self.tokens = tokens
        self.followsUnknownToken = followsUnknownToken
        self.hasLexicalError = hasLexicalError
    }

    // MARK: Token navigation

    /// The current token (`.endOfFile` at the end).
    var current: Token { tokens[index] }

    /// The last consumed token, if any.
    var previous: Token? { index > 0 ? tokens[index - 1] : nil }

    /// Where the last consumed token ends.
    var previousEnd: SourcePosition { previous?.range.end ?? current.range.start }

    /// Whether the current token is the keyword.
    func at(_ keyword: Keyword) -> Bool { current.kind == .keyword(keyword) }

    /// Whether a token of this kind starts a statement (or ends the file): where panic mode stops.
    static func isStatementBoundary(_ kind: TokenKind) -> Bool {
        switch kind {
        case .keyword(.policy), .keyword(.let), .keyword(.when), .keyword(.otherwise), .endOfFile: true
        default: false
        }
    }

    /// Whether the current token starts a statement (or ends the file).
    var atStatementBoundary: Bool { Self.isStatementBoundary(current.kind) }

    /// Consumes and returns the current token; never moves past `.endOfFile`.
    @discardableResult
    mutating func advance() -> Token {
        let token = tokens[index]
        if hasLexicalError[index] { statementHasError = true }
        if index < tokens.count - 1 { index += 1 }
        return token
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

    /// Reports a syntax error unless the statement already has one, or a lexical error right
    /// here already explains it; either way the statement is now in error.
    mutating func report(_ diagnostic: Diagnostic) {
        let explainedByLexer = followsUnknownToken[index] || (index > 0 && hasLexicalError[index - 1])
        if !statementHasError && !explainedByLexer { diagnostics.append(diagnostic) }
        statementHasError = true
    }

    /// Skips to the next statement keyword (panic mode).
    mutating func synchronize() {
        while !atStatementBoundary { advance() }
    }

    /// Skips to `keyword` if it comes before the next statement; returns whether it did.
    mutating func skip(to keyword: Keyword) -> Bool {
        var lookahead = index
        while lookahead < tokens.count, !Self.isStatementBoundary(tokens[lookahead].kind) {
            if tokens[lookahead].kind == .keyword(keyword) {
                while index < lookahead { advance() }
                return true
            }
            lookahead += 1
        }
        return false
    }
}
