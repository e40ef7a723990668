/// A read position in source bytes that keeps offset, line and column in step.
struct SourceCursor {
    /// The bytes being read.
    let bytes: [UInt8]
    /// Where the cursor is.
    private(set) var position = SourcePosition.start

    /// A cursor at the start of `bytes`.
    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// A cursor at `offset` of `bytes`, counting lines and columns from 1 there (for scanning
    /// trivia again, where only offsets matter).
    init(bytes: [UInt8], offset: Int) {
        self.bytes = bytes
        position = SourcePosition(offset: offset, line: 1, column: 1)
    }

    /// The byte offset of the cursor.
    var offset: Int { position.offset }

    /// The byte `ahead` bytes past the cursor, or nil past the end.
    func peek(_ ahead: Int = 0) -> UInt8? {
        let index = position.offset + ahead
        return index < bytes.count ? bytes[index] : nil
    }

    /// The length of the line break at the cursor (`\n` is 1, `\r\n` is 2), or 0.
    var lineBreakLength: Int {
        switch peek() {
        case UInt8(ascii: "\n"): 1
        case UInt8(ascii: "\r") where peek(1) == UInt8(ascii: "\n"): 2
        default: 0
        }
    }

    /// Moves past `byteCount` bytes that make up one column (one scalar, or one invalid byte).
    mutating func advanceColumn(byteCount: Int = 1) {
        position.offset += byteCount
        position.column += 1
    }

    /// Moves past `count` single-byte ASCII characters on the current line.
    mutating func advanceASCII(count: Int) {
        position.offset += count
        position.column += count
    }

    /// Moves past a line break of `byteCount` bytes to the start of the next line.
    mutating func advanceLineBreak(byteCount: Int) {
        position.offset += byteCount
        position.line += 1
        position.column = 1
    }

    /// Skips a UTF-8 byte order mark at the start of the file; it is not a character of the
    /// policy, so the first line's columns are counted after it.
    mutating func skipByteOrderMark() {
        guard position.offset == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) else { return }
        position.offset = 3
    }

    /// The text of the bytes from `start` up to the cursor (lossy for invalid UTF-8).
    func text(from start: Int) -> String {
        String(decoding: bytes[start..<position.offset], as: UTF8.self)
    }
}
