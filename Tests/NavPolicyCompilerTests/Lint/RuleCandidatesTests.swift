import NavPolicy
import NavPolicyTestSupport
import Testing

@testable import NavPolicyCompiler

/// `RuleCandidates` (the linter's witness confirmation) decides exactly as the reference
/// interpreter: with every rule, and with each rule removed, on seeded random policies and on
/// a mixed policy of hosts, path prefixes, `url matches` and schemes, for requests aimed at
/// their constants (subdomains, look-alike hosts, path prefixes).
@Suite struct RuleCandidatesTests {
    static let policies = PropertyScale.cases(300)
    static let requestsPerPolicy = 200

    @Test func decidesAsTheInterpreterOnRandomPolicies() {
        let seed: UInt64 = 0xCA4D_1DA7
        var generator = RandomPolicyGenerator(seed: seed)
        var checked = 0
        for number in 0..<Self.policies {
            let policy = generator.policy()
            let requests = (0..<Self.requestsPerPolicy).map { _ in generator.request(for: policy) }
            checked += Self.mismatches(policy, requests, context: "seed \(seed), policy \(number)")
        }
        print("rule candidates, seed \(seed), \(PropertyScale.label): \(Self.policies) policies, \(checked) decisions compared")
        #expect(checked >= Self.policies * Self.requestsPerPolicy)
    }

    @Test func decidesAsTheInterpreterOnAMixedPolicy() throws {
        let source = SourceFile(name: "mixed.navpolicy", text: MixedPolicySource.text(rules: 120, hosts: 20, paths: 20))
        let policy = try #require(PolicyPipeline().check(source).policy)
        var generator = RandomPolicyGenerator(seed: 12)
        let requests = (0..<2_000).map { _ in generator.request(for: policy) }
        // Some requests must be decided by a `when` rule, or the comparison proves little.
        let decidedByRules = requests.filter { ReferenceInterpreter.decide(policy, $0).rule.map { $0 <= policy.rules.count - 1 } ?? false }
        #expect(decidedByRules.count > requests.count / 10, "\(decidedByRules.count) of \(requests.count)")
        #expect(Self.mismatches(policy, requests, removing: [0, 5, 60, 119], context: "mixed policy") > 0)
    }

    /// Compares every request with the whole policy and without each rule of `removing` (every
    /// rule when nil); records each difference; returns the number of decisions compared.
    private static func mismatches(_ policy: CheckedPolicy, _ requests: [NavigationRequest], removing: [Int]? = nil, context: String) -> Int
    {
        let candidates = RuleCandidates(policy: policy)
        var compared = 0
        for request in requests {
            #expect(candidates.decide(request) == ReferenceInterpreter.decide(policy, request), "\(request); \(context)")
            compared += 1
            for removed in removing ?? Array(policy.rules.indices) where policy.rules.indices.contains(removed) {
                var without = policy
                without.rules.remove(at: removed)
                #expect(
                    candidates.decide(request, removing: removed) == ReferenceInterpreter.decide(without, request),
                    "without rule \(removed + 1): \(request); \(context)")
            }
        }
        return compared
    }
}
