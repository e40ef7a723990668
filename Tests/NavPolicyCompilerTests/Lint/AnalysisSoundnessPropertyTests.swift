import NavPolicy
@testable import NavPolicyCompiler
import NavPolicyTestSupport
import Testing

/// Soundness of the analysis over every value: over seeded random version 3 policies (flags,
/// parameters of every kind and form, `scheme starts-with`, port ranges, named conditions)
/// with **echo rules** (`NearMissMutation`), every universal claim of the linter —
/// `never-matches`, `shadowed-rule`, `redundant-rule`, `unreachable-after` — and every
/// `equivalent` of `diff` against a near-miss edit of the policy is tested with the reference
/// interpreter on requests and bindings built from near-miss values (`NearMissRequests`), the
/// values the policy does not name. A claim is refuted by one request and binding on which it
/// fails; none may be.
@Suite struct AnalysisSoundnessPropertyTests {
    /// 2 shards × 20 policies by default (× `NAVPOLICY_PROPERTY_SCALE`).
    static let shards = 2
    static let policiesPerShard = PropertyScale.cases(20)
    /// Requests (each with its own binding) per claim.
    static let requestsPerPolicy = 1_500

    /// What a claim says, for checking it on one request.
    enum Claim: CustomStringConvertible {
        /// The rule's condition is never true.
        case neverMatches(Int)
        /// The rule never decides.
        case neverDecides(Int)
        /// No rule after this one decides (it takes every request that reaches it).
        case nothingDecidesAfter(Int)
        /// Removing the rule changes no decision's action or tag.
        case redundant(Int)
        /// Two policies decide every request alike (`diff` says `equivalent`).
        case equivalent(CheckedPolicy, String)

        var description: String {
            switch self {
            case .neverMatches(let rule): "never-matches rule \(rule + 1)"
            case .neverDecides(let rule): "shadowed-rule rule \(rule + 1)"
            case .nothingDecidesAfter(let rule): "unreachable-after rule \(rule + 1)"
            case .redundant(let rule): "redundant-rule rule \(rule + 1)"
            case .equivalent(_, let edit): "diff equivalent after \(edit)"
            }
        }
    }

    @Test(arguments: 0..<shards)
    func everyClaimHoldsOnNearMissRequests(shard: Int) throws {
        let seed: UInt64 = 0x50D_0A1D &+ UInt64(shard)
        var policies = RandomParameterPolicyGenerator(seed: seed)
        var mutation = NearMissMutation(seed: seed ^ 0xEC40)
        var stats = (claims: 0, diffs: 0, checks: 0)
        for number in 0..<Self.policiesPerShard {
            let policy = mutation.withEchoRules(policies.policy())
            let context = "seed \(seed), policy \(number): \(policy.rules.map { "\($0.condition) → \($0.action)" })"
            var claims: [Claim] = []
            for finding in PolicyPipeline().lint(policy).lintFindings {
                guard let index = policy.rules.firstIndex(where: { $0.line == finding.range.start.line }) else { continue }
                switch finding.code {
                case .neverMatches: claims.append(.neverMatches(index))
                case .shadowedRule: claims.append(.neverDecides(index))
                case .unreachableAfter: claims.append(.nothingDecidesAfter(index))
                case .redundantRule: claims.append(.redundant(index))
                default: break
                }
            }
            stats.claims += claims.count
            for _ in 0..<2 {
                let (edited, edit) = mutation.edited(policy)
                guard PolicyDiff(old: policy, new: edited).isEquivalent else { continue }
                claims.append(.equivalent(edited, edit))
                stats.diffs += 1
            }
            guard !claims.isEmpty else { continue }
            var requests = NearMissRequests(policy: policy, seed: seed &+ UInt64(number))
            for _ in 0..<Self.requestsPerPolicy {
                guard let request = requests.request(flagCount: policy.flags.count), LintEvidencePropertyTests.isRealizable(request) else { continue }
                let items = requests.binding(for: policy, request: request)
                guard let interpreter = try? ReferenceInterpreter(policy: policy, parameters: items) else { continue }
                stats.checks += 1
                for claim in claims where !Self.holds(claim, policy: policy, interpreter: interpreter, items: items, request: request) {
                    Issue.record("\(claim) refuted by \(request), params \(items); \(context)")
                }
            }
        }
        print("analysis soundness, seed \(seed), \(PropertyScale.label): \(Self.policiesPerShard) policies with echo rules, \(stats.claims) lint claims and \(stats.diffs) equivalent diffs checked on \(stats.checks) near-miss requests")
        #expect(stats.claims + stats.diffs > Self.policiesPerShard / 2, "seed \(seed): too few claims to test")
    }

    /// Whether a claim holds on one request under one binding.
    static func holds(_ claim: Claim, policy: CheckedPolicy, interpreter: ReferenceInterpreter, items: [String: [String]], request: NavigationRequest) -> Bool {
        switch claim {
        case .neverMatches(let index):
            return !interpreter.holds(policy.rules[index].condition, for: request)
        case .neverDecides(let index):
            return interpreter.decide(request).rule != index + 1
        case .nothingDecidesAfter(let index):
            return interpreter.decide(request).rule.map { $0 <= index + 1 } ?? false
        case .redundant(let index):
            var without = policy
            without.rules.remove(at: index)
            return RuleOutcome(interpreter.decide(request)) == RuleOutcome(ReferenceInterpreter(policy: without, binding: interpreter.binding).decide(request))
        case .equivalent(let edited, _):
            guard let other = try? ReferenceInterpreter(policy: edited, parameters: items) else { return true }
            return RuleOutcome(interpreter.decide(request)) == RuleOutcome(other.decide(request))
        }
    }
}
