import Foundation
import NavPolicyLSPProtocol
import NavPolicyTestSupport
import Testing

@Suite struct DiagnosticsTests {
    /// Multi-byte text before the diagnostic on its line: `é` (1 UTF-16 unit, 2 bytes) and `😀`
    /// (2 units, 4 bytes), so the column of `new-tab` is 34 in UTF-16 and 37 in UTF-8.
    static let multiByte = "when path is \"/é😀\" and target is new-tab then allow\n"

    @Test(arguments: [("utf-16", 34), ("utf-8", 37)])
    func columnsCountTheNegotiatedCodeUnits(encoding: String, column: Int) async throws {
        let client = await TestDocuments.client(encodings: encoding == "utf-8" ? ["utf-8"] : [])
        client.open(TestDocuments.uri, Self.multiByte)
        let published = try #require(await client.diagnostics(for: TestDocuments.uri, version: 1))
        let diagnostic = try #require(TestDocuments.diagnostics(published).first)
        #expect(diagnostic["range"] == ScriptedClient.range(0, column, 0, column + 7))
        #expect(diagnostic["code"] == "unknown-value")
        #expect(diagnostic["severity"] == 1)
        #expect(diagnostic["source"] == "navpolicy")
        #expect(diagnostic["message"]?.stringValue?.hasPrefix("unknown target 'new-tab'\nhelp: target values are") == true)
        let note = try #require(diagnostic["relatedInformation"]?.arrayValue?.first)
        #expect(note["message"] == "did you mean 'new-window'?")
        #expect(note["location"]?["uri"] == .string(TestDocuments.uri))
    }

    @Test func syntaxAndSemaComeFirstThenLintAfterThePause() async throws {
        let client = await TestDocuments.client(lintDelay: .milliseconds(50))
        // Rule 2 is shadowed by rule 1 (a lint error); nothing is wrong for the front end.
        client.open(
            TestDocuments.uri,
            "when scheme is \"https\" then open in-place\nwhen scheme is \"https\" and host is \"a.example\" then cancel\notherwise cancel\n"
        )
        let first = try #require(await client.diagnostics(for: TestDocuments.uri, version: 1))
        #expect(TestDocuments.codes(first).isEmpty)
        let linted = try #require(await client.diagnostics(for: TestDocuments.uri, version: 1))
        #expect(TestDocuments.codes(linted) == ["shadowed-rule"])
        let finding = try #require(TestDocuments.diagnostics(linted).first)
        // The witness request is a note (related information).
        #expect(
            finding["relatedInformation"]?.arrayValue?.contains { $0["message"]?.stringValue?.hasPrefix("example request:") == true }
                == true)
    }

    /// A `partially-shadowed` finding is a note, published as a hint (no squiggle): the order
    /// it questions may be intended.
    @Test func partiallyShadowedIsAHint() async throws {
        let client = await TestDocuments.client(lintDelay: .milliseconds(50))
        client.open(
            TestDocuments.uri,
            """
            when scheme is "file" then cancel
            when target is new-window and scheme is "https" and host in ["*.example.com"] then open in-app
            when host is "pay.example.com" then cancel
            when target is new-window then open in-place
            otherwise allow

            """)
        let linted = try #require(await TestDocuments.lintedDiagnostics(client, version: 1))
        let finding = try #require(TestDocuments.diagnostics(linted).first { $0["code"] == "partially-shadowed" })
        #expect(finding["severity"] == 4)
    }

    @Test func aChangeRepublishesForItsVersion() async throws {
        let client = await TestDocuments.client()
        client.open(TestDocuments.uri, "when target is new-tab then allow\notherwise allow\n")
        #expect(TestDocuments.codes(await client.diagnostics(for: TestDocuments.uri, version: 1)) == ["unknown-value"])
        // Incremental: replace `new-tab` (line 0, characters 15..22).
        client.change(TestDocuments.uri, version: 2, range: ScriptedClient.range(0, 15, 0, 22), text: "new-window")
        #expect(TestDocuments.codes(await client.diagnostics(for: TestDocuments.uri, version: 2)).isEmpty)
        // Full text.
        client.change(TestDocuments.uri, version: 3, text: "when then\n")
        #expect(TestDocuments.codes(await client.diagnostics(for: TestDocuments.uri, version: 3)) == ["expected-condition"])
    }

    @Test func closingADocumentClearsItsDiagnostics() async throws {
        let client = await TestDocuments.client()
        client.open(TestDocuments.uri, "when oops\n")
        #expect(!TestDocuments.codes(await client.diagnostics(for: TestDocuments.uri, version: 1)).isEmpty)
        client.notify("textDocument/didClose", ["textDocument": ["uri": .string(TestDocuments.uri)]])
        let cleared = try #require(await client.diagnostics(for: TestDocuments.uri) { $0["version"] == nil })
        #expect(TestDocuments.diagnostics(cleared).isEmpty)
    }

    @Test func listFilesAreReadFromDiskAndTheirDiagnosticsGoToThem() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navpolicy-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = folder.appendingPathComponent("hosts.txt")
        try Data("a.example\nbad host\n".utf8).write(to: list)
        let policyURI = FileURIs.uri(folder.appendingPathComponent("p.navpolicy").path)
        let listURI = FileURIs.uri(list.path)
        let client = await TestDocuments.client()
        client.open(policyURI, "let hosts = file \"hosts.txt\"\nwhen host in hosts then cancel\notherwise cancel\n")
        let inList = try #require(await client.diagnostics(for: listURI))
        let diagnostic = try #require(TestDocuments.diagnostics(inList).first)
        #expect(diagnostic["code"] == "invalid-host")
        #expect(diagnostic["range"]?["start"] == ["line": 1, "character": 0])
        // The note at the use points back into the policy.
        #expect(diagnostic["relatedInformation"]?.arrayValue?.contains { $0["location"]?["uri"] == .string(policyURI) } == true)
        // Fixed on disk and reported by the client: the policy is checked again, the list cleared.
        try Data("a.example\nb.example\n".utf8).write(to: list)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(listURI), "type": 2]]])
        let cleared = try #require(await client.diagnostics(for: listURI))
        #expect(TestDocuments.diagnostics(cleared).isEmpty)
    }

    @Test func aMissingListFileIsAnErrorAtItsPath() async throws {
        let client = await TestDocuments.client()
        client.open(TestDocuments.uri, "let hosts = file \"missing.txt\"\nwhen host in hosts then cancel\n")
        let published = try #require(await client.diagnostics(for: TestDocuments.uri, version: 1))
        #expect(TestDocuments.codes(published) == ["list-file-unreadable"])
        #expect(TestDocuments.diagnostics(published).first?["range"] == ScriptedClient.range(0, 17, 0, 30))
    }

    @Test func registersFileWatchersWhenTheClientCan() async throws {
        let client = await TestDocuments.client()
        let registration = try #require(
            await client.next { message in
                if case .request(_, "client/registerCapability", _) = message { return true }
                return false
            })
        guard case .request(_, _, let params) = registration else { return }
        #expect(params["registrations"]?.arrayValue?.first?["method"] == "workspace/didChangeWatchedFiles")
    }
}

/// `file:` URIs of test paths.
enum FileURIs {
    static func uri(_ path: String) -> String { URL(fileURLWithPath: path).absoluteString }
}
