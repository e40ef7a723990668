import Foundation
import NavPolicy
import NavPolicyCompiler
import NavPolicyTestSupport
import Testing

/// The compiled table decides exactly what the reference interpreter decides: action, rule,
/// line and notify tag, for random policies (every atom without parameters or flags: view, ports, queries,
/// suffixes, case folding, opaque patterns, match-pattern ports) and requests aimed at their
/// edges. Every fourth policy is compiled in the mixed form (a few diagram nodes over the
/// bit-vector matcher) and every eighth matcher-only, so all three forms are compared.
struct TableDifferentialTests {
    /// `NAVPOLICY_SEED` replays a failing run; otherwise a fixed seed keeps CI deterministic.
    static let seed = ProcessInfo.processInfo.environment["NAVPOLICY_SEED"].flatMap { UInt64($0) } ?? 0x5EED_2024
    /// Random policies compared, each on 100 requests (× `NAVPOLICY_PROPERTY_SCALE`).
    static let policyCount = PropertyScale.cases(1_000)
    static let requestsPerPolicy = 100

    /// The diagram limits of policy `index`: matcher-only for 0 mod 8, mixed (a few diagram
    /// nodes over the matcher) for 4 mod 8, else the diagram alone; shared by the differential
    /// tests so that each compares all three forms.
    static func diagramLimits(_ index: Int) -> TableCompiler.DiagramLimits? {
        switch index % 8 {
        case 0: TableCompiler.DiagramLimits(nodes: 0, children: 0, work: 0)
        case 4: TableCompiler.DiagramLimits(nodes: 3, children: 16, work: 48)
        default: nil
        }
    }

    @Test func compiledTableAgreesWithInterpreter() throws {
        var decisions = 0
        var failures = 0
        var byRule = 0
        var byLaterRule = 0
        var matcherForms = 0
        for index in 0..<Self.policyCount {
            let policySeed = Self.seed &+ UInt64(index)
            var generator = RandomPolicyGenerator(seed: policySeed)
            let policy = generator.policy()
            let lowered = try TableCompiler.lower(policy, diagramLimits: TableDifferentialTests.diagramLimits(index)).get()
            if lowered.usesMatcher { matcherForms += 1 }
            let bytes = try TableCompiler.encode(lowered, sourceText: nil)
            let table = try Policy(table: bytes)
            for _ in 0..<Self.requestsPerPolicy {
                let request = generator.request(for: policy)
                let expected = ReferenceInterpreter.decide(policy, request)
                let actual = table.decide(request)
                decisions += 1
                if let rule = expected.rule {
                    byRule += 1
                    if rule > 2 { byLaterRule += 1 }
                }
                if actual != expected {
                    failures += 1
                    Issue.record(
                        "seed \(policySeed) (replay with NAVPOLICY_SEED=\(policySeed)): table \(actual) != interpreter \(expected) for \(request)"
                    )
                    if failures >= 3 { return }
                }
            }
        }
        #expect(decisions == Self.policyCount * Self.requestsPerPolicy)
        print(
            "table vs interpreter, seed \(Self.seed), \(PropertyScale.label): \(Self.policyCount) policies (\(matcherForms) with the bit-vector matcher), \(decisions) decisions agree"
        )
        #expect(matcherForms >= Self.policyCount / 8, "\(matcherForms) policies used the matcher")
        // The generator must exercise rules, not just the implicit default or the first rule.
        #expect(byRule > decisions / 3 && byLaterRule > decisions / 10, "by rule \(byRule), by later rule \(byLaterRule)")
    }

    @Test func compilingIsDeterministic() throws {
        for index in 0..<PropertyScale.cases(50) {
            var first = RandomPolicyGenerator(seed: Self.seed &+ UInt64(index))
            var second = RandomPolicyGenerator(seed: Self.seed &+ UInt64(index))
            #expect(try TableCompiler.compile(first.policy()).get() == TableCompiler.compile(second.policy()).get())
        }
    }
}
