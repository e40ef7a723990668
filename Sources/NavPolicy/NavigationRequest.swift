/// One navigation to decide: the attributes a policy reads, already split and normalized.
///
/// Build it from pre-split parts (what an app adapter passes from `WKNavigationAction`) or
/// from URL strings. Either way the initializer normalizes once, so that evaluating the
/// request afterwards allocates nothing.
public struct NavigationRequest: Sendable, Hashable {
    /// The scheme, ASCII-lowercased (`https`, `itms-apps`).
    public let scheme: String
    /// The host, normalized like the compiler normalizes host constants; nil when the URL has none.
    public let host: String?
    /// The path, `/` when empty; query and fragment excluded.
    public let path: String
    /// Whether the web view shows a URL now (false before the first load).
    public let hasCurrent: Bool
    /// The normalized host of the current URL; nil when there is no current URL or it has no host.
    public let currentHost: String?
    /// The kind of frame the navigation targets.
    public let target: NavigationTarget
    /// How the navigation was started.
    public let navigation: NavigationType

    /// A request from pre-split parts. `scheme`, `host` and `currentHost` are normalized here
    /// (lowercase, one trailing dot removed, IDN labels to punycode); an empty path becomes `/`.
    /// `hasCurrent` says whether the web view shows a URL at all (`webView.url != nil`).
    public init(
        scheme: String, host: String?, path: String,
        hasCurrent: Bool, currentHost: String?,
        target: NavigationTarget, navigation: NavigationType
    ) {
        self.scheme = scheme.lowercased()
        self.host = host.flatMap { HostNormalizer.normalizeRequestHost($0) }
        self.path = path.isEmpty ? "/" : path
        self.hasCurrent = hasCurrent
        self.currentHost = hasCurrent ? currentHost.flatMap { HostNormalizer.normalizeRequestHost($0) } : nil
        self.target = target
        self.navigation = navigation
    }

    /// A request from URL strings, split per the WHATWG URL standard for what a policy reads.
    /// Throws when `url` cannot be split, saying why: it has no scheme (it is not an absolute
    /// URL), or the standard rejects it as a browser would refuse to load it (a missing or
    /// invalid host, an invalid port; see `URLSplitError`). A `current` that is present but
    /// cannot be split counts as a current URL without a host.
    public init(
        url: String, current: String?, target: NavigationTarget = .mainFrame, navigation: NavigationType = .other
    ) throws(URLSplitError) {
        var authority: URLSplitter.AuthorityPrefix?
        let split = try URLSplitter.split(url, locatingAuthority: &authority)
        self.scheme = split.scheme
        self.host = split.host
        self.path = split.path
        self.hasCurrent = current != nil
        // The current URL is often on the navigation's host: then both share one string, and
        // when it starts with the same scheme and authority it is not even split.
        if let current {
            self.currentHost = URLSplitter.host(of: current, reusing: self.host, from: url, authority: authority)
        } else {
            self.currentHost = nil
        }
        self.target = target
        self.navigation = navigation
    }
}
