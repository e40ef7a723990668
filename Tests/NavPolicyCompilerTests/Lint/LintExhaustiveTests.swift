import NavPolicy
import NavPolicyTestSupport
import Testing

@testable import NavPolicyCompiler

/// The linter against exhaustive enumeration: random policies over attributes whose request
/// space is finite up to equivalence (target, navigation, view, scheme, host among a few
/// patterns: `RandomPolicyText`'s `.finiteSpace`), and every request of one representative per class run through the reference
/// interpreter. On such a space the enumeration is complete, so `never-matches` and
/// `shadowed-rule` must be reported exactly for the rules the enumeration says: no false
/// finding, none missed.
@Suite struct LintExhaustiveTests {
    static let policies = PropertyScale.cases(80)

    /// The navigations a `new-window` request comes from: the analysis considers no other
    /// (Reference.md, "The analysis considers only the requests an engine asks about").
    static let opensWindows: [NavigationType] = [.link, .formSubmit, .other]

    /// One request per class of the space the policies can tell apart: each scheme they name and
    /// two they do not (one special, one not), each region the host patterns draw and a host
    /// outside them, no host where the scheme allows it; every target, navigation and view an
    /// engine asks about together.
    static let requests: [NavigationRequest] = {
        let hosts: [String?] = [nil, "example.com", "a.example.com", "b.a.example.com", "b.example.com", "other.org", "x.net"]
        var urls: [String] = []
        for scheme in RandomPolicyValues.finiteSchemes + ["ftp", "data"] {
            for host in hosts {
                let special = ["http", "https", "ftp"].contains(scheme)
                if let host { urls.append(scheme + "://" + host + "/") } else if !special { urls.append(scheme + ":x") }
            }
        }
        return urls.flatMap { url in
            NavigationTarget.allCases.flatMap { target in
                NavigationType.allCases.filter { target != .newWindow || Self.opensWindows.contains($0) }.flatMap { navigation in
                    NavigationView.allCases.compactMap { view in
                        try? NavigationRequest(url: url, current: nil, target: target, navigation: navigation, view: view)
                    }
                }
            }
        }
    }()

    @Test func neverMatchesAndShadowedAreExactOnAFiniteSpace() {
        let seed: UInt64 = 0xE7A5_7001
        var generator = RandomPolicyGenerator(seed: seed, features: .finiteSpace)
        let frames = NavigationTarget.allCases.count - 1
        #expect(
            Self.requests.count == 39 * (frames * NavigationType.allCases.count + Self.opensWindows.count) * NavigationView.allCases.count)
        var reported = (neverMatches: 0, shadowed: 0)
        for number in 0..<Self.policies {
            let policy = generator.policy()
            let context = "seed \(seed), policy \(number): \(policy.rules.map { "\($0.condition) → \($0.action)" })"
            let findings = PolicyPipeline().lint(policy).lintFindings
            #expect(!findings.contains { $0.code == .analysisIncomplete }, "\(context)")
            func rules(with code: DiagnosticCode) -> Set<Int> {
                Set(
                    findings.filter { $0.code == code }.compactMap { finding in
                        policy.rules.firstIndex { $0.line == finding.range.start.line }
                    })
            }
            let expected = Self.expectedFindings(policy)
            #expect(rules(with: .neverMatches) == expected.neverMatches, "never-matches; \(context)")
            #expect(rules(with: .shadowedRule) == expected.shadowed, "shadowed-rule; \(context)")
            reported.neverMatches += expected.neverMatches.count
            reported.shadowed += expected.shadowed.count
        }
        print(
            "lint exhaustive, seed \(seed), \(PropertyScale.label): \(Self.policies) policies × \(Self.requests.count) requests, \(reported.neverMatches) never-matches, \(reported.shadowed) shadowed-rule"
        )
        // The generator must provoke both findings, or the comparison proves little.
        #expect(reported.neverMatches > 0 && reported.shadowed > 0)
    }

    /// What the linter must report, from the decision of every request: `never-matches` for a
    /// `when` rule no request satisfies; `shadowed-rule` for a rule up to the first one after
    /// which nothing decides that decides nothing, while some request it matches gets another
    /// action from an earlier rule.
    static func expectedFindings(_ policy: CheckedPolicy) -> (neverMatches: Set<Int>, shadowed: Set<Int>) {
        var matches = Array(repeating: false, count: policy.rules.count)
        var decides = Array(repeating: false, count: policy.rules.count)
        var takenWithAnotherAction = Array(repeating: false, count: policy.rules.count)
        var defaultDecides = false
        for request in requests {
            let decision = ReferenceInterpreter.decide(policy, request)
            guard let decider = decision.rule.map({ $0 - 1 }) else {
                defaultDecides = true
                continue
            }
            decides[decider] = true
            for index in policy.rules.indices where ReferenceInterpreter.holds(policy.rules[index].condition, for: request) {
                matches[index] = true
                if index > decider && decision.action != policy.rules[index].action { takenWithAnotherAction[index] = true }
            }
        }
        let latest = decides.lastIndex(of: true)
        let reportableEnd = !defaultDecides && latest.map { $0 < policy.rules.count - 1 } == true ? latest! + 1 : policy.rules.count
        let neverMatches = Set(policy.rules.indices.filter { !policy.rules[$0].isOtherwise && !matches[$0] })
        let shadowed = Set((0..<reportableEnd).filter { matches[$0] && !decides[$0] && takenWithAnotherAction[$0] })
        return (neverMatches, shadowed)
    }
}
