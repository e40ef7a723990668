import NavPolicyLSPProtocol
import NavPolicyTestSupport
import Testing

@Suite struct HoverTests {
    static let policy = """
        policy "hover"
        let pay = ["pay.example", "*.pay.example"]
        when view is popup and host in pay then allow
        when target is new-window then open popup
        otherwise allow

        """

    private func hover(_ client: ScriptedClient, line: Int, character: Int) async -> String? {
        await client.request("textDocument/hover", ScriptedClient.place(TestDocuments.uri, line: line, character: character))?.result?[
            "contents"]?["value"]?.stringValue
    }

    @Test(arguments: [
        (2, 6, "`view` —"),  // an attribute
        (2, 11, "Compares with one value"),  // `is`
        (2, 14, "`popup` — a web view created"),  // the view value
        (3, 38, "`open popup` — create a child web view"),  // the action word
        (3, 16, "`new-window` — no target frame"),
        (2, 28, "Compares with a list"),
    ])
    func wordsAreDocumentedInTheirRole(line: Int, character: Int, prefix: String) async throws {
        try await expectHover(in: Self.policy, line: line, character: character, startsWith: prefix)
    }

    @Test(arguments: [
        (1, 7, "`attachment` — the response's `Content-Disposition`"),
        (1, 25, "`displayable` — the web view can show"),
        (1, 42, "`download` — download it"),
        (2, 6, "`status` — a response's HTTP status code"),
    ])
    func responseWordsAreDocumented(line: Int, character: Int, prefix: String) async throws {
        try await expectHover(
            in: "on response\nwhen attachment or not displayable then download\nwhen status is 404 then cancel\n",
            line: line, character: character, startsWith: prefix)
    }

    /// Expects the hover at a place of `document` to start with `prefix`.
    private func expectHover(in document: String, line: Int, character: Int, startsWith prefix: String) async throws {
        let client = await TestDocuments.client()
        client.open(TestDocuments.uri, document)
        let text = try #require(await hover(client, line: line, character: character))
        #expect(text.hasPrefix(prefix), "\(text)")
    }

    /// `starts-with` means another thing after each attribute (issue 38: `scheme starts-with`
    /// showed the `path starts-with` text).
    @Test(arguments: [
        (0, 17, "`scheme starts-with \"homeassistant\"`"),
        (1, 15, "`path starts-with \"/checkout\"`"),
        (2, 25, "`scheme starts-with \"homeassistant\"`"),
        (4, 15, "`type starts-with \"image/\"`"),
    ])
    func anOperatorIsDocumentedForItsAttribute(line: Int, character: Int, prefix: String) async throws {
        try await expectHover(
            in: """
                when scheme starts-with "facetime" then open external
                when path starts-with "/a" then cancel
                when current scheme starts-with "x" then cancel
                on response
                when type starts-with "image/" then allow

                """, line: line, character: character, startsWith: prefix)
    }

    @Test func aListNameShowsItsDefinitionAndSize() async throws {
        let client = await TestDocuments.client()
        client.open(TestDocuments.uri, Self.policy)
        let text = try #require(await hover(client, line: 2, character: 32))
        #expect(text.hasPrefix("**list `pay`** — 2 items, used once (line 2)"))
        #expect(text.contains("let pay = [\"pay.example\", \"*.pay.example\"]"))
    }

    @Test func aRuleShowsWhatItDecidesAndTheLintersExample() async throws {
        let client = await TestDocuments.client()
        client.open(TestDocuments.uri, Self.policy)
        _ = await TestDocuments.lintedDiagnostics(client, version: 1)
        let text = try #require(await hover(client, line: 3, character: 1))
        #expect(text.hasPrefix("**Rule 2** (line 4)\n\nDecides `open popup` (`open-popup`)"))
        #expect(text.contains("Linter's example: url '"))
        #expect(text.contains("target new-window"))
        let otherwise = try #require(await hover(client, line: 4, character: 2))
        #expect(otherwise.hasPrefix("**The `otherwise`** (rule 3, line 5)"))
    }

    @Test func nothingToSayIsNull() async throws {
        let client = await TestDocuments.client()
        client.open(TestDocuments.uri, Self.policy)
        #expect(
            await client.request("textDocument/hover", ScriptedClient.place(TestDocuments.uri, line: 0, character: 10))?.result == .null)
        // Past the end of the text: clamped, still answered.
        #expect(
            await client.request("textDocument/hover", ScriptedClient.place(TestDocuments.uri, line: 900, character: 900))?.result == .null)
    }
}
