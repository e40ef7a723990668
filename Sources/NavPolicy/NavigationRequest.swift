/// One navigation to decide: the attributes a policy reads, already split and normalized.
///
/// Build it from pre-split parts (what an app adapter passes from `WKNavigationAction`) or
/// from URL strings. Either way the initializer normalizes once, so that evaluating the
/// request afterwards allocates nothing. The current page is one value (`CurrentPage`), so a
/// request cannot claim a current host without a current URL.
public struct NavigationRequest: Sendable, Hashable {
    /// The URL being navigated to.
    public let url: SplitURL
    /// What the web view shows now.
    public let current: CurrentPage
    /// The kind of frame the navigation targets.
    public let target: NavigationTarget
    /// How the navigation was started.
    public let navigation: NavigationType
    /// Which web view asks: the main one or a pop-up created by `open popup`.
    public let view: NavigationView
    /// The flags on for this decision (`flag` declarations of the policy); none by default.
    public let flags: PolicyFlags
    /// How the URL's host relates to the current page's (`host != current`, `current is
    /// none`), computed from `url` and `current` when the request is built (they cannot change
    /// after): an app decides each request it builds, so the comparison moves out of the
    /// decision, which reads a byte instead of comparing hosts.
    let hostRelation: CurrentRelation
    /// A request from pre-split parts (build them with `SplitURL(scheme:host:port:path:query:)`,
    /// which normalizes).
    public init(
        url: SplitURL, current: CurrentPage,
        target: NavigationTarget = .mainFrame, navigation: NavigationType = .other, view: NavigationView = .main,
        flags: PolicyFlags = PolicyFlags()
    ) {
        self.url = url
        self.current = current
        self.target = target
        self.navigation = navigation
        self.view = view
        self.flags = flags
        hostRelation = .of(url, current, .host)
    }

    /// The request a response's rules decide: its URL, frame, view and flags, navigation
    /// `.other` and no current page (response rules test neither); its facts go beside it.
    package init(responseURL url: SplitURL, target: NavigationTarget, view: NavigationView, flags: PolicyFlags) {
        self.init(url: url, current: .absent, target: target, navigation: .other, view: view, flags: flags)
    }

    /// A request from URL strings, split per the WHATWG URL standard for what a policy reads.
    /// Throws when `url` cannot be split, saying why: it has no scheme (it is not an absolute
    /// URL), or the standard rejects it as a browser would refuse to load it (a missing or
    /// invalid host, an invalid port; see `URLSplitError`). A `current` that is present but
    /// does not split is `CurrentPage.unparsable`.
    public init(
        url: String, current: String?,
        target: NavigationTarget = .mainFrame, navigation: NavigationType = .other, view: NavigationView = .main,
        flags: PolicyFlags = PolicyFlags()
    ) throws(URLSplitError) {
        self.url = try URLSplitter.splitting(url)
        self.current = CurrentPage(current)
        self.target = target
        self.navigation = navigation
        self.view = view
        self.flags = flags
        hostRelation = .of(self.url, self.current, .host)
    }

    // The parts the interpreter and tests read, one call away (apps read `url` and `current`).

    /// The scheme, ASCII-lowercased (`https`, `itms-apps`).
    @inline(__always) package var scheme: String { url.scheme }
    /// The normalized host; nil when the URL has none.
    @inline(__always) package var host: String? { url.host }
    /// The effective port; nil for a scheme without a default and no explicit port.
    @inline(__always) package var port: UInt16? { url.port }
    /// The path, `/` when empty (an opaque path as written).
    @inline(__always) package var path: String { url.path }
    /// The query without `?`; nil when the URL has none.
    @inline(__always) package var query: String? { url.query }
    /// Whether the web view shows a URL now, parsable or not (`current is none` is its negation).
    @inline(__always) package var hasCurrent: Bool { current != .absent }
    /// The current URL's normalized host; nil when there is none or it does not parse.
    @inline(__always) package var currentHost: String? { current.url?.host }
}
