/// The tokens of a file, in order, ending with `.endOfFile`: a collection of `Token` values made
/// on access from a compact record. The lexer keeps 6 bytes a token — its kind, where it
/// starts, its length — beside the source bytes; text, line and column (`LineIndex`) and trivia
/// (scanned again from the bytes between tokens, by the lexer's own code) are computed when
/// read. So a 64 MiB file of one-character tokens costs about 6 bytes per byte instead of the
/// 88 a stored `Token` takes. Reading one token costs its length and two binary searches;
/// the accessors (`kind(at:)`, `startOffset(at:)`, …) read one part without making the rest.
package struct TokenList: RandomAccessCollection, Sendable, Hashable {
    private enum Storage: Sendable, Hashable {
        case lexed(LexedTokens)
        case built([Token])
    }

    private let storage: Storage

    /// Tokens built in code (tests, tools); a lexed file's list comes from the lexer.
    package init(_ tokens: [Token] = []) {
        storage = .built(tokens)
    }

    /// The lexer's record of a file's tokens.
    init(lexed: LexedTokens) {
        storage = .lexed(lexed)
    }

    package var startIndex: Int { 0 }

    package var endIndex: Int {
        switch storage {
        case .lexed(let lexed): lexed.kinds.count
        case .built(let tokens): tokens.count
        }
    }

    /// The token at `index`, with its text, range and trivia.
    package subscript(index: Int) -> Token {
        switch storage {
        case .built(let tokens):
            return tokens[index]
        case .lexed:
            return Token(
                kind: kind(at: index), text: text(at: index), range: range(at: index),
                leadingTrivia: leadingTrivia(at: index), trailingTrivia: trailingTrivia(at: index))
        }
    }

    /// The kind of the token at `index`.
    package func kind(at index: Int) -> TokenKind {
        switch storage {
        case .lexed(let lexed): TokenKind(code: lexed.kinds[index] & LexedTokens.kindMask)
        case .built(let tokens): tokens[index].kind
        }
    }

    /// The byte offset where the token at `index` starts.
    package func startOffset(at index: Int) -> Int {
        switch storage {
        case .lexed(let lexed): Int(lexed.starts[index])
        case .built(let tokens): tokens[index].range.start.offset
        }
    }

    /// The byte offset just past the token at `index`.
    package func endOffset(at index: Int) -> Int {
        switch storage {
        case .lexed(let lexed): lexed.end(at: index)
        case .built(let tokens): tokens[index].range.end.offset
        }
    }

    /// `body` over the value of the string literal at `index` as bytes, or over the text of the
    /// word at `index`, read in place from a lexed file; nil for a literal with escapes, another
    /// kind of token, or a built list. Lets a check read a long list's items without a string each.
    func withPlainBytes<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        guard case .lexed(let lexed) = storage else { return nil }
        let kind = kind(at: index)
        guard kind == .string || kind == .identifier else { return nil }
        return lexed.bytes.withUnsafeBufferPointer { bytes -> Result? in
            let token = UnsafeBufferPointer(rebasing: bytes[lexed.start(at: index)..<lexed.end(at: index)])
            guard kind == .string else { return body(token) }
            return StringLiteral.plainContent(token).map(body)
        }
    }

    /// The value of the string literal at `index` (`StringLiteral.value(ofLiteral:)` of its
    /// text), read from the source bytes when it is a plain literal: no text made first.
    package func stringValue(at index: Int) -> String {
        if case .lexed(let lexed) = storage,
            let plain = lexed.bytes.withUnsafeBufferPointer({
                StringLiteral.plainValue(UnsafeBufferPointer(rebasing: $0[lexed.start(at: index)..<lexed.end(at: index)]))
            })
        {
            return plain
        }
        return StringLiteral.value(ofLiteral: text(at: index))
    }

    /// The source text of the token at `index` (for a string, with quotes and escapes as written).
    package func text(at index: Int) -> String {
        switch storage {
        case .built(let tokens):
            return tokens[index].text
        case .lexed(let lexed):
            switch kind(at: index) {
            case .keyword(let keyword): return keyword.rawValue
            case .identifier, .string, .number, .unknown:
                return String(decoding: lexed.bytes[lexed.start(at: index)..<lexed.end(at: index)], as: UTF8.self)
            case .endOfFile: return ""
            case let punctuation: return punctuation.fixedText ?? ""
            }
        }
    }

    /// Where the token at `index` is (trivia excluded).
    package func range(at index: Int) -> SourceRange {
        switch storage {
        case .lexed(let lexed):
            let start = lexed.lines.position(of: lexed.start(at: index))
            let end = lexed.end(at: index)
            // Tokens never span lines, and all but strings and bad bytes are ASCII; an ASCII
            // string (a host list's every item) ends a column per byte on, like the others.
            switch kind(at: index) {
            case .string, .unknown:
                guard lexed.isASCII(from: start.offset, to: end) else {
                    return SourceRange(start: start, end: lexed.lines.position(of: end))
                }
            default: break
            }
            return SourceRange(start: start, end: SourcePosition(offset: end, line: start.line, column: start.column + end - start.offset))
        case .built(let tokens):
            return tokens[index].range
        }
    }

    /// Own-line comments, line breaks and spaces before the token at `index`.
    package func leadingTrivia(at index: Int) -> [TriviaPiece] {
        switch storage {
        case .lexed(let lexed): TokenScanner.leadingTrivia(in: lexed.bytes, from: lexed.leadingTriviaStart(at: index))
        case .built(let tokens): tokens[index].leadingTrivia
        }
    }

    /// Spaces and an end-of-line comment after the token at `index` on its line.
    package func trailingTrivia(at index: Int) -> [TriviaPiece] {
        switch storage {
        case .lexed(let lexed):
            lexed.kinds.count - 1 == index ? [] : TokenScanner.trailingTrivia(in: lexed.bytes, from: lexed.end(at: index)).pieces
        case .built(let tokens): tokens[index].trailingTrivia
        }
    }

    /// Whether the token at `index` holds a lexical error (a broken string): the parser reports
    /// nothing more about it.
    func hasLexicalError(at index: Int) -> Bool {
        switch storage {
        case .lexed(let lexed): lexed.kinds[index] & LexedTokens.lexicalErrorFlag != 0
        case .built: false
        }
    }

    package static func == (lhs: TokenList, rhs: TokenList) -> Bool {
        if lhs.storage == rhs.storage { return true }
        return lhs.elementsEqual(rhs)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for token in self { hasher.combine(token) }
    }
}

/// What the lexer records of a file's tokens: per token its kind (with a flag for a lexical
/// error inside it), start and length; lengths of 255 bytes or more are kept apart.
struct LexedTokens: Sendable, Hashable {
    /// The kind's code in a `kinds` byte.
    static let kindMask: UInt8 = 0x7F
    /// Set in a `kinds` byte when a lexical error starts inside the token.
    static let lexicalErrorFlag: UInt8 = 0x80
    /// A `lengths` byte meaning the length is in `longLengths`.
    private static let longLength: UInt8 = .max

    /// The source bytes.
    let bytes: [UInt8]
    /// Positions of offsets in `bytes`.
    let lines: LineIndex
    private(set) var kinds: [UInt8] = []
    private(set) var starts: [UInt32] = []
    private var lengths: [UInt8] = []
    private var longLengths: [Int: UInt32] = [:]
    /// Where the first token's leading trivia starts (after a byte order mark).
    private let firstTriviaStart: Int
    /// Where the `.endOfFile` token's leading trivia starts: after the last token kept, or
    /// after the last one scanned when the lexer stopped keeping tokens at its error limit.
    private var endOfFileTriviaStart = 0

    /// An empty record for `bytes`, whose tokens start scanning at `firstTriviaStart`.
    init(bytes: [UInt8], firstTriviaStart: Int, expectedCount: Int) {
        self.bytes = bytes
        self.firstTriviaStart = firstTriviaStart
        lines = LineIndex(bytes)
        kinds.reserveCapacity(expectedCount)
        starts.reserveCapacity(expectedCount)
        lengths.reserveCapacity(expectedCount)
    }

    /// Records a token.
    mutating func append(_ kind: TokenKind, start: Int, end: Int, hasLexicalError: Bool) {
        kinds.append(kind.code | (hasLexicalError ? Self.lexicalErrorFlag : 0))
        starts.append(UInt32(start))
        let length = end - start
        if length < Int(Self.longLength) {
            lengths.append(UInt8(length))
        } else {
            lengths.append(Self.longLength)
            longLengths[starts.count - 1] = UInt32(length)
        }
    }

    /// Records the `.endOfFile` token at `end`, its leading trivia starting at `triviaStart`.
    mutating func appendEndOfFile(at end: Int, triviaStart: Int) {
        endOfFileTriviaStart = triviaStart
        append(.endOfFile, start: end, end: end, hasLexicalError: false)
    }

    func start(at index: Int) -> Int { Int(starts[index]) }

    /// Whether `bytes[start..<end]` is ASCII on one line (columns are then bytes).
    func isASCII(from start: Int, to end: Int) -> Bool {
        bytes.withUnsafeBufferPointer { bytes in
            for offset in start..<end where bytes[offset] >= 0x80 || bytes[offset] == UInt8(ascii: "\n") { return false }
            return true
        }
    }

    func end(at index: Int) -> Int {
        let length = lengths[index]
        return Int(starts[index]) + (length == Self.longLength ? Int(longLengths[index] ?? 0) : Int(length))
    }

    /// Where the leading trivia of the token at `index` starts: where the previous token's
    /// trailing trivia ends.
    func leadingTriviaStart(at index: Int) -> Int {
        if index == kinds.count - 1, kinds[index] & Self.kindMask == TokenKind.endOfFile.code { return endOfFileTriviaStart }
        guard index > 0 else { return firstTriviaStart }
        return TokenScanner.trailingTrivia(in: bytes, from: end(at: index - 1)).end
    }
}

extension TokenKind {
    /// The kind as one byte: keywords first, in declaration order, then the other kinds.
    var code: UInt8 {
        switch self {
        case .keyword(let keyword): keyword.code
        case .identifier: 32
        case .string: 33
        case .number: 34
        case .leftParen: 35
        case .rightParen: 36
        case .leftBracket: 37
        case .rightBracket: 38
        case .comma: 39
        case .equals: 40
        case .equalEqual: 41
        case .bangEqual: 42
        case .unknown: 43
        case .endOfFile: 44
        case .dotDot: 45
        }
    }

    /// The kind of a `code`.
    init(code: UInt8) {
        switch code {
        case 0..<32: self = .keyword(Keyword.byCode[Int(code)])
        case 32: self = .identifier
        case 33: self = .string
        case 34: self = .number
        case 35: self = .leftParen
        case 36: self = .rightParen
        case 37: self = .leftBracket
        case 38: self = .rightBracket
        case 39: self = .comma
        case 40: self = .equals
        case 41: self = .equalEqual
        case 42: self = .bangEqual
        case 43: self = .unknown
        case 45: self = .dotDot
        default: self = .endOfFile
        }
    }

    /// The text of a punctuation token, which is always the same.
    var fixedText: String? {
        switch self {
        case .leftParen: "("
        case .rightParen: ")"
        case .leftBracket: "["
        case .rightBracket: "]"
        case .comma: ","
        case .equals: "="
        case .equalEqual: "=="
        case .bangEqual: "!="
        case .dotDot: ".."
        default: nil
        }
    }
}

extension Keyword {
    /// Every keyword, indexed by `code`.
    static let byCode: [Keyword] = Keyword.allCases

    /// The keyword's index in `allCases` (a switch: `allCases` makes an array each time).
    var code: UInt8 {
        switch self {
        case .policy: 0
        case .let: 1
        case .when: 2
        case .then: 3
        case .otherwise: 4
        case .and: 5
        case .or: 6
        case .not: 7
        case .is: 8
        case .in: 9
        case .matches: 10
        case .startsWith: 11
        case .open: 12
        case .none: 13
        case .current: 14
        }
    }
}
