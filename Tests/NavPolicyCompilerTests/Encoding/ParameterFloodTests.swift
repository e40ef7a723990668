import NavPolicy
import NavPolicyCompiler
import Testing

/// Parameter items a stranger chose (issue 43): host items whose FNV-1a hashes agree in their
/// low bits (an open-addressing table made them one probe chain: 100,000 bound in 5.66 s and a
/// decision took 675 µs) bind and decide with a bounded search whatever their hashes; and
/// `Policy.rebound(to:)` / `PolicyStore.rebind(_:)` bind other items to a loaded table without
/// validating it again, deciding as a fresh load with those items does. Counted, not timed.
@Suite struct ParameterFloodTests {
    static let source = """
        policy "flood"
        let servers = param "servers"
        let areas = param "areas"
        let tags = param "tags"
        when host in servers and path under areas then allow
        when host in servers then open in-place
        when query has tags then cancel
        otherwise open external
        """

    static func table() throws -> [UInt8] {
        try PolicyPipeline(lints: false).compile(SourceFile(name: "flood.navpolicy", text: source)).product.get().bytes
    }

    /// `count` distinct hosts `<label>.flood.example` whose FNV-1a hashes, bytes taken last to
    /// first as hosts are hashed, agree in their low `bits` bits: each label's first byte,
    /// hashed last, is solved for. `skip` of them are generated and dropped first, so two calls
    /// give disjoint sets.
    static func collidingHosts(_ count: Int, bits: Int, skip: Int = 0) -> [String] {
        let mask = UInt32(1) << UInt32(bits) - 1
        let tail = Array(".flood.example".utf8)
        let base = tail.reversed().reduce(ByteHash.basis32, ByteHash.step)
        let letters = Array("abcdefghijklmnopqrstuvwxyz".utf8)
        var hosts: [String] = []
        var counter = 0
        while hosts.count < count + skip {
            var label: [UInt8] = []
            var value = counter
            for _ in 0..<6 {
                label.append(letters[value % 26])
                value /= 26
            }
            counter += 1
            let hash = label.reversed().reduce(base, ByteHash.step)
            // The first byte b is hashed last: the low bits are (hash ^ b) * prime's, zero when hash ^ b's are.
            guard hash & mask & ~0xFF == 0, let first = UInt8(exactly: hash & 0xFF), letters.contains(first) else { continue }
            hosts.append(String(decoding: [first] + label + tail, as: UTF8.self))
        }
        return Array(hosts.dropFirst(skip))
    }

    @Test func collidingHostItemsDecideInABoundedSearch() throws {
        let items = Self.collidingHosts(600, bits: 10)
        let others = Self.collidingHosts(50, bits: 10, skip: 600)
        let mask = UInt32(1 << 10 - 1)
        #expect(Set((items + others).map { ByteHash.hash32(Array($0.utf8), reversed: true) & mask }).count == 1, "the hashes collide")
        let policy = try Policy(table: Self.table(), parameters: ["servers": items, "areas": ["/a"], "tags": []])
        // Each lookup is a binary search of 650 keys at most: 1 + 11 probes per label suffix.
        let steps = 12
        for (hosts, expected) in [(Array(items.prefix(100)), Action.openInPlace), (others, .openExternal)] {
            for host in hosts {
                var work = DecisionWork()
                let decision = policy.decide(try NavigationRequest(url: "https://\(host)/b", current: nil), counting: &work)
                #expect(decision.action == expected, "\(host)")
                // Three label suffixes (example, flood.example, the host): within their searches plus the walk.
                #expect(work.probes <= 3 * steps + 8, "\(host): \(work)")
            }
        }
    }

    @Test func reboundTablesDecideAsFreshLoads() throws {
        let table = try Self.table()
        let first = ["servers": ["chat.example"], "areas": ["/a"], "tags": ["x"]]
        let second = ["servers": ["*.other.example", "chat.example"], "areas": ["/b"], "tags": []]
        let loaded = try Policy(table: table, parameters: first)
        let rebound = try loaded.rebound(to: second)
        let fresh = try Policy(table: table, parameters: second)
        let requests = try ["https://chat.example/a", "https://chat.example/b", "https://x.other.example/b", "https://y.example/?x=1"].map {
            try NavigationRequest(url: $0, current: nil)
        }
        #expect(requests.map(rebound.decide) == requests.map(fresh.decide))
        #expect(requests.map(rebound.decide) != requests.map(loaded.decide), "the items matter")
        #expect(
            requests.map(loaded.decide) == requests.map(try Policy(table: table, parameters: first).decide),
            "the first binding is unchanged")
        #expect(throws: ParameterError.missing(key: "tags")) { try loaded.rebound(to: ["servers": [], "areas": []]) }
        #expect(throws: ParameterError.self) { try loaded.rebound(to: ["servers": ["a b"], "areas": [], "tags": []]) }

        let store = PolicyStore(loaded)
        #expect(throws: ParameterError.undeclared(key: "server", suggestion: "servers")) {
            try store.rebind(["server": [], "servers": [], "areas": [], "tags": []])
        }
        #expect(requests.map(store.decide) == requests.map(loaded.decide), "a refused binding keeps the policy")
        try store.rebind(second)
        #expect(requests.map(store.decide) == requests.map(fresh.decide))
    }

    /// A refused item is quoted by its first 80 characters and its length, not whole: it may
    /// be a stranger's megabyte.
    @Test func aHugeInvalidItemIsQuotedShort() throws {
        let item = String(repeating: "a", count: 1_000_000) + " b"
        let table = try Self.table()
        do throws(PolicyLoadError) {
            _ = try Policy(table: table, parameters: ["servers": [item], "areas": [], "tags": []])
            Issue.record("the item was accepted")
        } catch {
            guard case .parameter(.invalidItem(let key, let quoted, _)) = error else { throw error }
            #expect(key == "servers")
            #expect(quoted == String(repeating: "a", count: 80) + "… (1000002 bytes)")
            #expect(error.description.utf8.count < 300, "\(error.description.utf8.count) bytes")
        }
    }
}
