import NavPolicy
import NavPolicyTestSupport
import Testing

/// Tables built on purpose to break the runtime (`AdversarialTables`), each of which passed
/// validation once: huge positions, shared and overlapping child ranges, deep chains, full and
/// overlapping key tables, worst-case globs. Each is rejected with a typed `TableError`, or
/// loads and decides within `DecisionWork.bound`: work is counted, not timed (`swift run -c
/// release NavPolicyBenchmarks --only e` times the same tables).
struct AdversarialTableTests {
    typealias Tables = AdversarialTables
    static let hostField = RequestField.host.tableID, pathField = RequestField.path.tableID

    /// Decides `request`, checking the counted work against the policy's bound.
    static func decideWithinBound(_ policy: Policy, _ request: NavigationRequest) -> Decision {
        var work = DecisionWork()
        let decision = policy.decide(request, counting: &work)
        // The bound's `n` covers every part of both URLs.
        let length =
            [request.url, request.current.url].compactMap { $0 }.map { url in
                max(url.scheme.utf8.count, url.host?.utf8.count ?? 0, url.path.utf8.count, url.query?.utf8.count ?? 0)
            }.max() ?? 0
        let bound = policy.workBound(requestLength: length)
        #expect(work.isWithin(bound), "work \(work) exceeds \(bound)")
        #expect(decision == policy.decide(request))
        return decision
    }

    @Test func everyCaseIsRejectedOrDecidesWithinTheBound() {
        for crafted in Tables.all() {
            #expect(crafted.bytes.count <= 8 << 20, "\(crafted.name)")
            // `Policy(table:)` throws only `TableError`, so a rejection is always typed.
            let policy = try? Policy(table: crafted.bytes)
            #expect((policy == nil) == crafted.rejected, "\(crafted.name)")
            for request in policy == nil ? [] : crafted.requests { _ = Self.decideWithinBound(policy!, request) }
        }
    }

    @Test func minimalCraftedTableLoads() throws {
        let policy = try Policy(table: CraftedTable().bytes)
        #expect(policy.decide(Tables.request(path: "/")) == Decision(action: .allow, rule: 1, line: 1))
    }

    /// Nodes sharing one range of children: at 500,000 nodes × 4,300 classes the old reader's
    /// decoded positions passed 2^31 and read as leaves past the decisions.
    @Test func sharedChildRangesAreRejected() {
        #expect(throws: TableError.malformed("nodes: node 1 children do not directly follow the previous node's")) {
            try Policy(table: Tables.sharedChildren(nodes: 500_000, classes: 4_300).bytes)
        }
    }

    @Test func overlappingAndOrphanChildrenAreRejected() {
        var table = CraftedTable()
        table.hosts[0] = 3
        table.paths[0] = 3
        let leaves = Array(repeating: CraftedTable.leaf(1), count: 6)
        table.nodes = CraftedTable.nodes(root: 0, [(Self.hostField, 0), (Self.pathField, 2)], children: [1] + leaves.dropFirst())
        #expect(throws: TableError.malformed("nodes: node 1 children do not directly follow the previous node's")) {
            try Policy(table: table.bytes)
        }
        table.nodes = CraftedTable.nodes(root: 0, [(Self.hostField, 0)], children: Array(leaves.prefix(5)))
        #expect(throws: TableError.malformed("nodes: 2 children belong to no node")) { try Policy(table: table.bytes) }
    }

    /// A chain of nodes testing the same field would classify the host once per node. Fields
    /// must strictly increase along every path.
    @Test func deepChainsAreRejected() {
        #expect(throws: TableError.malformed("nodes: node 1 tests field \(Self.hostField), not after its parent's \(Self.hostField)")) {
            try Policy(table: Tables.chain(nodes: 10_000).bytes)
        }
    }

    @Test func leavesPastTheRulesAreRejected() {
        var table = CraftedTable()
        table.nodes = CraftedTable.nodes(root: CraftedTable.leaf(2), [], children: [])
        #expect(throws: TableError.malformed("nodes: leaf names rule 2")) { try Policy(table: table.bytes) }
    }

    /// Buckets past the bound: a miss would examine every key of the bucket, once per path key length.
    @Test func fullKeyTablesAreRejected() {
        #expect(throws: TableError.malformed("paths: bucket 0 holds 63 keys, more than \(TableFormat.maxBucketKeys)")) {
            try Policy(table: Tables.fullKeyTable(keys: 63).bytes)
        }
        // One more key than the bound in a middle bucket.
        var table = Tables.fullKeyTable(keys: 63)
        let keys = (0..<33).map { CraftedTable.Key(offset: $0, length: 1) }
        table.paths = [1, 0, 1, 1] + CraftedTable.keyTable(keys, starts: [0, 0, 0, 33, 33])
        #expect(throws: TableError.malformed("paths: bucket 2 holds 33 keys, more than \(TableFormat.maxBucketKeys)")) {
            try Policy(table: table.bytes)
        }
    }

    /// 1,000 keys of lengths 1 to 1,000 all on one 1,000-byte string: a 10 KB path would
    /// compare half a million bytes per decision from a table of 17 KB.
    @Test func overlappingKeysAreRejected() {
        var table = CraftedTable()
        table.strings = Array(repeating: UInt8(ascii: "a"), count: 1_000)
        let keys = (1...1_000).map { CraftedTable.Key(offset: 0, length: $0) }
        table.paths = [1, 0, 1_000] + Array(1...1_000) + CraftedTable.keyTable(keys, starts: (0...1_024).map { $0 * 1_000 / 1_024 })
        #expect(throws: TableError.malformed("paths: keys overlap (their bytes exceed the string table)")) {
            try Policy(table: table.bytes)
        }
    }

    @Test func fullestAcceptedBucketDecidesWithinTheBound() throws {
        let policy = try Policy(table: Tables.fullestBucket(keyLength: 4_000).bytes)
        #expect(Self.decideWithinBound(policy, Tables.request(path: Tables.longPath)) == .implicitDefault)
    }

    @Test func everyPathLengthDecidesWithinTheBound() throws {
        let policy = try Policy(table: Tables.everyPathLength(180).bytes)
        #expect(Self.decideWithinBound(policy, Tables.request(path: Tables.longPath)).action == .cancel)
        #expect(Self.decideWithinBound(policy, Tables.request(path: String(Tables.longPath.prefix(180)))).action == .allow)
        #expect(Self.decideWithinBound(policy, Tables.request(path: "/b")).action == .cancel)
    }

    /// 256 globs, each tested in turn on a 10 KB path: the automaton reads the path once for
    /// all of them (at most 16 words per byte); past 1,024 inner bytes the table is refused.
    @Test func globChainsDecideWithinTheBound() throws {
        var table = Tables.globChain(count: TableFormat.maxGlobs, innerBytes: TableFormat.maxGlobInnerBytes)
        let policy = try Policy(table: table.bytes)
        #expect(Self.decideWithinBound(policy, Tables.request(path: Tables.longPath)) == .implicitDefault)
        #expect(Self.decideWithinBound(policy, Tables.request(path: Tables.longPath + "b")).rule == 1)
        var work = DecisionWork()
        _ = policy.decide(Tables.request(path: Tables.longPath + "b"), counting: &work)
        // One pass of 16 words per path byte, not 256 searches of the path.
        #expect(work.bytes <= 2 * 10_002 * (TableFormat.maxGlobInnerBytes / 64), "\(work)")

        #expect(
            throws: TableError.malformed(
                "globs: 30000 bytes between the globs' first and last '*', more than \(TableFormat.maxGlobInnerBytes)")
        ) {
            try Policy(table: Tables.globChain(count: TableFormat.maxGlobs, innerBytes: 30_000).bytes)
        }
        table.globs[0] = TableFormat.maxGlobs + 1
        table.globs += [0, 1]
        #expect(throws: TableError.malformed("globs: \(TableFormat.maxGlobs + 1) globs, more than \(TableFormat.maxGlobs)")) {
            try Policy(table: table.bytes)
        }
    }

    /// Globs with several segments match like the definition (prefix, suffix, segments in
    /// order) on paths chosen to trip a greedy matcher.
    @Test(arguments: [
        ("/a*b*c", "/aXbYc", true), ("/a*b*c", "/abc", true), ("/a*b*c", "/acb", false),
        ("*ab*ab*", "abab", true), ("*ab*ab*", "aba", false), ("/x*", "/", false),
        ("*aab*", "aaab", true), ("*abcabd*", "abcabcabd", true), ("a*a", "a", false),
        ("**", "", true), ("*/", "/", true), ("/*/*/", "///", true), ("/*/*/", "//", false),
    ])
    func globSegmentsMatch(_ glob: String, _ path: String, _ expected: Bool) throws {
        var table = CraftedTable()
        table.strings = Array(glob.utf8)
        table.globs = [1, 0, glob.utf8.count, 0]
        table.nodes = CraftedTable.nodes(
            root: 0, [(RequestField.glob(0).tableID, 0)], children: [CraftedTable.leaf(0), CraftedTable.leaf(1)])
        let policy = try Policy(table: table.bytes)
        #expect((Self.decideWithinBound(policy, Tables.request(path: path)).rule == 1) == expected)
    }
}
