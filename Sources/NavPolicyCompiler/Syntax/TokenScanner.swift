import NavPolicyJSON

/// The lexer's byte loop: scans tokens, their trivia, and runs of bad bytes.
struct TokenScanner {
    /// What is wrong with a run of bytes.
    enum Problem: Equatable {
        /// NUL bytes.
        case nulCharacter
        /// Bytes that are not well-formed UTF-8.
        case invalidUTF8
        /// ASCII control characters outside strings and comments.
        case controlCharacter
        /// Printable characters that start no token (`!`, `@`, non-ASCII).
        case unexpectedCharacter
    }

    /// The read position.
    var cursor: SourceCursor
    /// The lexical diagnostics so far (errors past the limit only counted).
    var diagnostics: DiagnosticList
    /// A run of NUL or invalid bytes inside a string or comment not yet diagnosed.
    var openProblem: (problem: Problem, start: SourcePosition)?

    /// A scanner at the start of `bytes`, keeping at most `errorLimit` errors (nil: all).
    init(bytes: [UInt8], errorLimit: Int? = nil) {
        cursor = SourceCursor(bytes: bytes)
        diagnostics = DiagnosticList(errorLimit: errorLimit)
        cursor.skipByteOrderMark()
    }

    /// A scanner that reads `bytes` again from `offset`, for trivia: its positions count from
    /// there and its diagnostics (already reported by the lexer) are dropped.
    init(replaying bytes: [UInt8], from offset: Int) {
        cursor = SourceCursor(bytes: bytes, offset: offset)
        diagnostics = DiagnosticList(errorLimit: 0)
    }

    /// Scans the whole file into `record`, ending with the `.endOfFile` token.
    mutating func scanAll(into record: inout LexedTokens) {
        while true {
            let triviaStart = cursor.offset
            _ = scanLeadingTrivia(keep: false)
            let start = cursor.offset
            guard cursor.peek() != nil else {
                record.appendEndOfFile(at: start, triviaStart: triviaStart)
                return
            }
            let errorsBefore = diagnostics.keptErrors + diagnostics.omittedErrors
            var kind = scanTokenKind()
            // Past the error limit the rest is only scanned for its lexical errors, which are
            // counted: keeping its tokens would cost memory in proportion to the garbage, and
            // every error that will be shown lies before this point.
            if diagnostics.omittedErrors > 0 {
                _ = scanTrailingTrivia(keep: false)
                continue
            }
            if kind == .identifier, let keyword = Keyword(utf8: cursor.bytes, start..<cursor.offset) { kind = .keyword(keyword) }
            let hasError = diagnostics.keptErrors + diagnostics.omittedErrors > errorsBefore
            record.append(kind, start: start, end: cursor.offset, hasLexicalError: hasError)
            _ = scanTrailingTrivia(keep: false)
        }
    }

    /// Scans one token at a non-trivia byte and returns its kind (`.identifier` for keywords too).
    private mutating func scanTokenKind() -> TokenKind {
        guard let byte = cursor.peek() else { return .endOfFile }
        switch byte {
        case _ where Self.isLetter(byte):
            var length = 1
            while let next = cursor.peek(length), Self.isIdentifierByte(next) { length += 1 }
            cursor.advanceASCII(count: length)
            return .identifier
        case _ where Self.isDigit(byte):
            // A number runs on through letters and dots too (`8443a`, `1.2.3.4`), so sema
            // reports it whole; but not into `..`, which makes a range (`8000..8999`).
            var length = 1
            while let next = cursor.peek(length),
                Self.isIdentifierByte(next)
                    || (next == UInt8(ascii: ".") && cursor.peek(length + 1) != UInt8(ascii: "."))
            { length += 1 }
            cursor.advanceASCII(count: length)
            return .number
        case UInt8(ascii: "\""):
            scanString()
            return .string
        case UInt8(ascii: "="):
            let isDouble = cursor.peek(1) == UInt8(ascii: "=")
            cursor.advanceASCII(count: isDouble ? 2 : 1)
            return isDouble ? .equalEqual : .equals
        case UInt8(ascii: "!") where cursor.peek(1) == UInt8(ascii: "="):
            cursor.advanceASCII(count: 2)
            return .bangEqual
        case UInt8(ascii: ".") where cursor.peek(1) == UInt8(ascii: "."):
            cursor.advanceASCII(count: 2)
            return .dotDot
        case UInt8(ascii: "_") where cursor.peek(1).map(Self.isIdentifierByte) == true:
            // `_blank`: one error for the whole word, not one for `_` and another for `blank`.
            let start = cursor.position
            var length = 1
            while let next = cursor.peek(length), Self.isIdentifierByte(next) { length += 1 }
            cursor.advanceASCII(count: length)
            diagnostics.append(
                LexicalMessage.underscoreWord(cursor.text(from: start.offset)).diagnostic(
                    at: SourceRange(start: start, end: cursor.position)))
            return .unknown
        default:
            if let kind = Self.punctuation(byte) {
                cursor.advanceASCII(count: 1)
                return kind
            }
            scanBadRun()
            return .unknown
        }
    }

    /// The kind of a one-byte punctuation token.
    private static func punctuation(_ byte: UInt8) -> TokenKind? {
        switch byte {
        case UInt8(ascii: "("): .leftParen
        case UInt8(ascii: ")"): .rightParen
        case UInt8(ascii: "["): .leftBracket
        case UInt8(ascii: "]"): .rightBracket
        case UInt8(ascii: ","): .comma
        default: nil
        }
    }

    /// An ASCII letter.
    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    /// An ASCII digit.
    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// A byte that may continue an identifier: letter, digit, `-`, `_`.
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }

    /// Whether a token, trivia or string can start at the cursor (so a bad run ends here).
    private func startsSomethingValid() -> Bool {
        guard let byte = cursor.peek() else { return true }
        if byte == UInt8(ascii: "!") { return cursor.peek(1) == UInt8(ascii: "=") }
        if byte == UInt8(ascii: ".") { return cursor.peek(1) == UInt8(ascii: ".") }
        return Self.isLetter(byte) || Self.isDigit(byte) || Self.punctuation(byte) != nil || cursor.lineBreakLength > 0
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "#")
            || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// The problem with the character at the cursor outside strings, and its length in bytes.
    private func problemOutsideStrings() -> (problem: Problem, byteCount: Int) {
        guard let byte = cursor.peek() else { return (.unexpectedCharacter, 0) }
        switch byte {
        case 0: return (.nulCharacter, 1)
        case 0x01..<0x20, 0x7F: return (.controlCharacter, 1)
        case 0x20..<0x7F: return (.unexpectedCharacter, 1)
        default:
            guard let length = UTF8Scalar.length(in: cursor.bytes, at: cursor.offset) else { return (.invalidUTF8, 1) }
            return (.unexpectedCharacter, length)
        }
    }

    /// Consumes a run of bytes with the same problem as a single `.unknown` token and
    /// diagnoses the run once.
    private mutating func scanBadRun() {
        let start = cursor.position
        let first = problemOutsideStrings()
        repeat {
            let unit = problemOutsideStrings()
            guard unit.problem == first.problem, unit.byteCount > 0 else { break }
            cursor.advanceColumn(byteCount: unit.byteCount)
        } while !startsSomethingValid()
        let range = SourceRange(start: start, end: cursor.position)
        diagnostics.append(LexicalMessage.badRun(first.problem, text: cursor.text(from: start.offset)).diagnostic(at: range))
    }
}

extension Keyword {
    /// The keyword spelt by `bytes[range]`, if any: chosen by length and first byte, then
    /// compared byte by byte (no string made per identifier).
    init?(utf8 bytes: [UInt8], _ range: Range<Int>) {
        guard range.count >= 2 else { return nil }
        let first = bytes[range.lowerBound]
        let candidate: Keyword
        switch (range.count, first) {
        case (6, UInt8(ascii: "p")): candidate = .policy
        case (3, UInt8(ascii: "l")): candidate = .let
        case (4, UInt8(ascii: "w")): candidate = .when
        case (4, UInt8(ascii: "t")): candidate = .then
        case (9, UInt8(ascii: "o")): candidate = .otherwise
        case (3, UInt8(ascii: "a")): candidate = .and
        case (2, UInt8(ascii: "o")): candidate = .or
        case (3, UInt8(ascii: "n")): candidate = .not
        case (2, UInt8(ascii: "i")): candidate = bytes[range.lowerBound + 1] == UInt8(ascii: "s") ? .is : .in
        case (7, UInt8(ascii: "m")): candidate = .matches
        case (11, UInt8(ascii: "s")): candidate = .startsWith
        case (4, UInt8(ascii: "o")): candidate = .open
        case (4, UInt8(ascii: "n")): candidate = .none
        case (7, UInt8(ascii: "c")): candidate = .current
        default: return nil
        }
        var offset = range.lowerBound
        for byte in candidate.rawValue.utf8 {
            guard bytes[offset] == byte else { return nil }
            offset += 1
        }
        self = candidate
    }
}
