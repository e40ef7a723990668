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

    /// Random policies compiled in each forced form decide like the interpreter within the
    /// work bound, and each form is what it claims: with no diagram budget a matcher table's
    /// every decision reads the matcher; mixed tables decide some requests in the diagram
    /// alone and some in the matcher; and the decisions compared are not all defaults.
    @Test(arguments: [0, 1])
    func forcedFormsAgreeWithInterpreter(form: Int) throws {
        let (name, limits) = Self.forms[form]
        print("TableMatcherTests \(name) seed \(Self.seed)")
        var matcherTables = 0
        var mixedTables = 0
        var byRule = 0
        var (diagramOnly, throughMatcher) = (0, 0)
        for index in 0..<500 {
            let policySeed = Self.seed &+ UInt64(index)
            var generator = RandomPolicyGenerator(seed: policySeed)
            let policy = generator.policy()
            let lowered = try TableCompiler.lower(policy, diagramLimits: limits).get()
            if lowered.usesMatcher { matcherTables += 1 }
            let mixed = lowered.usesMatcher && !lowered.diagram.nodes.isEmpty
            if mixed { mixedTables += 1 }
            let table = try Policy(table: TableCompiler.encode(lowered, sourceText: nil))
            for _ in 0..<60 {
                let request = generator.request(for: policy)
                let expected = ReferenceInterpreter.decide(policy, request)
                if expected.rule != nil { byRule += 1 }
                var work = DecisionWork()
                let actual = table.decide(request, counting: &work)
                guard actual == expected else {
                    Issue.record("\(name), seed \(policySeed): table \(actual) != interpreter \(expected) for \(request)")
                    return
                }
                #expect(work.isWithin(table.workBound(requestLength: Self.length(of: request))), "\(name), seed \(policySeed): \(work)")
                if lowered.usesMatcher && lowered.diagram.nodes.isEmpty {
                    #expect(work.matcherWords > 0, "\(name), seed \(policySeed): a matcher-only table decided without its matcher")
                }
                if mixed { if work.matcherWords == 0 { diagramOnly += 1 } else { throughMatcher += 1 } }
            }
        }
        print(
            "TableMatcherTests \(name): \(matcherTables) matcher tables, \(mixedTables) mixed; \(byRule) of 30,000 decisions by a rule; "
                + "mixed tables decided \(diagramOnly) in the diagram, \(throughMatcher) in the matcher")
        #expect(matcherTables > 300, "\(name): \(matcherTables) tables used the matcher")
        #expect(byRule > 30_000 / 4, "\(name): \(byRule) decisions by a rule")
        if form == 1 {
            #expect(mixedTables > 100, "\(mixedTables) tables mixed a diagram and the matcher")
            #expect(
                diagramOnly > 1_000 && throughMatcher > 1_000,
                "mixed tables: \(diagramOnly) in the diagram, \(throughMatcher) in the matcher")
        }
    }

    /// Many mixed policies (host, path prefix, `url matches`, scheme rules; 100 to 475 rules)
    /// compiled with the compiler's own limits: the larger ones take the matcher path, every
    /// table stays linear in the policy, decides like the interpreter, and within the bound.
    @Test func mixedPoliciesStayLinearAndExact() throws {
        print("TableMatcherTests mixed policies seed \(Self.seed)")
        var matcherTables = 0
        var byRule = 0
        for index in 0..<16 {
            let seed = Self.seed &+ UInt64(index)
            let rules = 100 + 25 * index
            let text = MixedPolicySource.text(rules: rules, hosts: max(10, rules / 6), paths: max(10, rules / 6), seed: seed)
            let policy = try #require(PolicyPipeline().check(SourceFile(name: "mixed", text: text)).policy)
            let lowered = try TableCompiler.lower(policy).get()
            if lowered.usesMatcher { matcherTables += 1 }
            let bytes = try TableCompiler.encode(lowered, sourceText: nil)
            #expect(bytes.count < 200 * rules + 8_192, "seed \(seed): \(bytes.count) bytes for \(rules) rules")
            let table = try Policy(table: bytes)
            var generator = RandomPolicyGenerator(seed: seed)
            for _ in 0..<200 {
                let request = generator.request(for: policy)
                let expected = ReferenceInterpreter.decide(policy, request)
                if (expected.rule ?? rules + 1) <= rules { byRule += 1 }
                var work = DecisionWork()
                let actual = table.decide(request, counting: &work)
                guard actual == expected else {
                    Issue.record(
                        "seed \(seed) (NAVPOLICY_SEED=\(Self.seed)), \(rules) rules: table \(actual) != interpreter \(expected) for \(request)"
                    )
                    return
                }
                #expect(work.isWithin(table.workBound(requestLength: Self.length(of: request))), "seed \(seed): \(work)")
            }
        }
        print(
            "TableMatcherTests: \(matcherTables) of 16 mixed policies took the matcher path, \(byRule) of 3,200 requests decided by a rule")
        #expect(matcherTables >= 10, "\(matcherTables) of 16 mixed policies took the matcher path")
        #expect(byRule > 16 * 200 / 4, "requests reach the rules: \(byRule)")
    }

    /// The longest of a request's scheme, host, path and query (what `workBound` is given).
    static func length(of request: NavigationRequest) -> Int {
        max(request.scheme.utf8.count, request.host?.utf8.count ?? 0, request.path.utf8.count, request.query?.utf8.count ?? 0)
    }
}
