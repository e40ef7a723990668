import Foundation
import NavPolicyLSP
import NavPolicyLSPProtocol

/// A language client in the same process: it runs a `LanguageServer` on an in-memory stream,
/// sends it messages (or raw bytes, framed or not) and waits for what it sends back. The LSP
/// tests and the release benchmark drive the server through it exactly as an editor would,
/// without a process or pipes in between.
package final class ScriptedClient: @unchecked Sendable {
    private let input: AsyncStream<IncomingEvent>.Continuation
    private let lock = NSLock()
    private var pending: [Message] = []
    private var waiters: [Int: (predicate: @Sendable (Message) -> Bool, continuation: CheckedContinuation<Message?, Never>)] = [:]
    private var nextWaiter = 0
    /// Waits whose time ran out before they started waiting.
    private var expired: Set<Int> = []
    private var nextID = 0
    private var decoder = IncomingDecoder()
    /// The server's exit code, once it returns.
    package let exitCode: Task<Int32, Never>
    /// The server (for its state counters).
    package let server: LanguageServer

    /// Starts a server reading files with `readFile` (by default: none can be read), linting
    /// `lintDelay` after the last change.
    package init(
        lintDelay: Duration = .milliseconds(20), exampleLimit: Int = 2_000,
        readFile: @escaping @Sendable (String) -> Result<[UInt8], FileReadFailure> = { .failure(FileReadFailure("cannot read '\($0)'")) }
    ) {
        var configuration = ServerConfiguration(version: "test", readFile: readFile)
        configuration.lintDelay = lintDelay
        configuration.exampleLimit = exampleLimit
        let (stream, continuation) = AsyncStream.makeStream(of: IncomingEvent.self)
        input = continuation
        let sink = Sink()
        let server = LanguageServer(configuration: configuration, sink: sink)
        self.server = server
        exitCode = Task { await server.run(stream) }
        sink.client = self
    }

    /// Forwards the server's messages to the client that owns it.
    private final class Sink: MessageSink, @unchecked Sendable {
        weak var client: ScriptedClient?
        func send(_ message: Message) { client?.received(message) }
    }

    private func received(_ message: Message) {
        lock.lock()
        if let (key, waiter) = waiters.first(where: { $0.value.predicate(message) }) {
            waiters[key] = nil
            lock.unlock()
            waiter.continuation.resume(returning: message)
            return
        }
        pending.append(message)
        lock.unlock()
    }

    /// Sends one message.
    package func send(_ message: Message) {
        input.yield(.message(message))
    }

    /// Sends raw bytes, framed or not, as the standard input reader would pass them on.
    package func sendBytes(_ bytes: [UInt8]) {
        lock.lock()
        let events = decoder.consume(bytes)
        lock.unlock()
        for event in events { input.yield(event) }
    }

    /// The bytes the raw-byte decoder holds for an unfinished message.
    package var bufferedByteCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return decoder.bufferedByteCount
    }

    /// Ends the input, as a client closing standard input.
    package func close() {
        input.finish()
    }

    /// Sends a notification.
    package func notify(_ method: String, _ params: JSONValue) {
        send(.notification(method: method, params: params))
    }

    /// Sends a request and returns its id (the response comes later: `response(to:)`).
    package func sendRequest(_ method: String, _ params: JSONValue) -> RequestID {
        lock.lock()
        nextID += 1
        let id = RequestID.number(nextID)
        lock.unlock()
        send(.request(id: id, method: method, params: params))
        return id
    }

    /// Sends a request and waits for its response (nil after `timeout`).
    package func request(_ method: String, _ params: JSONValue, timeout: Duration = .seconds(60)) async -> Message? {
        await response(to: sendRequest(method, params), timeout: timeout)
    }

    /// The response to request `id`, waiting for it (nil after `timeout`).
    package func response(to id: RequestID, timeout: Duration = .seconds(60)) async -> Message? {
        await next(timeout: timeout) { message in
            if case .response(let responseID, _, _) = message { return responseID == id }
            return false
        }
    }

    /// The next `textDocument/publishDiagnostics` for `uri` (and `version`, when given), as its
    /// params; nil after `timeout`.
    package func diagnostics(
        for uri: String, version: Int? = nil, timeout: Duration = .seconds(60),
        where accept: @escaping @Sendable (JSONValue) -> Bool = { _ in true }
    ) async -> JSONValue? {
        let message = await next(timeout: timeout) { message in
            guard case .notification("textDocument/publishDiagnostics", let params) = message, params["uri"]?.stringValue == uri else {
                return false
            }
            return (version == nil || params["version"]?.intValue == version) && accept(params)
        }
        guard case .notification(_, let params)? = message else { return nil }
        return params
    }

    /// The first message (already received and not yet taken, or still to come) that
    /// `predicate` accepts; nil after `timeout`.
    package func next(timeout: Duration = .seconds(60), where predicate: @escaping @Sendable (Message) -> Bool) async -> Message? {
        let key = takeWaiterKey()
        let timer = Task { [weak self] in
            try? await Task.sleep(for: timeout)
            self?.expire(key)
        }
        defer { timer.cancel() }
        return await withCheckedContinuation { continuation in
            // Taking a message already received and waiting for one to come are one step.
            lock.lock()
            if let index = pending.firstIndex(where: predicate) {
                let message = pending.remove(at: index)
                lock.unlock()
                continuation.resume(returning: message)
                return
            }
            if expired.remove(key) != nil {
                lock.unlock()
                continuation.resume(returning: nil)
                return
            }
            waiters[key] = (predicate, continuation)
            lock.unlock()
        }
    }

    private func takeWaiterKey() -> Int {
        lock.lock()
        defer { lock.unlock() }
        nextWaiter += 1
        return nextWaiter
    }

    private func expire(_ key: Int) {
        lock.lock()
        let waiter = waiters.removeValue(forKey: key)
        if waiter == nil { expired.insert(key) }
        lock.unlock()
        waiter?.continuation.resume(returning: nil)
    }

    /// Every message received and not yet taken by a wait, oldest first (and forgets them).
    package func takeAll() -> [Message] {
        lock.lock()
        defer { lock.unlock() }
        let all = pending
        pending.removeAll()
        return all
    }
}

extension ScriptedClient {
    /// The capabilities of a full-featured editor: Markdown, related information, outline
    /// trees, preferred fixes, prepared renames, file watchers registered on request.
    package static let editorCapabilities: JSONValue = [
        "textDocument": [
            "hover": ["contentFormat": ["markdown", "plaintext"]],
            "completion": ["completionItem": ["documentationFormat": ["markdown"]]],
            "publishDiagnostics": ["relatedInformation": true, "versionSupport": true],
            "documentSymbol": ["hierarchicalDocumentSymbolSupport": true],
            "codeAction": ["isPreferredSupport": true],
            "rename": ["prepareSupport": true],
        ],
        "workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]],
    ]

    /// `initialize` (offering `positionEncodings`) and `initialized`; returns the result.
    @discardableResult
    package func initialize(positionEncodings: [String] = [], capabilities: JSONValue = ScriptedClient.editorCapabilities) async
        -> JSONValue?
    {
        var all = capabilities
        if case .object(var object) = all {
            object.append("general", ["positionEncodings": .array(positionEncodings.map(JSONValue.string))])
            all = .object(object)
        }
        let response = await request("initialize", ["processId": .null, "rootUri": .null, "capabilities": all])
        notify("initialized", [:])
        guard case .response(_, let result?, nil)? = response else { return nil }
        return result
    }

    /// `textDocument/didOpen` of a policy.
    package func open(_ uri: String, _ text: String, version: Int = 1, languageID: String = "navpolicy") {
        notify(
            "textDocument/didOpen",
            [
                "textDocument": [
                    "uri": .string(uri), "languageId": .string(languageID),
                    "version": .int(version), "text": .string(text),
                ]
            ])
    }

    /// `textDocument/didChange` with one change (`range` nil: the whole text).
    package func change(_ uri: String, version: Int, range: JSONValue? = nil, text: String) {
        let change: JSONValue = range.map { ["range": $0, "text": .string(text)] } ?? ["text": .string(text)]
        notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": .int(version)], "contentChanges": [change]])
    }

    /// The params of a request about a place in a document.
    package static func place(_ uri: String, line: Int, character: Int) -> JSONValue {
        ["textDocument": ["uri": .string(uri)], "position": ["line": .int(line), "character": .int(character)]]
    }

    /// A protocol range as JSON.
    package static func range(_ startLine: Int, _ startCharacter: Int, _ endLine: Int, _ endCharacter: Int) -> JSONValue {
        [
            "start": ["line": .int(startLine), "character": .int(startCharacter)],
            "end": ["line": .int(endLine), "character": .int(endCharacter)],
        ]
    }

    /// `shutdown`, `exit`, and the server's exit code.
    package func shutDown() async -> Int32 {
        _ = await request("shutdown", .null)
        notify("exit", .null)
        return await exitCode.value
    }
}

extension Message {
    /// A response's result, if it is a successful response.
    package var result: JSONValue? {
        if case .response(_, let result, nil) = self { return result ?? .null }
        return nil
    }

    /// A response's error, if it is an error response.
    package var responseError: ResponseError? {
        if case .response(_, _, let error?) = self { return error }
        return nil
    }
}
