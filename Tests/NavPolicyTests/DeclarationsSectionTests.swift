import NavPolicyTestSupport
import Testing

@testable import NavPolicy

/// Format 8's declarations section on tables crafted byte by byte: a table with a flag and a
/// host parameter binds and decides; hostile declarations are typed errors.
@Suite struct DeclarationsSectionTests {
    /// Strings `call-active`, `servers` (key) and `servers` (name); one flag; one host
    /// parameter; one host test. The root tests the flag (id 1044; on: rule 2), its off branch
    /// the host test (id 1108; in: rule 1, out: the default).
    static func table(declarations: [Int]? = nil, nodes: [Int]? = nil, strings: String? = nil) -> CraftedTable {
        var table = CraftedTable()
        table.strings = Array((strings ?? "call-activeserversservers").utf8)
        table.rules = [2, 0, 0, 0, 0, 3, Int(Action.allow.rawValue), 0, 0, 4, Int(Action.cancel.rawValue), 0, 0]
        table.declarations = declarations ?? [1, 0, 11, 1, 11, 7, 18, 7, Int(TableParameter.Kind.hostPatterns.rawValue), 1, 0, 1]
        let parameterTest = RequestField.parameterTest(0, .host).tableID
        let flag = RequestField.flag(0).tableID
        table.nodes =
            nodes
            ?? CraftedTable.nodes(
                root: 0, [(flag, 0), (parameterTest, 2)],
                children: [1, CraftedTable.leaf(2), CraftedTable.leaf(0), CraftedTable.leaf(1)])
        return table
    }

    /// A diagram of one flag node (off: rule 1, on: rule 2), and one of a leaf alone.
    static let flagNode = CraftedTable.nodes(
        root: 0, [(RequestField.flag(0).tableID, 0)], children: [CraftedTable.leaf(1), CraftedTable.leaf(2)])
    static let leafOnly = [0, 0, CraftedTable.leaf(1)]

    static func request(_ host: String, flags: PolicyFlags = []) -> NavigationRequest {
        NavigationRequest(url: SplitURL(scheme: "https", host: host, path: "/"), current: .absent, flags: flags)
    }

    @Test func aBoundTableDecidesByItsItemsAndFlags() throws {
        let policy = try Policy(table: Self.table().bytes, parameters: ["servers": ["*.chat.example", "Team.Example"]])
        #expect(policy.parameterKeys == ["servers"])
        #expect(policy.flagNames == ["call-active"])
        let callActive = try policy.flag("call-active")
        #expect(callActive.index == 0)
        #expect(policy.decide(Self.request("chat.example")).rule == 1)
        #expect(policy.decide(Self.request("a.b.chat.example")).rule == 1)
        #expect(policy.decide(Self.request("a.b.chat.example", flags: [callActive])).rule == 2)
        #expect(policy.decide(Self.request("other.example", flags: [callActive])).rule == 2)
        #expect(policy.decide(Self.request("team.example")).rule == 1)
        #expect(policy.decide(Self.request("x.team.example")).rule == nil)
        #expect(policy.decide(Self.request("badchat.example")).rule == nil)
        #expect(policy.decide(Self.request("chat.example.evil.net")).rule == nil)
        let empty = try Policy(table: Self.table().bytes, parameters: ["servers": []])
        #expect(empty.decide(Self.request("chat.example")).rule == nil)
    }

    @Test func bindingErrorsNameTheKeyOrFlag() throws {
        let bytes = Self.table().bytes
        #expect(throws: TableError.parametersRequired(keys: ["servers"])) { try Policy(table: bytes) }
        #expect(throws: PolicyLoadError.parameter(.missing(key: "servers"))) { try Policy(table: bytes, parameters: [:]) }
        #expect(throws: PolicyLoadError.parameter(.undeclared(key: "server", suggestion: "servers"))) {
            try Policy(table: bytes, parameters: ["server": ["a.example"]])
        }
        for item in ["a b.example", "*.*.example", "*.127.0.0.1", "a..example", ""] {
            #expect(throws: PolicyLoadError.self, "\(item)") { try Policy(table: bytes, parameters: ["servers": [item]]) }
            do {
                _ = try Policy(table: bytes, parameters: ["servers": ["ok.example", item]])
            } catch {
                guard case .parameter(.invalidItem(let key, let refused, let reason)) = error else {
                    Issue.record("\(error)")
                    continue
                }
                #expect(key == "servers" && refused == item && !reason.isEmpty)
            }
        }
        let policy = try Policy(table: bytes, parameters: ["servers": []])
        #expect(throws: ParameterError.undeclaredFlag(name: "call-activ", suggestion: "call-active")) { try policy.flag("call-activ") }
        #expect(throws: ParameterError.undeclaredFlag(name: "maps", suggestion: nil)) { try policy.flag("maps") }
    }

    /// Each hostile declaration is `malformed`, never a crash or a policy.
    static let hostile: [(String, CraftedTable, String)] = {
        let host = Int(TableParameter.Kind.hostPatterns.rawValue)
        return [
            ("two flags with one name", table(declarations: [2, 0, 11, 0, 11, 0, 0], nodes: flagNode), "same name"),
            ("65 flags", table(declarations: [65] + Array(repeating: 0, count: 130) + [0, 0], nodes: flagNode), "flag count"),
            ("a flag name outside the strings", table(declarations: [1, 20, 11, 0, 0], nodes: flagNode), "outside the string table"),
            ("an empty flag name", table(declarations: [1, 0, 0, 0, 0], nodes: flagNode), "empty"),
            ("names overlapping past the strings", table(declarations: [3, 0, 11, 0, 11, 0, 11, 0, 0], nodes: flagNode), "overlap"),
            (
                "two parameters with one key", table(declarations: [0, 2, 11, 7, 18, 7, host, 11, 7, 0, 4, host, 0], nodes: leafOnly),
                "same key"
            ),
            (
                "an invalid key", table(declarations: [0, 1, 0, 5, 11, 7, host, 0], nodes: leafOnly, strings: "a b cd efghservers"),
                "invalid key"
            ),
            ("an unknown kind", table(declarations: [0, 1, 11, 7, 18, 7, 9, 0], nodes: leafOnly), "unknown kind"),
            (
                "a test of a parameter that does not exist", table(declarations: [1, 0, 11, 1, 11, 7, 18, 7, host, 1, 1, 1]),
                "names parameter"
            ),
            ("a test of an unknown form", table(declarations: [1, 0, 11, 1, 11, 7, 18, 7, host, 1, 0, 99]), "unknown form"),
            (
                "a path test with stray bits",
                table(declarations: [1, 0, 11, 1, 11, 7, 18, 7, Int(TableParameter.Kind.paths.rawValue), 1, 0, 5 | 1 << 12]), "unknown form"
            ),
            ("a scheme test of a host parameter", table(declarations: [1, 0, 11, 1, 11, 7, 18, 7, host, 1, 0, 2]), "another kind"),
            ("one test twice", table(declarations: [1, 0, 11, 1, 11, 7, 18, 7, host, 2, 0, 1, 0, 1]), "twice"),
            ("a node testing a flag not declared", table(declarations: [0, 0, 0], nodes: flagNode), "unknown field"),
            ("a node testing a parameter test not listed", table(declarations: [1, 0, 11, 0, 0]), "unknown field"),
            ("a section longer than its counts", table(declarations: [1, 0, 11, 1, 11, 7, 18, 7, host, 1, 0, 1, 0]), "declarations"),
        ]
    }()

    @Test(arguments: hostile.indices)
    func hostileDeclarationsAreMalformed(_ index: Int) {
        let (what, table, saying) = Self.hostile[index]
        do {
            _ = try Policy(table: table.bytes, parameters: ["servers": []])
            Issue.record("\(what): loaded")
        } catch {
            guard case .table(.malformed(let detail)) = error else {
                Issue.record("\(what): \(error)")
                return
            }
            #expect(detail.contains(saying), "\(what): \(detail)")
        }
    }
}
