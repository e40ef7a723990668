import NavPolicyLSPProtocol

/// A document the client has open: its current text, and the server's work on it.
struct OpenDocument: Sendable {
    /// Its URI.
    var uri: String
    /// Its file path, when the URI is a `file:` URI (list files are read beside it).
    var path: String?
    /// Whether it is a policy (language `navpolicy`, or a `.navpolicy` file); other documents
    /// (list files) are kept for their text only.
    var isPolicy: Bool
    /// The client's version of the current text.
    var version: Int?
    /// The server's revision counter: grows with every change, whatever the client's versions.
    var revision = 0
    /// The current text.
    var text: DocumentText
    /// The newest analysis finished (possibly of an older revision).
    var analysis: DocumentAnalysis?
    /// Whether a front-end run for it is under way.
    var isChecking = false
    /// Requests waiting for the analysis of a revision (at least theirs).
    var waiters: [(revision: Int, continuation: CheckedContinuation<DocumentAnalysis?, Never>)] = []
    /// The list files the last analysis read or tried to read, by the name diagnostics use.
    var listFileNames: Set<String> = []
    /// The list-file URIs diagnostics were last published to (to clear them when they go away).
    var publishedListFileURIs: Set<String> = []

    /// The name diagnostics give the document: its path, or its URI when it is not a file.
    var name: String { path ?? uri }

    /// Whether the newest analysis is of the current text.
    var isAnalysisCurrent: Bool { analysis?.revision == revision }

    /// Applies one change of `textDocument/didChange`, positions counted in `encoding`.
    mutating func apply(_ change: TextDocumentContentChange, encoding: PositionEncoding) {
        let replacement = Array(change.text.utf8)
        if let range = change.range {
            text.replace(text.offsets(of: range, encoding: encoding), with: replacement)
        } else {
            text = DocumentText(replacement)
        }
    }
}
