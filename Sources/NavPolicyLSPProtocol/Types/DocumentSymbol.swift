import NavPolicyJSON

/// One entry of a document's outline (`textDocument/documentSymbol`).
public struct DocumentSymbol: Sendable, Hashable, JSONEncodable {
    /// The protocol's symbol kinds this server uses.
    public enum Kind: Int, Sendable, Hashable {
        case file = 1, module = 2, namespace = 3, `class` = 5, method = 6, field = 8, function = 12, variable = 13,
             constant = 14, string = 15, boolean = 17, array = 18, event = 24
    }

    /// The name shown.
    public var name: String
    /// More text beside it.
    public var detail: String?
    /// Its kind (the icon).
    public var kind: Kind
    /// The whole thing.
    public var range: TextRange
    /// The part to select and reveal (its name).
    public var selectionRange: TextRange
    /// Entries inside it.
    public var children: [DocumentSymbol]

    /// An outline entry.
    public init(name: String, detail: String?, kind: Kind, range: TextRange, selectionRange: TextRange, children: [DocumentSymbol] = []) {
        self.name = name
        self.detail = detail
        self.kind = kind
        self.range = range
        self.selectionRange = selectionRange
        self.children = children
    }

    /// The entry as a flat `SymbolInformation` in document `uri`, for clients without
    /// hierarchical outlines (children are not kept; the caller lists them, each naming this
    /// entry as its `containerName`).
    public func symbolInformation(uri: String, containerName: String? = nil) -> JSONValue {
        .fields([
            ("name", .string(name)), ("kind", .int(kind.rawValue)), ("location", Location(uri: uri, range: range).json),
            ("containerName", containerName.map(JSONValue.string)),
        ])
    }

    public var json: JSONValue {
        .fields([
            ("name", .string(name)), ("detail", detail.map(JSONValue.string)), ("kind", .int(kind.rawValue)),
            ("range", range.json), ("selectionRange", selectionRange.json),
            ("children", children.isEmpty ? nil : children.json),
        ])
    }
}
