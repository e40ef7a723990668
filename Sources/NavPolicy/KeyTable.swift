/// An open-addressing hash table of byte-string keys inside table bytes: each entry maps a key
/// to two class ids, one for an input equal to the key and one for an input that extends it.
package struct KeyTable: Sendable {
    private let entriesStart: Int
    /// Number of keys.
    package let entryCount: Int
    private let slotsStart: Int
    private let slotCount: Int

    /// Reads and validates a key table at the cursor: strings in range, classes below
    /// `classCount`, slot count a power of two, slots naming existing entries.
    init(_ cursor: inout SectionCursor, classCount: Int, strings: Range<Int>) throws(TableError) {
        entryCount = try cursor.word()
        slotCount = try cursor.word()
        guard slotCount > 0, slotCount & (slotCount - 1) == 0, slotCount > entryCount else {
            throw .malformed("\(cursor.name): slot count \(slotCount) is not a power of two above the key count")
        }
        entriesStart = try cursor.records(entryCount, wordsEach: TableFormat.keyEntryWords)
        slotsStart = try cursor.records(slotCount, wordsEach: 1)
        let bytes = cursor.bytes
        for entry in 0..<entryCount {
            let base = entriesStart + entry * 4 * TableFormat.keyEntryWords
            let (offset, length) = (bytes.word(at: base), bytes.word(at: base + 4))
            guard offset <= strings.count, length <= strings.count - offset else {
                throw .malformed("\(cursor.name): key \(entry) points outside the string table")
            }
            guard bytes.word(at: base + 8) < classCount, bytes.word(at: base + 12) < classCount else {
                throw .malformed("\(cursor.name): key \(entry) has a class out of range")
            }
        }
        for slot in 0..<slotCount where bytes.word(at: slotsStart + 4 * slot) > entryCount {
            throw .malformed("\(cursor.name): slot \(slot) names a missing key")
        }
    }

    /// The entry whose key equals `input[range]`, found by its FNV-1a `hash`; nil when absent.
    /// Probing is bounded by the slot count, so even a hostile full table terminates.
    @inline(__always)
    func find(_ table: ValidatedBytes, strings: Int, hash: UInt32, _ input: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        let mask = slotCount - 1
        var slot = Int(hash) & mask
        for _ in 0..<slotCount {
            let stored = table.word(at: slotsStart + 4 * slot)
            if stored == 0 { return nil }
            let entry = stored - 1
            let key = keyRange(table, entry, strings: strings)
            if key.count == range.count, bytesEqual(table.bytes(key), UnsafeBufferPointer(rebasing: input[range])) { return entry }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Where entry's key bytes are in the table.
    @inline(__always)
    func keyRange(_ table: ValidatedBytes, _ entry: Int, strings: Int) -> Range<Int> {
        let base = entriesStart + entry * 4 * TableFormat.keyEntryWords
        let start = strings + table.word(at: base)
        return start..<(start + table.word(at: base + 4))
    }

    /// The class of an input equal to entry's key.
    @inline(__always)
    func exactClass(_ table: ValidatedBytes, _ entry: Int) -> Int {
        table.word(at: entriesStart + entry * 4 * TableFormat.keyEntryWords + 8)
    }

    /// The class of an input that extends entry's key (and no longer key).
    @inline(__always)
    func deeperClass(_ table: ValidatedBytes, _ entry: Int) -> Int {
        table.word(at: entriesStart + entry * 4 * TableFormat.keyEntryWords + 12)
    }
}
