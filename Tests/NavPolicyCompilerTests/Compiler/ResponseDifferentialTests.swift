import Foundation
import NavPolicy
import NavPolicyCompiler
import NavPolicyTestSupport
import Testing

/// The compiled table's response part decides exactly what the reference interpreter decides
/// of a policy's `on response` rules (action, rule number, line, notify tag), for random
/// response policies and responses at their edges (`RandomResponsePolicyGenerator`). The
/// table reads a response's facts from the page `ResponseFacts` encodes them in; the
/// interpreter reads the facts themselves, so the encoding is what is compared.
struct ResponseDifferentialTests {
    /// `NAVPOLICY_SEED` replays a failing run; otherwise a fixed seed keeps CI deterministic.
    static let seed = ProcessInfo.processInfo.environment["NAVPOLICY_SEED"].flatMap { UInt64($0) } ?? 0x2E5_2026
    /// Random policies compared, each on 100 responses (× `NAVPOLICY_PROPERTY_SCALE`).
    static let policyCount = PropertyScale.cases(1_000)
    static let responsesPerPolicy = 100

    @Test func responsePartAgreesWithInterpreter() throws {
        var (decisions, failures, byRule, byResponseRule) = (0, 0, 0, 0)
        for index in 0..<Self.policyCount {
            let policySeed = Self.seed &+ UInt64(index)
            var generator = RandomResponsePolicyGenerator(seed: policySeed)
            let policy = generator.policy()
            let table = try Policy(table: TableCompiler.compile(policy).get())
            #expect(table.hasResponseRules)
            let interpreter = ReferenceInterpreter(policy: policy)
            for _ in 0..<Self.responsesPerPolicy {
                let response = generator.response()
                let expected = interpreter.decide(response)
                let actual = table.decide(response)
                decisions += 1
                if let rule = expected.rule {
                    byRule += 1
                    if rule > policy.rules.count { byResponseRule += 1 }
                }
                if actual != expected {
                    failures += 1
                    Issue.record(
                        "seed \(policySeed) (replay with NAVPOLICY_SEED=\(policySeed)): table \(actual) != interpreter \(expected) for \(response)"
                    )
                    if failures >= 3 { return }
                }
            }
        }
        print(
            "response part vs interpreter, seed \(Self.seed), \(PropertyScale.label): \(Self.policyCount) policies, \(decisions) responses agree"
        )
        #expect(decisions == Self.policyCount * Self.responsesPerPolicy)
        // Rules must decide, and every decision by rule must be numbered after the navigation rules.
        #expect(byRule > decisions / 3 && byResponseRule == byRule, "by rule \(byRule), numbered as response rules \(byResponseRule)")
    }

    @Test func tableWithoutSectionAllowsEveryResponse() throws {
        var generator = RandomResponsePolicyGenerator(seed: Self.seed)
        var policy = generator.policy()
        (policy.responseRules, policy.hasResponseSection) = ([], false)
        let table = try Policy(table: TableCompiler.compile(policy).get())
        #expect(!table.hasResponseRules)
        for _ in 0..<200 { #expect(table.decide(generator.response()) == .implicitDefault) }
    }
}
