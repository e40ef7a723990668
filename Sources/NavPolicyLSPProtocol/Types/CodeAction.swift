import NavPolicyJSON

/// A code action (`textDocument/codeAction`): a titled edit.
public struct CodeAction: Sendable, Hashable, JSONEncodable {
    /// The menu text.
    public var title: String
    /// `quickfix` for the fixes of a diagnostic.
    public var kind: String
    /// The diagnostics it fixes.
    public var diagnostics: [ProtocolDiagnostic]
    /// Whether it is the one fix to apply (an editor's "fix" key); sent only to clients that
    /// read it.
    public var isPreferred: Bool
    /// Whether the client reads `isPreferred`.
    public var sendsPreferred = true
    /// What it changes.
    public var edit: WorkspaceEdit

    /// The kind of a fix for a diagnostic.
    public static let quickFix = "quickfix"

    /// An action.
    public init(
        title: String, kind: String = CodeAction.quickFix, diagnostics: [ProtocolDiagnostic], isPreferred: Bool, edit: WorkspaceEdit
    ) {
        self.title = title
        self.kind = kind
        self.diagnostics = diagnostics
        self.isPreferred = isPreferred
        self.edit = edit
    }

    public var json: JSONValue {
        .fields([
            ("title", .string(title)), ("kind", .string(kind)), ("diagnostics", diagnostics.json),
            ("isPreferred", isPreferred && sendsPreferred ? .bool(true) : nil), ("edit", edit.json),
        ])
    }
}
