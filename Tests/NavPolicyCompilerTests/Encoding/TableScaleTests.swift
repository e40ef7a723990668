import NavPolicy
import NavPolicyCompiler
import NavPolicyTestSupport
import Testing

/// Large host lists compile to tables whose size grows with the keys, not with the product
/// of keys and rules, and decide correctly. (No timing assertions: see the benchmark target.)
struct TableScaleTests {
    typealias P = TablePolicies

    static func hostListPolicy(count: Int) -> CheckedPolicy {
        let hosts = (0..<count).map { $0 % 10 == 0 ? P.wildcard("w\($0).example.net") : P.exact("h\($0).example.com") }
        return CheckedPolicy(
            name: "blocklist",
            rules: [
                CheckedRule(condition: .atom(.scheme(["mailto", "tel"])), action: .openExternal, line: 1),
                CheckedRule(condition: .atom(.host(hosts)), action: .cancel, line: 2),
                CheckedRule(
                    condition: .and([.atom(.navigation([.link])), .atom(.relation(.host, .different))]), action: .openInApp, line: 3),
                CheckedRule(condition: .always, action: .allow, isOtherwise: true, line: 4),
            ])
    }

    @Test func hundredThousandHostListCompilesAndLoads() throws {
        let count = 100_000
        let policy = Self.hostListPolicy(count: count)
        let lowered = try TableCompiler.lower(policy).get()
        // Every host plus the shared suffixes example.com, com, example.net, net.
        #expect(lowered.partition.hostKeys.count == count + 4)
        #expect(lowered.partition.classCount(of: .host) == 2)
        #expect(lowered.diagram.nodes.count < 10)
        let bytes = try TableCompiler.encode(lowered, sourceText: nil)
        #expect(bytes.count < 48 * count)
        let table = try Policy(table: bytes)
        let cases: [(NavigationRequest, Int?)] = [
            (P.request("https", "h99999.example.com"), 2), (P.request("https", "x.h99999.example.com", current: "x.h99999.example.com"), 4),
            (P.request("https", "w99990.example.net"), 2), (P.request("https", "a.b.w50000.example.net"), 2),
            (P.request("https", "badw50000.example.net", current: "badw50000.example.net"), 4),
            (P.request("https", "h5.example.com.evil.net"), 3), (P.request("tel", "h1.example.com"), 1),
            (P.request("https", nil, navigation: .other), 4),
        ]
        for (request, rule) in cases {
            #expect(table.decide(request).rule == rule, "\(request)")
            #expect(table.decide(request) == ReferenceInterpreter.decide(policy, request))
        }
    }

    /// Rules of one host and one of seven path prefixes each: the table grows linearly in the
    /// rules (bytes and diagram nodes per rule bounded, and doubling the rules at most a bit
    /// more than doubles either), and decides each rule's own requests.
    @Test func rulesOfOneHostEachStayLinear() throws {
        func policy(_ count: Int) -> CheckedPolicy {
            CheckedPolicy(
                name: nil,
                rules: (0..<count).map { index in
                    CheckedRule(
                        condition: .and([.atom(.host([P.wildcard("s\(index).example.org")])), .atom(.pathPrefix("/p\(index % 7)"))]),
                        action: Action.allCases[index % Action.allCases.count], line: index + 1)
                })
        }
        let sizes = try [500, 1_000, 2_000].map { count in
            let bytes = try TableCompiler.compile(policy(count)).get()
            return (count: count, bytes: bytes.count, nodes: try TableReader(bytes).nodeCount)
        }
        print("TableScaleTests: (rules, bytes, nodes) \(sizes)")
        for size in sizes {
            #expect(size.bytes <= 160 * size.count + 4_096, "\(size)")
            #expect(size.nodes <= 4 * size.count, "\(size)")
        }
        for (smaller, larger) in zip(sizes, sizes.dropFirst()) {
            #expect(Double(larger.bytes) <= 2.2 * Double(smaller.bytes), "\(smaller) → \(larger)")
            #expect(Double(larger.nodes) <= 2.2 * Double(smaller.nodes), "\(smaller) → \(larger)")
        }
        let table = try Policy(table: TableCompiler.compile(policy(2_000)).get())
        for index in stride(from: 0, to: 2_000, by: 37) {
            let request = P.request("https", "a.s\(index).example.org", "/p\(index % 7)/x")
            #expect(
                table.decide(request) == Decision(action: Action.allCases[index % Action.allCases.count], rule: index + 1, line: index + 1))
        }
    }

    /// Path prefixes of the lengths 1 to `count` (`/`, `/a`, `/aa`, …), one rule each.
    static func pathLengthsPolicy(count: Int) -> CheckedPolicy {
        CheckedPolicy(
            name: nil,
            rules: (1...count).map { length in
                CheckedRule(condition: .atom(.pathPrefix("/" + String(repeating: "a", count: length - 1))), action: .cancel, line: length)
            })
    }

    /// The reader's limit on the distinct path key lengths (`TableFormat.maxPathKeyLengthSum`):
    /// the compiler refuses a policy past it with the figures, before writing any table, and
    /// compiles one at it into a table the reader loads.
    @Test func pathKeyLengthsPastTheReadersLimitAreRefused() throws {
        let atTheLimit = try TableCompiler.compile(Self.pathLengthsPolicy(count: 180)).get()
        #expect(try Policy(table: atTheLimit).decide(P.request("https", "example.com", "/" + String(repeating: "a", count: 500))).rule == 1)
        let refused = TableCompiler.compile(Self.pathLengthsPolicy(count: 181))
        #expect(
            refused
                == .failure(
                    .tooLarge(
                        """
                        the policy's exact paths and path prefixes have 181 distinct lengths adding up to 16471 bytes, more than 16384 \
                        (each distinct length is one lookup per decision)
                        """)))
    }

    /// Two `url matches` globs with `inner` bytes each between their stars: the reader's limit on
    /// the glob automaton (`TableFormat.maxGlobInnerBytes` in all) is the compiler's.
    @Test func globInnerBytesPastTheReadersLimitAreRefused() throws {
        func policy(inner: Int) -> CheckedPolicy {
            CheckedPolicy(
                name: nil,
                rules: (0..<2).map { index in
                    let glob = "/\(index)*" + String(repeating: "a", count: inner) + "*"
                    return CheckedRule(
                        condition: .atom(.urlMatches(MatchPattern(schemes: ["https"], host: .any, pathGlob: glob))), action: .cancel,
                        line: index + 1)
                })
        }
        let half = TableFormat.maxGlobInnerBytes / 2
        let path = "/1x" + String(repeating: "a", count: half) + "y"
        #expect(
            try Policy(table: TableCompiler.compile(policy(inner: half)).get()).decide(P.request("https", "example.com", path)).rule == 2)
        #expect(
            TableCompiler.compile(policy(inner: half + 1))
                == .failure(
                    .tooLarge(
                        "the policy's path globs have \(2 * half + 2) bytes between their first and last '*', more than \(TableFormat.maxGlobInnerBytes)"
                    )))
    }

    /// A key longer than the entry's 16-bit length field (only a scheme can be: host keys stop
    /// at 253 bytes, path keys at the length sum's limit) is refused; one at the limit loads.
    @Test func keysPastTheEntryLengthAreRefused() throws {
        func policy(schemeLength: Int) -> CheckedPolicy {
            CheckedPolicy(
                name: nil,
                rules: [CheckedRule(condition: .atom(.scheme([String(repeating: "a", count: schemeLength)])), action: .cancel, line: 1)])
        }
        let longest = String(repeating: "a", count: TableFormat.maxKeyBytes)
        let table = try Policy(table: TableCompiler.compile(policy(schemeLength: TableFormat.maxKeyBytes)).get())
        #expect(table.decide(P.request(longest, "example.com", "/")).action == .cancel)
        #expect(table.decide(P.request("https", "example.com", "/")).action == .allow)
        #expect(
            TableCompiler.compile(policy(schemeLength: TableFormat.maxKeyBytes + 1))
                == .failure(
                    .tooLarge(
                        "a scheme key is \(TableFormat.maxKeyBytes + 1) bytes long, more than \(TableFormat.maxKeyBytes)")))
    }

    /// A rule built in code with a tag the language forbids is refused by rule, not written into
    /// a table the loader would reject; a valid tag beside it compiles and decides.
    @Test func forbiddenNotifyTagsAreRefusedByRule() throws {
        func policy(tag: String) -> CheckedPolicy {
            CheckedPolicy(
                name: nil,
                rules: [
                    CheckedRule(condition: .atom(.scheme(["http"])), action: .cancel, notify: "plain-http", line: 1),
                    CheckedRule(condition: .atom(.scheme(["ftp"])), action: .cancel, notify: tag, line: 2),
                ])
        }
        for tag in ["", "two words", String(repeating: "a", count: 65), "caf\u{E9}"] {
            #expect(TableCompiler.compile(policy(tag: tag)) == .failure(.invalidNotifyTag(rule: 2, tag: tag)))
        }
        let table = try Policy(table: TableCompiler.compile(policy(tag: String(repeating: "a", count: 64))).get())
        #expect(table.decide(P.request("ftp", "example.com", "/")).notify == String(repeating: "a", count: 64))
        #expect(table.decide(P.request("http", "example.com", "/")).notify == "plain-http")
    }

    /// Query names the runtime's index cannot tell apart (same hash and length) are refused by
    /// name, before any table is written.
    @Test func queryNamesWithTheSameHashAndLengthAreRefused() {
        let (first, second) = AdversarialTables.queryNameCollision
        let policy = CheckedPolicy(name: nil, rules: [CheckedRule(condition: .atom(.queryHas([first, second])), action: .cancel, line: 1)])
        #expect(
            TableCompiler.compile(policy)
                == .failure(
                    .tooLarge(
                        "the query names '\(first)' and '\(second)' have the same hash and length, which the runtime's query name index cannot tell apart"
                    )))
    }

    @Test func tooManyGlobsIsRefused() {
        let rules = (0...TableCompiler.maxGlobs).map { index in
            CheckedRule(
                condition: .atom(.urlMatches(MatchPattern(schemes: ["https"], host: .any, pathGlob: "/\(index)/*/x"))), action: .cancel,
                line: index + 1)
        }
        guard case .failure(.tooLarge) = TableCompiler.compile(CheckedPolicy(name: nil, rules: rules)) else {
            Issue.record("expected tooLarge")
            return
        }
    }

    /// Issue 24's compiled policy at a tenth of its size: `path starts-with [256 strings of up
    /// to 2 KB] ignoring case` on the path and the current path, each string a prefix of the
    /// next. A path that fails every string at its last byte tests all 512 globs, and the
    /// decision reads each path once through the prefix trie (about its length in bytes) where
    /// it compared every string in turn (256 × 1.9 KB per path).
    @Test func foldedPrefixListsCostThePathNotTheList() throws {
        let length = 2_000
        let source = SourceFile(name: "affixes.navpolicy", text: AffixPolicySource.text(count: 256, length: length))
        let policy = try PolicyPipeline(lints: false).load(source).product.get().policy
        let shortest = length - 255
        let miss = AdversarialTables.upperPath(shortest - 1) + "B"
        let cases: [(path: String, current: String, rule: Int)] = [
            (miss, miss, 3), (AdversarialTables.upperPath(length), miss, 1), (miss, AdversarialTables.upperPath(shortest).lowercased(), 2),
        ]
        for (path, current, rule) in cases {
            let request = AdversarialTables.request(path: path, currentPath: current)
            var work = DecisionWork()
            #expect(policy.decide(request, counting: &work).rule == rule)
            #expect(work.isWithin(policy.workBound(requestLength: max(path.utf8.count, current.utf8.count))), "\(work)")
            #expect(work.bytes <= 2 * 4 * (length + 1), "\(work)")
        }
    }
}
