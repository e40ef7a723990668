import NavPolicyJSON

extension TokenScanner {
    /// Scans line breaks, indentation and own-line comments before a token. The lexer only
    /// skips them (`keep` false: nothing is stored per token); `TokenList` scans them again
    /// from the same bytes, with `keep`, when a token's trivia is read.
    mutating func scanLeadingTrivia(keep: Bool) -> [TriviaPiece] {
        var pieces: [TriviaPiece] = []
        var lineBreaks = 0
        while true {
            let spaces = scanSpaces()
            let breakLength = cursor.lineBreakLength
            if breakLength > 0 {
                lineBreaks += 1
                cursor.advanceLineBreak(byteCount: breakLength)
                continue
            }
            guard cursor.peek() != nil else { break }
            if lineBreaks > 0 {
                if keep { pieces.append(.newlines(lineBreaks)) }
                lineBreaks = 0
            }
            if spaces > 0, keep { pieces.append(.spaces(spaces)) }
            guard cursor.peek() == UInt8(ascii: "#") else { break }
            let comment = scanComment(keep: keep)
            if keep { pieces.append(.comment(comment)) }
        }
        if lineBreaks > 0, keep { pieces.append(.newlines(lineBreaks)) }
        return pieces
    }

    /// Scans spaces and an end-of-line comment after a token, up to the line break; the pieces
    /// are kept only with `keep`, as for leading trivia.
    mutating func scanTrailingTrivia(keep: Bool) -> [TriviaPiece] {
        let spaces = scanSpaces()
        guard let byte = cursor.peek(), cursor.lineBreakLength == 0 else { return [] }
        guard keep else {
            if byte == UInt8(ascii: "#") { _ = scanComment(keep: false) }
            return []
        }
        // The space after each comma of a long list shares one array.
        if spaces == 1, byte != UInt8(ascii: "#") { return Self.singleSpace }
        var pieces: [TriviaPiece] = spaces > 0 ? [.spaces(spaces)] : []
        if byte == UInt8(ascii: "#") { pieces.append(.comment(scanComment(keep: true))) }
        return pieces
    }

    /// The leading trivia that starts at `offset` of `bytes` (where the previous token's
    /// trailing trivia ends), as the lexer scanned it.
    static func leadingTrivia(in bytes: [UInt8], from offset: Int) -> [TriviaPiece] {
        var scanner = TokenScanner(replaying: bytes, from: offset)
        return scanner.scanLeadingTrivia(keep: true)
    }

    /// The trailing trivia of a token that ends at `offset` of `bytes`, and where it ends.
    static func trailingTrivia(in bytes: [UInt8], from offset: Int) -> (pieces: [TriviaPiece], end: Int) {
        var scanner = TokenScanner(replaying: bytes, from: offset)
        let pieces = scanner.scanTrailingTrivia(keep: true)
        return (pieces, scanner.cursor.offset)
    }

    /// The trailing trivia of a token followed by one space.
    private static let singleSpace: [TriviaPiece] = [.spaces(1)]

    /// Consumes spaces and tabs; returns how many.
    private mutating func scanSpaces() -> Int {
        var count = 0
        while let byte = cursor.peek(count), byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { count += 1 }
        cursor.advanceASCII(count: count)
        return count
    }

    /// Consumes a `#` comment up to the line break; returns its text when `keep`.
    private mutating func scanComment(keep: Bool) -> String {
        let start = cursor.offset
        while cursor.peek() != nil, cursor.lineBreakLength == 0 { advanceContentCharacter() }
        closeProblemRun()
        return keep ? cursor.text(from: start) : ""
    }

    /// Consumes one character of string or comment content, diagnosing NUL and invalid UTF-8
    /// (a run of them is one diagnostic).
    mutating func advanceContentCharacter() {
        guard let byte = cursor.peek() else { return }
        var problem: Problem?
        var byteCount = 1
        if byte == 0 {
            problem = .nulCharacter
        } else if byte >= 0x80 {
            if let length = UTF8Scalar.length(in: cursor.bytes, at: cursor.offset) {
                byteCount = length
            } else {
                problem = .invalidUTF8
            }
        }
        if problem != openProblem?.problem {
            closeProblemRun()
            if let problem { openProblem = (problem, cursor.position) }
        }
        cursor.advanceColumn(byteCount: byteCount)
    }

    /// Diagnoses the open run of bad content bytes, if any.
    mutating func closeProblemRun() {
        guard let run = openProblem else { return }
        openProblem = nil
        let range = SourceRange(start: run.start, end: cursor.position)
        diagnostics.append(LexicalMessage.badRun(run.problem, text: cursor.text(from: run.start.offset)).diagnostic(at: range))
    }

    /// Consumes a string literal from its opening quote; diagnoses a missing closing quote and
    /// invalid escapes. A string never runs past the end of its line.
    mutating func scanString() {
        let start = cursor.position
        cursor.advanceASCII(count: 1)
        while let byte = cursor.peek() {
            // A run of printable ASCII content (all of a host name) in one step.
            if openProblem == nil {
                var length = 0
                while let next = cursor.peek(length), next >= 0x20, next < 0x7F, next != UInt8(ascii: "\""), next != UInt8(ascii: "\\") {
                    length += 1
                }
                if length > 0 {
                    cursor.advanceASCII(count: length)
                    continue
                }
            }
            let endsContent = byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || cursor.lineBreakLength > 0
            if endsContent { closeProblemRun() }
            if cursor.lineBreakLength > 0 {
                diagnostics.append(LexicalMessage.newlineInString.diagnostic(at: SourceRange(start: start, end: cursor.position)))
                return
            }
            switch byte {
            case UInt8(ascii: "\""):
                cursor.advanceASCII(count: 1)
                return
            case UInt8(ascii: "\\"):
                scanEscape()
            default:
                advanceContentCharacter()
            }
        }
        closeProblemRun()
        diagnostics.append(LexicalMessage.unterminatedString.diagnostic(at: SourceRange(start: start, end: cursor.position)))
    }

    /// Consumes a backslash and what it escapes; only `\"` and `\\` are valid.
    private mutating func scanEscape() {
        let next = cursor.peek(1)
        if next == UInt8(ascii: "\"") || next == UInt8(ascii: "\\") {
            cursor.advanceASCII(count: 2)
            return
        }
        let start = cursor.position
        cursor.advanceASCII(count: 1)
        // At the end of the line or file, the missing closing quote is the error to report.
        guard cursor.peek() != nil, cursor.lineBreakLength == 0 else { return }
        advanceContentCharacter()
        let range = SourceRange(start: start, end: cursor.position)
        diagnostics.append(LexicalMessage.invalidEscape(cursor.text(from: start.offset)).diagnostic(at: range))
    }
}
