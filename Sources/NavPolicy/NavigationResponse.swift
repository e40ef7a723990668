/// One response to decide (`on response` rules): WebKit's second question about a navigation,
/// asked once the response's headers arrive (`decidePolicyFor navigationResponse`).
///
/// Like `NavigationRequest`, the initializer normalizes once — the URL is split, the MIME type
/// reduced to its essence, the request the response program walks built — so that deciding it
/// afterwards allocates nothing.
public struct NavigationResponse: Sendable, Hashable {
    /// What the response program reads of the navigation: the URL, frame, view and flags.
    package let request: NavigationRequest
    /// What it reads of the response: status, type, attachment, displayable.
    package let facts: ResponseFacts

    /// A response from a pre-split URL. `type` is the `Content-Type` as the server sent it (or
    /// as the engine reports it: `WKNavigationResponse.response.mimeType`), reduced here to its
    /// essence; `isMainFrame` is `WKNavigationResponse.isForMainFrame`. A `status` outside
    /// 100–999 is taken as none (no HTTP status code is).
    public init(
        url: SplitURL, status: Int? = nil, type: String? = nil, attachment: Bool = false, displayable: Bool = true,
        isMainFrame: Bool = true, view: NavigationView = .main, flags: PolicyFlags = PolicyFlags()
    ) {
        facts = ResponseFacts(status: status, type: type.flatMap(MIMEType.essence(of:)), attachment: attachment, displayable: displayable)
        request = NavigationRequest(responseURL: url, target: isMainFrame ? .mainFrame : .subframe, view: view, flags: flags)
    }

    /// A response from a URL string, split as `NavigationRequest(url:current:)` splits it;
    /// throws when it cannot be split, saying why.
    public init(
        url: String, status: Int? = nil, type: String? = nil, attachment: Bool = false, displayable: Bool = true,
        isMainFrame: Bool = true, view: NavigationView = .main, flags: PolicyFlags = PolicyFlags()
    ) throws(URLSplitError) {
        self.init(
            url: try URLSplitter.splitting(url), status: status, type: type, attachment: attachment,
            displayable: displayable, isMainFrame: isMainFrame, view: view, flags: flags)
    }

    /// The response a request stands for with `facts` (the analysis's witnesses): its URL,
    /// frame, view and flags; nil for a new window, which no response is for.
    package init?(_ request: NavigationRequest, facts: ResponseFacts) {
        guard request.target != .newWindow else { return nil }
        self.facts = facts
        self.request = NavigationRequest(responseURL: request.url, target: request.target, view: request.view, flags: request.flags)
    }

    /// The response's URL (after redirects).
    public var url: SplitURL { request.url }
    /// The HTTP status code; nil when the response is not HTTP (`file:`, `data:`, …).
    public var status: Int? { facts.status.map(Int.init) }
    /// The MIME type's essence, lowercased, parameters dropped (`text/html`); nil when the
    /// response has no type, or one that is no MIME type (no `/`).
    public var type: String? { facts.type }
    /// Whether `Content-Disposition` says `attachment` (the server asks for a download).
    public var attachment: Bool { facts.attachment }
    /// Whether the engine can show the type (`canShowMIMEType`,
    /// `webkit_response_policy_decision_is_mime_type_supported`).
    public var displayable: Bool { facts.displayable }
    /// The frame the response is for: `.mainFrame` or `.subframe` (never `.newWindow`).
    public var target: NavigationTarget { request.target }
    /// Which web view asks.
    public var view: NavigationView { request.view }
    /// The flags on for this decision.
    public var flags: PolicyFlags { request.flags }

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
