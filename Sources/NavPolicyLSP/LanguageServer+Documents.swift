import NavPolicyLSPProtocol

/// Open documents: their text, the front end run on each change, the lint after a pause, and
/// the diagnostics published for each revision.
extension LanguageServer {
    func didOpen(_ params: JSONValue) throws(ResponseError) {
        let item = try params.required("textDocument", as: TextDocumentItem.self)
        lintQueue.cancel(uri: item.uri)
        let path = FileURI.path(of: item.uri)
        let isPolicy = item.languageID == "navpolicy" || (path ?? item.uri).hasSuffix(".navpolicy")
        var document = OpenDocument(uri: item.uri, path: path, isPolicy: isPolicy, version: item.version, text: DocumentText(item.text))
        document.revision = takeRevision()
        if let previous = documents[item.uri] { resumeWaiters(of: previous, with: nil) }
        documents[item.uri] = document
        if isPolicy { scheduleCheck(item.uri) }
        recheckPolicies(readingPath: path)
    }

    func didChange(_ params: JSONValue) throws(ResponseError) {
        let uri = try params.documentURI()
        guard var document = documents[uri] else { throw .invalidParams("'\(uri)' is not open") }
        let changes = try params.required("contentChanges", \.arrayValue)
        for change in changes { document.apply(try TextDocumentContentChange(json: change), encoding: encoding) }
        document.version = params.member(at: ["textDocument", "version"])?.intValue ?? document.version
        document.revision = takeRevision()
        documents[uri] = document
        lintQueue.cancel(uri: uri)
        if document.isPolicy { scheduleCheck(uri) }
        recheckPolicies(readingPath: document.path)
    }

    func didClose(_ params: JSONValue) throws(ResponseError) {
        let uri = try params.documentURI()
        guard let document = documents.removeValue(forKey: uri) else { return }
        lintQueue.cancel(uri: uri)
        resumeWaiters(of: document, with: nil)
        // Diagnostics of a closed document are no longer kept up to date: clear them.
        for target in [uri] + document.publishedListFileURIs.sorted() { publish([], to: target, version: nil) }
        recheckPolicies(readingPath: document.path)
    }

    /// `workspace/didChangeWatchedFiles`: a list file changed on disk; re-check the policies
    /// that read it.
    func didChangeWatchedFiles(_ params: JSONValue) throws(ResponseError) {
        let changes = try params.required("changes", \.arrayValue)
        for change in changes {
            guard let uri = change["uri"]?.stringValue, documents[uri] == nil else { continue }
            recheckPolicies(readingPath: FileURI.path(of: uri))
        }
    }

    /// A revision number no document has had.
    private func takeRevision() -> Int {
        nextRevision += 1
        return nextRevision
    }

    /// Starts a new revision of every open policy that reads the file at `path` as a list file.
    private func recheckPolicies(readingPath path: String?) {
        guard let path else { return }
        for (uri, document) in documents where document.isPolicy && document.listFileNames.contains(path) {
            documents[uri]?.revision = takeRevision()
            lintQueue.cancel(uri: uri)
            scheduleCheck(uri)
        }
    }

    /// Runs the front end on the document's current text, unless a run is under way (its end
    /// starts the next one on the newest text, so a burst of keystrokes costs two runs, not one
    /// per keystroke).
    func scheduleCheck(_ uri: String) {
        guard var document = documents[uri], !document.isChecking else { return }
        document.isChecking = true
        documents[uri] = document
        let (revision, version, text, name) = (document.revision, document.version, document.text, document.name)
        let readFile = listFileReader(for: document)
        Task {
            let checked = await ComputeQueue.run { CompilerAdapter.check(text.bytes, name: name, readListFile: readFile) }
            self.checkFinished(uri, DocumentAnalysis(revision: revision, version: version, name: name, text: text, checked: checked))
        }
    }

    private func checkFinished(_ uri: String, _ analysis: DocumentAnalysis) {
        guard var document = documents[uri], document.isChecking else { return }
        document.isChecking = false
        document.analysis = analysis
        document.listFileNames = Set(
            analysis.checked.index.definitions.compactMap { definition in
                guard case .listFile(let path, _, _) = definition.kind, document.path != nil else { return nil }
                return CompilerAdapter.listFileName(path, besidePolicy: analysis.name)
            })
        let ready = document.waiters.filter { $0.revision <= analysis.revision }
        document.waiters.removeAll { $0.revision <= analysis.revision }
        documents[uri] = document
        for waiter in ready { waiter.continuation.resume(returning: analysis) }
        guard analysis.revision == document.revision else {
            scheduleCheck(uri)
            return
        }
        publishDiagnostics(of: uri)
        if analysis.checked.isLintable { scheduleLint(uri, analysis) }
    }

    /// Lints the analysed revision once the text has stayed unchanged for the lint delay.
    private func scheduleLint(_ uri: String, _ analysis: DocumentAnalysis) {
        let (delay, exampleLimit, checked, revision) = (
            configuration.lintDelay, configuration.exampleLimit, analysis.checked, analysis.revision
        )
        let job = LintQueue.Job(uri: uri, revision: revision) {
            try? await Task.sleep(for: delay)
            guard !Task.isCancelled else {
                await self.lintFinished(uri, revision, nil)
                return
            }
            let outcome = CompilerAdapter.lint(checked, exampleLimit: exampleLimit)
            await self.lintFinished(uri, revision, Task.isCancelled ? nil : outcome)
        }
        if let next = lintQueue.enqueue(job) { start(next) }
    }

    private func start(_ job: LintQueue.Job) {
        let task: Task<Void, Never>
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            task = Task(executorPreference: BackgroundExecutor.shared) { await job.work() }
        } else {
            task = Task.detached(priority: .utility) { await job.work() }
        }
        lintQueue.started(job, task: task)
    }

    private func lintFinished(_ uri: String, _ revision: Int, _ outcome: DocumentAnalysis.LintOutcome?) {
        if let next = lintQueue.finished() { start(next) }
        guard let outcome, let analysis = documents[uri]?.analysis, analysis.revision == revision,
            documents[uri]?.revision == revision
        else { return }
        documents[uri]?.analysis?.lint = outcome
        publishDiagnostics(of: uri)
    }

    /// Reads a policy's list files: the editor's text for those open, the disk for the rest.
    /// A policy that is not a file has no folder to read them from.
    private func listFileReader(for document: OpenDocument) -> @Sendable (String) -> Result<[UInt8], FileReadFailure> {
        guard document.path != nil else {
            return { _ in .failure(FileReadFailure("list files can only be read for a policy saved as a file")) }
        }
        var open: [String: [UInt8]] = [:]
        for other in documents.values { if let path = other.path, other.uri != document.uri { open[path] = other.text.bytes } }
        let readFile = configuration.readFile
        return { [open] name in open[name].map { .success($0) } ?? readFile(name) }
    }

    /// The analysis of the document at `uri` of at least revision `revision`, waiting for the
    /// front end when it is behind; nil when the document is not an open policy (or closes).
    func analysis(of uri: String, atLeast revision: Int? = nil) async -> DocumentAnalysis? {
        guard let document = documents[uri], document.isPolicy else { return nil }
        let wanted = revision ?? document.revision
        if let analysis = document.analysis, analysis.revision >= wanted { return analysis }
        return await withCheckedContinuation { continuation in
            documents[uri]?.waiters.append((wanted, continuation))
        }
    }

    private func resumeWaiters(of document: OpenDocument, with analysis: DocumentAnalysis?) {
        for waiter in document.waiters { waiter.continuation.resume(returning: analysis) }
    }

    /// Publishes the diagnostics of the document's current analysis: its own, and those inside
    /// each list file it reads to that file's URI (clearing list files that have none now).
    private func publishDiagnostics(of uri: String) {
        guard let document = documents[uri], let analysis = document.analysis else { return }
        let published = DiagnosticConverter(analysis: analysis, uri: uri, client: client).publishable()
        publish(published.own, to: uri, version: analysis.version)
        var listFileURIs: Set<String> = []
        for (listURI, diagnostics) in published.byListFile {
            publish(diagnostics, to: listURI, version: nil)
            listFileURIs.insert(listURI)
        }
        for stale in document.publishedListFileURIs.subtracting(listFileURIs).sorted() { publish([], to: stale, version: nil) }
        documents[uri]?.publishedListFileURIs = listFileURIs
    }

    private func publish(_ diagnostics: [ProtocolDiagnostic], to uri: String, version: Int?) {
        sink.send(
            .notification(
                method: "textDocument/publishDiagnostics",
                params: .fields([
                    ("uri", .string(uri)), ("version", version.map(JSONValue.int)), ("diagnostics", diagnostics.json),
                ])))
    }
}
