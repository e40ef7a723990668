/// What a response adds to the request its rules are decided on: the facts only a response
/// has (`status`, `type`, `attachment`, `displayable`). A `NavigationResponse` carries its
/// request (URL, frame, view, flags) with these set; a navigation's request has none, and the
/// response fields never appear in a navigation program.
///
/// A class, so that a navigation's request holds one nil reference: as an optional struct of a
/// split URL and strings it made every request larger, and building, copying and dropping one
/// cost a navigation decision from URL strings about 90 instructions (callgrind).
package final class ResponseFacts: Sendable, Hashable {
    /// The HTTP status code; nil when the response is not HTTP.
    package let status: UInt16?
    /// The MIME type essence, lowercase; nil when there is none.
    package let type: String?
    /// Whether `Content-Disposition` says `attachment`.
    package let attachment: Bool
    /// Whether the engine can show the type.
    package let displayable: Bool

    /// The facts as the current page a response program reads them from (built once, with the
    /// response): response rules test no current page, so the compiler lowers `status` to the
    /// current URL's port (none when the status is), `type` to its path (`/` + the essence, `/`
    /// when none), and `attachment` and `displayable` together to its scheme (`scheme(_:_:)`:
    /// one whole-key scheme lookup for both, where two query names cost a query scan each).
    /// The one encoding both sides share.
    package let page: SplitURL

    /// Facts as given; `status` outside 0–65535 is kept as none (no HTTP status is).
    package init(status: Int?, type: String?, attachment: Bool, displayable: Bool) {
        self.status = status.flatMap(UInt16.init(exactly:))
        self.type = type
        self.attachment = attachment
        self.displayable = displayable
        page = SplitURL(scheme: Self.scheme(attachment, displayable), host: Self.pageHost, port: self.status.map(Int.init), path: Self.typePath(type))
    }

    /// Whether both hold the same facts.
    package static func == (left: ResponseFacts, right: ResponseFacts) -> Bool {
        (left.status, left.type, left.attachment, left.displayable) == (right.status, right.type, right.attachment, right.displayable)
    }

    /// Hashes the facts (`page` follows from them).
    package func hash(into hasher: inout Hasher) {
        hasher.combine(status)
        hasher.combine(type)
        hasher.combine(attachment)
        hasher.combine(displayable)
    }

    /// The host of `page`.
    package static let pageHost = "r"

    /// The scheme of `page` for an attachment and displayable pair: `rad`, `ra`, `rd` or `rn`
    /// (schemes without a default port, so a response without a status has no port).
    package static func scheme(_ attachment: Bool, _ displayable: Bool) -> String {
        "r" + (attachment ? "a" : "") + (displayable ? "d" : "") + (attachment || displayable ? "" : "n")
    }

    /// The schemes of `page` whose response is an attachment (`attachment`), or displayable.
    package static let attachmentSchemes = [scheme(true, false), scheme(true, true)]
    package static let displayableSchemes = [scheme(false, true), scheme(true, true)]

    /// The path of `page` for a type essence (`/text/html`), or for none (`/`, which no essence
    /// gives: an essence is never empty). A `type starts-with` prefix is the path prefix
    /// `typePath(prefix)`.
    package static func typePath(_ type: String?) -> String { "/" + (type ?? "") }
}

