/// A position in source text. Stored in 32-bit fields (12 bytes, so a range is 24): the lexer
/// reads at most `SourceFile.maximumByteCount` bytes, so no offset, line or column is larger.
package struct SourcePosition: Sendable, Hashable, Comparable {
    private var storedOffset: UInt32
    private var storedLine: UInt32
    private var storedColumn: UInt32

    /// Byte offset into the UTF-8 text, from 0.
    package var offset: Int {
        get { Int(storedOffset) }
        set { storedOffset = UInt32(clamping: newValue) }
    }
    /// 1-based line.
    package var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }
    /// 1-based column, counted in Unicode scalars.
    package var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    /// A position at the given offset, line and column.
    package init(offset: Int, line: Int, column: Int) {
        storedOffset = UInt32(clamping: offset)
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    /// The start of a file.
    package static let start = SourcePosition(offset: 0, line: 1, column: 1)

    package static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool { lhs.offset < rhs.offset }
}

/// A half-open range of source text, `start..<end`.
package struct SourceRange: Sendable, Hashable {
    /// The first position in the range.
    package var start: SourcePosition
    /// The position just past the range.
    package var end: SourcePosition

    /// A range from `start` up to (not including) `end`.
    package init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }

    /// An empty range at a position.
    package init(at position: SourcePosition) {
        self.init(start: position, end: position)
    }

    /// The smallest range covering both.
    package func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }
}
