import NavPolicy

/// Hostile tables of up to 8 MB, each built to break an assumption of the loader or of
/// `decide` (every one passed an earlier reader's validation or made it slow), with the
/// requests that stress them. The unit tests check that each is rejected with a typed
/// `TableError` or decides within `DecisionWork.bound`; `NavPolicyBenchmarks --only e`
/// times their loading and decisions.
public enum AdversarialTables {
    /// One crafted table and the requests to decide on it.
    public struct Case: Sendable {
        /// What the table attacks.
        public let name: String
        /// The table bytes (length and checksum valid).
        public let bytes: [UInt8]
        /// Whether the reader must reject it (else it must load and decide within the bound).
        public let rejected: Bool
        /// Requests of about `length` bytes to decide if it loads (10 KB in `requests`).
        public let requestsOfLength: @Sendable (_ length: Int) -> [NavigationRequest]

        /// A case whose requests are about `length` bytes long for `requests(length)`.
        public init(name: String, bytes: [UInt8], rejected: Bool, requests: @escaping @Sendable (_ length: Int) -> [NavigationRequest]) {
            (self.name, self.bytes, self.rejected, requestsOfLength) = (name, bytes, rejected, requests)
        }

        /// Requests to decide if it loads (10 KB paths, hosts or queries).
        public var requests: [NavigationRequest] { requestsOfLength(10_000) }
    }

    static let hostField = RequestField.host.tableID, pathField = RequestField.path.tableID

    /// A 10 KB path of one repeated byte (`/aaaa…`).
    public static let longPath = path(10_001)

    /// A request with the given host and path (`https`, no current URL).
    public static func request(host: String? = "example.com", path: String) -> NavigationRequest {
        NavigationRequest(url: SplitURL(scheme: "https", host: host, path: path), current: .absent, target: .mainFrame, navigation: .link)
    }

    /// A path of `length` bytes of one repeated byte (`/aaaa…`; `longPath` is 10 KB).
    public static func path(_ length: Int) -> String { "/" + String(repeating: "a", count: max(0, length - 1)) }

    /// Requests for path tables: `/` and `length` `a`s, the same and `b`, and `/`.
    static func paths(_ length: Int) -> [NavigationRequest] {
        [request(path: path(length + 1)), request(path: path(length + 1) + "b"), request(path: "/")]
    }

    /// Every case at its full size.
    public static func all() -> [Case] {
        let paths: @Sendable (Int) -> [NavigationRequest] = { Self.paths($0) }
        let bothPaths: @Sendable (Int) -> [NavigationRequest] = { length in
            [request(path: upperPath(length), currentPath: upperPath(length)), request(path: upperPath(length) + "b", currentPath: "/")]
        }
        let queries: @Sendable (Int) -> [NavigationRequest] = { length in
            [String(repeating: "a", count: length), String(repeating: "%61", count: length / 3)].map { query in
                NavigationRequest(
                    url: SplitURL(scheme: "https", host: "example.com", path: "/", query: query), current: .absent, target: .mainFrame,
                    navigation: .link)
            }
        }
        let hosts: @Sendable (Int) -> [NavigationRequest] = { length in
            let host = String(repeating: "a.", count: length / 2) + "a"
            return [request(host: host, path: "/"), request(host: "b" + host, path: "/")]
        }
        return [
            Case(
                name: "500,000 nodes sharing 4,300 children (positions past 2^31)",
                bytes: sharedChildren(nodes: 500_000, classes: 4_300).bytes, rejected: true, requests: paths),
            Case(name: "650,000-node chain on one field", bytes: chain(nodes: 650_000).bytes, rejected: true, requests: paths),
            Case(
                name: "path key table with all 300,000 keys in one bucket (6 MB)", bytes: fullKeyTable(keys: 300_000).bytes, rejected: true,
                requests: paths),
            Case(name: "path keys of every length 1-4,000 (8 MB)", bytes: everyPathLength(4_000).bytes, rejected: true, requests: paths),
            Case(
                name: "path keys of lengths 1-180 (the length limit), 32 per length in one bucket", bytes: pathKeysAtTheLimit().bytes,
                rejected: false, requests: paths),
            Case(
                name: "host set of every label suffix to 253 bytes and 20,000 keys sharing 241 bytes", bytes: hostKeysAtTheLimit().bytes,
                rejected: false, requests: hosts),
            Case(
                name: "fullest accepted bucket of 4,000-byte keys", bytes: fullestBucket(keyLength: 4_000).bytes, rejected: false,
                requests: paths),
            Case(
                name: "256 chained globs with 1,024 inner bytes (the limit)",
                bytes: globChain(count: TableFormat.maxGlobs, innerBytes: TableFormat.maxGlobInnerBytes).bytes, rejected: false,
                requests: paths),
            Case(
                name: "256 chained query names on a 10 KB query", bytes: queryNameChain(count: TableFormat.maxQueryNames).bytes,
                rejected: false, requests: queries),
            Case(
                name: "256 chained globs with 30,000 inner bytes", bytes: globChain(count: TableFormat.maxGlobs, innerBytes: 30_000).bytes,
                rejected: true, requests: paths),
            Case(
                name: "300,000 host classes fanning out to path nodes", bytes: wideDiagram(classes: 300_000).bytes, rejected: false,
                requests: paths),
            Case(
                name: "bit-vector matcher: 16 fields x 41 dense sets over 64,000 terms, all flipped",
                bytes: denseMatcher(terms: 64_000, dense: 40).bytes, rejected: true, requests: paths),
            Case(
                name: "bit-vector matcher: 400,000 single-term flips in one class", bytes: sparseMatcher(terms: 400_000).bytes,
                rejected: true, requests: paths),
            Case(
                name: "bit-vector matcher at the word limit: 16 fields x (base + 40 dense sets), all flipped",
                bytes: denseMatcherAtTheLimit(dense: 40).bytes, rejected: false, requests: paths),
            Case(
                name: "bit-vector matcher at the word limit: 16 fields x (base + 2 dense sets), all flipped",
                bytes: denseMatcherAtTheLimit(dense: 2).bytes, rejected: false, requests: paths),
            Case(
                name: "bit-vector matcher at the word limit: single-term flips of every term", bytes: sparseMatcherAtTheLimit().bytes,
                rejected: false, requests: paths),
            Case(
                name: "256 folded globs with 4,990-byte prefixes and suffixes on both paths, then a matcher of their 512 fields",
                bytes: foldedAffixGlobs(count: TableFormat.maxGlobs, affixBytes: 4_990).bytes, rejected: false, requests: bothPaths),
            Case(
                name: "256 folded globs with 10,000-byte prefixes and suffixes on both paths, then a matcher of their 512 fields",
                bytes: foldedAffixGlobs(count: TableFormat.maxGlobs, affixBytes: 10_000).bytes, rejected: false, requests: bothPaths),
        ]
    }

    /// `nodes` host nodes that all share one range of `classes` children: decoding each node
    /// separately costs nodes × classes words.
    public static func sharedChildren(nodes: Int, classes: Int) -> CraftedTable {
        var table = CraftedTable()
        table.hosts[0] = classes
        let shared = Array(repeating: (field: hostField, firstChild: 0), count: nodes)
        table.nodes = CraftedTable.nodes(root: 0, shared, children: Array(repeating: CraftedTable.leaf(1), count: classes))
        return table
    }

    /// `nodes` host nodes in a chain, each the only child of the one before: one decision
    /// would classify the host once per node.
    public static func chain(nodes: Int) -> CraftedTable {
        var table = CraftedTable()
        let chain = (0..<nodes).map { (field: hostField, firstChild: $0) }
        table.nodes = CraftedTable.nodes(root: 0, chain, children: (1..<nodes).map { $0 } + [CraftedTable.leaf(1)])
        return table
    }

    /// `keys` one-byte path keys all in the first of as many buckets as keys: a miss would
    /// examine every key, once per key length.
    public static func fullKeyTable(keys: Int) -> CraftedTable {
        var table = CraftedTable()
        table.strings = Array(repeating: UInt8(ascii: "x"), count: keys)
        let entries = (0..<keys).map { CraftedTable.Key(offset: $0, length: 1) }
        var bucketCount = 1
        while bucketCount < keys { bucketCount *= 2 }
        let starts = [0] + Array(repeating: keys, count: bucketCount)
        table.paths = [1, 0, 1, 1] + CraftedTable.keyTable(entries, starts: starts)
        table.nodes = CraftedTable.nodes(root: 0, [(pathField, 0)], children: [CraftedTable.leaf(1)])
        return table
    }

    /// Path keys `/`, `/a`, `/aa`, … of every length up to `count`, each its own bytes (so
    /// `count`² / 2 bytes of strings), all prefixes of `longPath`: classes 1 (exact), 2 (deeper).
    /// Rules: 1 allow, 2 cancel.
    public static func everyPathLength(_ count: Int) -> CraftedTable {
        var table = CraftedTable()
        var keyBytes: [[UInt8]] = []
        var keys: [CraftedTable.Key] = []
        for length in 1...count {
            keys.append(CraftedTable.Key(offset: table.strings.count, length: length, exactClass: 1, deeperClass: 2))
            keyBytes.append(Array(longPath.utf8.prefix(length)))
            table.strings += keyBytes[keyBytes.count - 1]
        }
        var bucketCount = 1
        while bucketCount < count { bucketCount *= 2 }
        table.paths = [3, 0, count] + Array(1...count) + CraftedTable.keyTable(keys, bytes: keyBytes, bucketCount: bucketCount)
        table.rules = [2, 0, 0, 0, 0, 1, Int(Action.allow.rawValue), 0, 0, 2, Int(Action.cancel.rawValue), 0, 0]
        table.nodes = CraftedTable.nodes(root: 0, [(pathField, 0)], children: [0, 1, 2].map(CraftedTable.leaf))
        return table
    }

    /// The fullest bucket the reader accepts (`maxBucketKeys` keys), the one `longPath`'s
    /// prefix of `keyLength` bytes hashes to, filled with keys of that length that differ from
    /// it only in their last byte: each key examined is compared whole and misses.
    public static func fullestBucket(keyLength: Int) -> CraftedTable {
        let home = Int(ByteHash.hash32(longPath.utf8.prefix(keyLength))) & 63
        var table = CraftedTable()
        var keys: [CraftedTable.Key] = []
        for index in 0..<TableFormat.maxBucketKeys {
            table.strings += Array(longPath.utf8.prefix(keyLength - 1)) + [UInt8(ascii: "b") + UInt8(index)]
            keys.append(CraftedTable.Key(offset: index * keyLength, length: keyLength, exactClass: 1, deeperClass: 1))
        }
        let starts = (0...64).map { $0 <= home ? 0 : keys.count }
        table.paths = [2, 0, 1, keyLength] + CraftedTable.keyTable(keys, starts: starts)
        table.nodes = CraftedTable.nodes(root: 0, [(pathField, 0)], children: [CraftedTable.leaf(0), CraftedTable.leaf(1)])
        return table
    }

    /// `count` globs `*aaaa…ab*` (`innerBytes` between their stars in all), chained so one
    /// decision tests every one: matched one by one, each would search the whole of `aaaa…`
    /// (256 × 10 KB); the glob automaton reads the path once for all of them. Matching all of
    /// them decides rule 1.
    public static func globChain(count: Int, innerBytes: Int) -> CraftedTable {
        var table = CraftedTable()
        var globs: [Int] = [count]
        for index in 0..<count {
            // Inner lengths differ by glob but total `innerBytes`.
            let inner = innerBytes / count + (index < innerBytes % count ? 1 : 0)
            let glob = Array("*".utf8) + Array(repeating: UInt8(ascii: "a"), count: max(0, inner - 1)) + Array("b*".utf8)
            globs += [table.strings.count, glob.count, 0]
            table.strings += glob
        }
        table.globs = globs
        table.nodes = booleanChain(from: RequestField.glob(0).tableID, count: count)
        return table
    }

    /// Nodes testing the boolean fields `first`, `first + 1`, … in a chain: each node's both
    /// children are the next node, and the last decides rule 1 when true (so one decision
    /// tests every field).
    static func booleanChain(from first: Int, count: Int) -> [Int] {
        let fields = (0..<count).map { (field: first + $0, firstChild: 2 * $0) }
        let children = (1..<count).flatMap { [$0, $0] } + [CraftedTable.leaf(0), CraftedTable.leaf(1)]
        return CraftedTable.nodes(root: 0, fields, children: children)
    }

    /// A host node with `classes` classes, each leading to its own path node: a wide diagram,
    /// legal, whose loading must stay linear.
    public static func wideDiagram(classes: Int) -> CraftedTable {
        var table = CraftedTable()
        table.hosts[0] = classes
        table.paths[0] = 2
        let nodes = [(field: hostField, firstChild: 0)] + (0..<classes).map { (field: pathField, firstChild: classes + 2 * $0) }
        let children = (1...classes).map { $0 } + (0..<classes).flatMap { _ in [CraftedTable.leaf(1), CraftedTable.leaf(0)] }
        table.nodes = CraftedTable.nodes(root: 0, nodes, children: children)
        return table
    }

    /// A table decided by the matcher alone (root leaf `matcherOutcome`), one rule, `terms`
    /// terms, a field for each attribute (by table id; one class each) built by `field`.
    static func matcherTable(terms: Int, _ field: (Int) -> CraftedTable.MatcherField) -> CraftedTable {
        var table = CraftedTable()
        table.nodes = CraftedTable.nodes(root: CraftedTable.leaf(Int(TableFormat.matcherOutcome)), [], children: [])
        table.matcher = CraftedTable.matcher(
            termRules: Array(repeating: 1, count: terms), RequestField.attributes.map(\.tableID).map(field))
        return table
    }

    /// Every field's class flips `dense` full sets (an even number: they cancel) over a base
    /// that leaves out every 16th term, a different 16th per field: each field admits most
    /// terms, all of them together none, so a decision reads every set word of every field.
    public static func denseMatcher(terms: Int, dense: Int) -> CraftedTable {
        let full = fullSet(terms)
        return matcherTable(terms: terms) { field in
            var base = full
            for term in stride(from: field, to: terms, by: RequestField.attributes.count) { base[term / 64] &= ~(1 << UInt64(term % 64)) }
            return CraftedTable.MatcherField(
                field: field, base: base, dense: Array(repeating: full, count: dense),
                denseFlips: [Array(0..<dense)], sparseFlips: [[]])
        }
    }

    /// The last field's only class flips every term of a full base one by one: a decision
    /// reads every flip, and every other field's word before the set empties.
    public static func sparseMatcher(terms: Int) -> CraftedTable {
        let last = RequestField.attributes[RequestField.attributes.count - 1].tableID
        return matcherTable(terms: terms) { field in
            CraftedTable.MatcherField(
                field: field, base: fullSet(terms), denseFlips: [[]],
                sparseFlips: [field == last ? Array(0..<terms) : []])
        }
    }

    /// A set of `count` terms, all present.
    public static func fullSet(_ count: Int) -> [UInt64] {
        var set = Array(repeating: UInt64.max, count: (count + 63) / 64)
        if count % 64 != 0 { set[set.count - 1] = (1 << UInt64(count % 64)) - 1 }
        return set
    }
}
