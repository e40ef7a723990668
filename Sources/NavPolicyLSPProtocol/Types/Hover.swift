/// What `textDocument/hover` shows: Markdown text about the range under the cursor.
public struct Hover: Sendable, Hashable, JSONEncodable {
    /// The text, in Markdown.
    public var markdown: String
    /// The range it is about.
    public var range: TextRange?

    /// A hover.
    public init(markdown: String, range: TextRange?) {
        self.markdown = markdown
        self.range = range
    }

    public var json: JSONValue {
        .fields([("contents", ["kind": "markdown", "value": .string(markdown)]), ("range", range?.json)])
    }
}
