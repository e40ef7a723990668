import NavPolicyLSPProtocol

/// The NavPolicy language server (LSP 3.17): reads the client's messages in order, keeps the
/// open documents, publishes their diagnostics and answers the editor features.
///
/// Messages are handled one at a time on this actor, so document changes apply in order.
/// Work that takes long on a large policy runs elsewhere: the front end and the formatter on
/// one serial queue (`ComputeQueue`), the linter in a task of its own, one at a time, cancelled
/// as soon as its revision is stale. The actor itself only does work bounded by the text near
/// the cursor, so a keystroke's completion never waits behind a 10,000-rule lint.
package actor LanguageServer {
    /// Where the server is in the protocol's lifecycle.
    enum Phase {
        /// Before `initialize`: requests are answered `-32002`.
        case uninitialized
        /// Serving.
        case running
        /// After `shutdown`: requests are answered `-32600`, until `exit`.
        case shutDown
    }

    let configuration: ServerConfiguration
    let sink: any MessageSink
    var phase = Phase.uninitialized
    /// What the client supports, as it said at `initialize`.
    var client = ClientSupport()
    /// How positions count characters, as negotiated at `initialize`.
    var encoding: PositionEncoding { client.encoding }
    /// The open documents by URI.
    var documents: [String: OpenDocument] = [:]
    /// Requests being answered in tasks of their own, by id (for `$/cancelRequest`).
    var pendingRequests: [RequestID: Task<Void, Never>] = [:]
    /// The lint runs: at most one at a time over all documents.
    var lintQueue = LintQueue()
    /// The ids of requests this server sent the client.
    var nextOutgoingID = 1
    /// The last revision number given to a document's text (unique across documents, so a
    /// document closed and opened again never meets its old runs' results).
    var nextRevision = 0
    /// The exit code, once `exit` was received.
    private var exitCode: Int32?

    /// A server sending its messages to `sink`.
    package init(configuration: ServerConfiguration, sink: any MessageSink) {
        self.configuration = configuration
        self.sink = sink
    }

    /// How many documents are open (for tests of bounded state).
    package var openDocumentCount: Int { documents.count }
    /// How many requests are being answered (for tests of bounded state).
    package var pendingRequestCount: Int { pendingRequests.count }

    /// Serves the events of `incoming` until `exit` or the end of the stream; returns the exit
    /// code: 0 after `shutdown` then `exit`, 1 when the client went away or exited without
    /// shutting down (LSP 3.17, "exit").
    package func run(_ incoming: AsyncStream<IncomingEvent>) async -> Int32 {
        for await event in incoming {
            handle(event)
            if let exitCode { return finish(exitCode) }
        }
        return finish(phase == .shutDown ? 0 : 1)
    }

    private func finish(_ code: Int32) -> Int32 {
        for task in pendingRequests.values { task.cancel() }
        lintQueue.cancelAll()
        return code
    }

    /// Handles one event from the client.
    func handle(_ event: IncomingEvent) {
        switch event {
        case .message(.request(let id, let method, let params)):
            handleRequest(id: id, method: method, params: params)
        case .message(.notification(let method, let params)):
            handleNotification(method: method, params: params)
        case .message(.response):
            // Answers to this server's own requests (watcher registration) need no action.
            break
        case .invalid(let invalid):
            ServerLog.write("invalid message: \(invalid.error.message)")
            sink.send(.response(id: invalid.id, result: nil, error: invalid.error))
        case .dropped(let reason):
            ServerLog.write("dropped \(reason)")
        }
    }

    private func handleNotification(method: String, params: JSONValue) {
        if method == "exit" {
            exitCode = phase == .shutDown ? 0 : 1
            return
        }
        guard phase == .running else { return }
        do throws(ResponseError) {
            switch method {
            case "initialized": registerFileWatchers()
            case "textDocument/didOpen": try didOpen(params)
            case "textDocument/didChange": try didChange(params)
            case "textDocument/didClose": try didClose(params)
            case "workspace/didChangeWatchedFiles": try didChangeWatchedFiles(params)
            case "$/cancelRequest": cancelRequest(params)
            default: break  // `textDocument/didSave`, `$/setTrace` and any other: nothing to do.
            }
        } catch {
            ServerLog.write("\(method): \(error.message)")
        }
    }

    private func handleRequest(id: RequestID, method: String, params: JSONValue) {
        switch (phase, method) {
        case (.uninitialized, "initialize"):
            respond(id, initialize(params))
        case (.uninitialized, _):
            respond(id, .failure(ResponseError(.serverNotInitialized, "the server is not initialized: send 'initialize' first")))
        case (.shutDown, _):
            respond(id, .failure(ResponseError(.invalidRequest, "the server has shut down; only 'exit' is accepted")))
        case (.running, "initialize"):
            respond(id, .failure(ResponseError(.invalidRequest, "the server is already initialized")))
        case (.running, "shutdown"):
            phase = .shutDown
            lintQueue.cancelAll()
            respond(id, .success(.null))
        case (.running, _):
            guard let feature = Feature(rawValue: method) else {
                respond(id, .failure(ResponseError(.methodNotFound, "unsupported method '\(method)'")))
                return
            }
            pendingRequests[id] = Task {
                let result = await self.answer(feature, params)
                self.pendingRequests[id] = nil
                self.respond(id, Task.isCancelled ? .failure(ResponseError(.requestCancelled, "the request was cancelled")) : result)
            }
        }
    }

    /// Sends the answer to request `id`.
    func respond(_ id: RequestID, _ result: Result<JSONValue, ResponseError>) {
        switch result {
        case .success(let value): sink.send(.response(id: id, result: value, error: nil))
        case .failure(let error): sink.send(.response(id: id, result: nil, error: error))
        }
    }

    private func cancelRequest(_ params: JSONValue) {
        guard let id = params["id"].flatMap(RequestID.init) else { return }
        pendingRequests[id]?.cancel()
    }

    /// `initialize`: negotiates the position encoding and states what the server does.
    private func initialize(_ params: JSONValue) -> Result<JSONValue, ResponseError> {
        client = ClientSupport(initializeParams: params)
        phase = .running
        let capabilities: JSONValue = [
            "positionEncoding": .string(encoding.rawValue),
            // Incremental changes (2), open and close notifications.
            "textDocumentSync": ["openClose": true, "change": 2],
            "codeActionProvider": ["codeActionKinds": [.string(CodeAction.quickFix)]],
            "documentFormattingProvider": true,
            "hoverProvider": true,
            "completionProvider": ["triggerCharacters": ["[", ",", ":", " "]],
            "definitionProvider": true,
            "referencesProvider": true,
            "renameProvider": client.prepareRename ? ["prepareProvider": true] : true,
            "documentSymbolProvider": true,
        ]
        return .success([
            "capabilities": capabilities,
            "serverInfo": ["name": "navpolicy", "version": .string(configuration.version)],
        ])
    }

    /// Asks the client to report changes to files (list files are read from disk), when it
    /// can be asked; other clients report them unasked or not at all.
    private func registerFileWatchers() {
        guard client.registersWatchers else { return }
        let registration: JSONValue = [
            "id": "navpolicy-list-files", "method": "workspace/didChangeWatchedFiles",
            "registerOptions": ["watchers": [["globPattern": "**/*"]]],
        ]
        sink.send(
            .request(
                id: .string("navpolicy-\(nextOutgoingID)"), method: "client/registerCapability",
                params: ["registrations": [registration]]))
        nextOutgoingID += 1
    }
}
