import NavPolicy
import Testing

@testable import NavPolicyCompiler

@Suite struct SemaDiagnosticTests {
    typealias V = SyntaxBuilder.V

    /// One comparison and the single error code it must give (the policy is then nil).
    struct Case: CustomTestStringConvertible, Sendable {
        var attribute: String
        var op: ComparisonOperator
        var value: V
        var code: String
        var testDescription: String { "\(attribute) \(op.rawValue) \(value) → \(code)" }
        init(_ attribute: String, _ op: ComparisonOperator, _ value: V, _ code: String) {
            (self.attribute, self.op, self.value, self.code) = (attribute, op, value, code)
        }
    }

    static let cases: [Case] = [
        Case("targte", .is, .w("new-window"), "unknown-attribute"),
        Case("target", .is, .w("new-tab"), "unknown-value"),
        Case("navigation", .in, .list([.w("link"), .w("clik")]), "unknown-value"),
        Case("target", .is, .s("new-window"), "type-mismatch"),
        Case("target", .is, .list([.w("new-window")]), "type-mismatch"),
        Case("target", .in, .w("new-window"), "type-mismatch"),
        Case("scheme", .is, .w("https"), "type-mismatch"),
        Case("scheme", .in, .s("https"), "type-mismatch"),
        Case("scheme", .in, .list([.s("http"), .list([])]), "type-mismatch"),
        Case("path", .startsWith, .noneKeyword, "type-mismatch"),
        Case("url", .matches, .w("x"), "undefined-name"),
        Case("port", .is, .s("80"), "type-mismatch"),
        Case("view", .is, .w("window"), "unknown-value"),
        Case("query", .has, .noneKeyword, "type-mismatch"),
        Case("scheme", .is, .s("ht tp"), "invalid-scheme"),
        Case("scheme", .is, .s("https:"), "invalid-scheme"),
        Case("scheme", .in, .list([.s("1http")]), "invalid-scheme"),
        Case("host", .is, .s(""), "invalid-host"),
        Case("host", .is, .s("*."), "invalid-host"),
        Case("host", .is, .s("ex*.com"), "invalid-host-pattern"),
        Case("host", .is, .s("*example.com"), "invalid-host-pattern"),
        Case("host", .is, .s("a.*.com"), "invalid-host-pattern"),
        Case("host", .in, .list([.s("*")]), "invalid-host-pattern"),
        Case("path", .is, .s("/a/*"), "path-pattern"),
        Case("url", .matches, .s("example.com/*"), "invalid-match-pattern"),
        Case("url", .matches, .s("ht tp://a.com/*"), "invalid-match-pattern"),
        Case("url", .matches, .s("https://a.com"), "invalid-match-pattern"),
        Case("url", .matches, .s("https:///x"), "invalid-match-pattern"),
        Case("url", .matches, .s("https://a*.com/x"), "invalid-match-pattern"),
        Case("url", .matches, .s("https://a.com/x?q=1"), "invalid-match-pattern"),
        Case("url", .is, .s("https://a.com/"), "unsupported-comparison"),
        Case("host", .equal, .s("a.com"), "unsupported-comparison"),
        Case("host", .is, .current, "unsupported-comparison"),
        Case("scheme", .is, .noneKeyword, "unsupported-comparison"),
        Case("current", .is, .s("a.com"), "unsupported-comparison"),
        Case("current", .equal, .w("host"), "unsupported-comparison"),
        Case("target", .startsWith, .s("new"), "unsupported-comparison"),
        Case("path", .matches, .s("/a"), "unsupported-comparison"),
        Case("navigation", .in, .w("kinds"), "undefined-name"),
    ]

    @Test(arguments: cases) func comparisonGivesOneError(_ testCase: Case) {
        let result = Sema.check(.comparison(testCase.attribute, testCase.op, testCase.value))
        let (policy, diagnostics) = (result.policy, result.diagnostics)
        #expect(diagnostics.map(\.code.rawValue) == [testCase.code])
        #expect(diagnostics.allSatisfy { $0.severity == .error && !$0.message.hasSuffix(".") && $0.message.first?.isUppercase != true })
        #expect(policy == nil)
    }

    @Test(arguments: [
        (V.s("file:///tmp/*"), true), (V.s("*://*/*"), true), (V.s("https://[::1]/x"), true),
        (V.s("itms-apps://*.apple.com/*"), true), (V.s("http:///x"), false),
    ])
    func matchPatternAcceptance(_ value: V, _ accepted: Bool) {
        let policy = Sema.check(.comparison("url", .matches, value)).policy
        #expect((policy != nil) == accepted)
    }

    @Test func unknownTargetSuggestsTheCloseWord() throws {
        let diagnostic = try #require(Sema.check(.comparison("target", .is, .w("new-tab"))).diagnostics.first)
        #expect(diagnostic.message == "unknown target 'new-tab'")
        #expect(diagnostic.notes.map(\.message) == ["did you mean 'new-window'?"])
        #expect(diagnostic.fixIts.map(\.replacement) == ["new-window"])
    }

    @Test func unknownActionSuggestsOnlyWhenClose() throws {
        func notes(_ action: String) -> [String] {
            Sema.check(SyntaxBuilder.policy { [$0.otherwise(action)] }).diagnostics.flatMap { $0.notes.map(\.message) }
        }
        #expect(codes(SyntaxBuilder.policy { [$0.otherwise("deny")] }) == ["unknown-action"])
        #expect(notes("deny") == [])
        #expect(notes("open tab") == [])
        #expect(notes("open in-ap") == ["did you mean 'open in-app'?"])
        #expect(notes("alow") == ["did you mean 'allow'?"])
        #expect(notes("open inapp") == ["did you mean 'open in-app'?"])
    }

    @Test func namedListOfHostsUsedAsSchemesIsAKindMismatch() throws {
        let syntax = SyntaxBuilder.policy { b in
            [
                b.define("payment-hosts", [.s("pay.google.com"), .s("*.paypal.com")]),
                b.rule("allow") { $0.cmp("scheme", .in, .w("payment-hosts")) },
                b.rule("allow") { $0.cmp("target", .notIn, .w("payment-hosts")) },
            ]
        }
        let diagnostics = Sema.check(syntax).diagnostics
        #expect(diagnostics.map(\.code.rawValue) == ["list-kind-mismatch", "list-kind-mismatch"])
        #expect(diagnostics.first?.message == "list 'payment-hosts' holds host patterns, not schemes")
        #expect(diagnostics.last?.message == "list 'payment-hosts' holds host patterns, not target values")
        guard case .definition(let definition) = syntax.statements[0] else {
            Issue.record("no definition")
            return
        }
        #expect(diagnostics.first?.notes.first?.range == definition.name.range)
    }

    @Test func invalidItemOfANamedListIsReportedPerUseWithANoteToTheItem() {
        let syntax = SyntaxBuilder.policy { b in
            [
                b.define("hosts", [.s("a.com"), .s("b*.com")]),
                b.rule("allow") { $0.cmp("host", .in, .w("hosts")) },
                b.rule("cancel") { $0.cmp("host", .notIn, .w("hosts")) },
            ]
        }
        let diagnostics = Sema.check(syntax).diagnostics
        #expect(diagnostics.map(\.code.rawValue) == ["invalid-host-pattern", "invalid-host-pattern"])
        #expect(diagnostics.map(\.range.start.line) == [2, 3])
        #expect(diagnostics.allSatisfy { $0.notes.last?.range?.start.line == 1 && $0.help == ValueProblem.hostPatternHelp })
    }

    @Test func namesAreResolvedWithNotes() {
        let syntax = SyntaxBuilder.policy { b in
            [
                b.define("ours", [.s("a.com")]),
                b.rule("allow") { $0.cmp("host", .in, .w("our")) },
                b.rule("allow") { $0.cmp("scheme", .in, .w("later")) },
                b.define("ours", [.s("b.com")]),
                b.define("later", [.s("https")]),
            ]
        }
        let diagnostics = Sema.check(syntax).diagnostics
        #expect(diagnostics.map(\.code.rawValue) == ["undefined-name", "use-before-definition", "duplicate-definition"])
        #expect(diagnostics[0].notes.map(\.message) == ["did you mean 'ours'?"])
        #expect(diagnostics[1].notes.first?.range?.start.line == 5)
        #expect(diagnostics[2].notes.first?.range?.start.line == 1)
    }

    @Test func statementOrderIsChecked() {
        let syntax = SyntaxBuilder.policy { b in
            [
                b.otherwise("allow"),
                b.header("a"),
                b.header("b"),
                b.rule("allow") { $0.cmp("host", .is, .noneKeyword) },
                b.otherwise("cancel"),
            ]
        }
        let diagnostics = Sema.check(syntax).diagnostics
        #expect(diagnostics.map(\.code.rawValue) == ["otherwise-not-last", "header-not-first", "duplicate-header", "duplicate-otherwise"])
        #expect(diagnostics.map(\.range.start.line) == [1, 2, 3, 5])
        #expect(diagnostics[0].notes.first?.range?.start.line == 2)
        #expect(diagnostics[2].notes.first?.range?.start.line == 2)
        #expect(diagnostics[3].notes.first?.range?.start.line == 1)
    }

    @Test func everyErrorIsReportedInOneRun() {
        let syntax = SyntaxBuilder.policy { b in
            [
                b.rule("deny") { b in
                    b.and([
                        { $0.cmp("host", .is, .s("a b.com*")) }, { $0.cmp("sheme", .is, .s("x")) }, { $0.cmp("target", .is, .w("tab")) },
                    ])
                }
            ]
        }
        #expect(Set(codes(syntax)) == ["invalid-host-pattern", "unknown-attribute", "unknown-value", "unknown-action"])
    }

    @Test func hostFailuresHaveReasons() {
        let failures: [HostNormalizer.Failure] = [
            .empty, .emptyLabel, .forbiddenCharacter(" "), .forbiddenCharacter("/"), .forbiddenCharacter("@"),
            .forbiddenCharacter(":"), .labelTooLong("x"), .nameTooLong, .invalidInternationalLabel("x"), .invalidIPv6,
        ]
        let reasons = failures.map(ValueProblem.reason)
        #expect(Set(reasons).count == failures.count)
        #expect(reasons[2] == "a host cannot contain a space")
        #expect(reasons[4] == "a host cannot contain '@'")
    }
}
