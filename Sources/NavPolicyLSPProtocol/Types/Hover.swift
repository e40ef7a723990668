import NavPolicyJSON

/// What `textDocument/hover` shows: text about the range under the cursor.
public struct Hover: Sendable, Hashable, JSONEncodable {
    /// The text, written in Markdown.
    public var markdown: String
    /// Whether the client shows Markdown (else the text goes as plain text, which Markdown
    /// written plainly reads as).
    public var isMarkdown: Bool
    /// The range it is about.
    public var range: TextRange?

    /// A hover.
    public init(markdown: String, isMarkdown: Bool = true, range: TextRange?) {
        self.markdown = markdown
        self.isMarkdown = isMarkdown
        self.range = range
    }

    public var json: JSONValue {
        .fields([
            ("contents", ["kind": .string(isMarkdown ? "markdown" : "plaintext"), "value": .string(markdown)]), ("range", range?.json),
        ])
    }
}
