import NavPolicyLSPProtocol
import NavPolicyTestSupport
import Testing

@Suite struct CodeActionTests {
    private func actions(_ client: ScriptedClient, line: Int, character: Int) async throws -> [JSONValue] {
        let params: JSONValue = [
            "textDocument": ["uri": .string(TestDocuments.uri)], "range": ScriptedClient.range(line, character, line, character),
            "context": ["diagnostics": []],
        ]
        return try #require(await client.request("textDocument/codeAction", params)?.result?.arrayValue)
    }

    /// The first action at a place of `text`, once its front-end diagnostics are in, and its edits.
    private func firstFix(in text: String, line: Int, character: Int) async throws -> (fix: JSONValue, edits: [JSONValue]) {
        let client = await TestDocuments.client()
        client.open(TestDocuments.uri, text)
        _ = await client.diagnostics(for: TestDocuments.uri, version: 1)
        let fix = try #require(try await actions(client, line: line, character: character).first)
        return (fix, try #require(fix["edit"]?["changes"]?[TestDocuments.uri]?.arrayValue))
    }

    @Test func aDidYouMeanIsThePreferredQuickFix() async throws {
        let text = "when target is new-tab then allow\notherwise allow\n"
        let (fix, edits) = try await firstFix(in: text, line: 0, character: 17)
        #expect(fix["title"] == "Replace 'new-tab' with 'new-window'")
        #expect(fix["kind"] == "quickfix")
        #expect(fix["isPreferred"] == .bool(true))
        #expect(fix["diagnostics"]?.arrayValue?.first?["code"] == "unknown-value")
        #expect(TestDocuments.applying(edits, to: text) == "when target is new-window then allow\notherwise allow\n")
    }

    @Test func noActionsAwayFromDiagnostics() async throws {
        let client = await TestDocuments.client()
        client.open(TestDocuments.uri, "when target is new-tab then allow\notherwise allow\n")
        #expect(try await actions(client, line: 1, character: 3).isEmpty)
    }

    @Test func ignoreThisFindingInsertsTheSuppressionCommentThatSilencesIt() async throws {
        let client = await TestDocuments.client()
        let text =
            "when scheme is \"https\" then open in-place\n  when scheme is \"https\" and host is \"a.example\" then cancel\notherwise cancel\n"
        client.open(TestDocuments.uri, text)
        let linted = await TestDocuments.lintedDiagnostics(client, version: 1)
        #expect(TestDocuments.codes(linted) == ["shadowed-rule"])
        let all = try await actions(client, line: 1, character: 4)
        let ignore = try #require(all.first { $0["title"]?.stringValue?.hasPrefix("Ignore") == true })
        #expect(ignore["title"] == "Ignore 'shadowed-rule' for this rule")
        #expect(ignore["isPreferred"] == nil)
        let edits = try #require(ignore["edit"]?["changes"]?[TestDocuments.uri]?.arrayValue)
        let ignored = TestDocuments.applying(edits, to: text)
        #expect(ignored.contains("\n  # navpolicy: ignore shadowed-rule\n  when scheme"))
        client.change(TestDocuments.uri, version: 2, text: ignored)
        #expect(TestDocuments.codes(await TestDocuments.lintedDiagnostics(client, version: 2)).isEmpty)
    }

    @Test func syntaxErrorsOfferTheirInsertion() async throws {
        let text = "let a = [\"x\" \"y\"]\nwhen host in a then cancel\n"
        let (fix, edits) = try await firstFix(in: text, line: 0, character: 12)
        #expect(fix["title"] == "Insert ','")
        #expect(TestDocuments.applying(edits, to: text).hasPrefix("let a = [\"x\", \"y\"]"))
    }
}
