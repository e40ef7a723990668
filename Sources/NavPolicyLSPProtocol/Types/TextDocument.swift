import NavPolicyJSON

/// A document as `textDocument/didOpen` sends it.
public struct TextDocumentItem: Sendable, Hashable, JSONDecodable {
    /// Its URI.
    public var uri: String
    /// The client's language id (`navpolicy`).
    public var languageID: String
    /// Its version, growing with each change.
    public var version: Int
    /// Its whole text.
    public var text: String

    public init(json: JSONValue) throws(ResponseError) {
        uri = try json.required("uri", \.stringValue)
        languageID = try json.optional("languageId", \.stringValue) ?? ""
        version = try json.optional("version", \.intValue) ?? 0
        text = try json.required("text", \.stringValue)
    }
}

/// One change of `textDocument/didChange`: the whole text, or a range replaced.
public struct TextDocumentContentChange: Sendable, Hashable, JSONDecodable {
    /// The range replaced; nil when `text` is the whole new document.
    public var range: TextRange?
    /// The new text of the range (or of the document).
    public var text: String

    /// A change.
    public init(range: TextRange?, text: String) {
        self.range = range
        self.text = text
    }

    public init(json: JSONValue) throws(ResponseError) {
        text = try json.required("text", \.stringValue)
        if let range = json["range"], !range.isNull { self.range = try TextRange(json: range) }
    }
}

/// The `textDocument` and `position` of a request about one place.
public struct TextDocumentPosition: Sendable, Hashable, JSONDecodable {
    /// The document's URI.
    public var uri: String
    /// The place.
    public var position: Position

    public init(json: JSONValue) throws(ResponseError) {
        uri = try json.required("textDocument", { $0["uri"]?.stringValue })
        position = try json.required("position", as: Position.self)
    }
}

extension JSONValue {
    /// The `textDocument.uri` of a request's params.
    public func documentURI() throws(ResponseError) -> String {
        try required("textDocument", { $0["uri"]?.stringValue })
    }
}
