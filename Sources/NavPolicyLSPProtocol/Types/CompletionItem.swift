import NavPolicyJSON

/// One completion (`textDocument/completion`).
public struct CompletionItem: Sendable, Hashable, JSONEncodable {
    /// The protocol's item kinds this server uses.
    public enum Kind: Int, Sendable, Hashable {
        case value = 12
        case keyword = 14
        case enumMember = 20
        case variable = 6
        case field = 5
        case `operator` = 24
        case snippet = 15
    }

    /// What the list shows and, without `edit`, inserts.
    public var label: String
    /// Its kind (the icon).
    public var kind: Kind
    /// A short description beside the label.
    public var detail: String?
    /// Longer documentation, written in Markdown.
    public var documentation: String?
    /// Whether the client shows Markdown documentation (else it goes as a plain string).
    public var isMarkdown = true
    /// The edit that inserts it, replacing the word typed so far.
    public var edit: TextEdit?
    /// The order key; items sort by it, then by label.
    public var sortText: String?

    /// An item.
    public init(
        label: String, kind: Kind, detail: String? = nil, documentation: String? = nil, edit: TextEdit? = nil, sortText: String? = nil
    ) {
        self.label = label
        self.kind = kind
        self.detail = detail
        self.documentation = documentation
        self.edit = edit
        self.sortText = sortText
    }

    public var json: JSONValue {
        .fields([
            ("label", .string(label)), ("kind", .int(kind.rawValue)), ("detail", detail.map(JSONValue.string)),
            ("documentation", documentation.map { isMarkdown ? ["kind": "markdown", "value": .string($0)] : .string($0) }),
            ("textEdit", edit?.json), ("sortText", sortText.map(JSONValue.string)),
        ])
    }
}
