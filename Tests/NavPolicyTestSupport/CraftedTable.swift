// swift-format-ignore-file: NoBlockComments

// (Inline labels name the words of crafted table records.)
import NavPolicy

/// A table assembled word by word, so tests can build hostile tables no compiler writes.
/// The defaults are the smallest valid table: one rule (`allow`), one class per field, empty
/// key tables, no globs, no nodes, root the leaf of rule 1.
public struct CraftedTable: Sendable {
    public var strings: [UInt8] = []
    /// Rule count, rule number offset, name flag, name offset and length, then per rule its line,
    /// action, notify tag offset and length.
    public var rules: [Int] = [
        1, /* rule numbers from 1 */ 0, /* no name */ 0, 0, 0, /* line */ 1, /* allow */ 0, /* no notify tag */ 0, 0,
    ]
    /// Target, navigation, host relation, view, query, current query, scheme relation, port
    /// relation, attachment, displayable (`TableFormat.enumFields`).
    public var enumClasses: [Int] =
        [1, 0, 0, 0] + [1] + Array(repeating: 0, count: 6) + [1, 0, 0, 0, 0] + [1, 0, 0] + [1, 0, 0]
        + [1, 0, 0] + [1, 0, 0, 0, 0] + [1, 0, 0, 0, 0] + [1, 0, 0] + [1, 0, 0]
    public var schemes: [Int] = [1, 0, /* no prefix lengths */ 0] + CraftedTable.keyTable([], starts: [0, 0])
    public var hosts: [Int] = [1, 0, 0] + CraftedHostSet([]).words
    public var paths: [Int] = [1, 0, 0] + CraftedTable.keyTable([], starts: [0, 0])
    public var globs: [Int] = [0]
    public var nodes: [Int] = [0, 0, CraftedTable.leaf(1)]
    public var source: [Int] = []
    /// The bit-vector matcher section: no terms, no fields.
    public var matcher: [Int] = [0, 0]
    /// The port classifier: one class (none and unmatched alike), no keys.
    public var ports: [Int] = [1, 0, 0, 0]
    /// The query names section: none.
    public var queryNames: [Int] = [0]
    /// Flags (count, then name offset and length each), parameters (count, then key offset and
    /// length, name offset and length, kind each) and parameter tests (count, then parameter and
    /// form word each).
    public var declarations: [Int] = [0, 0, 0]
    /// The response part: no bytes (no `on response` section), or a whole table's
    /// (`CraftedTable.bytes` of another, with its rule number offset set).
    public var response: [UInt8] = []
    /// The status classifier (a response part's; format 11): one class, no keys, as `ports`.
    public var statuses: [Int] = [1, 0, 0, 0]
    /// The type classifier (format 11): one class (none and unmatched alike), no keys, as `paths`
    /// with a none class before the unmatched one.
    public var types: [Int] = [1, 0, 0, 0] + CraftedTable.keyTable([], starts: [0, 0])

    /// One key: where its bytes are in the string table, and its two classes.
    public struct Key: Sendable {
        public var offset: Int, length: Int, exactClass: Int, deeperClass: Int

        /// A key at `offset` of `length` bytes with its exact and deeper classes.
        public init(offset: Int, length: Int, exactClass: Int = 0, deeperClass: Int = 0) {
            (self.offset, self.length, self.exactClass, self.deeperClass) = (offset, length, exactClass, deeperClass)
        }
    }

    /// The smallest valid table; change its sections to craft others.
    public init() {}

    /// A key table's words: key count, bucket count (`starts.count - 1`), the bucket starts,
    /// then the entries in the order given (`TableFormat.keyEntryWords`).
    public static func keyTable(_ keys: [Key], starts: [Int]) -> [Int] {
        [keys.count, starts.count - 1] + starts
            + keys.flatMap { key in
                let words = TableFormat.keyEntryWords(
                    offset: key.offset, length: key.length, exactClass: key.exactClass, deeperClass: key.deeperClass)
                return [words.0, words.1, words.2]
            }
    }

    /// A key table with each key in the bucket of its FNV-1a hash (`bytes`, hashed right to
    /// left when `reversed`, as hosts are) among `bucketCount` buckets: what a reader must find.
    public static func keyTable(_ keys: [Key], bytes: [[UInt8]], bucketCount: Int, reversed: Bool = false) -> [Int] {
        let buckets = bytes.map { Int(ByteHash.hash32($0, reversed: reversed)) & (bucketCount - 1) }
        let order = keys.indices.sorted { (buckets[$0], $0) < (buckets[$1], $1) }
        var starts = Array(repeating: 0, count: bucketCount + 1)
        for bucket in buckets { starts[bucket + 1] += 1 }
        for bucket in 0..<bucketCount { starts[bucket + 1] += starts[bucket] }
        return keyTable(order.map { keys[$0] }, starts: starts)
    }

    /// The reference of a leaf deciding rule `rule` (0 = implicit default).
    public static func leaf(_ rule: Int) -> Int { Int(TableFormat.leafFlag) | rule }

    /// The nodes section: counts, root, then `(field, firstChild)` per node, then the children.
    public static func nodes(root: Int, _ nodes: [(field: Int, firstChild: Int)], children: [Int]) -> [Int] {
        [nodes.count, children.count, root] + nodes.flatMap { [$0.field, $0.firstChild] } + children
    }

    /// One field of a crafted matcher section: class `c` admits `base` XOR the `dense` sets
    /// listed in `denseFlips[c]` XOR the terms in `sparseFlips[c]`.
    public struct MatcherField: Sendable {
        public var field: Int, base: [UInt64], dense: [[UInt64]], denseFlips: [[Int]], sparseFlips: [[Int]]

        /// A field with one entry per class in `denseFlips` and `sparseFlips`.
        public init(field: Int, base: [UInt64], dense: [[UInt64]] = [], denseFlips: [[Int]], sparseFlips: [[Int]]) {
            (self.field, self.base, self.dense, self.denseFlips, self.sparseFlips) = (field, base, dense, denseFlips, sparseFlips)
        }
    }

    /// The matcher section: term count, field count, each term's rule, then per field its id,
    /// counts, sets (64-bit words, low half first) and per-class flip lists.
    public static func matcher(termRules: [Int], _ fields: [MatcherField]) -> [Int] {
        var words = [termRules.count, fields.count] + termRules
        for field in fields {
            words += [
                field.field, field.denseFlips.count, field.dense.count,
                field.denseFlips.reduce(0) { $0 + $1.count }, field.sparseFlips.reduce(0) { $0 + $1.count },
            ]
            for word in ([field.base] + field.dense).joined() { words += [Int(word & 0xFFFF_FFFF), Int(word >> 32)] }
            for lists in [field.denseFlips, field.sparseFlips] {
                // Class starts: the running total of the lists' lengths, from 0.
                words += lists.reduce(into: [0]) { starts, list in starts.append((starts.last ?? 0) + list.count) } + lists.joined()
            }
        }
        return words
    }

    /// The table bytes: header, directory, sections, with length and checksum filled in.
    public var bytes: [UInt8] {
        let sections: [[UInt8]] =
            [strings]
            + [rules, enumClasses, schemes, hosts, paths, globs, nodes, source, matcher, ports, queryNames, declarations].map(Self.words)
            + [response] + [statuses, types].map(Self.words)
        var table = TableFormat.magic + [UInt8(TableFormat.version & 0xFF), UInt8(TableFormat.version >> 8), 0, 0]
        let total = TableFormat.headerSize + sections.reduce(0) { $0 + $1.count }
        table += Self.words([total, sections.count, 0, 0])
        // The source section comes last, after the checksummed part.
        let order = sections.indices.filter { $0 != TableFormat.Section.source.rawValue } + [TableFormat.Section.source.rawValue]
        var offsets = Array(repeating: 0, count: sections.count)
        var offset = TableFormat.headerSize
        for index in order {
            offsets[index] = offset
            offset += sections[index].count
        }
        for (index, section) in sections.enumerated() { table += Self.words([offsets[index], section.count]) }
        table.reserveCapacity(total)
        for index in order { table += sections[index] }
        TableFormat.seal(&table)
        return table
    }

    private static func words(_ values: [Int]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4 * values.count)
        for value in values {
            let word = UInt32(truncatingIfNeeded: value)
            bytes += [UInt8(word & 0xFF), UInt8(word >> 8 & 0xFF), UInt8(word >> 16 & 0xFF), UInt8(word >> 24)]
        }
        return bytes
    }
}

extension CraftedTable {
    /// `program`'s table with the source section of `donor` in place of its own: a table
    /// that decides as `program` and carries another policy's source.
    public static func transplantingSource(of donor: [UInt8], into program: [UInt8]) -> [UInt8] {
        replacingSourceSection(of: program, with: Array(donor[sourceSectionRange(donor)]))
    }

    /// `program`'s table with `section` (`TableFormat.sourceSection(text)`) as its source
    /// section, its directory, length and checksum fixed up so that it loads: the source
    /// section lies outside the table checksum and carries its own.
    public static func replacingSourceSection(of program: [UInt8], with section: [UInt8]) -> [UInt8] {
        let kept = sourceSectionRange(program).lowerBound
        var table = Array(program[..<kept]) + section
        func store(_ value: Int, at offset: Int) {
            for byte in 0..<4 { table[offset + byte] = UInt8(truncatingIfNeeded: value >> (8 * byte)) }
        }
        store(table.count, at: 8)
        store(section.count, at: sourceDirectoryEntry + 4)
        TableFormat.seal(&table)
        return table
    }

    /// Where the directory gives the source section's offset and length.
    private static let sourceDirectoryEntry = TableFormat.fixedHeaderSize + 8 * TableFormat.Section.source.rawValue

    /// The bytes of a table's source section, as its directory gives them.
    private static func sourceSectionRange(_ table: [UInt8]) -> Range<Int> {
        func word(_ offset: Int) -> Int { (0..<4).reduce(0) { $0 | Int(table[offset + $1]) << (8 * $1) } }
        return word(sourceDirectoryEntry)..<(word(sourceDirectoryEntry) + word(sourceDirectoryEntry + 4))
    }
}
