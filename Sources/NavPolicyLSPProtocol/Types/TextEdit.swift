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
    /// The edits of each document, by URI, in the order first added.
    public var changes: [(uri: String, edits: [TextEdit])]

    /// An edit of the documents given.
    public init(changes: [(uri: String, edits: [TextEdit])]) {
        self.changes = changes
    }

    public var json: JSONValue {
        ["changes": .object(JSONObject(changes.map { ($0.uri, $0.edits.json) }))]
    }

    public static func == (lhs: WorkspaceEdit, rhs: WorkspaceEdit) -> Bool {
        lhs.changes.count == rhs.changes.count && zip(lhs.changes, rhs.changes).allSatisfy { $0.uri == $1.uri && $0.edits == $1.edits }
    }

    public func hash(into hasher: inout Hasher) {
        for change in changes {
            hasher.combine(change.uri)
            hasher.combine(change.edits)
        }
    }
}
