import NavPolicy
import NavPolicyCompiler
import Testing

/// Every truncation and byte change of realistic tables is rejected with a `TableError`, and
/// hostile tables with a valid checksum (counts, offsets, class ids and child references
/// rewritten) are rejected or still decide without crashing.
struct TableCorruptionTests {
    static let tables: [[UInt8]] = {
        var generator = RandomPolicyGenerator(seed: 42)
        let policies = [TablePolicies.ads, TablePolicies.ads, generator.policy(), generator.policy()]
        // A random policy decided by the bit-vector matcher alone, so its section is attacked too.
        let matcherOnly = TableCompiler.lower(
            generator.policy(), diagramLimits: TableCompiler.DiagramLimits(nodes: 0, children: 0, work: 0))
        return policies.enumerated().map { index, policy in
            (try? TableCompiler.compile(policy, sourceText: index == 0 ? "policy \"ads-webview\"\n" : nil).get()) ?? []
        } + [(try? matcherOnly.get()).flatMap { try? TableCompiler.encode($0, sourceText: nil) } ?? []]
    }()

    /// Rewrites the checksum so that only the reader's structural validation stands in the way.
    static func resealed(_ table: [UInt8]) -> [UInt8] {
        var table = table
        TableFormat.seal(&table)
        return table
    }

    /// Loads and, if loading succeeds, decides every sample request (a crash fails the run).
    static func loadAndDecide(_ bytes: [UInt8]) -> Bool {
        guard let policy = try? Policy(table: bytes) else { return false }
        for request in TablePolicies.adsRequests { _ = policy.decide(request) }
        return true
    }

    @Test func intactTablesLoad() throws {
        for table in Self.tables { #expect(Self.loadAndDecide(table)) }
        #expect(try Policy(table: Self.tables[0]).sourceText() == "policy \"ads-webview\"\n")
        #expect(try Policy(table: Self.tables[1]).sourceText() == nil)
    }

    @Test func everyTruncationIsRejected() {
        for table in Self.tables {
            for length in 0..<table.count {
                #expect(throws: TableError.self) { try Policy(table: Array(table.prefix(length))) }
            }
        }
    }

    /// A changed byte anywhere the runtime reads fails loading; the embedded source, which
    /// loading does not read, is checked by its own checksum when it is read.
    @Test func everySingleByteChangeIsRejected() {
        for table in Self.tables {
            let source = Self.sectionRange(table, .source)
            for position in table.indices where !source.contains(position) {
                for flip: UInt8 in [0x01, 0x80, 0xFF] {
                    var corrupt = table
                    corrupt[position] ^= flip
                    #expect(throws: TableError.self) { try Policy(table: corrupt) }
                }
            }
        }
    }

    /// A changed byte in the embedded source (its checksum or its text) leaves loading and every
    /// decision as they were, and reading the source is `checksumMismatch`.
    @Test func corruptSourceFailsOnlyWhenRead() throws {
        let table = Self.tables[0]
        let source = Self.sectionRange(table, .source)
        #expect(source.count > TableFormat.sourceChecksumSize && source.upperBound == table.count)
        let decisions = try TablePolicies.adsRequests.map(Policy(table: table).decide)
        for position in source {
            var corrupt = table
            corrupt[position] ^= 0x20
            let policy = try Policy(table: corrupt)
            #expect(TablePolicies.adsRequests.map(policy.decide) == decisions)
            #expect(throws: TableError.checksumMismatch) { try policy.sourceText() }
        }
    }

    @Test func hostileTablesWithValidChecksumNeverCrash() {
        var rejected = 0
        var loaded = 0
        for table in Self.tables {
            for word in stride(from: TableFormat.fixedHeaderSize, to: table.count - 3, by: 4) {
                let original =
                    UInt32(table[word]) | UInt32(table[word + 1]) << 8 | UInt32(table[word + 2]) << 16 | UInt32(table[word + 3]) << 24
                for value: UInt32 in [0, 1, 2, 3, original &+ 1, original &- 1, 0x7FFF_FFFF, 0x8000_0000, 0x8000_0001, 0xFFFF_FFFF]
                where value != original {
                    var hostile = table
                    for index in 0..<4 { hostile[word + index] = UInt8(truncatingIfNeeded: value >> (8 * index)) }
                    if Self.loadAndDecide(Self.resealed(hostile)) { loaded += 1 } else { rejected += 1 }
                }
            }
            for position in TableFormat.fixedHeaderSize..<table.count {
                var hostile = table
                hostile[position] ^= 0x40
                if Self.loadAndDecide(Self.resealed(hostile)) { loaded += 1 } else { rejected += 1 }
            }
        }
        // Most structural rewrites must be caught; the rest (a different class id in range,
        // another rule's line) are valid tables that decide differently.
        #expect(rejected > 4 * loaded, "rejected \(rejected), loaded \(loaded)")
    }

    /// Everything loading reads must lie in the checksummed part: the source section ends the
    /// table, and no other section reaches into it.
    @Test func sourceSectionMustEndTheTableAlone() {
        let table = Self.tables[0]
        let entry = TableFormat.fixedHeaderSize + 8 * TableFormat.Section.source.rawValue
        var shortened = table
        shortened[entry + 4] &-= 1
        #expect(throws: TableError.malformed("header: the source section does not end the table")) {
            try Policy(table: Self.resealed(shortened))
        }
        var overlapping = table
        let strings = TableFormat.fixedHeaderSize + 8 * TableFormat.Section.strings.rawValue
        let reach = table.count - Self.sectionStart(table, .strings)
        for index in 0..<4 { overlapping[strings + 4 + index] = UInt8(truncatingIfNeeded: reach >> (8 * index)) }
        #expect(throws: TableError.malformed("header: section strings overlaps the source section")) {
            try Policy(table: Self.resealed(overlapping))
        }
        var outside = table
        for index in 0..<4 { outside[entry + index] = 0 }
        #expect(throws: TableError.malformed("header: source section out of range")) { try Policy(table: outside) }
    }

    @Test func backwardChildReferenceIsRejected() throws {
        let table = Self.tables[0]
        let reader = try TableReader(table)
        #expect(reader.nodeCount > 1)
        let nodes = Self.sectionStart(table, .nodes)
        let firstChild = nodes + 12 + 8 * reader.nodeCount
        var hostile = table
        // The last node's children start at the end; point its first child back at the root.
        let lastNodeFirstChild = table.wordValue(at: nodes + 12 + 8 * (reader.nodeCount - 1) + 4)
        for index in 0..<4 { hostile[firstChild + 4 * lastNodeFirstChild + index] = 0 }
        #expect(throws: TableError.malformed("nodes: reference 0 from node \(reader.nodeCount - 1) is not forward and in range")) {
            try Policy(table: Self.resealed(hostile))
        }
    }

    @Test func shortAndForeignBytesGiveTypedErrors() {
        #expect(throws: TableError.badMagic) { try Policy(table: Array("when host is none then cancel".utf8)) }
        #expect(throws: TableError.truncated) { try Policy(table: []) }
        #expect(throws: TableError.truncated) { try Policy(table: Array(TableFormat.magic.prefix(2))) }
        var future = Self.tables[0]
        future[4] = 12
        #expect(throws: TableError.unsupportedVersion(12)) { try Policy(table: future) }
        // Version 5 checksummed the source with the rest and kept it mid-table; version 6 had
        // open-addressing key slots; version 7 no flags or parameters; version 8 no response
        // part; version 9 host keys in a hash table; version 10 a response's facts on the
        // current page's fields.
        for version: UInt8 in [5, 6, 7, 8, 9, 10] {
            var older = Self.tables[0]
            older[4] = version
            #expect(throws: TableError.unsupportedVersion(UInt16(version))) { try Policy(table: older) }
        }
        #expect(throws: TableError.lengthMismatch(expected: Self.tables[0].count, actual: Self.tables[0].count + 1)) {
            try Policy(table: Self.tables[0] + [0])
        }
    }

    static func sectionStart(_ table: [UInt8], _ section: TableFormat.Section) -> Int {
        table.wordValue(at: TableFormat.fixedHeaderSize + 8 * section.rawValue)
    }

    static func sectionRange(_ table: [UInt8], _ section: TableFormat.Section) -> Range<Int> {
        let start = sectionStart(table, section)
        return start..<(start + table.wordValue(at: TableFormat.fixedHeaderSize + 8 * section.rawValue + 4))
    }
}

extension Array where Element == UInt8 {
    func wordValue(at offset: Int) -> Int {
        Int(UInt32(self[offset]) | UInt32(self[offset + 1]) << 8 | UInt32(self[offset + 2]) << 16 | UInt32(self[offset + 3]) << 24)
    }
}
