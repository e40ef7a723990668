import NavPolicy
import Testing

@testable import NavPolicyCompiler

/// The reference interpreter on flags, parameters and named conditions: flags from the request, parameter tests
/// against a binding checked as the runtime binds, named conditions; explanations by name.
@Suite struct FlagAndParameterInterpreterTests {
    static let source = """
        let servers = param "servers"
        let docs = param "docs"
        flag call-active
        condition same-server = host in servers and scheme is "https"
        when call-active and same-server then open popup
        when same-server and path under docs ignoring case then allow
        when scheme starts-with "homeassistant" then open external
        otherwise cancel
        """

    static func interpreter(_ parameters: [String: [String]]) throws -> ReferenceInterpreter {
        let policy = try DefinitionSemaTests.checked(source)
        return try ReferenceInterpreter(policy: policy, parameters: parameters)
    }

    static func request(_ url: String, flags: [Int] = []) throws -> NavigationRequest {
        try NavigationRequest(url: url, current: nil, flags: PolicyFlags(flags.compactMap { PolicyFlag(index: $0) }))
    }

    @Test func decidesWithParametersAndFlags() throws {
        let oracle = try Self.interpreter(["servers": ["*.Chat.Example"], "docs": ["/Help/"]])
        #expect(oracle.decide(try Self.request("https://a.chat.example/x", flags: [0])).rule == 1)
        #expect(oracle.decide(try Self.request("https://a.chat.example/help/faq")).rule == 2)
        #expect(oracle.decide(try Self.request("https://a.chat.example/help")).rule == 2)
        #expect(oracle.decide(try Self.request("https://a.chat.example/helpdesk")).rule == 4)
        #expect(oracle.decide(try Self.request("http://a.chat.example/help", flags: [0])).rule == 4)
        #expect(oracle.decide(try Self.request("homeassistant-beta://open")).rule == 3)
        // An empty list is a valid value: its tests are false.
        let empty = try Self.interpreter(["servers": [], "docs": []])
        #expect(empty.decide(try Self.request("https://a.chat.example/help", flags: [0])).rule == 4)
    }

    @Test func bindingsAreCheckedAsTheRuntimeChecksThem() throws {
        let policy = try DefinitionSemaTests.checked(Self.source)
        #expect(throws: ParameterError.missing(key: "docs")) { try InterpreterParameters(policy: policy, parameters: ["servers": []]) }
        #expect(throws: ParameterError.undeclared(key: "server", suggestion: "servers")) {
            try InterpreterParameters(policy: policy, parameters: ["servers": [], "docs": [], "server": []])
        }
        #expect(throws: ParameterError.self) { try InterpreterParameters(policy: policy, parameters: ["servers": ["a b"], "docs": []]) }
        #expect(throws: ParameterError.self) { try InterpreterParameters(policy: policy, parameters: ["servers": [], "docs": ["/a*"]]) }
        let ports = try DefinitionSemaTests.checked("let p = param \"p\"\nwhen port in p then allow")
        #expect(throws: ParameterError.self) { try InterpreterParameters(policy: ports, parameters: ["p": ["65536"]]) }
        let oracle = try ReferenceInterpreter(policy: ports, parameters: ["p": ["8443"]])
        #expect(oracle.decide(try Self.request("https://a.example:8443/")).rule == 1)
        #expect(oracle.decide(try Self.request("https://a.example/")).rule == nil)
    }

    @Test func explanationsNameConditionsAndParametersNotTheirItems() throws {
        let oracle = try Self.interpreter(["servers": ["secret.example"], "docs": ["/private"]])
        let (_, trace) = oracle.explain(try Self.request("https://secret.example/private"))
        // Rule 1 stops at its flag, as the decision does; rule 2 matches, so every test shows.
        #expect(trace[0].reason == "call-active: false")
        #expect(
            trace[1].reason == "same-server: true (condition 'same-server' (line 4) is true because "
                + "[host in servers (param \"servers\"): true; scheme is \"https\": true]); path under docs (param \"docs\") ignoring case: true"
        )
        #expect(!trace.map(\.reason).joined().contains("secret.example") && !trace.map(\.reason).joined().contains("/private"))
    }
}
