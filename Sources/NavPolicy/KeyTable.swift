/// An open-addressing hash table of byte-string keys inside table bytes: each entry maps a key
/// to two class ids, one for an input equal to the key and one for an input that extends it.
package struct KeyTable: Sendable {
    private let entriesStart: Int
    /// Number of keys.
    package let entryCount: Int
    private let slotsStart: Int
    private let slotCount: Int

    /// Total bytes of the keys. Keys are distinct strings, so they never add up to more than
    /// the string table; a hostile table whose keys overlap (which would make the comparisons
    /// of one decision quadratic in the request) is rejected.
    package let keyBytes: Int
    /// The longest key's length (at most the `longestKey` the table was read with).
    package let longestKey: Int

    /// Reads and validates a key table at the cursor: strings in range, key bytes within the
    /// string table's size, no key longer than `longestKey`, classes below `classCount`, slot
    /// count a power of two, slots naming existing entries, each entry in one slot at most, and
    /// no run of occupied slots longer than `TableFormat.maxProbeRun`.
    init(_ cursor: inout SectionCursor, classCount: Int, strings: Range<Int>, longestKey limit: Int = .max) throws(TableError) {
        entryCount = try cursor.word()
        slotCount = try cursor.word()
        guard slotCount > 0, slotCount & (slotCount - 1) == 0, slotCount > entryCount else {
            throw .malformed("\(cursor.name): slot count \(slotCount) is not a power of two above the key count")
        }
        entriesStart = try cursor.records(entryCount, wordsEach: TableFormat.keyEntryWords)
        slotsStart = try cursor.records(slotCount, wordsEach: 1)
        // The records and slots lie inside the section (`records` checked their counts).
        let (entries, slots, entryCount, slotCount) = (entriesStart, slotsStart, entryCount, slotCount)
        let checked: (keys: KeyTotals, failure: String?) = cursor.bytes.withUnsafeBytes { raw in
            let keys = Self.checkEntries(raw, entries, entryCount: entryCount, stringCount: strings.count, classCount: classCount, longestKey: limit)
            if keys.failure != nil { return keys }
            return (keys.keys, Self.checkSlots(raw, slots, slotCount: slotCount, entryCount: entryCount))
        }
        if let failure = checked.failure { throw .malformed("\(cursor.name): \(failure)") }
        (keyBytes, longestKey) = (checked.keys.bytes, checked.keys.longest)
    }

    /// The entry whose key equals `input[range]`, found by its FNV-1a `hash`; nil when absent.
    /// Runs of occupied slots were validated to be at most `maxProbeRun` long, so a lookup
    /// probes at most `maxProbeRun + 1` slots whatever the table holds.
    @inline(__always)
    func find<Meter: WorkMeter>(
        _ table: ValidatedBytes, strings: Int, hash: UInt32, _ input: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ meter: inout Meter
    ) -> Int? {
        let mask = slotCount - 1
        var slot = Int(hash) & mask
        for _ in 0...TableFormat.maxProbeRun {
            meter.probe()
            let stored = table.word(at: slotsStart + 4 * slot)
            if stored == 0 { return nil }
            let entry = stored - 1
            let key = keyRange(table, entry, strings: strings)
            if key.count == range.count {
                meter.bytes(key.count)
                if bytesEqual(table.bytes(key), UnsafeBufferPointer(rebasing: input[range])) { return entry }
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// The length of entry's key.
    func keyLength(_ bytes: [UInt8], _ entry: Int) -> Int {
        bytes.word(at: entriesStart + entry * 4 * TableFormat.keyEntryWords + 4)
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
