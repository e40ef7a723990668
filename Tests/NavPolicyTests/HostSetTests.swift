import NavPolicy
import NavPolicyTestSupport
import Testing

/// The host set (`HostSet`, format 10) against a plain model: random key sets written from the
/// documented layout (`CraftedHostSet`, not the compiler) with labels from a few letters, so
/// names share long prefixes, blocks start with equal 16-byte prefixes and the separator meets
/// `-` and digits; every decided host's class must be the model's (the exact class of the
/// whole host as a key, else the deeper class of its longest label suffix that is a key, else
/// unmatched), within the work bound. Then tampered sets: a typed error or a bounded decision.
struct HostSetTests {
    static let labels = ["a", "b", "ab", "a-b", "a0", "b.a", "xn--a", "aaaaaaaaaaaaaaaa", "aaaaaaaaaaaaaaab", "z"]

    /// A random host of 1–6 labels from `labels` (some of which hold a dot).
    static func randomHost(_ random: inout SeededGenerator) -> String {
        (0...random.below(6)).map { _ in labels[random.below(labels.count)] }.joined(separator: ".")
    }

    /// Every label suffix of each host, with random classes below 4.
    static func keys(_ hosts: [String], _ random: inout SeededGenerator) -> [CraftedHostSet.Key] {
        var seen = Set<String>()
        for host in hosts {
            var labels = host.split(separator: ".").map(String.init)
            while !labels.isEmpty {
                seen.insert(labels.joined(separator: "."))
                labels.removeFirst()
            }
        }
        return seen.sorted().map { CraftedHostSet.Key($0, exactClass: random.below(4), deeperClass: random.below(4)) }
    }

    /// A table whose host node sends class c to rule c + 1 (classes: 0–3 the keys', 4 none, 5 unmatched).
    static func table(_ hosts: [Int]) -> CraftedTable {
        var table = CraftedTable()
        table.hosts = [6, 4, 5] + hosts
        table.rules = [6, 0, 0, 0, 0] + (1...6).flatMap { [$0, Int(Action.allow.rawValue), 0, 0] }
        table.nodes = CraftedTable.nodes(root: 0, [(RequestField.host.tableID, 0)], children: (1...6).map(CraftedTable.leaf))
        return table
    }

    /// The model's class of `host` among `keys`.
    static func expectedClass(_ host: String?, _ keys: [String: CraftedHostSet.Key]) -> Int {
        guard let host else { return 4 }
        if let key = keys[host] { return key.exactClass }
        var labels = host.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        while labels.count > 1 {
            labels.removeFirst()
            if let key = keys[labels.joined(separator: ".")] { return key.deeperClass }
        }
        return 5
    }

    static func request(_ host: String) -> NavigationRequest {
        NavigationRequest(url: SplitURL(scheme: "https", host: host, path: "/"), current: .absent, target: .mainFrame, navigation: .link)
    }

    @Test func lookupsAgreeWithTheModel() throws {
        let seed: UInt64 = 0x4057_5E7
        var random = SeededGenerator(seed: seed)
        var decided = 0
        for round in 0..<PropertyScale.cases(200) {
            let hosts = (0..<(1 + random.below(round % 3 == 0 ? 600 : 40))).map { _ in Self.randomHost(&random) }
            decided += try Self.decideAgainstModel(Self.keys(hosts, &random), &random, "seed \(seed) round \(round)")
        }
        print("host set vs model, seed \(seed), \(PropertyScale.label): \(decided) hosts agree")
    }

    /// Sets of over 16 blocks get fences at load (`HostFences`, every 8th block's first 16
    /// bytes). Here every key but two lies under a domain whose reversed name is 18 bytes, so
    /// every fence and block head ties the names under it in all 16 bytes: each lookup takes
    /// the second fence search and compares block heads whole.
    @Test func fencesThatTieEveryNameAgreeWithTheModel() throws {
        let seed: UInt64 = 0xFE_4CE5
        var random = SeededGenerator(seed: seed)
        var decided = 0
        for round in 0..<PropertyScale.cases(12) {
            let hosts = (0..<(400 + random.below(800))).map { _ in Self.randomHost(&random) + ".aaaaaaaaaaaaaaaa.b" }
            let keys = Self.keys(hosts + (round % 2 == 0 ? ["a.a", "c"] : []), &random)
            #expect(keys.count > 2 * 8 * 16, "seed \(seed): \(keys.count) keys make too few blocks for fences")
            decided += try Self.decideAgainstModel(keys, &random, "seed \(seed) round \(round)")
        }
        print("host set fences tied with every name vs model, seed \(seed), \(PropertyScale.label): \(decided) hosts agree")
    }

    /// Decides 100 hosts near `keys` (keys, their subdomains, parents and neighbours, and
    /// unrelated names) against the model and the work bound; returns how many.
    static func decideAgainstModel(_ keys: [CraftedHostSet.Key], _ random: inout SeededGenerator, _ context: String) throws -> Int {
        let byHost = Dictionary(uniqueKeysWithValues: keys.map { ($0.host, $0) })
        let policy = try Policy(table: Self.table(CraftedHostSet(keys).words).bytes)
        let bound = policy.workBound(requestLength: 200)
        for _ in 0..<100 {
            var host = random.below(2) == 0 ? keys[random.below(keys.count)].host : Self.randomHost(&random)
            switch random.below(5) {
            case 0: host = Self.randomHost(&random) + "." + host
            case 1: host = String(host.dropFirst())
            case 2: host += "a"
            default: break
            }
            let request = Self.request(host)
            var work = DecisionWork()
            let decision = policy.decide(request, counting: &work)
            let expected = Self.expectedClass(request.url.host, byHost)
            #expect(decision.rule == expected + 1, "\(context): \(host) among \(keys.count) keys")
            #expect(work.isWithin(bound), "\(context): \(work)")
        }
        return 100
    }

    /// One key of each case that validation names, tampered one way each.
    @Test func tamperedSetsGiveTypedErrors() {
        let keys = ["com", "example.com", "a.example.com", "b.example.com", "org"].map {
            CraftedHostSet.Key($0, exactClass: 1, deeperClass: 2)
        }
        let sound = CraftedHostSet(keys)
        func rejects(_ message: String, _ tamper: (inout CraftedHostSet) -> Void) {
            var set = sound
            tamper(&set)
            #expect(throws: TableError.malformed("hosts: " + message)) { try Policy(table: Self.table(set.words).bytes) }
        }
        #expect((try? Policy(table: Self.table(sound.words).bytes)) != nil)
        rejects("5 keys in 2 blocks") { $0.counts[1] = 2 }
        rejects("5 infos and 5 chains for 5 keys, 2 bytes per info") { $0.counts[4] = 2 }
        rejects("chain 0 has parent 1 or class 2 out of range") { $0.chains[0] = 1 }
        rejects("chain 1 has depth 1, not 2") { $0.chains[5] = 1 }
        rejects("info 0 has a class or chain out of range") { $0.infos[1] = 5 }
        rejects("a block's index prefix is not its first key's") { $0.blocks[0].prefix[0] = UInt8(ascii: "d") }
        rejects("block 0 does not start where the one before ends") { $0.blocks[0].offset = 1 }
        rejects("1 bytes after the last key") {
            $0.data.append(0)
            $0.counts[5] += 1
        }
        rejects("key 4 runs past the data") {
            $0.data.removeLast(4)
            $0.counts[5] -= 4
        }
        rejects("key 4 is out of range") {
            $0.data.removeLast(3)
            $0.counts[5] -= 3
        }
        // Keys out of order (`org` written as `arg`, below the key before it) are not checked at
        // load: they change which class a lookup finds, never how much work it does.
        var unordered = sound
        unordered.data[unordered.data.count - 3] = UInt8(ascii: "a")
        let policy = try? Policy(table: Self.table(unordered.words).bytes)
        #expect(policy != nil)
        for host in ["arg", "a.arg", "example.com", "x.org"] {
            var work = DecisionWork()
            _ = policy?.decide(Self.request(host), counting: &work)
            #expect(work.isWithin(policy?.workBound(requestLength: 20) ?? DecisionWork()))
        }
    }

    /// Random bytes changed in a sound set: loading throws a `TableError` or the table decides
    /// every host within the bound (the checks leave no unchecked read).
    @Test func randomDamageIsRejectedOrBounded() throws {
        let seed: UInt64 = 0xDA_4A6E
        var random = SeededGenerator(seed: seed)
        let keys = Self.keys((0..<300).map { _ in Self.randomHost(&random) }, &random)
        let words = CraftedHostSet(keys).words
        var (rejected, loaded) = (0, 0)
        for _ in 0..<PropertyScale.cases(3_000) {
            var damaged = words
            for _ in 0...random.below(3) {
                let index = random.below(damaged.count)
                damaged[index] = random.below(4) == 0 ? random.below(1 << 32) : damaged[index] ^ (1 << random.below(32))
            }
            guard let policy = try? Policy(table: Self.table(damaged).bytes) else {
                rejected += 1
                continue
            }
            loaded += 1
            let bound = policy.workBound(requestLength: 100)
            for _ in 0..<20 {
                var work = DecisionWork()
                _ = policy.decide(Self.request(Self.randomHost(&random)), counting: &work)
                #expect(work.isWithin(bound), "seed \(seed): \(work)")
            }
        }
        print("host set damage, seed \(seed): \(rejected) rejected, \(loaded) loaded and bounded")
        #expect(rejected > 0 && loaded > 0)
    }
}
