import Testing

@testable import NavPolicyCompiler

/// The parser reads a run of `"string",` items without making a token each
/// (`PolicyParser.consumeStringItems`); a list with mistakes inside such a run is parsed and
/// diagnosed as the same list of words is, which takes the general path.
@Suite struct ListRunParsingTests {
    static func parsed(_ list: String) -> (items: [String], diagnostics: [String]) {
        let (syntax, diagnostics) = Parser.parse(
            SourceFile(name: "p.navpolicy", text: "when host in \(list) then cancel\notherwise allow\n"))
        var items: [String] = []
        if case .rule(let rule) = syntax.statements.first, case .comparison(let comparison) = rule.condition,
            case .list(let parsed) = comparison.value
        {
            items = parsed.items.map { item in
                switch item {
                case .string(let string): string.value
                case .word(let word): word.text
                default: "?"
                }
            }
        }
        return (items, diagnostics.diagnostics.map { "\($0.code) \($0.range.start.line)" })
    }

    @Test(arguments: [
        #"["a", "b", "c", "d"]"#,
        #"["a", "b", "c", "d",]"#,
        #"["a", "b" "c", "d"]"#,
        #"["a", "b",, "c", "d"]"#,
        #"["a", "b", @ "c", "d"]"#,
        #"["a", "b", "c"  "#,
        #"["a", "b", .. "c"]"#,
        #"["a", "b", "c" then"#,
    ])
    func aRunOfStringsParsesAsTheSameWordsDo(list: String) {
        let strings = Self.parsed(list)
        let words = Self.parsed(String(list.filter { $0 != "\"" }))
        #expect(strings.items == words.items)
        #expect(strings.diagnostics == words.diagnostics)
    }

    @Test func anUnterminatedStringEndsTheRunWithItsOwnError() {
        let (items, diagnostics) = Self.parsed("[\"a\", \"b\", \"c, \"d\"]")
        #expect(items.prefix(2) == ["a", "b"])
        #expect(!diagnostics.isEmpty)
    }
}
