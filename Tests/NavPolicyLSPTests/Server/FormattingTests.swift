import Foundation
import NavPolicyCompiler
import NavPolicyLSPProtocol
import NavPolicyTestSupport
import Testing

@Suite struct FormattingTests {
    private func format(_ client: ScriptedClient) async -> JSONValue? {
        await client.request(
            "textDocument/formatting",
            ["textDocument": ["uri": .string(TestDocuments.uri)], "options": ["tabSize": 4, "insertSpaces": true]])?.result
    }

    @Test func theEditsGiveWhatNavpolicyFmtPrints() async throws {
        let messy = "policy   \"x\"\nlet  a=[ \"a.example\" ,\"b.example\" ]\n\n\n# kept\nwhen host in a   then   cancel\notherwise allow"
        let client = await TestDocuments.client()
        client.open(TestDocuments.uri, messy)
        let edits = try #require(await format(client)?.arrayValue)
        let expected = try #require(CanonicalFormatter.format(SourceFile(name: "x", text: messy)).formatted)
        #expect(TestDocuments.applying(edits, to: messy) == expected)
        // The first line only loses spaces; the edit starts at the first changed line.
        #expect(edits.count == 1)
    }

    @Test func aFormattedFileGetsNoEditsAndABrokenOneNone() async throws {
        let client = await TestDocuments.client()
        let example = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/ads.navpolicy"), encoding: .utf8)
        client.open(TestDocuments.uri, example)
        #expect(await format(client) == [])
        client.change(TestDocuments.uri, version: 2, text: "when (\n")
        #expect(await format(client) == .null)
    }
}
