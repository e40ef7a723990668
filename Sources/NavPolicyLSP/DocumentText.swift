import NavPolicyLSPProtocol

/// A document's text as bytes with its line starts, converting between byte offsets (what the
/// compiler's ranges hold) and protocol positions (lines and UTF-16 or UTF-8 code units).
///
/// Lines end at `\n` (a `\r` before it belongs to the break), as the compiler counts them.
/// Positions past a line's end mean its end, and lines past the last mean the end of the text,
/// as the protocol asks; a position inside a character's code units means that character.
struct DocumentText: Sendable, Hashable {
    /// The UTF-8 bytes.
    private(set) var bytes: [UInt8]
    /// The byte offset at which each line starts; the first is 0.
    private(set) var lineStarts: [Int]

    /// The text of `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        lineStarts = Self.lineStarts(of: bytes)
    }

    /// The text of a string.
    init(_ text: String) {
        self.init(Array(text.utf8))
    }

    private static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        return starts
    }

    /// The 0-based line holding byte `offset` (clamped to the text).
    func line(ofOffset offset: Int) -> Int {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Where line `line`'s content ends (before its `\n` or `\r\n`).
    func lineEnd(_ line: Int) -> Int {
        guard line + 1 < lineStarts.count else { return bytes.count }
        let breakStart = lineStarts[line + 1] - 1
        return breakStart > lineStarts[line] && bytes[breakStart - 1] == UInt8(ascii: "\r") ? breakStart - 1 : breakStart
    }

    /// The position of byte `offset`, columns counted in `encoding`'s code units.
    func position(ofOffset offset: Int, encoding: PositionEncoding) -> Position {
        let offset = min(max(offset, 0), bytes.count)
        let line = line(ofOffset: offset)
        let start = lineStarts[line]
        guard encoding == .utf16 else { return Position(line: line, character: offset - start) }
        var units = 0
        for byte in bytes[start..<offset] { units += Self.utf16Units(startedBy: byte) }
        return Position(line: line, character: units)
    }

    /// The byte offset of a position (clamped as the type describes).
    func offset(of position: Position, encoding: PositionEncoding) -> Int {
        guard position.line < lineStarts.count else { return bytes.count }
        let start = lineStarts[position.line]
        let end = lineEnd(position.line)
        var offset = start
        var units = 0
        while offset < end {
            let length = Self.scalarLength(startedBy: bytes[offset])
            let width = encoding == .utf16 ? Self.utf16Units(startedBy: bytes[offset]) : length
            if units + width > position.character { break }
            units += width
            offset = min(offset + max(length, 1), end)
            if units == position.character { break }
        }
        return offset
    }

    /// The protocol range of a byte range.
    func range(ofOffsets range: Range<Int>, encoding: PositionEncoding) -> TextRange {
        TextRange(
            start: position(ofOffset: range.lowerBound, encoding: encoding), end: position(ofOffset: range.upperBound, encoding: encoding))
    }

    /// The byte range of a protocol range (its ends clamped; a reversed range is empty at its end).
    func offsets(of range: TextRange, encoding: PositionEncoding) -> Range<Int> {
        let start = offset(of: range.start, encoding: encoding)
        let end = offset(of: range.end, encoding: encoding)
        return min(start, end)..<max(start, end)
    }

    /// Replaces the bytes in `range` with `replacement`.
    mutating func replace(_ range: Range<Int>, with replacement: [UInt8]) {
        bytes.replaceSubrange(range, with: replacement)
        lineStarts = Self.lineStarts(of: bytes)
    }

    /// The UTF-16 code units of the character a byte starts: 0 for a continuation byte, 2 for a
    /// four-byte sequence, else 1 (an invalid byte counts as one, as it displays as one).
    static func utf16Units(startedBy byte: UInt8) -> Int {
        switch byte {
        case 0x80...0xBF: 0
        case 0xF0...0xF7: 2
        default: 1
        }
    }

    /// The bytes of the UTF-8 sequence a byte starts (1 for ASCII and invalid bytes).
    static func scalarLength(startedBy byte: UInt8) -> Int {
        switch byte {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 1
        }
    }
}
