/// How serious a diagnostic is.
public enum Severity: Sendable, Hashable, Comparable, CaseIterable {
    /// Informational; shown by `check --all`.
    case note
    /// A likely mistake; fails `check --strict`.
    case warning
    /// The policy is invalid or certainly wrong; fails `check`.
    case error

    /// The word diagnostics print (`warning`).
    package var name: String {
        switch self {
        case .note: "note"
        case .warning: "warning"
        case .error: "error"
        }
    }

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    /// Orders severities by seriousness: `note` < `warning` < `error`.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A textual edit that fixes a diagnostic: replace `range` with `replacement`.
package struct FixIt: Sendable, Hashable {
    /// The text to replace.
    package var range: SourceRange
    /// What to put there.
    package var replacement: String

    /// An edit replacing `range` with `replacement`.
    package init(range: SourceRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// A secondary message attached to a diagnostic, optionally pointing somewhere else.
package struct DiagnosticNote: Sendable, Hashable {
    /// The note's text (lowercase, no trailing period).
    package var message: String
    /// Where it points, if anywhere.
    package var range: SourceRange?
    /// The list file `range` points into (its name as diagnostics show it); nil for the policy
    /// file itself.
    package var file: String?

    /// A note with a message and an optional range, in the policy file or the list file `file`.
    package init(_ message: String, range: SourceRange? = nil, file: String? = nil) {
        self.message = message
        self.range = range
        self.file = file
    }
}

/// A finding about a policy: a value every phase returns, never thrown or printed by library code.
public struct Diagnostic: Sendable, Hashable {
    /// The stable code (`unknown-value`, `shadowed-rule`).
    public package(set) var code: DiagnosticCode
    /// Error, warning or note.
    public package(set) var severity: Severity
    /// Lowercase, no trailing period, no line breaks, user text in quotes.
    public package(set) var message: String
    /// Where the problem is.
    package var range: SourceRange
    /// The list file `range` points into (`lists/blocked-hosts.txt`, its name as diagnostics
    /// show it); nil for the policy file itself.
    package var file: String?
    /// Related places and evidence.
    package var notes: [DiagnosticNote]
    /// A suggestion on how to fix it.
    package var help: String?
    /// Edits that fix it.
    package var fixIts: [FixIt]

    /// The 1-based line where the problem starts (in `file` when it is inside a list file).
    public var line: Int { range.start.line }
    /// The 1-based column, in Unicode scalars, where the problem starts.
    public var column: Int { range.start.column }

    /// A diagnostic with the given parts; `file` names the list file `range` points into.
    package init(
        code: DiagnosticCode, severity: Severity, message: String, range: SourceRange, file: String? = nil,
        notes: [DiagnosticNote] = [], help: String? = nil, fixIts: [FixIt] = []
    ) {
        self.code = code
        self.severity = severity
        self.message = message
        self.range = range
        self.file = file
        self.notes = notes
        self.help = help
        self.fixIts = fixIts
    }

    /// An error diagnostic.
    package static func error(
        _ code: DiagnosticCode, _ message: String, at range: SourceRange,
        notes: [DiagnosticNote] = [], help: String? = nil, fixIts: [FixIt] = []
    ) -> Diagnostic {
        Diagnostic(code: code, severity: .error, message: message, range: range, notes: notes, help: help, fixIts: fixIts)
    }

    /// A warning diagnostic.
    package static func warning(
        _ code: DiagnosticCode, _ message: String, at range: SourceRange,
        notes: [DiagnosticNote] = [], help: String? = nil, fixIts: [FixIt] = []
    ) -> Diagnostic {
        Diagnostic(code: code, severity: .warning, message: message, range: range, notes: notes, help: help, fixIts: fixIts)
    }
}

extension Diagnostic {
    /// The order diagnostics are shown in: the policy file's own first, by position, then
    /// those inside list files, by file name and position.
    package static func isInSourceOrder(_ lhs: Diagnostic, before rhs: Diagnostic) -> Bool {
        switch (lhs.file, rhs.file) {
        case (nil, nil): lhs.range.start < rhs.range.start
        case (nil, _): true
        case (_, nil): false
        case (let left?, let right?): left != right ? left < right : lhs.range.start < rhs.range.start
        }
    }
}
