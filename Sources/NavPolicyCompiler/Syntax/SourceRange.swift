/// A position in source text.
public struct SourcePosition: Sendable, Hashable, Comparable {
    /// Byte offset into the UTF-8 text, from 0.
    public var offset: Int
    /// 1-based line.
    public var line: Int
    /// 1-based column, counted in Unicode scalars.
    public var column: Int

    /// A position at the given offset, line and column.
    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// The start of a file.
    public static let start = SourcePosition(offset: 0, line: 1, column: 1)

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool { lhs.offset < rhs.offset }
}

/// A half-open range of source text, `start..<end`.
public struct SourceRange: Sendable, Hashable {
    /// The first position in the range.
    public var start: SourcePosition
    /// The position just past the range.
    public var end: SourcePosition

    /// A range from `start` up to (not including) `end`.
    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }

    /// An empty range at a position.
    public init(at position: SourcePosition) {
        self.init(start: position, end: position)
    }

    /// The smallest range covering both.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }
}
