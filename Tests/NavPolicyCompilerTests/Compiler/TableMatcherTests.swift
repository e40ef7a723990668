import Foundation
import NavPolicy
import NavPolicyCompiler
import NavPolicyTestSupport
import Testing

/// Tables that never blow up: the bit-vector matcher alone, mixed with a diagram, and chosen by
/// the compiler for large mixed policies, all decide exactly what the reference interpreter
/// decides (seeded; `NAVPOLICY_SEED` replays).
struct TableMatcherTests {
    static let seed = ProcessInfo.processInfo.environment["NAVPOLICY_SEED"].flatMap { UInt64($0) } ?? 0xB17_5E7

    /// Diagram limits that force each form: none (matcher only) and a few nodes (mixed).
    static let forms: [(name: String, limits: TableCompiler.DiagramLimits)] = [
        ("matcher only", TableCompiler.DiagramLimits(nodes: 0, children: 0, work: 0)),
        ("mixed", TableCompiler.DiagramLimits(nodes: 3, children: 16, work: 48)),
    ]

    @Test(arguments: [0, 1])
    func forcedFormsAgreeWithInterpreter(form: Int) throws {
        let (name, limits) = Self.forms[form]
        print("TableMatcherTests \(name) seed \(Self.seed)")
        var decisions = 0, matcherTables = 0, mixedTables = 0
        for index in 0..<500 {
            let policySeed = Self.seed &+ UInt64(index)
            var generator = RandomPolicyGenerator(seed: policySeed)
            let policy = generator.policy()
            let lowered = try TableCompiler.lower(policy, diagramLimits: limits).get()
            if lowered.usesMatcher { matcherTables += 1 }
            if lowered.usesMatcher && !lowered.diagram.nodes.isEmpty { mixedTables += 1 }
            let table = try Policy(table: TableCompiler.encode(lowered, sourceText: nil))
            for _ in 0..<60 {
                let request = generator.request(for: policy)
                let expected = ReferenceInterpreter.decide(policy, request)
                decisions += 1
                guard table.decide(request) == expected else {
                    Issue.record("\(name), seed \(policySeed): table \(table.decide(request)) != interpreter \(expected) for \(request)")
                    return
                }
            }
        }
        #expect(decisions == 30_000)
        #expect(matcherTables > 300, "\(name): \(matcherTables) tables used the matcher")
        if form == 1 { #expect(mixedTables > 100, "\(mixedTables) tables mixed a diagram and the matcher") }
    }

    @Test func largeMixedPoliciesStayLinearAndExact() throws {
        for seed in 1...3 as ClosedRange<UInt64> {
            let text = MixedPolicySource.text(rules: 600, hosts: 100, paths: 100, seed: seed)
            let policy = try #require(FrontEnd.check(SourceFile(name: "mixed", text: text)).policy)
            let lowered = try TableCompiler.lower(policy).get()
            #expect(lowered.usesMatcher, "a 600-rule mixed policy needs the matcher")
            let bytes = try TableCompiler.encode(lowered, sourceText: nil)
            #expect(bytes.count < 600 * 600, "\(bytes.count) bytes for 600 rules")
            let table = try Policy(table: bytes)
            var generator = RandomPolicyGenerator(seed: seed)
            var byRule = 0
            for _ in 0..<2_000 {
                let request = generator.request(for: policy)
                let expected = ReferenceInterpreter.decide(policy, request)
                if (expected.rule ?? 601) < 601 { byRule += 1 }
                #expect(table.decide(request) == expected, "seed \(seed): \(request)")
            }
            #expect(byRule > 200, "requests reach the rules: \(byRule)")
        }
    }
}
