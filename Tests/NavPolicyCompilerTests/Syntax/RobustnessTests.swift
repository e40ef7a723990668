import NavPolicyCompiler
import NavPolicyTestSupport
import Testing

struct RobustnessTests {
    @Test func tenThousandNestedParenthesesGiveOneClearError() {
        let text =
            "when " + String(repeating: "(", count: 10_000) + "host is \"a\"" + String(repeating: ")", count: 10_000)
            + " then allow\nwhen host is \"b\" then cancel"
        let (syntax, diagnostics) = parse(text)
        #expect(diagnostics.map(\.code.rawValue) == ["nesting-too-deep"])
        #expect(diagnostics.first?.range.start.column == 5 + 257)
        #expect(syntax.statements.count == 2)
    }

    @Test func hundredThousandNotsGiveOneClearError() {
        let text = "when " + String(repeating: "not ", count: 100_000) + "host is \"a\" then allow"
        let (_, diagnostics) = parse(text)
        #expect(diagnostics.map(\.code.rawValue) == ["nesting-too-deep"])
    }

    @Test func nestingAtTheLimitIsAccepted() {
        let depth = 256
        let text =
            "when " + String(repeating: "not (", count: depth / 2) + "host is \"a\"" + String(repeating: ")", count: depth / 2)
            + " then allow"
        #expect(parse(text).diagnostics.isEmpty)
        let deeper = "when not " + text.dropFirst(5)
        #expect(parse(String(deeper)).diagnostics.map(\.code.rawValue) == ["nesting-too-deep"])
    }

    @Test func longAndOrChainsAreLoops() {
        let text =
            "when " + Array(repeating: "host is \"a\"", count: 50_000).joined(separator: " and ")
            + " or " + Array(repeating: "target is subframe", count: 50_000).joined(separator: " or ") + " then allow"
        let (syntax, diagnostics) = parse(text)
        #expect(diagnostics.isEmpty)
        guard case .rule(let rule) = syntax.statements.first, case .or(let operands, _) = rule.condition else {
            Issue.record("expected an or chain")
            return
        }
        #expect(operands.count == 50_001)
    }

    @Test func invalidUTF8AndNulBytesNeverCrash() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<PropertyScale.cases(200) {
            let bytes = (0..<200).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let (syntax, _) = Parser.parse(SourceFile(name: "random", bytes: bytes))
            #expect(syntax.tokens.last?.kind == .endOfFile)
        }
    }

    @Test func oneMegabyteOfRandomTokensCompletes() {
        let seed: UInt64 = 20_240_601
        let text = RandomTokenText.generate(byteCount: 1 << 20, seed: seed)
        let source = SourceFile(name: "random", text: text)
        let (syntax, diagnostics) = Parser.parse(source)
        #expect(syntax.tokens.count > 100_000, "seed \(seed)")
        #expect(syntax.tokens.last?.range.end.offset == source.bytes.count, "seed \(seed)")
        #expect(!diagnostics.isEmpty, "seed \(seed)")
    }
}
