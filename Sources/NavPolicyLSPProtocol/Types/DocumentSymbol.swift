import NavPolicyJSON

/// One entry of a document's outline (`textDocument/documentSymbol`).
public struct DocumentSymbol: Sendable, Hashable, JSONEncodable {
    /// The protocol's symbol kinds this server uses.
    public enum Kind: Int, Sendable, Hashable {
        case file = 1
        case module = 2
        case namespace = 3
        case `class` = 5
        case method = 6
        case field = 8
        case function = 12
        case variable = 13
        case
            constant = 14
        case string = 15
        case boolean = 17
        case array = 18
        case event = 24
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
