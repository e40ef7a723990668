import NavPolicy
import Testing

@testable import NavPolicyCompiler

/// Hand-checked decisions of the reference interpreter (the oracle must itself be right).
struct ReferenceInterpreterTests {
    static func request(
        scheme: String = "https", host: String? = "example.com", path: String = "/",
        current: String?? = .some("example.com"), target: NavigationTarget = .mainFrame,
        navigation: NavigationType = .link
    ) -> NavigationRequest {
        TablePolicies.request(scheme, host, path, current: current, target: target, navigation: navigation)
    }

    static let ads = CheckedPolicy(
        name: "ads-webview",
        rules: [
            CheckedRule(
                condition: .and([.atom(.navigation([.link])), .not(.atom(.scheme(["http", "https", "about", "data", "blob"])))]),
                action: .openExternal, line: 6),
            CheckedRule(
                condition: .and([.or([.atom(.navigation([.link])), .atom(.target([.newWindow]))]), .atom(.relation(.host, .different))]),
                action: .openInApp, line: 7),
            CheckedRule(condition: .always, action: .allow, isOtherwise: true, line: 8),
        ])

    @Test func firstMatchWinsWithRuleAndLine() {
        let decision = ReferenceInterpreter.decide(Self.ads, Self.request(scheme: "itms-apps"))
        #expect(decision == Decision(action: .openExternal, rule: 1, line: 6))
        #expect(ReferenceInterpreter.decide(Self.ads, Self.request(host: "other.com")) == Decision(action: .openInApp, rule: 2, line: 7))
        #expect(ReferenceInterpreter.decide(Self.ads, Self.request()) == Decision(action: .allow, rule: 3, line: 8))
    }

    @Test func noMatchWithoutOtherwiseIsTheImplicitDefault() {
        let policy = CheckedPolicy(name: nil, rules: [CheckedRule(condition: .atom(.hostIsNone), action: .cancel, line: 1)])
        #expect(ReferenceInterpreter.decide(policy, Self.request()) == .implicitDefault)
        #expect(ReferenceInterpreter.decide(policy, Self.request(host: nil)) == Decision(action: .cancel, rule: 1, line: 1))
    }

    @Test func noneIsNeverEqualNorUnequal() {
        let none = Self.request(host: nil)
        let noCurrent = Self.request(current: .none)
        let currentWithoutHost = Self.request(current: .some(nil))
        for request in [none, noCurrent, currentWithoutHost] {
            #expect(!ReferenceInterpreter.holds(.relation(.host, .equal), for: request))
            #expect(!ReferenceInterpreter.holds(.relation(.host, .different), for: request))
            #expect(ReferenceInterpreter.holds(.not(.atom(.relation(.host, .equal))), for: request))
        }
        #expect(ReferenceInterpreter.holds(.relation(.host, .noCurrent), for: noCurrent))
        #expect(!ReferenceInterpreter.holds(.relation(.host, .noCurrent), for: currentWithoutHost))
        #expect(ReferenceInterpreter.holds(.relation(.host, .equal), for: Self.request()))
        #expect(!ReferenceInterpreter.holds(.host([HostPattern(domain: "example.com", includesSubdomains: true)]), for: none))
        #expect(ReferenceInterpreter.holds(.not(.atom(.host([]))), for: none))
    }

    @Test func wildcardHostsMatchOnLabelBoundaries() {
        let atom = Atom.host([HostPattern(domain: "example.com", includesSubdomains: true)])
        for host in ["example.com", "a.example.com", "a.b.example.com"] {
            #expect(ReferenceInterpreter.holds(atom, for: Self.request(host: host)))
        }
        for host in ["badexample.com", "example.com.evil.net", "com"] {
            #expect(!ReferenceInterpreter.holds(atom, for: Self.request(host: host)))
        }
    }

    @Test func matchPatternsCombineSchemeHostAndPathGlob() {
        let pay = Atom.urlMatches(
            MatchPattern(
                schemes: ["http", "https"], host: .pattern(HostPattern(domain: "example.com", includesSubdomains: true)), pathGlob: "/pay/*"
            ))
        #expect(ReferenceInterpreter.holds(pay, for: Self.request(host: "a.example.com", path: "/pay/")))
        #expect(ReferenceInterpreter.holds(pay, for: Self.request(path: "/pay/x/y")))
        #expect(!ReferenceInterpreter.holds(pay, for: Self.request(path: "/pay")))
        #expect(!ReferenceInterpreter.holds(pay, for: Self.request(scheme: "ftp", path: "/pay/x")))
        let file = Atom.urlMatches(MatchPattern(schemes: ["file"], host: .none, pathGlob: "/*.pdf"))
        #expect(ReferenceInterpreter.holds(file, for: Self.request(scheme: "file", host: nil, path: "/a/b.pdf")))
        #expect(!ReferenceInterpreter.holds(file, for: Self.request(scheme: "file", path: "/a/b.pdf")))
        let anyHost = Atom.urlMatches(MatchPattern(schemes: ["https"], host: .any, pathGlob: "/*"))
        #expect(!ReferenceInterpreter.holds(anyHost, for: Self.request(host: nil)))
    }

    @Test(arguments: [
        ("/a*b", "/ab", true), ("/a*b", "/axxb", true), ("/a*b", "/axxbc", false), ("*", "", true),
        ("/*/x", "//x", true), ("/*/x", "/x", false), ("/a/*/c*", "/a/b/cd", true), ("/x", "/x", true),
    ])
    func globsMatchAnyRunOfBytes(glob: String, path: String, expected: Bool) {
        #expect(ReferenceInterpreter.globMatches(Array(glob.utf8), Array(path.utf8)) == expected)
    }

    @Test func explainListsEachRuleTriedWithItsAtoms() {
        let (decision, trace) = ReferenceInterpreter.explain(Self.ads, Self.request(host: "other.com"))
        #expect(decision.rule == 2)
        #expect(trace.map(\.matched) == [false, true])
        // A negated atom is shown as written, with the truth of the negation; the `and` that
        // failed shows only its first false operand.
        #expect(trace[0].reason == "scheme not in [\"http\", \"https\", \"about\", \"data\", \"blob\"]: false")
        #expect(trace[1].reason.contains("host != current: true"))
    }

    @Test func explainShowsNegatedAtomsAsWritten() {
        let policy = CheckedPolicy(
            name: nil,
            rules: [
                CheckedRule(
                    condition: .and([.not(.atom(.hostIsNone)), .not(.atom(.target([.subframe]))), .not(.atom(.pathPrefix("/a")))]),
                    action: .cancel, line: 1)
            ])
        let (_, trace) = ReferenceInterpreter.explain(policy, Self.request(host: "other.com"))
        #expect(trace[0].reason == "host is not none: true; target is not subframe: true; not (path starts-with \"/a\"): true")
    }
}
