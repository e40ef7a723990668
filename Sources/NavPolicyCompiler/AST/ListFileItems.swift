/// The items of a list file as byte ranges in the file: 13 bytes an item (where it starts and
/// ends, its line, its kind) beside the file's bytes, which the checked policy keeps anyway, so
/// a million-host list file costs no string or stored value per item. Text and range are made
/// when an item is read; checks that read every item read its bytes (`withPlainBytes`).
struct ListFileItems: Sendable {
    /// How an item reads: the list file loader decides it once from the item's text.
    enum Kind: UInt8, Sendable {
        /// Anything else: a string item.
        case string
        /// A whole number.
        case number
        /// An enum word (`new-window`).
        case word
    }

    /// The list file's bytes.
    let bytes: [UInt8]
    private var starts: [UInt32] = []
    private var ends: [UInt32] = []
    private var lines: [UInt32] = []
    private var kinds: [Kind] = []

    /// No items yet, of a file with `bytes` (at most `SourceFile.maximumByteCount` of them).
    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Number of items.
    var count: Int { starts.count }

    /// Adds the item at `range` of the bytes, on `line`, which reads as `kind`.
    mutating func append(_ range: Range<Int>, line: Int, kind: Kind) {
        starts.append(UInt32(truncatingIfNeeded: range.lowerBound))
        ends.append(UInt32(truncatingIfNeeded: range.upperBound))
        lines.append(UInt32(truncatingIfNeeded: line))
        kinds.append(kind)
    }

    /// The kind of item `position`.
    func kind(at position: Int) -> Kind { kinds[position] }

    /// The text of item `position` (valid UTF-8: the loader keeps no other item).
    func text(at position: Int) -> String {
        String(decoding: bytes[Int(starts[position])..<Int(ends[position])], as: UTF8.self)
    }

    /// `body` over the bytes of item `position`.
    func withBytes<Result>(at position: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[Int(starts[position])..<Int(ends[position])])) }
    }

    /// Where item `position` is written.
    func range(at position: Int) -> SourceRange {
        Self.range(of: Int(starts[position])..<Int(ends[position]), line: Int(lines[position]), in: bytes)
    }

    /// Where the item at `item` of `bytes`, on `line`, is written. Only blanks stand before an
    /// item on its line, so its column counts bytes; its end column counts the text's scalars.
    static func range(of item: Range<Int>, line: Int, in bytes: [UInt8]) -> SourceRange {
        var lineStart = item.lowerBound
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        let column = item.lowerBound - lineStart + 1
        let scalars = bytes[item].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return SourceRange(
            start: SourcePosition(offset: item.lowerBound, line: line, column: column),
            end: SourcePosition(offset: item.upperBound, line: line, column: column + scalars))
    }
}
