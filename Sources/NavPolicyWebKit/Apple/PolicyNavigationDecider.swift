#if canImport(WebKit) && (os(iOS) || os(macOS) || os(visionOS) || NAVPOLICY_APPLE_STUBS)
import Foundation
import NavPolicy
import WebKit
#if NAVPOLICY_APPLE_STUBS
import NavPolicyWebKit
#endif

/// A `WebPage.NavigationDeciding` for SwiftUI's `WebPage` that asks a compiled policy.
///
/// ```swift
/// let decider = PolicyNavigationDecider(policy: try Policy(resource: "own-domain", bundle: .module))
/// decider.openExternally = { url in openURL(url) }      // SwiftUI's @Environment(\.openURL)
/// let page = WebPage(navigationDecider: decider)
/// decider.page = page                                   // for the current URL and in-place loads
/// ```
///
/// `WebPage` has no pop-up creation callback: a new-window request decided `open popup`
/// loads in the page itself, like `open in-place`, and `allow` creates no window. The
/// in-app browser defaults to `openExternally` (present a `SafariView` from your own state in
/// `presentInApp` to keep it in the app).
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
@MainActor
public final class PolicyNavigationDecider: WebPage.NavigationDeciding {
    /// The engine-neutral core that decides.
    public let router: NavigationRouter
    /// The page this decider serves; its URL is the requests' current URL.
    public weak var page: WebPage?
    /// Hands a URL to the system (default: `UIApplication.shared.open`, `NSWorkspace.shared.open`).
    public var openExternally: (URL) -> Void = { url in AppleSystem.open(url) }
    /// Shows an http(s) URL in an in-app browser (default: `openExternally`).
    public var presentInApp: ((URL) -> Void)?
    /// Receives the tag of a rule written `... and notify "tag"`, with the URL.
    public var notify: (_ tag: String, _ url: URL) -> Void = { _, _ in }

    /// A decider deciding with `policy`.
    public init(policy: Policy) {
        router = NavigationRouter(policy: policy)
    }

    /// `WebPage.NavigationDeciding`: every navigation of the page.
    public func decidePolicy(
        for action: WebPage.NavigationAction, preferences: inout WebPage.NavigationPreferences
    ) async -> WKNavigationActionPolicy {
        guard let url = action.request.url else { return .allow }
        let event = NavigationEvent(
            url: url.absoluteString, current: page?.url?.absoluteString,
            target: NavigationTarget(targetFrameIsMainFrame: action.target?.isMainFrame),
            navigation: NavigationType(rawValue: action.navigationType.rawValue) ?? .other
        )
        var route = router.routeNavigation(event)
        // No creation callback follows: act on the new-window decision now.
        if route.awaitsPopupCreation { route = router.routePopupCreation(event) }
        switch route.effect {
        case .none, .startDownload: break  // a download is the `.download` answer here
        case .openExternally: openExternally(url)
        case .presentInApp: (presentInApp ?? openExternally)(url)
        case .createPopup, .loadInAskingView: page?.load(URLRequest(url: url))
        }
        if let tag = route.notify { notify(tag, url) }
        // The new window was handled here: loaded in the page, or not created.
        if route.actsOnEarlierDecision { return .cancel }
        switch route.answer {
        case .allow: return .allow
        case .cancel: return .cancel
        case .download: return .download
        }
    }
}
#endif
