/// A classifier of byte strings by their longest key prefix: the value equal to a key takes its
/// exact class, one extending a key (and no longer key) its deeper class, any other the
/// unmatched class. Paths (`TableFormat.Section.paths`) and response types (`.types`, which also
/// have a class for no type) are both one of these, read and searched by this one code.
///
/// Layout: class count, the special classes (none, for a classifier that has one; unmatched),
/// the count of distinct key lengths, the lengths ascending, then the key table (`KeyTable`).
struct PrefixKeys: Sendable {
    /// Classes, and the class of a value with no key as prefix.
    let classCount, unmatchedClass: Int
    /// The class of no value, for a classifier that has one (types); else the unmatched class.
    let noneClass: Int
    /// How many distinct key lengths, and where they start (ascending words).
    let lengthCount, lengthsStart: Int
    /// The keys.
    let table: KeyTable

    /// Reads and validates the classifier in `section`; `hasNoneClass` says whether a none
    /// class word precedes the unmatched one.
    init(_ section: SectionCursor, strings: Range<Int>, hasNoneClass: Bool) throws(TableError) {
        var cursor = section
        classCount = try cursor.word()
        let none = hasNoneClass ? try cursor.index(below: classCount, "none class") : nil
        unmatchedClass = try cursor.index(below: classCount, "unmatched class")
        noneClass = none ?? unmatchedClass
        lengthCount = try cursor.word()
        lengthsStart = try cursor.records(lengthCount, wordsEach: 1)
        table = try KeyTable(&cursor, classCount: classCount, strings: strings, longestKey: TableFormat.maxPathKeyLengthSum)
        try cursor.expectEnd()
        try table.checkLengths(cursor.bytes, listed: lengthsStart, count: lengthCount, section: cursor.name)
    }

    /// The class of `value`: prefixes of each key length are looked up left to right with a
    /// running hash; the longest key that is a prefix decides (its exact class if it is the
    /// whole value).
    @inline(__always)
    func classIndex<Meter: WorkMeter>(_ value: UnsafeBufferPointer<UInt8>, _ bytes: ValidatedBytes, strings: Int, _ meter: inout Meter)
        -> Int
    {
        meter.bytes(value.count)
        var hash = ByteHash.basis32
        var consumed = 0
        var longest: (entry: Int, length: Int)?
        for lengthIndex in 0..<lengthCount {
            let length = bytes.word(at: lengthsStart + 4 * lengthIndex)
            guard length <= value.count else { break }
            while consumed < length {
                hash = ByteHash.step(hash, value[consumed])
                consumed += 1
            }
            if let entry = table.find(bytes, strings: strings, hash: hash, value, 0..<length, &meter) {
                longest = (entry, length)
            }
        }
        guard let longest else { return unmatchedClass }
        return longest.length == value.count ? table.exactClass(bytes, longest.entry) : table.deeperClass(bytes, longest.entry)
    }

    /// The distinct key lengths, ascending.
    func lengths(_ bytes: TableBytes) -> [Int] { (0..<lengthCount).map { bytes.word(at: lengthsStart + 4 * $0) } }
}
