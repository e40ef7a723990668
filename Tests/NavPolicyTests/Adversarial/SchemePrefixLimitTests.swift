import NavPolicy
import NavPolicyTestSupport
import Testing

/// The reader's cap on the `scheme starts-with` prefix lengths (`TableFormat.maxSchemePrefixLengthSum`,
/// issue 43): a scheme that is no key is looked up once per listed length below its own, so
/// their sum bounds its lookups as `maxPathKeyLengthSum` bounds a path's. A table at the cap
/// decides a 10 KB scheme within `DecisionWork.bound`, which counts those lookups; one byte
/// past it is a typed error. (A crafted table listing 64 lengths of up to 65,535 bytes compared
/// about 82 MB per decision.)
struct SchemePrefixLimitTests {
    /// A 10 KB scheme of one letter.
    static let longScheme = String(repeating: "a", count: 10_000)

    /// Prefix keys of `longScheme` of each of `lengths` (classes 1 exact, 2 deeper; rules 1
    /// allow, 2 cancel), the scheme tested at the root.
    static func table(lengths: [Int]) -> CraftedTable {
        var table = CraftedTable()
        let keyBytes = lengths.map { Array(longScheme.utf8.prefix($0)) }
        var keys: [CraftedTable.Key] = []
        for bytes in keyBytes {
            keys.append(CraftedTable.Key(offset: table.strings.count, length: bytes.count, exactClass: 1, deeperClass: 2))
            table.strings += bytes
        }
        table.schemes = [3, 0, lengths.count] + lengths + CraftedTable.keyTable(keys, bytes: keyBytes, bucketCount: 64)
        table.rules = [2, 0, 0, 0, 0, 1, Int(Action.allow.rawValue), 0, 0, 2, Int(Action.cancel.rawValue), 0, 0]
        table.nodes = CraftedTable.nodes(root: 0, [(RequestField.scheme.tableID, 0)], children: [0, 1, 2].map(CraftedTable.leaf))
        return table
    }

    /// 64 lengths adding up to exactly the cap: 1 to 63, then the rest.
    static let lengthsAtTheCap = Array(1...63) + [TableFormat.maxSchemePrefixLengthSum - (1...63).reduce(0, +)]

    static func request(scheme: String) -> NavigationRequest {
        NavigationRequest(
            url: SplitURL(scheme: scheme, host: "example.com", path: "/"), current: .absent, target: .mainFrame, navigation: .link)
    }

    @Test func prefixLengthsAtTheCapDecideWithinTheBound() throws {
        #expect(Self.lengthsAtTheCap.count == TableFormat.maxSchemePrefixLengths)
        #expect(Self.lengthsAtTheCap.reduce(0, +) == TableFormat.maxSchemePrefixLengthSum)
        let policy = try Policy(table: Self.table(lengths: Self.lengthsAtTheCap).bytes)
        var work = DecisionWork()
        let decision = policy.decide(Self.request(scheme: Self.longScheme), counting: &work)
        // The longest prefix key the scheme starts with gives the deeper class: rule 2.
        #expect(decision.rule == 2)
        // Every listed length was looked up and its key compared whole.
        #expect(work.bytes >= TableFormat.maxSchemePrefixLengthSum, "\(work)")
        #expect(work.probes >= TableFormat.maxSchemePrefixLengths, "\(work)")
        let bound = policy.workBound(requestLength: Self.longScheme.utf8.count)
        #expect(work.isWithin(bound), "\(work) within \(bound)")
        // The bound counts the prefix lookups: one table without them bounds fewer probes.
        let plain = try Policy(table: CraftedTable().bytes).workBound(requestLength: Self.longScheme.utf8.count)
        #expect(bound.probes >= plain.probes + TableFormat.maxSchemePrefixLengths * TableFormat.maxBucketKeys)
        // A key whole is its exact class.
        #expect(policy.decide(Self.request(scheme: String(Self.longScheme.prefix(63)))).rule == 1)
    }

    @Test func prefixLengthsPastTheCapAreRejected() {
        var lengths = Self.lengthsAtTheCap
        lengths[lengths.count - 1] += 1
        #expect(
            throws: TableError.malformed("schemes: the prefix lengths add up to more than \(TableFormat.maxSchemePrefixLengthSum) bytes")
        ) {
            try Policy(table: Self.table(lengths: lengths).bytes)
        }
        // The shape the probe found: 64 lengths of up to 65,535 bytes (keyless here; the sum alone refuses it).
        var huge = CraftedTable()
        huge.schemes = [1, 0, 64] + (0..<64).map { 65_535 - 63 + $0 } + CraftedTable.keyTable([], starts: [0, 0])
        #expect(
            throws: TableError.malformed("schemes: the prefix lengths add up to more than \(TableFormat.maxSchemePrefixLengthSum) bytes")
        ) {
            try Policy(table: huge.bytes)
        }
    }
}
