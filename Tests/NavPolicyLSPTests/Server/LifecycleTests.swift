import NavPolicyLSPProtocol
import NavPolicyTestSupport
import Testing

@Suite struct LifecycleTests {
    @Test func initializeStatesTheCapabilitiesAndTheEncoding() async throws {
        let client = ScriptedClient()
        let result = try #require(await client.initialize())
        let capabilities = try #require(result["capabilities"])
        #expect(capabilities["positionEncoding"] == "utf-16")
        #expect(capabilities["textDocumentSync"]?["change"] == 2)
        for provider in [
            "hoverProvider", "definitionProvider", "referencesProvider", "documentFormattingProvider", "documentSymbolProvider",
        ] {
            #expect(capabilities[provider] == .bool(true), "\(provider)")
        }
        #expect(capabilities["renameProvider"]?["prepareProvider"] == .bool(true))
        #expect(result["serverInfo"]?["name"] == "navpolicy")
        #expect(await client.shutDown() == 0)
    }

    @Test func utf8IsChosenWhenTheClientOffersIt() async throws {
        let client = ScriptedClient()
        let result = try #require(await client.initialize(positionEncodings: ["utf-16", "utf-8"]))
        #expect(result["capabilities"]?["positionEncoding"] == "utf-8")
    }

    @Test func requestsBeforeInitializeAreRefused() async throws {
        let client = ScriptedClient()
        let response = try #require(
            await client.request("textDocument/hover", ScriptedClient.place(TestDocuments.uri, line: 0, character: 0)))
        #expect(response.responseError?.code == ResponseError.Code.serverNotInitialized.rawValue)
    }

    @Test func unknownMethodsAreAnsweredMethodNotFound() async throws {
        let client = await TestDocuments.client()
        for method in ["workspace/symbol", "$/unknown", "textDocument/semanticTokens/full"] {
            let response = try #require(await client.request(method, [:]))
            #expect(response.responseError?.code == ResponseError.Code.methodNotFound.rawValue, "\(method)")
        }
        // An unknown notification is ignored: the next request is still answered.
        client.notify("custom/notification", [:])
        #expect(
            await client.request("textDocument/documentSymbol", ["textDocument": ["uri": "file:///not-open.navpolicy"]])?.result == .null)
    }

    @Test func afterShutdownOnlyExitIsAccepted() async throws {
        let client = await TestDocuments.client()
        #expect(await client.request("shutdown", .null)?.result == .null)
        for method in ["textDocument/hover", "shutdown", "initialize"] {
            let response = try #require(await client.request(method, ScriptedClient.place(TestDocuments.uri, line: 0, character: 0)))
            #expect(response.responseError?.code == ResponseError.Code.invalidRequest.rawValue, "\(method)")
        }
        client.notify("exit", .null)
        #expect(await client.exitCode.value == 0)
    }

    @Test func exitWithoutShutdownOrAClosedInputExitsWithOne() async {
        let exiting = await TestDocuments.client()
        exiting.notify("exit", .null)
        #expect(await exiting.exitCode.value == 1)
        let closing = await TestDocuments.client()
        closing.close()
        #expect(await closing.exitCode.value == 1)
    }

    @Test func malformedMessagesAreAnsweredAndTheServerGoesOn() async throws {
        let client = await TestDocuments.client()
        client.sendBytes(Array("Content-Length: 5\r\n\r\n{bad}".utf8))
        let parseError = try #require(
            await client.next { message in
                if case .response(nil, _, let error?) = message { return error.code == ResponseError.Code.parseError.rawValue }
                return false
            })
        #expect(parseError.responseError != nil)
        client.sendBytes(Array("Content-Length: 20\r\n\r\n{\"id\": 9, \"x\": true}".utf8))
        let invalid = try #require(await client.response(to: .number(9)))
        #expect(invalid.responseError?.code == ResponseError.Code.invalidRequest.rawValue)
        #expect(await client.shutDown() == 0)
    }

    @Test func invalidParamsAreReported() async throws {
        let client = await TestDocuments.client()
        client.open(TestDocuments.uri, "otherwise allow\n")
        let response = try #require(
            await client.request("textDocument/hover", ["textDocument": ["uri": .string(TestDocuments.uri)], "position": ["line": "zero"]]))
        #expect(response.responseError?.code == ResponseError.Code.invalidParams.rawValue)
    }
}

@Suite struct ClientSupportTests {
    @Test func aPlainClientGetsPlainTextNotesInMessagesAndAFlatOutline() async throws {
        let client = ScriptedClient()
        let result = try #require(await client.initialize(capabilities: [:]))
        #expect(result["capabilities"]?["renameProvider"] == .bool(true))
        client.open(TestDocuments.uri, "let ours = [\"a\"]\nwhen target is new-tab then allow\n")
        let published = try #require(await client.diagnostics(for: TestDocuments.uri, version: 1))
        let diagnostic = try #require(TestDocuments.diagnostics(published).first)
        #expect(diagnostic["relatedInformation"] == nil)
        #expect(diagnostic["message"]?.stringValue?.hasSuffix("\nnote: did you mean 'new-window'?") == true)
        let hover = await client.request("textDocument/hover", ScriptedClient.place(TestDocuments.uri, line: 1, character: 6))?.result
        #expect(hover?["contents"]?["kind"] == "plaintext")
        let symbols = try #require(
            await client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(TestDocuments.uri)]])?.result?.arrayValue)
        #expect(symbols.first?["location"]?["uri"] == .string(TestDocuments.uri))
        let actions = try #require(
            await client.request(
                "textDocument/codeAction",
                [
                    "textDocument": ["uri": .string(TestDocuments.uri)], "range": ScriptedClient.range(1, 16, 1, 16),
                    "context": ["diagnostics": []],
                ])?.result?.arrayValue)
        #expect(actions.first?["isPreferred"] == nil)
        let items = try #require(
            await client.request("textDocument/completion", ScriptedClient.place(TestDocuments.uri, line: 1, character: 5))?.result?[
                "items"]?.arrayValue)
        #expect(items.first?["documentation"]?.stringValue != nil)
    }
}

@Suite struct CancellationTests {
    @Test func aRequestCancelledWhileItWaitsIsAnsweredRequestCancelled() async throws {
        let client = await TestDocuments.client()
        // A large policy: the hover waits for its front end while the cancellation arrives.
        client.open(TestDocuments.uri, MixedPolicySource.text(rules: 3_000, hosts: 300, paths: 300))
        let id = client.sendRequest("textDocument/hover", ScriptedClient.place(TestDocuments.uri, line: 5, character: 1))
        client.notify("$/cancelRequest", ["id": id.json])
        let response = try #require(await client.response(to: id))
        #expect(response.responseError?.code == ResponseError.Code.requestCancelled.rawValue)
        #expect(await client.server.pendingRequestCount == 0)
    }
}
