import NavPolicyLSPProtocol

/// One revision of a document with everything the server computed for it: the front end's
/// result at once, the lint findings once the linter has run on exactly this revision.
/// Features answer from the analysis of the revision they were asked about, converting its
/// ranges with its own text, so a slow lint never mixes ranges of two revisions.
struct DocumentAnalysis: Sendable {
    /// The server's revision counter for the document (grows with every change).
    var revision: Int
    /// The client's version of this revision, echoed in published diagnostics.
    var version: Int?
    /// The path diagnostics name the document by (its file path, or its URI when it is none).
    var name: String
    /// The text analysed.
    var text: DocumentText
    /// The front end's result.
    var checked: CompilerAdapter.CheckedDocument
    /// The linter's result for this revision, once it ran.
    var lint: LintOutcome?

    /// What the linter found for one revision.
    struct LintOutcome: Sendable {
        /// The findings, in source order.
        var findings: [CompilerDiagnostic]
        /// One example request per rule that decides some request, by 0-based rule index.
        var examples: [Int: String]
        /// How many rules (the first ones) were looked at for examples.
        var rulesWithExamples: Int
        /// Whether the analysis was complete (else its semantic checks were skipped).
        var isComplete: Bool
    }

    /// Every diagnostic of the revision: the front end's, and the linter's when it ran.
    var diagnostics: [CompilerDiagnostic] {
        guard let lint else { return checked.result.diagnostics }
        return (checked.result.diagnostics + lint.findings).sorted(by: CompilerDiagnostic.isInSourceOrder)
    }
}
