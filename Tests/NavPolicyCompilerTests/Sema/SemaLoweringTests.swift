import NavPolicy
import Testing

@testable import NavPolicyCompiler

@Suite struct SemaLoweringTests {
    /// The single rule's condition of a clean one-rule policy.
    private func condition(_ syntax: PolicySyntax) -> Condition? {
        let result = Sema.check(syntax)
        let (policy, diagnostics) = (result.policy, result.diagnostics)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        return policy?.rules.first?.condition
    }

    @Test func isBecomesOneElementAtom() {
        #expect(condition(.comparison("target", .is, .w("new-window"))) == .atom(.target([.newWindow])))
        #expect(condition(.comparison("navigation", .is, .w("form-submit"))) == .atom(.navigation([.formSubmit])))
        #expect(condition(.comparison("scheme", .is, .s("HTTPS"))) == .atom(.scheme(["https"])))
        #expect(condition(.comparison("path", .is, .s("/Pay"))) == .atom(.path(["/Pay"])))
    }

    @Test func negatedOperatorsBecomeNot() {
        #expect(condition(.comparison("target", .isNot, .w("subframe"))) == .not(.atom(.target([.subframe]))))
        #expect(condition(.comparison("scheme", .notIn, .list([.s("http"), .s("https")]))) == .not(.atom(.scheme(["http", "https"]))))
        #expect(condition(.comparison("host", .isNot, .noneKeyword)) == .not(.atom(.hostIsNone)))
        #expect(condition(.comparison("current", .isNot, .noneKeyword)) == .not(.atom(.relation(.host, .noCurrent))))
    }

    @Test func hostForms() {
        #expect(
            condition(.comparison("host", .is, .s("Example.COM.")))
                == .atom(.host([HostPattern(domain: "example.com", includesSubdomains: false)])))
        #expect(
            condition(.comparison("host", .in, .list([.s("*.b.com"), .s("a.com"), .s("a.com")])))
                == .atom(
                    .host([
                        HostPattern(domain: "b.com", includesSubdomains: true), HostPattern(domain: "a.com", includesSubdomains: false),
                        HostPattern(domain: "a.com", includesSubdomains: false),
                    ])))
        #expect(condition(.comparison("host", .is, .noneKeyword)) == .atom(.hostIsNone))
        #expect(condition(.comparison("host", .equal, .current)) == .atom(.relation(.host, .equal)))
        #expect(condition(.comparison("host", .notEqual, .current)) == .atom(.relation(.host, .different)))
        #expect(condition(.comparison("current", .is, .noneKeyword)) == .atom(.relation(.host, .noCurrent)))
    }

    @Test func pathAndURLForms() {
        #expect(condition(.comparison("path", .startsWith, .s("/checkout"))) == .atom(.pathPrefix("/checkout")))
        #expect(condition(.comparison("path", .in, .list([.s("/a"), .s("/b")]))) == .atom(.path(["/a", "/b"])))
        #expect(
            condition(.comparison("url", .matches, .s("*://*.Example.com/pay/*")))
                == .atom(
                    .urlMatches(
                        MatchPattern(
                            schemes: ["http", "https"], host: .pattern(HostPattern(domain: "example.com", includesSubdomains: true)),
                            pathGlob: "/pay/*"))))
    }

    @Test func booleanStructureIsKeptInSourceOrder() {
        let syntax = SyntaxBuilder.policy { b in
            [
                b.rule("open in-app") { b in
                    b.not { b in
                        b.paren { b in
                            b.or([
                                { $0.and([{ $0.cmp("navigation", .is, .w("link")) }, { $0.cmp("target", .is, .w("new-window")) }]) },
                                { $0.cmp("scheme", .is, .s("b")) },
                                { $0.cmp("scheme", .is, .s("b")) },
                            ])
                        }
                    }
                }
            ]
        }
        let scheme = Condition.atom(.scheme(["b"]))
        #expect(condition(syntax) == .not(.or([.and([.atom(.navigation([.link])), .atom(.target([.newWindow]))]), scheme, scheme])))
    }

    @Test func rulesKeepOrderLinesAndActions() throws {
        let syntax = SyntaxBuilder.policy { b in
            [
                b.header("ads"),
                b.define("ours", [.s("a.com")]),
                b.rule("open external") { $0.cmp("host", .notIn, .w("ours")) },
                b.rule("open popup") { $0.cmp("target", .is, .w("new-window")) },
                b.otherwise("cancel"),
            ]
        }
        let result = Sema.check(syntax)
        let (policy, diagnostics) = (result.policy, result.diagnostics)
        #expect(diagnostics.isEmpty)
        let checked = try #require(policy)
        #expect(checked.name == "ads")
        #expect(checked.rules.map(\.action) == [.openExternal, .openPopup, .cancel])
        #expect(checked.rules.map(\.line) == [3, 4, 5])
        #expect(checked.rules.map(\.isOtherwise) == [false, false, true])
        #expect(checked.rules.last?.condition == .always)
        #expect(checked.rules[0].range == syntax.statements[2].range)
        #expect(checked.definitions.map(\.name) == ["ours"])
        #expect(checked.definitions.map(\.useCount) == [1])
    }

    @Test func definitionsCountEveryUseAndMayFollowRules() throws {
        let syntax = SyntaxBuilder.policy { b in
            [
                b.define("unused", [.s("x")]),
                b.define("kinds", [.w("link"), .w("other")]),
                b.rule("allow") { $0.cmp("navigation", .in, .w("kinds")) },
                b.rule("cancel") { $0.cmp("navigation", .notIn, .w("kinds")) },
                b.define("late", [.s("https")]),
            ]
        }
        let result = Sema.check(syntax)
        let (policy, diagnostics) = (result.policy, result.diagnostics)
        #expect(diagnostics.isEmpty)
        #expect(try #require(policy).definitions.map(\.useCount) == [0, 2, 0])
    }

    @Test func actionsResolve() {
        for action in Action.allCases {
            let policy = Sema.check(SyntaxBuilder.policy { [$0.otherwise(action.sourceSpelling)] }).policy
            #expect(policy?.rules.first?.action == action)
        }
    }

    @Test func missingPartsAreSkippedSilently() {
        let syntax = SyntaxBuilder.policy { b in
            [
                b.header(nil),
                b.define("empty", nil),
                b.rule(nil) { $0.cmp("host", .is, nil) },
                b.rule("allow") { .missing($0.range()) },
                b.otherwise(nil),
            ]
        }
        let result = Sema.check(syntax)
        let (policy, diagnostics) = (result.policy, result.diagnostics)
        #expect(diagnostics.isEmpty)
        #expect(policy == nil)
    }
}
