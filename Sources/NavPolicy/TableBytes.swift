/// A table's bytes where they are, and what keeps them there: a copy the policy owns
/// (`Policy(table:)`), or memory the app mapped from the table file
/// (`Policy(mappedTable:release:)`), whose pages the system shares and reads on first touch,
/// so loading a large table touches only what validation reads.
///
/// Reads through the collection and `word(at:)` are range-checked, as an array's are: the
/// validation code's backstop against its own mistakes. The decision path reads through
/// `ValidatedBytes`, unchecked, only offsets validation proved in range.
package struct TableBytes: RandomAccessCollection, @unchecked Sendable {
    /// The bytes, bound to UInt8.
    package let raw: UnsafeRawBufferPointer
    /// Keeps `raw` alive: every copy of these bytes (a response part's too) shares it.
    private let memory: TableMemory

    /// A copy of `bytes` that the table owns.
    package init(copying bytes: [UInt8]) {
        memory = TableMemory(copying: bytes)
        raw = memory.raw
    }

    /// Bytes mapped or lent by the caller, who is called back through
    /// `release` once when no policy uses them any longer (or when loading fails).
    package init(borrowing raw: UnsafeRawBufferPointer, release: @escaping @Sendable () -> Void) {
        memory = TableMemory(borrowing: raw, release: release)
        self.raw = memory.raw
    }

    private init(_ raw: UnsafeRawBufferPointer, memory: TableMemory) {
        (self.raw, self.memory) = (raw, memory)
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { raw.count }

    /// The byte at `position`; traps outside the table, as an array does.
    package subscript(position: Int) -> UInt8 {
        precondition(position >= 0 && position < raw.count, "table byte out of range")
        return raw[position]
    }

    /// The bytes in `range` as a table of their own (a response part), sharing this memory.
    package func part(_ range: Range<Int>) -> TableBytes {
        precondition(range.lowerBound >= 0 && range.upperBound <= raw.count, "table part out of range")
        return TableBytes(UnsafeRawBufferPointer(rebasing: raw[range]), memory: memory)
    }

    /// The little-endian 32-bit word at `offset` as an Int (callers validated the range).
    @inline(__always)
    package func word(at offset: Int) -> Int {
        // One range check and one load instead of four checked byte reads: validation reads
        // every word of a 100,000-key table.
        precondition(offset >= 0 && offset <= raw.count - 4, "table word out of range")
        return Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
    }

    /// The little-endian 64-bit word at `offset` (callers validated the range).
    @inline(__always)
    package func word64(at offset: Int) -> UInt64 {
        precondition(offset >= 0 && offset <= raw.count - 8, "table word out of range")
        return UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The 8 bytes at `offset` as a big-endian number (callers validated the range).
    @inline(__always)
    package func bigEndianWord64(at offset: Int) -> UInt64 {
        precondition(offset >= 0 && offset <= raw.count - 8, "table word out of range")
        return UInt64(bigEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// Runs `body` with the bytes (validation reads many words and bytes of one section).
    package func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(raw)
    }

    /// Runs `body` with the bytes as typed memory (bound to UInt8 by `TableMemory`).
    package func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(raw.assumingMemoryBound(to: UInt8.self))
    }

    /// A copy of the bytes as an array (tools: the table as a file).
    package var array: [UInt8] { [UInt8](raw) }
}

/// The memory under `TableBytes`: allocated and freed here, or lent and given back through
/// the lender's `release`.
private final class TableMemory: @unchecked Sendable {
    let raw: UnsafeRawBufferPointer
    private let release: (@Sendable () -> Void)?
    private let owned: UnsafeMutableRawPointer?

    init(copying bytes: [UInt8]) {
        let owned = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes.count, 1), alignment: 16)
        raw = UnsafeRawBufferPointer(owned.initializeMemory(as: UInt8.self, fromContentsOf: bytes))
        self.owned = owned.baseAddress
        release = nil
    }

    init(borrowing raw: UnsafeRawBufferPointer, release: @escaping @Sendable () -> Void) {
        // Bind the lent bytes to UInt8 (reading a mapping as bytes writes nothing), so typed
        // reads of them are valid.
        _ = raw.bindMemory(to: UInt8.self)
        self.raw = raw
        self.release = release
        owned = nil
    }

    deinit {
        owned?.deallocate()
        release?()
    }
}
