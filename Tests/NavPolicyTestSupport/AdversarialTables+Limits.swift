import NavPolicy

/// The worst tables the reader's work limits allow (`TableFormat.maxPathKeyLengthSum`,
/// `maxHostKeyBytes`, `maxMatcherDecisionWords`): each spends as much of its limit as one
/// decision can, so the bound tests and `NavPolicyBenchmarks --only e` measure the real worst
/// case, not an easy one.
extension AdversarialTables {
    /// A 10 KB host of one-byte labels (`a.a.a…a`): a label suffix of every odd length.
    public static let longHost = String(repeating: "a.", count: 5_000) + "a"

    /// Path keys of the lengths 1 to 180 (adding up to 16,290 bytes, the most distinct lengths
    /// within `maxPathKeyLengthSum`); for each length the prefix of `longPath` and 31 keys that
    /// differ from it only in their last byte, all 32 in the prefix's bucket, the prefix last:
    /// each lookup of `longPath` examines 32 entries and compares 32 whole keys. Classes: 1
    /// (exact), 2 (deeper). Rules: 1 allow, 2 cancel.
    public static func pathKeysAtTheLimit() -> CraftedTable {
        var table = CraftedTable()
        let groups = (1...180).map { crowdedGroup(Array(longPath.utf8.prefix($0))) }
        let (keys, starts, placed) = crowdedBuckets(groups, reversed: false, bucketCount: 1 << 16, into: &table)
        table.paths = [3, 0, placed.count] + placed.map { $0 + 1 } + CraftedTable.keyTable(keys, starts: starts)
        table.rules = [2, 0, 0, 0, 0, 1, Int(Action.allow.rawValue), 0, 0, 2, Int(Action.cancel.rawValue), 0, 0]
        table.nodes = CraftedTable.nodes(root: 0, [(pathField, 0)], children: [0, 1, 2].map(CraftedTable.leaf))
        return table
    }

    /// The costliest host set a lookup can meet: every label suffix of `longHost` up to
    /// `maxHostKeyBytes` (127 labels, so a host that leaves the chain after one label walks 126
    /// chain steps), and `deepKeys` 253-byte keys one label below its 121-label suffix, so
    /// nearly every block starts with the same 16 bytes and each step of the binary search
    /// compares a whole 241-byte prefix. Classes: 1 (exact), 2 (deeper). Rules: 1 allow, 2 cancel.
    public static func hostKeysAtTheLimit(deepKeys: Int = 20_000) -> CraftedTable {
        var table = CraftedTable()
        let chain = stride(from: 1, through: TableFormat.maxHostKeyBytes, by: 2).map { String(longHost.suffix($0)) }
        let base = chain[120]
        let deep = (0..<deepKeys).map { index in
            let digits: [UInt8] = (0..<11).reversed().map { UInt8(ascii: "b") + UInt8(truncatingIfNeeded: index >> (2 * $0) & 3) }
            return String(decoding: digits, as: UTF8.self) + "." + base
        }
        let keys = (chain + deep).map { CraftedHostSet.Key($0, exactClass: 1, deeperClass: 2) }
        table.hosts = [3, 0, 0] + CraftedHostSet(keys).words
        table.rules = [2, 0, 0, 0, 0, 1, Int(Action.allow.rawValue), 0, 0, 2, Int(Action.cancel.rawValue), 0, 0]
        table.nodes = CraftedTable.nodes(root: 0, [(hostField, 0)], children: [0, 1, 2].map(CraftedTable.leaf))
        return table
    }

    /// `key` after `maxBucketKeys - 1` keys of its length that differ from it in the last byte.
    static func crowdedGroup(_ key: [UInt8]) -> [[UInt8]] {
        (0..<(TableFormat.maxBucketKeys - 1)).map { Array(key.dropLast()) + [UInt8(ascii: "b") + UInt8($0)] } + [key]
    }

    /// Keys (classes 1 exact, 2 deeper; their bytes appended to the table's strings) in bucket
    /// order and the `bucketCount + 1` bucket starts, placing each group in the bucket of its
    /// last key's hash; a group whose bucket is already full loses its first keys, or all of
    /// them (then it is not in `placed`).
    static func crowdedBuckets(
        _ groups: [[[UInt8]]], reversed: Bool, bucketCount: Int, into table: inout CraftedTable
    ) -> (keys: [CraftedTable.Key], starts: [Int], placed: [Int]) {
        let homes = groups.map { Int(ByteHash.hash32($0[$0.count - 1], reversed: reversed)) & (bucketCount - 1) }
        var keys: [CraftedTable.Key] = []
        var sizes = Array(repeating: 0, count: bucketCount)
        var placed: [Int] = []
        for index in homes.indices.sorted(by: { (homes[$0], $0) < (homes[$1], $1) }) {
            let budget = TableFormat.maxBucketKeys - sizes[homes[index]]
            guard budget > 0 else { continue }
            for key in groups[index].suffix(budget) {
                keys.append(CraftedTable.Key(offset: table.strings.count, length: key.count, exactClass: 1, deeperClass: 2))
                table.strings += key
                sizes[homes[index]] += 1
            }
            placed.append(index)
        }
        return (keys, sizes.reduce(into: [0]) { $0.append($0[$0.count - 1] + $1) }, placed.sorted())
    }

    /// `denseMatcher` with `dense` sets per field and the most terms whose decision stays
    /// within `maxMatcherDecisionWords` (16 fields read their base and `dense` sets per word).
    public static func denseMatcherAtTheLimit(dense: Int) -> CraftedTable {
        let fields = RequestField.attributes.count
        let words = TableFormat.maxMatcherDecisionWords / (1 + fields * (1 + dense))
        return denseMatcher(terms: 64 * words, dense: dense)
    }

    /// `sparseMatcher` with the most terms whose decision stays within
    /// `maxMatcherDecisionWords`: every term flipped, plus 17 words per 64 terms.
    public static func sparseMatcherAtTheLimit() -> CraftedTable {
        let words = TableFormat.maxMatcherDecisionWords / (64 + 1 + RequestField.attributes.count)
        return sparseMatcher(terms: 64 * words)
    }
}

extension AdversarialTables {
    /// A 10 KB query: one parameter whose name is `a` repeated.
    public static let longQuery = String(repeating: "a", count: 10_000)

    /// `count` query names (`query has`), `a`, `aa`, …, chained so one decision tests every
    /// one on the request's query (the last name present decides rule 1).
    public static func queryNameChain(count: Int) -> CraftedTable {
        var table = CraftedTable()
        var names: [Int] = [count]
        for index in 0..<count {
            let name = Array(repeating: UInt8(ascii: "a"), count: index + 1)
            names += [table.strings.count, name.count]
            table.strings += name
        }
        table.queryNames = names
        table.nodes = booleanChain(from: RequestField.queryName(0).tableID, count: count)
        return table
    }

    /// Two different names of one length with the same FNV-1a hash, found by a birthday
    /// search over seeded random ten-letter names (what `QueryNameIndex` cannot tell apart).
    public static let queryNameCollision: (String, String) = {
        var random = SeededGenerator(seed: 0xC0111DE)
        var seen: [UInt32: String] = [:]
        for _ in 0..<4_000_000 {
            let name = String(decoding: (0..<10).map { _ in UInt8(ascii: "a") + UInt8(random.below(26)) }, as: UTF8.self)
            if let other = seen.updateValue(name, forKey: ByteHash.hash32(name.utf8)), other != name { return (other, name) }
        }
        fatalError("no collision among four million names")
    }()
}
