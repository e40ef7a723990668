import Foundation
import NavPolicy
import NavPolicyCompiler
import NavPolicyTestSupport
import Testing

/// The compiled table with its parameters bound at load decides exactly what the reference
/// interpreter decides with the same items, for random policies with parameters (flags, every
/// parameter test form on both URLs, named conditions, `under`, ranges; `RandomPolicyText`),
/// random bindings aimed at the requests and random flag sets. Every fourth policy is compiled
/// in the mixed form and every eighth matcher-only, as in `TableDifferentialTests`.
struct TableParameterDifferentialTests {
    /// `NAVPOLICY_SEED` replays a failing run; otherwise a fixed seed keeps CI deterministic.
    static let seed = ProcessInfo.processInfo.environment["NAVPOLICY_SEED"].flatMap { UInt64($0) } ?? 0x7A8_1E03
    /// Random policies compared, each on 100 requests in 4 bindings (× `NAVPOLICY_PROPERTY_SCALE`).
    static let policyCount = PropertyScale.cases(1_000)
    static let bindingsPerPolicy = 4, requestsPerBinding = 25

    @Test func boundTableAgreesWithInterpreter() throws {
        var decisions = 0
        var failures = 0
        var matcherForms = 0
        var parameterDecided = 0
        var emptyLists = 0
        var refusals = 0
        for index in 0..<Self.policyCount {
            let policySeed = Self.seed &+ UInt64(index)
            var generator = RandomPolicyGenerator(seed: policySeed, features: [.parameters, .flags, .namedConditions, .prefixesAndRanges])
            let policy = generator.policy()
            let lowered = try TableCompiler.lower(policy, diagramLimits: TableDifferentialTests.diagramLimits(index)).get()
            if lowered.usesMatcher { matcherForms += 1 }
            let bytes = try TableCompiler.encode(lowered, sourceText: nil)
            for _ in 0..<Self.bindingsPerPolicy {
                let requests = (0..<Self.requestsPerBinding).map { _ in generator.request(for: policy) }
                var parameters = generator.binding(for: requests)
                // Items cut from requests may be no host (`.example.com`): both sides refuse the
                // same item, then the binding goes on without the refused ones.
                var runtime = Result { () throws(PolicyLoadError) in try Policy(table: bytes, parameters: parameters) }
                while case .failure(.parameter(.invalidItem(let key, let item, _))) = runtime {
                    refusals += 1
                    #expect(throws: ParameterError.self, "the interpreter accepts \(key) item \(item)") {
                        try ReferenceInterpreter(policy: policy, parameters: parameters)
                    }
                    parameters[key]?.removeAll { $0 == item }
                    runtime = Result { () throws(PolicyLoadError) in try Policy(table: bytes, parameters: parameters) }
                }
                emptyLists += parameters.values.filter(\.isEmpty).count
                let table = try runtime.get()
                let oracle = try ReferenceInterpreter(policy: policy, parameters: parameters)
                let unbound = ReferenceInterpreter(policy: policy)
                for request in requests {
                    let expected = oracle.decide(request)
                    let actual = table.decide(request)
                    decisions += 1
                    if expected != unbound.decide(request) { parameterDecided += 1 }
                    if actual != expected {
                        failures += 1
                        Issue.record(
                            "seed \(policySeed) (replay with NAVPOLICY_SEED=\(policySeed)): table \(actual) != interpreter \(expected) for \(request), flags \(request.flags.rawValue), parameters \(parameters)"
                        )
                        if failures >= 3 { return }
                    }
                }
            }
        }
        #expect(decisions == Self.policyCount * Self.bindingsPerPolicy * Self.requestsPerBinding)
        print(
            "bound table vs interpreter, seed \(Self.seed), \(PropertyScale.label): \(Self.policyCount) policies (\(matcherForms) with the bit-vector matcher), \(decisions) decisions agree, \(parameterDecided) of them decided by the binding, \(refusals) invalid items refused by both"
        )
        #expect(matcherForms >= Self.policyCount / 8, "\(matcherForms) policies used the matcher")
        // The bindings must matter: decisions that differ from deciding with every list empty.
        #expect(parameterDecided > decisions / 20, "\(parameterDecided) decisions depended on the binding")
        #expect(emptyLists > 0)
    }
}
