import NavPolicyJSON

/// Replace `range` with `newText`.
public struct TextEdit: Sendable, Hashable, JSONEncodable {
    /// The text replaced.
    public var range: TextRange
    /// Its replacement.
    public var newText: String

    /// An edit.
    public init(range: TextRange, newText: String) {
        self.range = range
        self.newText = newText
    }

    public var json: JSONValue { ["range": range.json, "newText": .string(newText)] }
}

/// Edits to several documents (`changes`: document URI → its edits).
public struct WorkspaceEdit: Sendable, Hashable, JSONEncodable {
    /// The edits of one document.
    public struct Change: Sendable, Hashable {
        /// The document's URI.
        public var uri: String
        /// Its edits.
        public var edits: [TextEdit]
    }

    /// The edits of each document, in the order first added.
    public var changes: [Change]

    /// An edit of the documents given.
    public init(changes: [(uri: String, edits: [TextEdit])]) {
        self.changes = changes.map { Change(uri: $0.uri, edits: $0.edits) }
    }

    public var json: JSONValue {
        ["changes": .object(JSONObject(changes.map { ($0.uri, $0.edits.json) }))]
    }
}
