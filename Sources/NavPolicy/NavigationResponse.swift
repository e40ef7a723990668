/// One response to decide (`on response` rules): WebKit's second question about a navigation,
/// asked once the response's headers arrive (`decidePolicyFor navigationResponse`).
///
/// Like `NavigationRequest`, the initializer normalizes once — the URL is split, the MIME type
/// reduced to its essence — so that deciding it afterwards allocates nothing.
public struct NavigationResponse: Sendable, Hashable {
    /// The response's URL (after redirects).
    public let url: SplitURL
    /// The HTTP status code; nil when the response is not HTTP (`file:`, `data:`, …).
    public let status: Int?
    /// The MIME type's essence, lowercased, parameters dropped (`text/html`); nil when the
    /// response has no type, or one that is no MIME type (no `/`).
    public let type: String?
    /// Whether `Content-Disposition` says `attachment` (the server asks for a download).
    public let attachment: Bool
    /// Whether the engine can show the type (`canShowMIMEType`,
    /// `webkit_response_policy_decision_is_mime_type_supported`).
    public let displayable: Bool
    /// The frame the response is for: `.mainFrame` or `.subframe` (a response has a frame, so
    /// never `.newWindow`).
    public let target: NavigationTarget
    /// Which web view asks.
    public let view: NavigationView
    /// The flags on for this decision.
    public let flags: PolicyFlags

    /// A response from a pre-split URL. `type` is the `Content-Type` as the server sent it (or
    /// as the engine reports it: `WKNavigationResponse.response.mimeType`), reduced here to its
    /// essence; `isMainFrame` is `WKNavigationResponse.isForMainFrame`.
    public init(
        url: SplitURL, status: Int? = nil, type: String? = nil, attachment: Bool = false, displayable: Bool = true,
        isMainFrame: Bool = true, view: NavigationView = .main, flags: PolicyFlags = PolicyFlags()
    ) {
        self.url = url
        self.status = status
        self.type = type.flatMap(MIMEType.essence(of:))
        self.attachment = attachment
        self.displayable = displayable
        target = isMainFrame ? .mainFrame : .subframe
        self.view = view
        self.flags = flags
    }

    /// A response from a URL string, split as `NavigationRequest(url:current:)` splits it;
    /// throws when it cannot be split, saying why.
    public init(
        url: String, status: Int? = nil, type: String? = nil, attachment: Bool = false, displayable: Bool = true,
        isMainFrame: Bool = true, view: NavigationView = .main, flags: PolicyFlags = PolicyFlags()
    ) throws(URLSplitError) {
        self.init(url: try URLSplitter.splitting(url), status: status, type: type, attachment: attachment,
                  displayable: displayable, isMainFrame: isMainFrame, view: view, flags: flags)
    }

    /// The scheme, ASCII-lowercased.
    @inline(__always) public var scheme: String { url.scheme }
    /// The normalized host; nil when the URL has none.
    @inline(__always) public var host: String? { url.host }
    /// The effective port; nil for a scheme without a default and no explicit port.
    @inline(__always) public var port: UInt16? { url.port }
    /// The path, `/` when empty (an opaque path as written).
    @inline(__always) public var path: String { url.path }
    /// The query without `?`; nil when the URL has none.
    @inline(__always) public var query: String? { url.query }
}
