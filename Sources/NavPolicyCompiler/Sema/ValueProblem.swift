/// Why a value is not acceptable where it is written; becomes a diagnostic once the caller
/// knows where to point and which notes to add.
struct ValueProblem: Error, Sendable, Hashable {
    /// The diagnostic code (`invalid-scheme`, `unknown-value`, …).
    var code: DiagnosticCode
    /// The diagnostic message.
    var message: String
    /// Notes to attach (a did-you-mean, typically).
    var notes: [DiagnosticNote] = []
    /// How to fix it.
    var help: String?
    /// Text that would fix the value in place, if there is an obvious one.
    var replacement: String?

    /// The error diagnostic at `range`, with `extraNotes` after the problem's own notes; the
    /// fix-it replaces `fixItRange` (default: `range`), where the value itself is written.
    func diagnostic(at range: SourceRange, extraNotes: [DiagnosticNote] = [], fixItRange: SourceRange? = nil) -> Diagnostic {
        .error(code, message, at: range, notes: notes + extraNotes, help: help,
               fixIts: replacement.map { [FixIt(range: fixItRange ?? range, replacement: $0)] } ?? [])
    }

    /// The same problem with `prefix` before its message.
    func prefixingMessage(_ prefix: String) -> ValueProblem {
        var copy = self
        copy.message = prefix + copy.message
        return copy
    }
}
