import NavPolicy
import NavPolicyCompiler

/// Realistic checked policies for table tests, built directly (no parser needed).
enum TablePolicies {
    static func request(
        _ scheme: String = "https", _ host: String? = "example.com", _ path: String = "/",
        current: String?? = .some("example.com"), target: NavigationTarget = .mainFrame,
        navigation: NavigationType = .link
    ) -> NavigationRequest {
        NavigationRequest(
            url: SplitURL(scheme: scheme, host: host, path: path), current: page(current), target: target, navigation: navigation)
    }

    /// The current page for a current host: nil for no current URL, `.some(nil)` for one
    /// without a host (unparsable), else an `https` page at that host's root.
    static func page(_ current: String??) -> CurrentPage {
        guard let current else { return .absent }
        return current.map { .loaded(SplitURL(scheme: "https", host: $0, path: "/")) } ?? .unparsable
    }

    static func wildcard(_ domain: String) -> HostPattern { HostPattern(domain: domain, includesSubdomains: true) }
    static func exact(_ domain: String) -> HostPattern { HostPattern(domain: domain, includesSubdomains: false) }

    /// The AdMob guide's ads-webview policy, with a payment list and a match pattern.
    static let ads = CheckedPolicy(
        name: "ads-webview",
        rules: [
            CheckedRule(condition: .atom(.host([exact("pay.google.com"), wildcard("paypal.com")])), action: .openPopup, line: 5),
            CheckedRule(
                condition: .and([.atom(.navigation([.link])), .not(.atom(.scheme(["http", "https", "about", "data", "blob"])))]),
                action: .openExternal, line: 6),
            CheckedRule(
                condition: .and([.or([.atom(.navigation([.link])), .atom(.target([.newWindow]))]), .atom(.relation(.host, .different))]),
                action: .openInApp, line: 7),
            CheckedRule(
                condition: .atom(
                    .urlMatches(
                        MatchPattern(schemes: ["http", "https"], host: .pattern(wildcard("example.com")), pathGlob: "/files/*.pdf"))),
                action: .download, line: 8),
            CheckedRule(condition: .and([.atom(.pathPrefix("/checkout")), .atom(.relation(.host, .noCurrent))]), action: .cancel, line: 9),
            CheckedRule(condition: .always, action: .allow, isOtherwise: true, line: 10),
        ])

    /// Requests touching every field of `ads`.
    static let adsRequests: [NavigationRequest] = [
        request(), request("itms-apps", "apps.apple.com"), request("https", "pay.google.com"),
        request("https", "a.paypal.com", target: .newWindow, navigation: .other),
        request("https", "example.com", "/files/a.pdf", navigation: .other),
        request("https", "example.com", "/checkout/x", current: .none, navigation: .reload),
        request("mailto", nil, "/", current: .some(nil)), request("https", "other.org", "/", target: .subframe),
        request("data", nil, "", current: .none, target: .newWindow, navigation: .formSubmit),
    ]
}
