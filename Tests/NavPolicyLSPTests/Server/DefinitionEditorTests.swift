import NavPolicyLSPProtocol
import NavPolicyTestSupport
import Testing

/// The editor features over the flag, condition and parameter definitions: flags, named conditions and parameters
/// are names like lists (definition, references, rename, hover, completion), and the outline
/// groups the response rules under `on response`.
@Suite struct DefinitionEditorTests {
    static let policy = """
        let servers = param "servers"
        flag call-active
        condition same-server = host in servers and scheme is "https"
        when call-active and not same-server then open popup
        when same-server then allow
        on response
        when call-active then download
        otherwise allow

        """

    private func opened(_ text: String = Self.policy) async -> ScriptedClient {
        let client = await TestDocuments.client()
        client.open(TestDocuments.uri, text)
        return client
    }

    private func place(_ line: Int, _ character: Int, _ extra: [(String, JSONValue)] = []) -> JSONValue {
        var params = ScriptedClient.place(TestDocuments.uri, line: line, character: character)
        if case .object(var object) = params {
            for (key, value) in extra { object.append(key, value) }
            params = .object(object)
        }
        return params
    }

    @Test func aFlagsUsesAreItsReferences() async throws {
        let client = await opened()
        let uses = try #require(
            await client.request("textDocument/references", place(1, 7, [("context", ["includeDeclaration": true])]))?.result?.arrayValue)
        #expect(
            uses.compactMap { $0["range"] } == [
                ScriptedClient.range(1, 5, 1, 16), ScriptedClient.range(3, 5, 3, 16), ScriptedClient.range(6, 5, 6, 16),
            ])
        let definition = try #require(await client.request("textDocument/definition", place(6, 8))?.result?.arrayValue)
        #expect(definition.first?["range"] == ScriptedClient.range(1, 5, 1, 16))
    }

    @Test func aConditionAndAParameterAreNamesToo() async throws {
        let client = await opened()
        // `same-server` in `not same-server` (line 3) and as a whole condition (line 4).
        let conditionUses = try #require(await client.request("textDocument/references", place(4, 8))?.result?.arrayValue)
        #expect(conditionUses.compactMap { $0["range"] } == [ScriptedClient.range(3, 25, 3, 36), ScriptedClient.range(4, 5, 4, 16)])
        // `servers` is used inside the condition's definition.
        let parameterUses = try #require(await client.request("textDocument/references", place(0, 6))?.result?.arrayValue)
        #expect(parameterUses.compactMap { $0["range"] } == [ScriptedClient.range(2, 32, 2, 39)])
    }

    @Test func renamingAFlagEditsItsDeclarationAndUses() async throws {
        let client = await opened()
        let edit = try #require(await client.request("textDocument/rename", place(3, 6, [("newName", "in-call")]))?.result)
        let edits = try #require(edit["changes"]?[TestDocuments.uri]?.arrayValue)
        #expect(TestDocuments.applying(edits, to: Self.policy) == Self.policy.replacingOccurrences(of: "call-active", with: "in-call"))
        let taken = try #require(await client.request("textDocument/rename", place(3, 6, [("newName", "servers")])))
        #expect(taken.responseError?.code == ResponseError.Code.requestFailed.rawValue)
    }

    @Test func hoverNamesTheKindOfDefinition() async throws {
        let client = await opened()
        let flag = try #require(await client.request("textDocument/hover", place(3, 8))?.result?["contents"]?["value"]?.stringValue)
        #expect(flag.hasPrefix("**flag `call-active`** — a boolean the app sets on each decision, used 2 times (line 2)"), "\(flag)")
        let parameter = try #require(await client.request("textDocument/hover", place(2, 34))?.result?["contents"]?["value"]?.stringValue)
        #expect(parameter.hasPrefix("**parameter `servers`** — a list the app gives under the key `\"servers\"`"), "\(parameter)")
        let keyword = try #require(await client.request("textDocument/hover", place(5, 1))?.result?["contents"]?["value"]?.stringValue)
        #expect(keyword.hasPrefix("`on response` — the rules after it decide responses"), "\(keyword)")
    }

    private func labels(_ text: String, line: Int, character: Int) async throws -> [String] {
        let client = await opened(text)
        _ = await client.diagnostics(for: TestDocuments.uri, version: 1)
        let result = try #require(await client.request("textDocument/completion", place(line, character))?.result)
        return result["items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
    }

    @Test func completionOffersFlagsAndConditionsWhereAnAtomGoes() async throws {
        let text = "flag call-active\ncondition near = host is \"a.example\"\nwhen \nflag later\n"
        let atoms = try await labels(text, line: 2, character: 5)
        #expect(atoms.contains("call-active") && atoms.contains("near") && atoms.contains("host"))
        #expect(!atoms.contains("later"))
        #expect(try await labels("flag call-active\nwhen call-active ", line: 1, character: 17) == ["and", "or", "then"])
        // Lists, not flags, after `in`.
        #expect(try await labels("flag f\nlet ours = param \"ours\"\nwhen host in ", line: 2, character: 13) == ["ours"])
    }

    @Test func completionInTheNewStatements() async throws {
        #expect(try await labels("", line: 0, character: 0) == ["when", "let", "flag", "condition", "otherwise", "on response", "policy"])
        #expect(try await labels("let servers = ", line: 0, character: 14) == ["file", "param"])
        #expect(try await labels("on ", line: 0, character: 3) == ["response"])
        #expect(try await labels("condition near ", line: 0, character: 15) == ["="])
        #expect(try await labels("condition near = ", line: 0, character: 17).starts(with: ["target", "navigation"]))
    }

    @Test func theOutlineGroupsTheResponseRules() async throws {
        let client = await opened()
        let symbols = try #require(
            await client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(TestDocuments.uri)]])?.result?.arrayValue)
        #expect(
            symbols.compactMap { $0["name"]?.stringValue } == [
                "servers", "call-active", "same-server", "rule 1: open popup", "rule 2: allow", "on response",
            ])
        #expect(symbols.compactMap { $0["detail"]?.stringValue }.prefix(3) == ["parameter \"servers\"", "flag", "condition"])
        let section = symbols[5]
        #expect(section["children"]?.arrayValue?.compactMap { $0["name"]?.stringValue } == ["rule 3: download", "otherwise allow"])
        #expect(section["range"] == ScriptedClient.range(5, 0, 7, 15))
    }
}
