import NavPolicy
import NavPolicyCompiler
import Testing

/// The pipeline's last stage: a compiled table loaded with its parameters given or defaulted,
/// deciding as an app's `Policy(table:parameters:)` and the reference interpreter do, and
/// refusing a binding with the runtime's typed error.
@Suite struct PipelineLoadTests {
    static let chat = """
        policy "chat"
        let servers = param "servers"
        let areas = param "areas"
        when host in servers and path under areas then allow
        when host in servers then open in-place
        otherwise open external
        """

    static let pipeline = PolicyPipeline(lints: false)
    static let source = SourceFile(name: "chat.navpolicy", text: chat)

    /// A server page in an area, a server subdomain outside it, another host.
    static let requests = [("chat.example", "/channels/a"), ("media.chat.example", "/x"), ("other.example", "/channels")]
        .map { host, path in NavigationRequest(url: SplitURL(scheme: "https", host: host, path: path), current: .absent, navigation: .link)
        }

    static func failure(_ run: PipelineRun<CompiledPolicy>) -> PipelineFailure? {
        if case .failure(let failure) = run.product { failure } else { nil }
    }

    @Test func givenParametersDecideAsTheRuntimeAndTheInterpreter() throws {
        let items = ["servers": ["*.chat.example"], "areas": ["/channels"]]
        let loaded = try Self.pipeline.load(Self.source, parameters: PolicyParameters(given: items)).product.get()
        let app = try Policy(table: loaded.table, parameters: items)
        let oracle = try ReferenceInterpreter(policy: loaded.checked.policy, parameters: items)
        #expect(Self.requests.map(loaded.policy.decide) == Self.requests.map(app.decide))
        #expect(Self.requests.map(loaded.policy.decide) == Self.requests.map { oracle.decide($0) })
        #expect(Self.requests.map { loaded.policy.decide($0).rule } == [1, 2, 3])
    }

    @Test func defaultedParametersAreBoundToNoItems() throws {
        let defaulted = try Self.pipeline.load(Self.source, parameters: .defaulted()).product.get().policy
        let given = PolicyParameters(given: ["servers": [], "areas": []])
        let empty = try Self.pipeline.load(Self.source, parameters: given).product.get().policy
        #expect(Self.requests.map(defaulted.decide) == Self.requests.map(empty.decide))
        #expect(Self.requests.allSatisfy { defaulted.decide($0).rule == 3 })
        // What is given is bound; only what is left out defaults.
        let partly = try Self.pipeline.load(Self.source, parameters: .defaulted(["servers": ["chat.example"]])).product.get().policy
        #expect(Self.requests.map { partly.decide($0).rule } == [2, 3, 3])
    }

    @Test func aBindingThatDoesNotFitIsRefusedWithTheRuntimesError() {
        #expect(Self.failure(Self.pipeline.load(Self.source)) == .bindingRefused(.missing(key: "servers")))
        #expect(
            Self.failure(Self.pipeline.load(Self.source, parameters: .defaulted(["server": []])))
                == .bindingRefused(.undeclared(key: "server", suggestion: "servers")))
        guard
            case .bindingRefused(.invalidItem(key: "servers", item: "a b", _))? = Self.failure(
                Self.pipeline.load(Self.source, parameters: PolicyParameters(given: ["servers": ["a b"], "areas": []])))
        else {
            Issue.record("an invalid host item is not refused as one")
            return
        }
    }

    @Test func aTableFileLoadsAsTheStageLoadsItsTable() throws {
        let compiled = try Self.pipeline.compile(Self.source).product.get()
        let items = ["servers": ["chat.example"], "areas": ["/channels"]]
        let fromFile = try PolicyPipeline.load(table: compiled.bytes, parameters: PolicyParameters(given: items)).get()
        let staged = try Self.pipeline.load(Self.source, parameters: PolicyParameters(given: items)).product.get().policy
        #expect(Self.requests.map(fromFile.decide) == Self.requests.map(staged.decide))
        var corrupt = compiled.bytes
        corrupt[corrupt.count / 2] ^= 0xFF
        guard case .failure(.loadRefused) = PolicyPipeline.load(table: corrupt, parameters: .defaulted()) else {
            Issue.record("a corrupt table is not refused as a load failure")
            return
        }
    }

    @Test func aPolicyWithoutParametersLoadsWithNone() throws {
        let plain = SourceFile(name: "plain.navpolicy", text: "when scheme is \"file\" then cancel\notherwise allow\n")
        let loaded = try Self.pipeline.load(plain).product.get()
        #expect(try loaded.policy.decide(Self.requests[0]) == Policy(table: loaded.table).decide(Self.requests[0]))
        #expect(
            Self.failure(Self.pipeline.load(plain, parameters: PolicyParameters(given: ["servers": []])))
                == .bindingRefused(.undeclared(key: "servers", suggestion: nil)))
    }
}
