/// What a response adds to the request its rules are decided on: the facts only a response
/// has (`status`, `type`, `attachment`, `displayable`). A `NavigationResponse` carries its
/// request (URL, frame, view, flags) with these set; a navigation's request has none, and the
/// response fields never appear in a navigation program.
package struct ResponseFacts: Sendable, Hashable {
    /// The HTTP status code; nil when the response is not HTTP.
    package let status: UInt16?
    /// The MIME type essence, lowercase; nil when there is none.
    package let type: String?
    /// Whether `Content-Disposition` says `attachment`.
    package let attachment: Bool
    /// Whether the engine can show the type.
    package let displayable: Bool

    /// Facts as given; `status` outside 0–65535 is kept as none (no HTTP status is).
    package init(status: Int?, type: String?, attachment: Bool, displayable: Bool) {
        self.status = status.flatMap(UInt16.init(exactly:))
        self.type = type
        self.attachment = attachment
        self.displayable = displayable
    }
}
