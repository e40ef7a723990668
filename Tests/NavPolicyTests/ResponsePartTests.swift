import NavPolicy
import NavPolicyTestSupport
import Testing

/// The response section (table format 9) without a compiler: a crafted response part decides
/// responses with rule numbers after the navigation rules, and every hostile one is a typed
/// `malformed` error naming the response part.
struct ResponsePartTests {
    /// A table whose one navigation rule allows and whose response part's one rule (rule 2,
    /// line 5) cancels: the smallest table with both parts.
    static func table(
        responseRules: [Int] = [1, 1, 0, 0, 0, 5, Int(Action.cancel.rawValue), 0, 0], edit: (inout CraftedTable) -> Void = { _ in }
    ) -> CraftedTable {
        var response = CraftedTable()
        response.rules = responseRules
        edit(&response)
        var table = CraftedTable()
        table.response = response.bytes
        return table
    }

    static let response = try! NavigationResponse(url: "https://example.com/report.pdf", status: 200, type: "application/pdf")

    @Test func aResponsePartDecidesResponsesAndNumbersItsRulesAfterTheNavigationRules() throws {
        let policy = try Policy(table: Self.table().bytes)
        #expect(policy.hasResponseRules)
        #expect(policy.decide(Self.response) == Decision(action: .cancel, rule: 2, line: 5))
        #expect(
            policy.decide(try NavigationRequest(url: "https://example.com/", current: nil)) == Decision(action: .allow, rule: 1, line: 1))
        let plain = try Policy(table: CraftedTable().bytes)
        #expect(!plain.hasResponseRules && plain.decide(Self.response) == .implicitDefault)
    }

    @Test func aResponseDecisionAllocatesNothingAndIsBounded() throws {
        let policy = try Policy(table: Self.table().bytes)
        var work = DecisionWork()
        #expect(policy.decide(Self.response, counting: &work) == policy.decide(Self.response))
        #expect(work.isWithin(policy.responseWorkBound(requestLength: 64)), "\(work)")
    }

    static let hostile: [(name: String, table: CraftedTable, reason: String)] = [
        (
            "rule numbers restart", table(responseRules: [1, 0, 0, 0, 0, 5, 1, 0, 0]),
            "response: its rule numbers start after 0, not after the 1 navigation rules"
        ),
        (
            "rule numbers skip", table(responseRules: [1, 7, 0, 0, 0, 5, 1, 0, 0]),
            "response: its rule numbers start after 7, not after the 1 navigation rules"
        ),
        (
            "rule numbers overflow", table(responseRules: [1, TableFormat.maxRuleNumber, 0, 0, 0, 5, 1, 0, 0]),
            "response part: rules: rule numbers start after \(TableFormat.maxRuleNumber)"
        ),
        (
            "a navigation table numbered after others",
            {
                var table = CraftedTable()
                table.rules = [1, 3, 0, 0, 0, 1, 0, 0, 0]
                return table
            }(), "rules: rule numbers start after 3"
        ),
        ("a part of its own", table { $0.response = CraftedTable().bytes }, "response part: response: a response part has a response part"),
        (
            "other flags",
            table {
                $0.strings = Array("kiosk".utf8)
                $0.declarations = [1, 0, 5, 0, 0]
            },
            "response: its flags or parameters differ from the table's"
        ),
        ("a source", table { $0.source = [0, 0] }, "response: the response part has a source section"),
        ("a corrupt part", table { $0.nodes = [0, 0, CraftedTable.leaf(9)] }, "response part: nodes: leaf names rule 9"),
    ]

    @Test(arguments: hostile.indices)
    func hostileResponsePartsAreMalformed(_ index: Int) {
        let (name, table, reason) = Self.hostile[index]
        #expect(throws: TableError.malformed(reason), "\(name)") { try Policy(table: table.bytes) }
    }

    @Test func aTruncatedOrForeignPartIsMalformed() {
        var table = CraftedTable()
        table.response = Array(CraftedTable().bytes.dropLast(4))
        #expect(throws: TableError.malformed("response part: the table is truncated")) { try Policy(table: table.bytes) }
        table.response = Array("NVPX".utf8) + [UInt8](repeating: 0, count: 200)
        #expect(throws: TableError.malformed("response part: " + TableError.badMagic.description)) { try Policy(table: table.bytes) }
    }
}
