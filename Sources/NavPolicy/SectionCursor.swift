/// Reads little-endian words from one section of untrusted table bytes, checking every read
/// against the section's end, so validation code cannot read out of bounds.
struct SectionCursor {
    let bytes: TableBytes
    private(set) var offset: Int
    let end: Int
    /// The section read, named only in error messages: describing an enum case goes through
    /// reflection, too slow for every load.
    let section: TableFormat.Section

    init(_ bytes: TableBytes, _ range: Range<Int>, section: TableFormat.Section) {
        self.bytes = bytes
        self.offset = range.lowerBound
        self.end = range.upperBound
        self.section = section
    }

    /// The section's name for error messages.
    var name: String { "\(section)" }

    /// The next word as a non-negative count or index.
    mutating func word() throws(TableError) -> Int {
        guard end - offset >= 4 else { throw .malformed("\(name) section is too short") }
        defer { offset += 4 }
        return bytes.word(at: offset)
    }

    /// The next word, which must be below `limit`.
    mutating func index(below limit: Int, _ what: String) throws(TableError) -> Int {
        let value = try word()
        guard value < limit else { throw .malformed("\(name): \(what) \(value) out of range") }
        return value
    }

    /// Skips `count` records of `wordsEach` words and returns where they start.
    mutating func records(_ count: Int, wordsEach: Int) throws(TableError) -> Int {
        guard count <= (end - offset) / (4 * wordsEach) else { throw .malformed("\(name): count \(count) exceeds the section") }
        defer { offset += count * 4 * wordsEach }
        return offset
    }

    /// Checks that the section has no bytes left over.
    func expectEnd() throws(TableError) {
        guard offset == end else { throw .malformed("\(name) section has \(end - offset) unexpected bytes") }
    }
}
