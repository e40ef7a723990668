import NavPolicyCompiler
import Testing

/// Definitions and the forms beside them as the lexer and parser read them: parameters, flags, named conditions,
/// bare-name atoms, `under`, number ranges and the response section, with their recovery.
struct DefinitionParserTests {
    @Test func rangeDotsAreATokenAndNumbersStopBeforeThem() {
        let (tokens, diagnostics) = lex("[8000..8999, 1.2.3, 80 .. 90]")
        #expect(diagnostics.isEmpty)
        #expect(
            tokens.map(\.kind) == [
                .leftBracket, .number, .dotDot, .number, .comma, .number, .comma, .number, .dotDot, .number, .rightBracket, .endOfFile,
            ])
        #expect(tokens.map(\.text) == ["[", "8000", "..", "8999", ",", "1.2.3", ",", "80", "..", "90", "]", ""])
        #expect(tokens[2].range.start.column == 6 && tokens[2].range.end.column == 8)
        // One dot alone is still no token.
        #expect(lex("8000.").tokens.map(\.text) == ["8000.", ""])
        #expect(lex("a . b").diagnostics.map(\.code) == [.unexpectedCharacter])
    }

    @Test func definitionsOfParametersFlagsAndConditions() throws {
        let (syntax, diagnostics) = parse(
            """
            let servers = param "servers"
            flag call-active
            condition same-server = host in servers and scheme is "https"
            on response
            when attachment then download
            """)
        #expect(diagnostics.isEmpty)
        guard syntax.statements.count == 5, case .definition(let servers) = syntax.statements[0],
            case .flag(let flag) = syntax.statements[1],
            case .condition(let named) = syntax.statements[2], case .section(let section) = syntax.statements[3],
            case .rule(let rule) = syntax.statements[4]
        else {
            Issue.record("unexpected statements \(syntax.statements)")
            return
        }
        #expect(servers.parameter?.key.value == "servers" && servers.list == nil && servers.file == nil)
        #expect(servers.parameter?.keywordRange.start.column == 15 && servers.range.end.column == 30)
        #expect(flag.name.text == "call-active" && flag.range.start.line == 2 && flag.range.end.column == 17)
        #expect(named.name.text == "same-server")
        #expect(sketch(named.condition) == "(and host in servers scheme is \"https\")")
        #expect(named.range.start == SourcePosition(offset: 47, line: 3, column: 1) && named.range.end.column == 62)
        #expect(section.name?.text == "response" && section.range.end.column == 12)
        #expect(sketch(rule.condition) == "name attachment")
    }

    @Test(arguments: [
        ("call-active", "name call-active"),
        ("not call-active", "(not name call-active)"),
        ("call-active and host is \"a\"", "(and name call-active host is \"a\")"),
        ("(same-server or attachment) and not displayable", "(and [(or name same-server name attachment)] (not name displayable))"),
        ("path under \"/login\"", "path under \"/login\""),
        ("path under [\"/a\", \"/b\"] ignoring case", "path under {\"/a\",\"/b\"} ignoring case"),
        ("scheme starts-with [\"homeassistant\"]", "scheme starts-with {\"homeassistant\"}"),
        ("port in [80, 8000..8999]", "port in {#80,#8000..#8999}"),
        ("status in [400 .. 599]", "status in {#400..#599}"),
        ("port is 8000..8999", "port is #8000..#8999"),
        ("type is none", "type is none"),
    ])
    func conditions(text: String, expected: String) throws {
        let parsed = try #require(condition(of: text))
        #expect(sketch(parsed) == expected)
    }

    @Test func aRangeItemSpansBothEnds() throws {
        let parsed = try #require(condition(of: "port in [1, 8000..8999]"))
        guard case .comparison(let comparison) = parsed, case .list(let list)? = comparison.value,
            case .range(let range) = list.items[1]
        else {
            Issue.record("no range in \(parsed)")
            return
        }
        #expect(list.items.count == 2)
        #expect(range.range.start.column == 18 && range.range.end.column == 28)
        #expect(range.low.range.end.column == 22 && range.high.range.start.column == 24)
    }

    @Test func theStatementWordsStayNames() {
        // `flag`, `condition`, `on` are contextual: lists and flags may carry those names.
        let (syntax, diagnostics) = parse(
            """
            let on = ["a.com"]
            let condition = ["b.com"]
            flag flag
            when host in on or host in condition or flag then allow
            """)
        #expect(diagnostics.isEmpty)
        #expect(syntax.statements.count == 4)
        if case .flag(let flag) = syntax.statements[2] { #expect(flag.name.text == "flag") } else { Issue.record("no flag") }
    }

    @Test func recoveryResumesAtTheNewStatements() {
        let (syntax, diagnostics) = parse(
            """
            when host is then allow
            flag call-active
            when host ==
            condition c = call-active
            when scheme is "a" then
            on response
            otherwise allow
            """)
        #expect(diagnostics.map(\.code) == [.expectedValue, .expectedValue, .expectedAction])
        #expect(diagnostics.map(\.range.start.line) == [1, 3, 5])
        let kinds = syntax.statements.map { statement -> String in
            switch statement {
            case .rule: "rule"
            case .flag: "flag"
            case .condition: "condition"
            case .section: "section"
            case .otherwise: "otherwise"
            case .header, .definition: "other"
            }
        }
        #expect(kinds == ["rule", "flag", "rule", "condition", "rule", "section", "otherwise"])
    }

    @Test func aMissingThenBeforeAStatementWordIsReportedThere() {
        let (_, diagnostics) = parse("when host is \"a\"\nflag f\n")
        #expect(diagnostics.map(\.code) == [.expectedThen])
        #expect(diagnostics.first?.range.start == SourcePosition(offset: 16, line: 1, column: 17))
    }

    @Test(arguments: [
        ("flag\nwhen host is \"a\" then allow", DiagnosticCode.expectedName, 1, 5),
        ("flag \"call-active\"", .expectedName, 1, 6),
        ("condition = host is \"a\"", .expectedName, 1, 11),
        ("condition c host is \"a\"", .expectedEquals, 1, 13),
        ("condition c =\nwhen host is \"a\" then allow", .expectedCondition, 1, 14),
        ("let servers = param servers", .expectedString, 1, 21),
        ("on responses", .expectedSection, 1, 4),
        ("on\nwhen host is \"a\" then allow", .expectedSection, 1, 3),
        ("when port in [8000..] then allow", .expectedValue, 1, 21),
        ("when port in [..8999] then allow", .expectedValue, 1, 15),
        ("when port in [\"a\"..\"b\"] then allow", .expectedValue, 1, 18),
        ("when port is 80.. then allow", .expectedValue, 1, 19),
        ("when host is \"a\"..\"b\" then allow", .expectedValue, 1, 17),
        ("when then allow", .expectedCondition, 1, 6),
        ("when x then open\nflag f", .expectedAction, 1, 17),
    ])
    func syntaxErrors(text: String, code: DiagnosticCode, line: Int, column: Int) {
        let (_, diagnostics) = parse(text)
        #expect(diagnostics.map(\.code) == [code], "\(diagnostics.map(\.message))")
        #expect(diagnostics.first.map { [$0.range.start.line, $0.range.start.column] } == [line, column])
    }

    @Test func aStatementWordStartingALineEndsABrokenStatement() {
        // `condition =` and a lone `flag` are statements of their own, each with its error.
        let (syntax, diagnostics) = parse("flag \"a\"\ncondition = host is \"b\"\nflag\nwhen flag then allow\n")
        #expect(diagnostics.map(\.code) == [.expectedName, .expectedName, .expectedName])
        #expect(diagnostics.map(\.range.start.line) == [1, 2, 3])
        #expect(syntax.statements.count == 1)
    }

    @Test func aQuotedNameGetsAFixIt() throws {
        let diagnostic = try #require(parse("flag \"call-active\"\n").diagnostics.first)
        #expect(diagnostic.help == "a flag name is a word, written without quotes")
        #expect(diagnostic.fixIts.map(\.replacement) == ["call-active"])
    }

    @Test func aMisspeltSectionGetsAFixIt() throws {
        let (_, diagnostics) = parse("on responses\n")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.notes.map(\.message) == ["did you mean 'response'?"])
        #expect(diagnostic.fixIts.map(\.replacement) == ["response"])
        let navigation = try #require(parse("on navigation\n").diagnostics.first)
        #expect(navigation.fixIts.isEmpty)
        #expect(navigation.help?.contains("before 'on response'") == true)
    }
}
