import NavPolicy
import NavPolicyTestSupport
import Testing

@testable import NavPolicyCompiler

/// Soundness of the analysis over every value: over seeded random policies (flags,
/// parameters of every kind and form, `scheme starts-with`, port ranges, named conditions; and
/// response sections with status ranges, types and type prefixes; `RandomPolicyText`) with
/// **echo rules** (a near-miss copy of a rule right after it), every universal claim of the linter — `never-matches`,
/// `shadowed-rule`, `redundant-rule`, `unreachable-after` — and every `equivalent` of `diff`
/// against a near-miss edit of the policy is tested with the reference interpreter on requests,
/// responses and bindings built from near-miss values (`NearMissRequests`), the values the
/// policy does not name. One input on which a claim fails refutes it; none may.
@Suite struct AnalysisSoundnessPropertyTests {
    /// 20 policies per shard by default (× `NAVPOLICY_PROPERTY_SCALE`).
    static let policiesPerShard = PropertyScale.cases(20)
    /// The policies of each shard: navigation rules with flags, parameters, named conditions,
    /// `under`, `starts-with` and ranges, or with a response section too;
    /// both with echo rules.
    static let navigationFeatures: RandomPolicyText.Features = [.parameters, .flags, .namedConditions, .prefixesAndRanges, .echoRules]
    static let responseFeatures: RandomPolicyText.Features = [.responses, .flags, .parameters, .prefixesAndRanges, .echoRules]
    /// Inputs (each with its own binding) per policy.
    static let inputsPerPolicy = 1_500

    /// What a claim says of the rule on `line` (rules are found by line in either section).
    enum Claim: CustomStringConvertible {
        /// The rule's condition is never true.
        case neverMatches(line: Int)
        /// The rule never decides.
        case neverDecides(line: Int)
        /// No rule after this one decides, nor the implicit default.
        case nothingDecidesAfter(line: Int)
        /// Removing the rule changes no decision's action or tag.
        case redundant(line: Int)
        /// Two policies decide every request and response alike (`diff` says `equivalent`).
        case equivalent(CheckedPolicy, String)

        var description: String {
            switch self {
            case .neverMatches(let line): "never-matches at line \(line)"
            case .neverDecides(let line): "shadowed-rule at line \(line)"
            case .nothingDecidesAfter(let line): "unreachable-after at line \(line)"
            case .redundant(let line): "redundant-rule at line \(line)"
            case .equivalent(_, let edit): "diff equivalent after \(edit)"
            }
        }
    }

    /// The input a claim is checked on.
    enum Input {
        case request(NavigationRequest)
        case response(NavigationResponse)
    }

    @Test(arguments: [false, true])
    func everyClaimHoldsOnNearMissInputs(responses: Bool) throws {
        let seed: UInt64 = responses ? 0x50D_0A1E : 0x50D_0A1D
        var policies = RandomPolicyGenerator(seed: seed, features: responses ? Self.responseFeatures : Self.navigationFeatures)
        var mutation = NearMissMutation(seed: seed ^ 0xEC40)
        var stats = (claims: 0, diffs: 0, checks: 0, examples: 0)
        for number in 0..<Self.policiesPerShard {
            let policy = policies.policy()
            let context =
                "seed \(seed), policy \(number): \((policy.rules + policy.responseRules).map { "\($0.line): \($0.condition) → \($0.action)" })"
            var claims: [Claim] = []
            for finding in PolicyPipeline().lint(policy).lintFindings {
                let line = finding.range.start.line
                switch finding.code {
                case .neverMatches: claims.append(.neverMatches(line: line))
                case .shadowedRule: claims.append(.neverDecides(line: line))
                case .unreachableAfter: claims.append(.nothingDecidesAfter(line: line))
                case .redundantRule: claims.append(.redundant(line: line))
                default: break
                }
            }
            stats.claims += claims.count
            for _ in 0..<2 {
                let (edited, edit) = mutation.edited(policy)
                let diff = PolicyDiff(old: policy, new: edited)
                for change in diff.changes {
                    stats.examples += Self.checkExample(change, old: policy, new: edited, context: "\(edit); \(context)")
                }
                guard diff.isEquivalent else { continue }
                claims.append(.equivalent(edited, edit))
                stats.diffs += 1
            }
            guard !claims.isEmpty else { continue }
            var inputs = NearMissRequests(policy: policy, seed: seed &+ UInt64(number))
            for attempt in 0..<Self.inputsPerPolicy {
                let input: Input
                if responses && attempt % 2 == 1 {
                    guard let response = inputs.response(flagCount: policy.flags.count) else { continue }
                    input = .response(response)
                } else {
                    guard let request = inputs.request(flagCount: policy.flags.count), LintEvidencePropertyTests.isRealizable(request)
                    else { continue }
                    input = .request(request)
                }
                let subject =
                    switch input {
                    case .request(let request): request
                    case .response(let response): response.request
                    }
                let items = inputs.binding(for: policy, request: subject)
                guard let interpreter = try? ReferenceInterpreter(policy: policy, parameters: items) else { continue }
                stats.checks += 1
                for claim in claims where !Self.holds(claim, policy: policy, interpreter: interpreter, items: items, input: input) {
                    Issue.record("\(claim) refuted by \(input), params \(items); \(context)")
                }
            }
        }
        print(
            "analysis soundness, seed \(seed), \(PropertyScale.label): \(Self.policiesPerShard) \(responses ? "response " : "")policies with echo rules, \(stats.claims) lint claims and \(stats.diffs) equivalent diffs checked on \(stats.checks) near-miss inputs, \(stats.examples) diff examples replayed"
        )
        #expect(stats.claims + stats.diffs > Self.policiesPerShard / 2, "seed \(seed): too few claims to test")
    }

    /// Checks one `diff` example as `eval --requests` would see it: the request (or response)
    /// its URLs read back to, under its binding and flags, gets both decisions; a response's
    /// status is none or 100–999, and an `http`/`https` response URL has its default port
    /// unless either policy's response rules can turn on the port (`testsPort`). Returns 1.
    static func checkExample(_ change: PolicyDiff.Change, old: CheckedPolicy, new: CheckedPolicy, context: String) -> Int {
        let items = change.example.binding?.itemsByKey ?? [:]
        guard let request = change.example.parsedRequest,
            let oldInterpreter = try? ReferenceInterpreter(
                policy: old, parameters: items.filter { key, _ in old.parameters.contains { $0.key == key } }),
            let newInterpreter = try? ReferenceInterpreter(
                policy: new, parameters: items.filter { key, _ in new.parameters.contains { $0.key == key } })
        else {
            Issue.record("example \(change.example.noteText) does not read back or bind; \(context)")
            return 1
        }
        if let response = change.exampleResponse {
            #expect(
                response.status.map { (100...999).contains($0) } ?? true,
                "status \(String(describing: response.status)) in \(change.example.noteText); \(context)")
            if ["http", "https"].contains(response.url.scheme), !testsPort(old.responseRules + new.responseRules) {
                #expect(response.url.port == SplitURL.defaultPort(ofScheme: response.url.scheme), "\(change.example.url); \(context)")
            }
            #expect(
                oldInterpreter.decide(response) == change.old && newInterpreter.decide(response) == change.new,
                "\(change.example.noteText); \(context)")
        } else {
            #expect(
                oldInterpreter.decide(request) == change.old && newInterpreter.decide(request) == change.new,
                "\(change.example.noteText); \(context)")
        }
        return 1
    }

    /// Whether a decision of `rules` can turn on the URL's port: a port test, a port parameter,
    /// or a `url matches` pattern (no port written means the scheme's default port only).
    static func testsPort(_ rules: [CheckedRule]) -> Bool {
        var found = false
        for rule in rules {
            _ = rule.condition.mapAtoms { atom in
                switch atom {
                case .port, .portIsNone: found = true
                case .inParameter(let test): if case .port = test.form { found = true }
                case .urlMatches(let pattern): if !pattern.isOpaque { found = true }
                default: break
                }
                return atom
            }
        }
        return found
    }

    /// Whether a claim holds on one input under one binding. A claim about a rule of the other
    /// section holds trivially (a request is never decided by a response rule).
    static func holds(_ claim: Claim, policy: CheckedPolicy, interpreter: ReferenceInterpreter, items: [String: [String]], input: Input)
        -> Bool
    {
        func decide(_ interpreter: ReferenceInterpreter) -> Decision {
            switch input {
            case .request(let request): interpreter.decide(request)
            case .response(let response): interpreter.decide(response)
            }
        }
        let isResponse = if case .response = input { true } else { false }
        let rules = isResponse ? policy.responseRules : policy.rules
        func rule(at line: Int) -> Int? { rules.firstIndex { $0.line == line } }
        switch claim {
        case .neverMatches(let line):
            guard let index = rule(at: line) else { return true }
            return switch input {
            case .request(let request): !interpreter.holds(rules[index].condition, for: request)
            case .response(let response): !interpreter.holds(rules[index].condition, for: response)
            }
        case .neverDecides(let line):
            return rule(at: line) == nil || decide(interpreter).line != line
        case .nothingDecidesAfter(let line):
            guard rule(at: line) != nil else { return true }
            return decide(interpreter).line.map { $0 <= line } ?? false
        case .redundant(let line):
            guard let index = rule(at: line) else { return true }
            var without = policy
            if isResponse { without.responseRules.remove(at: index) } else { without.rules.remove(at: index) }
            return RuleOutcome(decide(interpreter))
                == RuleOutcome(decide(ReferenceInterpreter(policy: without, binding: interpreter.binding)))
        case .equivalent(let edited, _):
            guard let other = try? ReferenceInterpreter(policy: edited, parameters: items) else { return true }
            return RuleOutcome(decide(interpreter)) == RuleOutcome(decide(other))
        }
    }
}
