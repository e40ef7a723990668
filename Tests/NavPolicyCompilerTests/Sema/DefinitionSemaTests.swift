import NavPolicy
import Testing

@testable import NavPolicyCompiler

/// What sema makes of definitions and the forms beside them: flags, parameters, named conditions, `path under`,
/// `scheme starts-with` and number ranges, written out by hand.
@Suite struct DefinitionSemaTests {
    /// The checked policy of `text`, which must have no errors.
    static func checked(_ text: String) throws -> CheckedPolicy {
        let result = FrontEnd.check(SourceFile(name: "test.navpolicy", text: text))
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics.map(\.message))")
        return try #require(result.policy)
    }

    /// The error codes of `text`, in source order.
    static func errorCodes(_ text: String) -> [DiagnosticCode] {
        FrontEnd.check(SourceFile(name: "test.navpolicy", text: text)).diagnostics.filter { $0.severity == .error }.map(\.code)
    }

    static let servers = ParameterReference(index: 0, name: "servers", key: "server-hosts")

    @Test func flagsAreAtomsNumberedInDeclarationOrder() throws {
        let policy = try Self.checked(
            """
            flag call-active
            flag maps-allowed
            when not maps-allowed and call-active then cancel
            """)
        #expect(policy.flags == ["call-active", "maps-allowed"])
        #expect(
            policy.rules[0].condition
                == .and([
                    .not(.atom(.flag(FlagReference(index: 1, name: "maps-allowed")))),
                    .atom(.flag(FlagReference(index: 0, name: "call-active"))),
                ]))
    }

    @Test func parametersTakeTheKindOfTheirUses() throws {
        let policy = try Self.checked(
            """
            let servers = param "server-hosts"
            let docs = param "docs"
            let unused = param "unused"
            when host in servers and current host not in servers then allow
            when path under docs ignoring case then allow
            """)
        #expect(
            policy.parameters == [
                CheckedParameter(name: "servers", key: "server-hosts", kind: .hostPatterns),
                CheckedParameter(name: "docs", key: "docs", kind: .paths),
                CheckedParameter(name: "unused", key: "unused", kind: nil),
            ])
        let host = Atom.inParameter(ParameterTest(parameter: Self.servers, form: .host))
        #expect(policy.rules[0].condition == .and([.atom(host), .not(.atom(.onCurrent(host)))]))
        let docs = ParameterReference(index: 1, name: "docs", key: "docs")
        #expect(policy.rules[1].condition == .atom(.inParameter(ParameterTest(parameter: docs, form: .path(.under, folded: true)))))
    }

    @Test func everyParameterFormHasItsTest() throws {
        let forms: [(String, ParameterKind, ParameterTest.Form)] = [
            ("scheme in p", .schemes, .scheme), ("port not in p", .ports, .port), ("query has p", .queryNames, .queryName),
            ("path in p", .paths, .path(.exact, folded: false)), ("path starts-with p", .paths, .path(.prefix, folded: false)),
            ("path ends-with p ignoring case", .paths, .path(.suffix, folded: true)),
            ("path under p", .paths, .path(.under, folded: false)),
        ]
        for (test, kind, form) in forms {
            let policy = try Self.checked("let p = param \"k\"\nwhen \(test) then cancel")
            #expect(policy.parameters.first?.kind == kind, "\(test)")
            var condition = policy.rules[0].condition
            if case .not(let inner) = condition { condition = inner }
            #expect(
                condition == .atom(.inParameter(ParameterTest(parameter: ParameterReference(index: 0, name: "p", key: "k"), form: form))),
                "\(test)")
        }
    }

    @Test func parameterMisusesAreErrors() {
        #expect(Self.errorCodes("let p = param \"k\"\nwhen host in p or scheme in p then allow") == [.parameterKindConflict])
        #expect(Self.errorCodes("let p = param \"k\"\nwhen url matches p then allow") == [.unsupportedParameterUse])
        #expect(Self.errorCodes("let p = param \"k\"\nwhen target in p then allow") == [.unsupportedParameterUse])
        #expect(Self.errorCodes("let p = param \"k\"\nwhen scheme starts-with p then allow") == [.unsupportedParameterUse])
        #expect(Self.errorCodes("let p = param \"k\"\nwhen host is p then allow") == [.typeMismatch])
        #expect(Self.errorCodes("when host in p then allow\nlet p = param \"k\"") == [.useBeforeDefinition])
    }

    @Test func namedConditionsExpandAtEachUse() throws {
        let policy = try Self.checked(
            """
            condition https = scheme is "https"
            condition secure-docs = https and path under "/docs/"
            when secure-docs then allow
            when not https then cancel
            """)
        let https = Condition.atom(.scheme(["https"]))
        let docs = Condition.or([.atom(.path(["/docs"])), .atom(.pathPrefix("/docs/"))])
        let httpsName = ConditionName(name: "https", definedAt: SourceRange(at: .start))
        #expect(
            policy.rules[0].condition
                == .named(
                    ConditionName(name: "secure-docs", definedAt: SourceRange(at: .start)),
                    .and([.named(httpsName, https), docs])))
        #expect(policy.rules[1].condition == .not(.named(httpsName, https)))
        guard case .named(let name, _) = policy.rules[1].condition.negatedOperand else {
            Issue.record("not a named condition")
            return
        }
        #expect(name.definedAt.start.line == 1 && name.definedAt.start.column == 11)
    }

    @Test func aConditionThatUsesItselfIsAnError() {
        #expect(Self.errorCodes("condition loop = host is \"a.example\" or loop\nwhen loop then allow") == [.recursiveCondition])
        // The cycle is reported once, at the use that closes it (a forward use).
        #expect(Self.errorCodes("condition a = b\ncondition b = a\nwhen a then allow") == [.recursiveCondition])
    }

    @Test func errorsInsideAConditionPointIntoItWithANoteAtTheUse() {
        let result = FrontEnd.check(
            SourceFile(name: "test.navpolicy", text: "condition bad = host is \"a b\"\nwhen bad then allow\nwhen bad then cancel"))
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.range.start.line == 1)
        #expect(errors.first?.notes.map(\.range?.start.line) == [2])
    }

    @Test func pathUnderDropsOneTrailingSlash() throws {
        let policy = try Self.checked(
            """
            when path under "/login/" then allow
            when path under "/" then allow
            when path under ["/A", "/b"] ignoring case then allow
            """)
        #expect(policy.rules[0].condition == .or([.atom(.path(["/login"])), .atom(.pathPrefix("/login/"))]))
        #expect(policy.rules[1].condition == .atom(.pathPrefix("/")))
        #expect(
            policy.rules[2].condition
                == .or([
                    .or([.atom(.pathFolded(["/a"])), .atom(.pathPrefixFolded("/a/"))]),
                    .or([.atom(.pathFolded(["/b"])), .atom(.pathPrefixFolded("/b/"))]),
                ]))
    }

    @Test func schemePrefixesAreLowercased() throws {
        let policy = try Self.checked("when scheme starts-with [\"HomeAssistant\", \"x-app\"] then open external")
        #expect(policy.rules[0].condition == .or([.atom(.schemePrefix("homeassistant")), .atom(.schemePrefix("x-app"))]))
        #expect(Self.errorCodes("when scheme starts-with \"home assistant\" then allow") == [.invalidScheme])
    }

    @Test func rangesExpandIntoThePortList() throws {
        let policy = try Self.checked("let web = [80, 8000..8999]\nwhen port in web or port in [1..3] then allow")
        guard case .or(let operands) = policy.rules[0].condition, case .atom(.port(let ports)) = operands[0] else {
            Issue.record("not a port list")
            return
        }
        #expect(ports.count == 1001 && ports.first == 80 && ports.last == 8999)
        #expect(operands[1] == .atom(.port([1, 2, 3])))
        #expect(Self.errorCodes("when port in [9..8] or port in [0..65536] then allow") == [.invalidRange, .invalidRange])
        #expect(Self.errorCodes("when port is 1..2 or path in [1..2] then allow") == [.typeMismatch, .typeMismatch])
    }

    @Test func bareNamesThatAreNoAtoms() {
        #expect(Self.errorCodes("flag on-call\nwhen on-cal then allow") == [.undefinedName])
        #expect(Self.errorCodes("let hosts = [\"a.example\"]\nwhen hosts then allow") == [.typeMismatch])
        #expect(Self.errorCodes("when host then allow") == [.unsupportedComparison])
        #expect(Self.errorCodes("when attachment or status is 200 then allow") == [.attributeNotInSection, .attributeNotInSection])
        #expect(Self.errorCodes("when call then allow\nflag call") == [.useBeforeDefinition])
        #expect(Self.errorCodes("otherwise allow\non response\nwhen status is 200 then cancel") == [])
    }

    @Test func theFormatterMovingADefinitionKeepsTheMeaning() throws {
        let first = try Self.checked("condition c = host is \"a.example\"\nwhen c then allow")
        let moved = try Self.checked("\n\ncondition   c = host is \"a.example\"\nwhen c then allow")
        #expect(first.meaning == moved.meaning)
    }

    @Test func unusedFlagsParametersAndConditionsAreReported() throws {
        let text = """
            let servers = param "servers"
            flag call-active
            condition same = host is "a.example"
            when host is "b.example" then allow
            otherwise cancel
            """
        let pipeline = PolicyPipeline()
        let run = pipeline.lint(pipeline.check(SourceFile(name: "test.navpolicy", text: text)), exampleLimit: 0)
        let unused = run.diagnostics.filter { $0.code == .unusedDefinition }.map(\.message)
        #expect(unused == ["parameter 'servers' is never used", "flag 'call-active' is never used", "condition 'same' is never used"])
    }
}

extension Condition {
    /// The operand of a `not`; nil for other conditions.
    var negatedOperand: Condition? {
        if case .not(let operand) = self { return operand }
        return nil
    }
}
