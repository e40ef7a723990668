import NavPolicy

/// One navigation of the ads mix, kept both as URL strings (group c) and as the pre-split
/// parts an app adapter passes from `WKNavigationAction` (group a).
struct AdClick {
    /// The navigation's URL as the web view reports it.
    let url: String
    /// The web view's current URL; nil before the first load.
    let current: String?
    /// The scheme as `URL.scheme` gives it.
    let scheme: String
    /// The host as `URL.host` gives it; nil when the URL has none.
    let host: String?
    /// The path as `URL.path` gives it.
    let path: String
    /// The current URL's host.
    let currentHost: String?
    /// The frame the navigation targets.
    let target: NavigationTarget
    /// How the navigation started.
    let navigation: NavigationType

    /// The request built from the pre-split parts (normalizes once, like an adapter would).
    var splitRequest: NavigationRequest {
        NavigationRequest(
            url: SplitURL(scheme: scheme, host: host, path: path),
            current: current.map { _ in currentHost.map { .loaded(SplitURL(scheme: "https", host: $0, path: "/")) } ?? .unparsable }
                ?? .absent,
            target: target, navigation: navigation)
    }
}
