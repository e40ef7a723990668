/// A number classifier of a table: the listed numbers, strictly ascending, each with its class,
/// a class for no number and one for a number that is no key. Ports (`TableFormat.Section.ports`)
/// and response statuses (`.statuses`) are both one of these, read and searched by this one code.
///
/// Layout: class count, none class, unmatched class, key count, then per key `number, class`.
struct NumberKeys: Sendable {
    /// Classes, the class of no number, and of a number that is no key.
    let classCount, noneClass, unmatchedClass: Int
    /// How many keys, and where their `number, class` word pairs start.
    let keyCount, keysStart: Int
    /// The keys as runs of one class, which a number's class is searched in.
    let runs: PortRuns

    /// Reads and validates the classifier in `section`, whose keys must lie in `valid`.
    init(_ section: SectionCursor, valid: ClosedRange<Int>) throws(TableError) {
        var cursor = section
        classCount = try cursor.word()
        noneClass = try cursor.index(below: classCount, "none class")
        unmatchedClass = try cursor.index(below: classCount, "unmatched class")
        keyCount = try cursor.index(below: valid.count + 1, "key count")
        keysStart = try cursor.records(keyCount, wordsEach: 2)
        try cursor.expectEnd()
        let (bytes, start) = (cursor.bytes, keysStart)
        for key in 0..<keyCount {
            let number = bytes.word(at: start + 8 * key)
            guard valid.contains(number), key == 0 || number > bytes.word(at: start + 8 * (key - 1)) else {
                throw .malformed("\(cursor.name): keys are not ascending numbers in \(valid.lowerBound)...\(valid.upperBound)")
            }
            guard bytes.word(at: start + 8 * key + 4) < classCount else {
                throw .malformed("\(cursor.name): key \(key) class out of range")
            }
        }
        runs = PortRuns(count: keyCount, unmatched: unmatchedClass) { (bytes.word(at: start + 8 * $0), bytes.word(at: start + 8 * $0 + 4)) }
    }

    /// The class of `number` (nil: none): a binary search of the runs.
    @inline(__always)
    func classIndex<Meter: WorkMeter>(of number: UInt16?, _ meter: inout Meter) -> Int {
        guard let number else { return noneClass }
        return runs.classIndex(of: number, &meter)
    }

    /// The keys, ascending, with their classes.
    func keys(_ bytes: TableBytes) -> [(number: Int, numberClass: Int)] {
        (0..<keyCount).map { (bytes.word(at: keysStart + 8 * $0), bytes.word(at: keysStart + 8 * $0 + 4)) }
    }
}
