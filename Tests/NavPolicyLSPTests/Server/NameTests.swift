import Foundation
import NavPolicyLSPProtocol
import NavPolicyTestSupport
import Testing

@Suite struct NameTests {
    static let policy =
        "let ours = [\"a.example\"]\nwhen host in ours then allow\nwhen host not in ours and scheme is \"https\" then cancel\n"

    private func opened() async -> ScriptedClient {
        let client = await TestDocuments.client()
        client.open(TestDocuments.uri, Self.policy)
        return client
    }

    @Test func definitionFromAUse() async throws {
        let client = await opened()
        let locations = try #require(
            await client.request("textDocument/definition", ScriptedClient.place(TestDocuments.uri, line: 2, character: 19))?.result?
                .arrayValue)
        #expect(locations == [["uri": .string(TestDocuments.uri), "range": ScriptedClient.range(0, 4, 0, 8)]])
    }

    @Test func referencesWithAndWithoutTheDeclaration() async throws {
        let client = await opened()
        var params = ScriptedClient.place(TestDocuments.uri, line: 0, character: 5)
        if case .object(var object) = params {
            object.append("context", ["includeDeclaration": true])
            params = .object(object)
        }
        let all = try #require(await client.request("textDocument/references", params)?.result?.arrayValue)
        #expect(
            all.compactMap { $0["range"] } == [
                ScriptedClient.range(0, 4, 0, 8), ScriptedClient.range(1, 13, 1, 17), ScriptedClient.range(2, 17, 2, 21),
            ])
        let uses = try #require(
            await client.request("textDocument/references", ScriptedClient.place(TestDocuments.uri, line: 1, character: 14))?.result?
                .arrayValue)
        #expect(uses.count == 2)
    }

    @Test func renameEditsTheDefinitionAndEveryUse() async throws {
        let client = await opened()
        let prepared = try #require(
            await client.request("textDocument/prepareRename", ScriptedClient.place(TestDocuments.uri, line: 1, character: 15))?.result)
        #expect(prepared == ["range": ScriptedClient.range(1, 13, 1, 17), "placeholder": "ours"])
        var params = ScriptedClient.place(TestDocuments.uri, line: 1, character: 15)
        if case .object(var object) = params {
            object.append("newName", "trusted")
            params = .object(object)
        }
        let edit = try #require(await client.request("textDocument/rename", params)?.result)
        let edits = try #require(edit["changes"]?[TestDocuments.uri]?.arrayValue)
        #expect(TestDocuments.applying(edits, to: Self.policy) == Self.policy.replacingOccurrences(of: "ours", with: "trusted"))
    }

    @Test(arguments: ["not a name", "when", "1abc", "ours2"])
    func renameRefusesWhatIsNoFreshName(newName: String) async throws {
        let client = await TestDocuments.client()
        client.open(TestDocuments.uri, Self.policy + "let ours2 = [\"b\"]\n")
        var params = ScriptedClient.place(TestDocuments.uri, line: 0, character: 5)
        if case .object(var object) = params {
            object.append("newName", .string(newName))
            params = .object(object)
        }
        let response = try #require(await client.request("textDocument/rename", params))
        #expect(response.responseError?.code == ResponseError.Code.requestFailed.rawValue)
    }

    @Test func prepareRenameOutsideANameFails() async throws {
        let client = await opened()
        let response = try #require(
            await client.request("textDocument/prepareRename", ScriptedClient.place(TestDocuments.uri, line: 1, character: 1)))
        #expect(response.responseError?.code == ResponseError.Code.requestFailed.rawValue)
    }

    @Test func documentSymbolsOutlineThePolicy() async throws {
        let client = await TestDocuments.client()
        client.open(TestDocuments.uri, "policy \"p\"\n" + Self.policy + "otherwise allow and notify \"x\"\n")
        let symbols = try #require(
            await client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(TestDocuments.uri)]])?.result?.arrayValue)
        #expect(
            symbols.compactMap { $0["name"]?.stringValue } == [
                "p", "ours", "rule 1: allow", "rule 2: cancel", "otherwise allow and notify \"x\"",
            ])
        #expect(symbols[1]["detail"] == "list of 1")
        #expect(symbols[3]["detail"] == "host not in ours and scheme is \"https\"")
        #expect(symbols[1]["selectionRange"] == ScriptedClient.range(1, 4, 1, 8))
    }
}
