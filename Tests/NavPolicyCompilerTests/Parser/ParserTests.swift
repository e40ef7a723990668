import NavPolicyCompiler
import Testing

/// Parses text and returns the syntax and diagnostics.
func parse(_ text: String) -> (syntax: PolicySyntax, diagnostics: DiagnosticList) {
    Parser.parse(SourceFile(name: "test", text: text))
}

/// The condition of the only rule of `text`, which must parse cleanly.
func condition(of text: String, sourceLocation: SourceLocation = #_sourceLocation) -> ConditionSyntax? {
    let (syntax, diagnostics) = parse("when \(text) then allow")
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))", sourceLocation: sourceLocation)
    guard case .rule(let rule)? = syntax.statements.first else { return nil }
    return rule.condition
}

/// A compact rendering of a condition: `(and a b)`, `(not a)`, `host is "x"`.
func sketch(_ condition: ConditionSyntax) -> String {
    switch condition {
    case .comparison(let comparison):
        (comparison.currentPrefix == nil ? "" : "current ")
            + "\(comparison.attribute.text) \(comparison.op.rawValue) \(comparison.value.map(sketch) ?? "?")"
            + (comparison.ignoringCase == nil ? "" : " ignoring case")
    case .name(let name): "name \(name.text)"
    case .not(let operand, _): "(not \(sketch(operand)))"
    case .and(let operands, _): "(and \(operands.map(sketch).joined(separator: " ")))"
    case .or(let operands, _): "(or \(operands.map(sketch).joined(separator: " ")))"
    case .parenthesized(let inner, _): "[\(sketch(inner))]"
    case .missing: "<missing>"
    }
}

/// A compact rendering of a value.
func sketch(_ value: ValueSyntax) -> String {
    switch value {
    case .string(let string): "\"\(string.value)\""
    case .word(let word): word.text
    case .list(let list): "{" + list.items.map(sketch).joined(separator: ",") + "}"
    case .none: "none"
    case .current: "current"
    case .currentAttribute(let part, _): "current " + part.text
    case .number(let number): "#" + number.text
    case .range(let range): "#\(range.low.text)..#\(range.high.text)"
    }
}

struct ParserTests {
    @Test func statementsOfAWholeFile() throws {
        let (syntax, diagnostics) = parse(
            """
            policy "ads"
            let ours = ["a.com", "*.b.com",]
            let empty = []
            when host in ours then open in-app
            otherwise cancel
            """)
        #expect(diagnostics.isEmpty)
        #expect(syntax.statements.count == 5)
        #expect(syntax.tokens.last?.kind == .endOfFile)
        guard case .header(let header) = syntax.statements[0], case .definition(let ours) = syntax.statements[1],
            case .definition(let empty) = syntax.statements[2], case .rule(let rule) = syntax.statements[3],
            case .otherwise(let otherwise) = syntax.statements[4]
        else {
            Issue.record("unexpected statements \(syntax.statements)")
            return
        }
        #expect(header.name?.value == "ads")
        #expect(ours.name.text == "ours")
        #expect(ours.list?.items.map(sketch) == ["\"a.com\"", "\"*.b.com\""])
        #expect(ours.range.start.line == 2 && ours.range.end.column == 33)
        #expect(empty.list?.items.isEmpty == true)
        #expect(rule.action?.words.map(\.text) == ["open", "in-app"])
        #expect(rule.range.start == SourcePosition(offset: 61, line: 4, column: 1))
        #expect(rule.range.end.column == 35)
        #expect(otherwise.action?.words.map(\.text) == ["cancel"])
    }

    @Test(arguments: [
        ("host is \"a\"", "host is \"a\""),
        ("target is not subframe", "target is not subframe"),
        ("target in [new-window, subframe]", "target in {new-window,subframe}"),
        ("scheme not in ours", "scheme not in ours"),
        ("host == current", "host == current"),
        ("host != current", "host != current"),
        ("host is none", "host is none"),
        ("current is none", "current is none"),
        ("path starts-with \"/c\"", "path starts-with \"/c\""),
        ("url matches \"https://*/*\"", "url matches \"https://*/*\""),
    ])
    func everyComparisonForm(text: String, expected: String) throws {
        let parsed = try #require(condition(of: text))
        #expect(sketch(parsed) == expected)
    }

    @Test(arguments: [
        ("a is x or b is y and c is z", "(or a is x (and b is y c is z))"),
        ("a is x and b is y and c is z and d is w", "(and a is x b is y c is z d is w)"),
        ("a is x or b is y or c is z", "(or a is x b is y c is z)"),
        ("not a is x and b is y", "(and (not a is x) b is y)"),
        ("not not a is x", "(not (not a is x))"),
        ("not (a is x or b is y)", "(not [(or a is x b is y)])"),
        ("(a is x or b is y) and c is z", "(and [(or a is x b is y)] c is z)"),
        ("((a is x))", "[[a is x]]"),
        ("a not in [p] or not (host == current)", "(or a not in {p} (not [host == current]))"),
    ])
    func precedenceAndFlatChains(text: String, expected: String) throws {
        let parsed = try #require(condition(of: text))
        #expect(sketch(parsed) == expected)
    }

    @Test func rangesOfConditionParts() throws {
        let parsed = try #require(condition(of: "not (host is not none)"))
        guard case .not(.parenthesized(.comparison(let comparison), let parenRange), let notRange) = parsed else {
            Issue.record("unexpected shape \(sketch(parsed))")
            return
        }
        #expect(notRange.start.column == 6 && notRange.end.column == 28)
        #expect(parenRange.start.column == 10 && parenRange.end.column == 28)
        #expect(comparison.operatorRange.start.column == 16 && comparison.operatorRange.end.column == 22)
        #expect(comparison.value?.range.start.column == 23)
    }

    @Test func recoveryReportsEveryBrokenStatementOnce() {
        let (syntax, diagnostics) = parse(
            """
            let a = ["x" "y"]
            when host in a open external
            when (target is new-window then open in-app
            when host is then cancel
            when host is "ok" then allow
            otherwise
            """)
        #expect(
            diagnostics.map(\.code.rawValue) == [
                "expected-comma", "expected-then", "missing-closing-paren", "expected-value", "expected-action",
            ])
        #expect(diagnostics.map(\.range.start.line) == [1, 2, 3, 4, 6])
        #expect(syntax.statements.count == 6)
        guard case .rule(let recovered) = syntax.statements[2] else {
            Issue.record("missing rule")
            return
        }
        #expect(recovered.action?.words.map(\.text) == ["open", "in-app"])
        #expect(diagnostics[2].notes.first?.range?.start.column == 6)
    }

    @Test func missingPartsAreMissingOrNil() {
        let (syntax, _) = parse("when then allow\nwhen host is then cancel\npolicy\nlet x =\n")
        guard case .rule(let first) = syntax.statements[0], case .rule(let second) = syntax.statements[1],
            case .header(let header) = syntax.statements[2], case .definition(let definition) = syntax.statements[3]
        else {
            Issue.record("unexpected statements \(syntax.statements)")
            return
        }
        if case .missing = first.condition {} else { Issue.record("expected a missing condition") }
        #expect(first.action?.words.map(\.text) == ["allow"])
        guard case .comparison(let comparison) = second.condition else {
            Issue.record("expected a comparison")
            return
        }
        #expect(comparison.value == nil)
        #expect(second.action?.words.map(\.text) == ["cancel"])
        #expect(header.name == nil)
        #expect(definition.list == nil)
    }

    @Test func notAfterAnAttributeMustBeFollowedByIn() {
        #expect(parse("when host not == current then allow").diagnostics.map(\.code.rawValue) == ["expected-operator"])
        #expect(parse("when not host == current then allow").diagnostics.isEmpty)
    }

    /// A named condition ending in `current` is followed by the next statement, not by a part
    /// of the current URL (found by the random source generator).
    @Test func currentBeforeAStatementWordIsNoPart() {
        let (syntax, diagnostics) = parse("condition a = host == current\ncondition b = host != current\nflag f")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(syntax.statements.count == 3)
        #expect(parse("when host == current scheme then allow").diagnostics.isEmpty)
    }

    @Test func lexicalErrorsDoNotCascadeIntoSyntaxErrors() {
        #expect(parse("when host is @ then allow").diagnostics.map(\.code.rawValue) == ["unexpected-character"])
        #expect(
            parse("when host is \"a then allow\nwhen host is \"b\" then allow").diagnostics.map(\.code.rawValue) == ["newline-in-string"])
    }

    @Test func strayTokensBetweenStatements() {
        let (syntax, diagnostics) = parse("allow when host is \"a\" then allow ) otherwise cancel")
        #expect(diagnostics.map(\.code.rawValue) == ["expected-statement", "expected-statement"])
        #expect(syntax.statements.count == 2)
    }
}
