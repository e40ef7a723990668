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
/// let page = WebPage(policyDecider: decider)            // attaches the decider to its page
/// ```
///
/// Create the page with `WebPage(configuration:policyDecider:)`: the decider needs its page
/// for the current URL of every request and for in-place loads, and stops with a message
/// saying so when it was given to `WebPage(navigationDecider:)` instead.
///
/// What `WebPage` cannot do, and what the decider does instead:
/// - **`window.open` never reaches the policy**: WebKit answers it with null and asks nothing,
///   so `target is new-window` rules see only `target="_blank"` links and forms. Use
///   `PolicyWebViewDelegate` on a `WKWebView` when a page depends on `window.open`.
/// - **No pop-ups**: `open popup` loads in the page itself, like `open in-place` (its own
///   request: a form POST stays a POST); `allow` creates no window.
/// - **No downloads**: a `download` decision (and a response WebKit cannot show) is cancelled in
///   the page and its request handed to `download` (default: `openExternally` with its URL).
/// - The in-app browser defaults to `openExternally` (present a `SafariView` from your own
///   state in `presentInApp` to keep it in the app).
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
@MainActor
public final class PolicyNavigationDecider: WebPage.NavigationDeciding {
    /// The engine-neutral core that decides.
    public let router: NavigationRouter
    /// The page this decider serves (set by `WebPage(configuration:policyDecider:)`); its URL
    /// is the requests' current URL.
    public internal(set) weak var page: WebPage?
    /// Hands a URL to the system (default: `UIApplication.shared.open`, `NSWorkspace.shared.open`).
    public var openExternally: (URL) -> Void
    /// Shows an http(s) URL in an in-app browser (default: `openExternally`).
    public var presentInApp: ((URL) -> Void)?
    /// Downloads a request the policy decided `download` (the navigation's own request), or a
    /// response the page cannot show (a GET of its URL: `WebPage.NavigationResponse` carries
    /// no request). Default: `openExternally` with its URL.
    public var download: ((URLRequest) -> Void)?
    /// Receives the tag of a rule written `... and notify "tag"`, with the URL.
    public var notify: (_ tag: String, _ url: URL) -> Void = { _, _ in }

    /// A decider deciding with `policy` that opens URLs with the system. Not in app
    /// extensions, which have no `UIApplication.shared`: use `init(policy:flags:openExternally:)`.
    /// `flags` returns the policy's flags that are on for each navigation (default: none;
    /// also settable later as `router.flags`).
    @available(iOSApplicationExtension, unavailable)
    @available(macCatalystApplicationExtension, unavailable)
    public convenience init(policy: Policy, flags: @escaping NavigationRouter.FlagSource = { _ in .none }) {
        self.init(policy: policy, flags: flags, openExternally: { url in AppleSystem.open(url) })
    }

    /// A decider deciding with `policy` that hands URLs for the system to `openExternally`.
    public init(policy: Policy, flags: @escaping NavigationRouter.FlagSource = { _ in .none }, openExternally: @escaping (URL) -> Void) {
        router = NavigationRouter(policy: policy, flags: flags)
        self.openExternally = openExternally
    }

    /// `WebPage.NavigationDeciding`: every navigation of the page.
    public func decidePolicy(
        for action: WebPage.NavigationAction, preferences: inout WebPage.NavigationPreferences
    ) async -> WKNavigationActionPolicy {
        let page = attachedPage()
        guard let url = action.request.url else { return .allow }
        let event = NavigationEvent(
            url: url.absoluteString, current: page.url?.absoluteString,
            target: NavigationTarget(targetFrameIsMainFrame: action.target?.isMainFrame),
            navigation: NavigationType(rawValue: action.navigationType.rawValue) ?? .other
        )
        var route = router.routeNavigation(event)
        // No creation question follows: act on the new-window decision now.
        if route.awaitsPopupCreation { route = router.routePopupCreation(event) }
        let engine = WebPageEngine(decider: self)
        engine.perform(route, request: action.request, asking: page)
        // No pop-up to create: it loads here.
        if route.effect == .createPopup { engine.load(action.request, in: page) }
        // The new window was handled here: loaded in the page, or not created.
        if route.actsOnEarlierDecision { return .cancel }
        switch route.answer {
        case .allow: return .allow
        case .cancel: return .cancel
        case .download:
            engine.startDownload(action.request, from: page)
            return .cancel
        }
    }

    /// `WebPage.NavigationDeciding`: the response is known. The policy's `on response` rules
    /// decide it (status and `Content-Disposition` from the `HTTPURLResponse`, `mimeType`,
    /// `canShowMimeType`; `WebPage.NavigationResponse` documents no frame, so it is decided as
    /// the main frame's); without them, what the page cannot show, or an attachment, is
    /// downloaded. A download is cancelled here and handed to `download`.
    public func decidePolicy(for response: WebPage.NavigationResponse) async -> WKNavigationResponsePolicy {
        let page = attachedPage()
        let http = response.response as? HTTPURLResponse
        let url = response.response.url
        let route = router.routeResponse(
            ResponseEvent(
                url: url?.absoluteString ?? "", status: http?.statusCode, mimeType: response.response.mimeType,
                canShowMIMEType: response.canShowMimeType, contentDisposition: http?.value(forHTTPHeaderField: "Content-Disposition"),
                isMainFrame: true))
        if let tag = route.notify, let url { notify(tag, url) }
        switch route.answer {
        case .allow: return .allow
        case .cancel: return .cancel
        case .download:
            guard let url else { return .allow }
            WebPageEngine(decider: self).startDownload(URLRequest(url: url), from: page)
            return .cancel
        }
    }

    private func attachedPage() -> WebPage {
        guard let page else {
            preconditionFailure(
                "PolicyNavigationDecider has no page: create the page with WebPage(configuration:policyDecider:), which attaches the decider, not WebPage(navigationDecider:)"
            )
        }
        return page
    }
}
#endif
