import NavPolicy
import NavPolicyTestSupport
import Testing

/// The bit-vector matcher section read as untrusted bytes: a crafted matcher decides by its
/// sets (base XOR dense and single flips), every inconsistency is a typed `TableError`, and
/// hostile matchers decide within `DecisionWork.bound` (each set word and flip read once).
struct MatcherSectionTests {
    static let viewField = RequestField.view.tableID

    /// Two rules (allow, cancel) decided by the matcher over the view field (two classes):
    /// `main` admits both terms (base {1}, term 0 flipped) → rule 1; `popup` flips dense set
    /// {1} away → no term → the implicit default.
    static func table(_ field: CraftedTable.MatcherField? = nil, terms: [Int] = [1, 2]) -> CraftedTable {
        var table = CraftedTable()
        table.rules = [2, 0, 0, 0, 0, 1, Int(Action.allow.rawValue), 0, 0, 2, Int(Action.cancel.rawValue), 0, 0]
        // The view field: two classes, main → 0, popup → 1 (enum class words after target,
        // navigation and current).
        table.enumClasses[16] = 2
        table.enumClasses[18] = 1
        table.nodes = CraftedTable.nodes(root: CraftedTable.leaf(Int(TableFormat.matcherOutcome)), [], children: [])
        let view =
            field
            ?? CraftedTable.MatcherField(field: viewField, base: [0b10], dense: [[0b10]], denseFlips: [[], [0]], sparseFlips: [[0], []])
        table.matcher = CraftedTable.matcher(termRules: terms, [view])
        return table
    }

    static func request(_ view: NavigationView) -> NavigationRequest {
        NavigationRequest(url: SplitURL(scheme: "https", host: "example.com", path: "/"), current: .absent, view: view)
    }

    @Test func craftedMatcherDecidesBySets() throws {
        let policy = try Policy(table: Self.table().bytes)
        #expect(AdversarialTableTests.decideWithinBound(policy, Self.request(.main)).rule == 1)
        #expect(AdversarialTableTests.decideWithinBound(policy, Self.request(.popup)) == .implicitDefault)
        // Without the flip of term 0, `main` admits term 1 only: rule 2.
        let later = CraftedTable.MatcherField(
            field: Self.viewField, base: [0b10], dense: [[0b10]], denseFlips: [[], [0]], sparseFlips: [[], []])
        #expect(AdversarialTableTests.decideWithinBound(try Policy(table: Self.table(later).bytes), Self.request(.main)).rule == 2)
    }

    @Test(
        arguments: [
            (
                "dense flip past the sets",
                CraftedTable.MatcherField(field: 2, base: [0], dense: [[1]], denseFlips: [[1], []], sparseFlips: [[], []]),
                "matcher: field 2 dense flips out of order or range"
            ),
            (
                "one dense set flipped twice",
                CraftedTable.MatcherField(field: 2, base: [0], dense: [[1]], denseFlips: [[0, 0], []], sparseFlips: [[], []]),
                "matcher: field 2 dense flips out of order or range"
            ),
            (
                "term flip past the terms", CraftedTable.MatcherField(field: 2, base: [0], denseFlips: [[], []], sparseFlips: [[2], []]),
                "matcher: field 2 term flips out of order or range"
            ),
            (
                "term flips descending", CraftedTable.MatcherField(field: 2, base: [0], denseFlips: [[], []], sparseFlips: [[1, 0], []]),
                "matcher: field 2 term flips out of order or range"
            ),
            (
                "base bit past the terms",
                CraftedTable.MatcherField(field: 2, base: [0b100], denseFlips: [[], []], sparseFlips: [[], []]),
                "matcher: field 2 sets bits past the last term"
            ),
            (
                "dense bit past the terms",
                CraftedTable.MatcherField(field: 2, base: [0], dense: [[1 << 63]], denseFlips: [[], []], sparseFlips: [[], []]),
                "matcher: field 2 sets bits past the last term"
            ),
            (
                "fewer classes than the classifier", CraftedTable.MatcherField(field: 2, base: [0], denseFlips: [[]], sparseFlips: [[]]),
                "matcher: field 2 has 1 classes, its classifier 2"
            ),
            (
                "a glob field of a table without globs",
                CraftedTable.MatcherField(field: RequestField.glob(0).tableID, base: [0], denseFlips: [[], []], sparseFlips: [[], []]),
                "matcher: field \(RequestField.glob(0).tableID) is no field of this table"
            ),
        ] as [(String, CraftedTable.MatcherField, String)])
    func inconsistentSectionsAreRejected(_ name: String, _ field: CraftedTable.MatcherField, _ message: String) {
        #expect(throws: TableError.malformed(message), "\(name)") { try Policy(table: Self.table(field).bytes) }
    }

    @Test func termsMustNameRulesAndStartsMustSpanTheFlips() {
        #expect(throws: TableError.malformed("matcher: term 1 names rule 3")) { try Policy(table: Self.table(terms: [1, 3]).bytes) }
        var table = Self.table()
        // The sparse flips' last class start (after the dense lists) claims one flip more than listed.
        let sparseEnd = table.matcher.count - 2
        table.matcher[sparseEnd] += 1
        #expect(throws: TableError.self) { try Policy(table: table.bytes) }
        table = Self.table()
        table.matcher.removeLast()
        #expect(throws: TableError.self) { try Policy(table: table.bytes) }
        table = Self.table()
        table.matcher[1] = 2
        #expect(throws: TableError.self) { try Policy(table: table.bytes) }
    }

    /// Matchers built to read as much as possible per decision stay within the bound.
    @Test func hostileMatchersDecideWithinTheBound() throws {
        for crafted in [AdversarialTables.denseMatcher(terms: 4_000, dense: 10), AdversarialTables.sparseMatcher(terms: 20_000)] {
            let policy = try Policy(table: crafted.bytes)
            var work = DecisionWork()
            #expect(policy.decide(Self.request(.main), counting: &work) == .implicitDefault)
            #expect(work.matcherWords > 20_000 / 64, "the matcher read \(work.matcherWords) words")
            #expect(work.isWithin(policy.workBound(requestLength: 20)), "\(work)")
        }
    }
}
