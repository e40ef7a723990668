/// What a response adds to the request its rules are decided on: the facts only a response
/// has (`status`, `type`, `attachment`, `displayable`). A response's request carries them as
/// its current page (`page`) and a byte (`schemeIndex`), and gives them back from those
/// (`init(page:schemeIndex:)`): a navigation's request holds no reference for them, so
/// building, copying and dropping one costs what it did before responses (an optional
/// reference cost each navigation decision about 5 instructions in the instruction loops).
package struct ResponseFacts: Sendable, Hashable {
    /// The HTTP status code; nil when the response is not HTTP.
    package let status: UInt16?
    /// The MIME type essence, lowercase; nil when there is none.
    package let type: String?
    /// Whether `Content-Disposition` says `attachment`.
    package let attachment: Bool
    /// Whether the engine can show the type.
    package let displayable: Bool

    /// Facts as given; a `status` outside 100–999 is kept as none (no HTTP status code is, and
    /// the analysis proves its claims for those alone).
    package init(status: Int?, type: String?, attachment: Bool, displayable: Bool) {
        self.status = status.flatMap { (100...999).contains($0) ? UInt16($0) : nil }
        self.type = type
        self.attachment = attachment
        self.displayable = displayable
    }

    /// The facts `page` and `schemeIndex` encode (`page` holds them as its port and path).
    package init(page: SplitURL, schemeIndex: UInt8) {
        status = page.port
        type = page.path == Self.typePath(nil) ? nil : String(page.path.utf8.dropFirst())
        attachment = schemeIndex & 2 != 0
        displayable = schemeIndex & 1 != 0
    }

    /// The facts as the current page a response program reads them from: response rules test
    /// no current page, so the compiler lowers `status` to the current URL's port (none when
    /// the status is), `type` to its path (`/` + the essence, `/` when none), and `attachment`
    /// and `displayable` together to its scheme (`scheme(_:_:)`: one whole-key scheme lookup
    /// for both, where two query names cost a query scan each). The one encoding both sides
    /// share.
    package var page: SplitURL {
        SplitURL(scheme: Self.scheme(attachment, displayable), host: Self.pageHost, port: status.map(Int.init), path: Self.typePath(type))
    }

    /// Which of the four schemes `page` has: `schemesByIndex[schemeIndex]` (a response program
    /// classifies the four at load and reads its class by this).
    package var schemeIndex: UInt8 { (attachment ? 2 : 0) + (displayable ? 1 : 0) }

    /// The host of `page`.
    package static let pageHost = "r"

    /// The scheme of `page` for an attachment and displayable pair: `rad`, `ra`, `rd` or `rn`
    /// (schemes without a default port, so a response without a status has no port).
    package static func scheme(_ attachment: Bool, _ displayable: Bool) -> String {
        "r" + (attachment ? "a" : "") + (displayable ? "d" : "") + (attachment || displayable ? "" : "n")
    }

    /// The four schemes of `page`, by `schemeIndex`.
    package static let schemesByIndex = [scheme(false, false), scheme(false, true), scheme(true, false), scheme(true, true)]

    /// The schemes of `page` whose response is an attachment (`attachment`), or displayable.
    package static let attachmentSchemes = [scheme(true, false), scheme(true, true)]
    package static let displayableSchemes = [scheme(false, true), scheme(true, true)]

    /// The path of `page` for a type essence (`/text/html`), or for none (`/`, which no essence
    /// gives: an essence is never empty). A `type starts-with` prefix is the path prefix
    /// `typePath(prefix)`.
    package static func typePath(_ type: String?) -> String { "/" + (type ?? "") }
}

