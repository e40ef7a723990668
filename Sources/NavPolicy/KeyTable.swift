/// A hash table of byte-string keys inside table bytes, grouped by bucket: each entry maps a
/// key to two class ids, one for an input equal to the key and one for an input that extends it.
///
/// Layout: key count, bucket count (a power of two), the `bucketCount + 1` bucket
/// starts (bucket `b`'s entries are `starts[b]..<starts[b + 1]`), then the entries in bucket
/// order, `TableFormat.keyEntrySize` bytes each. A key is in the bucket of its FNV-1a hash's
/// low bits. Loading checks the starts and the entries in one sequential pass each; a lookup
/// reads two starts and at most `TableFormat.maxBucketKeys` consecutive entries.
package struct KeyTable: Sendable {
    private let startsStart: Int
    private let entriesStart: Int
    /// Number of keys.
    package let entryCount: Int
    private let bucketMask: Int

    /// Total bytes of the keys. Keys are distinct strings, so they never add up to more than
    /// the string table; a hostile table whose keys overlap (which would make the comparisons
    /// of one decision quadratic in the request) is rejected.
    package let keyBytes: Int

    /// Reads and validates a key table at the cursor: bucket count a power of two, bucket
    /// starts from 0 ascending to the key count with at most `TableFormat.maxBucketKeys` keys
    /// in any bucket (so buckets are disjoint and each key is in exactly one), strings in
    /// range, key bytes within the string table's size, no key longer than `longestKey`,
    /// classes below `classCount`.
    init(_ cursor: inout SectionCursor, classCount: Int, strings: Range<Int>, longestKey limit: Int = .max) throws(TableError) {
        entryCount = try cursor.word()
        let bucketCount = try cursor.word()
        guard bucketCount > 0, bucketCount & (bucketCount - 1) == 0 else {
            throw .malformed("\(cursor.name): bucket count \(bucketCount) is not a power of two")
        }
        bucketMask = bucketCount - 1
        startsStart = try cursor.records(bucketCount + 1, wordsEach: 1)
        entriesStart = try cursor.records(entryCount, wordsEach: TableFormat.keyEntrySize / 4)
        let (starts, entries, entryCount) = (startsStart, entriesStart, entryCount)
        let checked: (keyBytes: Int, failure: String?) = cursor.bytes.withUnsafeBytes { raw in
            if let failure = Self.checkBuckets(raw, starts, bucketCount: bucketCount, entryCount: entryCount) { return (0, failure) }
            return Self.checkEntries(
                raw, entries, entryCount: entryCount, stringCount: strings.count, classCount: classCount, longestKey: limit)
        }
        if let failure = checked.failure { throw .malformed("\(cursor.name): \(failure)") }
        keyBytes = checked.keyBytes
    }

    /// The entry whose key equals `input[range]`, found by its FNV-1a `hash`; nil when absent.
    /// Buckets were validated to hold at most `maxBucketKeys` keys, so a lookup examines at
    /// most that many entries whatever the table holds (one probe for the bucket, one per entry).
    @inline(__always)
    func find<Meter: WorkMeter>(
        _ table: ValidatedBytes, strings: Int, hash: UInt32, _ input: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ meter: inout Meter
    ) -> Int? {
        let bucket = startsStart &+ 4 &* (Int(hash) & bucketMask)
        meter.probe()
        for entry in table.word(at: bucket)..<table.word(at: bucket &+ 4) {
            meter.probe()
            let base = entriesStart &+ entry &* TableFormat.keyEntrySize
            let length = table.word(at: base &+ 4) & 0xFFFF
            guard length == range.count else { continue }
            meter.bytes(length)
            let start = strings &+ table.word(at: base)
            if bytesEqual(table.bytes(start..<(start &+ length)), UnsafeBufferPointer(rebasing: input[range])) { return entry }
        }
        return nil
    }

    /// The packed length and classes of entry (`TableFormat.keyEntrySize`).
    @inline(__always)
    private func packed(_ table: ValidatedBytes, _ entry: Int) -> UInt64 {
        table.word64(at: entriesStart &+ entry &* TableFormat.keyEntrySize &+ 4)
    }

    /// The length of entry's key.
    func keyLength(_ bytes: TableBytes, _ entry: Int) -> Int {
        bytes.word(at: entriesStart + entry * TableFormat.keyEntrySize + 4) & 0xFFFF
    }

    /// Where entry's key bytes are in the table.
    @inline(__always)
    func keyRange(_ table: ValidatedBytes, _ entry: Int, strings: Int) -> Range<Int> {
        let start = strings + table.word(at: entriesStart + entry * TableFormat.keyEntrySize)
        return start..<(start + Int(packed(table, entry) & 0xFFFF))
    }

    /// The class of an input equal to entry's key.
    @inline(__always)
    func exactClass(_ table: ValidatedBytes, _ entry: Int) -> Int {
        Int(packed(table, entry) >> 16 & 0xFF_FFFF)
    }

    /// The class of an input that extends entry's key (and no longer key).
    @inline(__always)
    func deeperClass(_ table: ValidatedBytes, _ entry: Int) -> Int {
        Int(packed(table, entry) >> 40)
    }
}
