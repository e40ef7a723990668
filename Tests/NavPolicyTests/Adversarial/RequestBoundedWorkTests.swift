import NavPolicy
import NavPolicyTestSupport
import Testing

/// Issue 24: a decision's work is bounded by the request, not by the table. Glob affixes are
/// read through tries once per path, however long and many they are (the tables here hold up
/// to 256 × 2 KB of them; the benchmark's, 256 × 20 KB); and loading keeps nothing per rule,
/// so a table of many rules takes no memory per rule. Counted, not timed.
struct RequestBoundedWorkTests {
    typealias Tables = AdversarialTables

    /// The counted work of one decision, checked against the table's bound.
    static func work(_ policy: Policy, _ request: NavigationRequest) -> (Decision, DecisionWork) {
        let decision = AdversarialTableTests.decideWithinBound(policy, request)
        var work = DecisionWork()
        _ = policy.decide(request, counting: &work)
        return (decision, work)
    }

    /// 256 folded globs with prefixes and suffixes of `affix` bytes on both paths, then a
    /// matcher of all 512 glob fields: every affix matches a path of `A`s, and the work stays a
    /// small multiple of the path's length (four trie walks and the automaton's four words per
    /// byte, per path), the same for affixes of 200 or 1,000 bytes. Before, each affix was
    /// compared at its node, in the automaton's run and for its matcher field: 3 × 256 × 2 KB
    /// per path.
    @Test(arguments: [200, 1_000])
    func foldedAffixesCostThePathNotTheGlobs(_ affix: Int) throws {
        let policy = try Policy(table: Tables.foldedAffixGlobs(count: TableFormat.maxGlobs, affixBytes: affix).bytes)
        let length = 3_000
        let path = Tables.upperPath(length)
        let (decision, work) = Self.work(policy, Tables.request(path: path, currentPath: path))
        #expect(decision.rule == 1)
        #expect(work.nodes == 2 * TableFormat.maxGlobs, "\(work)")
        #expect(work.bytes <= 2 * (4 + 4) * length, "\(work)")
        // A path that has every prefix but no suffix: each glob fails, still one walk per trie.
        // (Its diagram tests every glob whatever their answers, then its matcher admits its
        // one term whatever the classes: rule 1 again.)
        let (missed, missWork) = Self.work(policy, Tables.request(path: path + "b", currentPath: "/"))
        #expect(missed.rule == 1)
        #expect(missWork.bytes <= 2 * 4 * (length + 1), "\(missWork)")
    }

    /// The bound itself no longer grows with the globs' bytes: two tables that differ only in
    /// their affixes' length have the same bound for the same request length.
    @Test func theBoundIgnoresTheGlobsBytes() throws {
        let short = try Policy(table: Tables.foldedAffixGlobs(count: 16, affixBytes: 10).bytes)
        let long = try Policy(table: Tables.foldedAffixGlobs(count: 16, affixBytes: 2_000).bytes)
        #expect(short.workBound(requestLength: 100) == long.workBound(requestLength: 100))
    }

    /// Loading keeps no `Decision` (88 bytes) per rule record (16 bytes): a table of 200,000
    /// rules keeps nothing per rule, and its last rule decides as written.
    @Test func manyRulesTakeNoMemoryPerRule() throws {
        let count = 200_000
        let table = Tables.manyRules(count).bytes
        let policy = try Policy(table: table)
        #expect(policy.retainedBytes < 4_096, "\(policy.retainedBytes) bytes for \(table.count) table bytes")
        #expect(policy.decide(Tables.request(path: "/")) == Decision(action: .allow, rule: count, line: count))
    }

    /// A table of many rules decides from its rule records in the table what a small one
    /// decides from ready `Decision`s: action, rule, line and notify tag (copied from the table).
    @Test(arguments: [3, 50_000])
    func ruleRecordsDecideAsReadyDecisionsDo(_ count: Int) throws {
        var table = CraftedTable()
        let tag = Array("ad-click.v2".utf8)
        table.strings = tag
        table.rules = [count, 0, 0, 0, 0]
        for rule in 1...count {
            table.rules +=
                rule.isMultiple(of: 2)
                ? [10 * rule, Int(Action.cancel.rawValue), 0, tag.count] : [10 * rule, Int(Action.allow.rawValue), 0, 0]
        }
        // The view field (two classes: main, popup) decides the last two rules.
        (table.enumClasses[16], table.enumClasses[18]) = (2, 1)
        table.nodes = CraftedTable.nodes(
            root: 0, [(RequestField.view.tableID, 0)], children: [CraftedTable.leaf(count), CraftedTable.leaf(count - 1)])
        let policy = try Policy(table: table.bytes)
        func decide(_ view: NavigationView) -> Decision {
            policy.decide(NavigationRequest(url: SplitURL(scheme: "https", host: "example.com", path: "/"), current: .absent, view: view))
        }
        let (even, odd) = count.isMultiple(of: 2) ? (decide(.main), decide(.popup)) : (decide(.popup), decide(.main))
        #expect(
            even
                == Decision(
                    action: .cancel, rule: count - (count.isMultiple(of: 2) ? 0 : 1),
                    line: 10 * (count - (count.isMultiple(of: 2) ? 0 : 1)), notify: "ad-click.v2"))
        #expect(
            odd
                == Decision(
                    action: .allow, rule: count - (count.isMultiple(of: 2) ? 1 : 0), line: 10 * (count - (count.isMultiple(of: 2) ? 1 : 0)))
        )
        // Ready decisions for the small table, records for the large one (88 bytes a rule
        // would pass 4 per table byte).
        if count == 3 {
            #expect(policy.retainedBytes >= MemoryLayout<Decision>.stride * (count + 1))
        } else {
            #expect(policy.retainedBytes < 4_096, "\(policy.retainedBytes)")
        }
    }

    /// Every crafted table that loads holds at most 4 bytes per table byte beyond its bytes,
    /// plus the glob automaton's and the affix tries' fixed worst cases.
    @Test func loadedTablesStayWithinFourBytesPerTableByte() {
        // The automaton (256 rows of at most 16 words, its masks) and four tries of at most
        // 513 nodes: what `TableFormat.md` allows beyond the 4 bytes per table byte.
        let fixed = 8 * (256 + 2) * 16 + 4 * (513 * 25 + 256)
        for crafted in Tables.all() {
            guard let policy = try? Policy(table: crafted.bytes) else { continue }
            #expect(
                policy.retainedBytes <= 4 * crafted.bytes.count + fixed,
                "\(crafted.name): \(policy.retainedBytes) for \(crafted.bytes.count)")
        }
    }
}
