/// A diagnostic's words built from typed facts, as swift-syntax's `DiagnosticMessage` and
/// Cedar's error types build theirs: each phase's messages are one enum (`LexicalMessage`,
/// `SyntaxMessage`, `SemanticMessage`; a lint rule's are in its own file) whose cases carry the
/// facts, never text, and whose `diagnostic(at:)` is the one place each of the phase's codes
/// gets its message, notes, help and fix-its.
protocol DiagnosticMessage {
    /// The diagnostic at `range`, the text it is about.
    func diagnostic(at range: SourceRange) -> Diagnostic
}
