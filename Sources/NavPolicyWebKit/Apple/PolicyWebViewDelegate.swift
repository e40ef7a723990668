// Compiled on Apple platforms, and on Linux only by the AppleAdapterTypeCheck target against
// stub modules that declare the WebKit/UIKit/SafariServices signatures used here.
#if canImport(WebKit) && (os(iOS) || os(macOS) || os(visionOS) || NAVPOLICY_APPLE_STUBS)
import Foundation
import NavPolicy
import WebKit
#if NAVPOLICY_APPLE_STUBS
import NavPolicyWebKit
#endif
#if canImport(UIKit)
import UIKit
#endif

/// The `WKNavigationDelegate` and `WKUIDelegate` of a web view whose navigations a compiled
/// policy decides: set it as both delegates and keep a strong reference to it.
///
/// ```swift
/// let delegate = PolicyWebViewDelegate(policy: try Policy(resource: "ads", bundle: .module))
/// delegate.presentingViewController = self          // for the in-app browser (iOS)
/// webView.navigationDelegate = delegate
/// webView.uiDelegate = delegate
/// ```
///
/// It only translates (`WKNavigationAction` → `NavigationEvent`, a route → a
/// `WKNavigationActionPolicy` and `WKWebViewEngine` calls with the navigation's own
/// `URLRequest`); the web-view rules live in `NavigationRouter` and `PopupRegistry`.
///
/// Downloads are saved: `download` decisions, `window.open` downloads and responses WebKit
/// cannot show all reach `downloads`, which asks `downloads.destination` where to write
/// (default: a new file in `DownloadDestination.defaultFolder`) and reports progress through
/// `downloads.events` (`.started` carries the `WKDownload`, whose `progress` you can observe).
@MainActor
public final class PolicyWebViewDelegate: NSObject, WKNavigationDelegate, WKUIDelegate {
    /// The engine-neutral core that decides.
    public let router: NavigationRouter
    /// The pop-ups this delegate created, kept alive until released (see `PopupRegistry`).
    public private(set) var popups = PopupRegistry<WKWebView>()
    /// The downloads under way: set `destination` to choose where files go, `events` to follow them.
    public var downloads: DownloadTracker<WKDownload> { downloadDelegate.tracker }
    let downloadDelegate = PolicyDownloadDelegate()

    /// Hands a URL to the system (default: `UIApplication.shared.open`, `NSWorkspace.shared.open`).
    public var openExternally: (URL) -> Void
    /// Shows an http(s) URL in an in-app browser (default on iOS: `SFSafariViewController`
    /// presented from the top of `presentingViewController`'s presentation chain, or
    /// `openExternally` when nothing can present; elsewhere: `openExternally`).
    public var presentInApp: ((URL) -> Void)?
    /// Shows a pop-up created for `open popup` (default: covers the view that opened it,
    /// resizing with it, with a close control, as the Google Pay guide lays it out).
    public var presentPopup: ((_ popup: WKWebView, _ opener: WKWebView) -> Void)?
    /// Removes a released pop-up from the screen (default: `removeFromSuperview()`).
    public var dismissPopup: ((WKWebView) -> Void)?
    /// Receives the tag of a rule written `... and notify "tag"`, with the URL.
    public var notify: (_ tag: String, _ url: URL) -> Void = { _, _ in }
    /// Called when the app's own web view's first navigation does not load (the policy
    /// cancelled it, or a redirect of it, or sent it elsewhere): the view stays blank, and the
    /// app may show a page of its own. A pop-up in that state is closed instead.
    public var firstLoadStopped: (_ webView: WKWebView, _ url: URL) -> Void = { _, _ in }
    /// The web views that have committed a page (`webView(_:didCommit:)`): `url` cannot tell,
    /// since it already holds the URL being loaded.
    private var committed: Set<ObjectIdentifier> = []
    #if canImport(UIKit)
    /// The view controller that presents the in-app browser.
    public weak var presentingViewController: UIViewController?
    #endif

    /// A delegate deciding with `policy` that opens URLs with the system. Not in app
    /// extensions, which have no `UIApplication.shared`: use `init(policy:flags:openExternally:)`.
    /// `flags` returns the policy's flags that are on for each navigation (default: none;
    /// also settable later as `router.flags`).
    @available(iOSApplicationExtension, unavailable)
    @available(macCatalystApplicationExtension, unavailable)
    public convenience init(policy: Policy, flags: @escaping NavigationRouter.FlagSource = { _ in .none }) {
        self.init(policy: policy, flags: flags, openExternally: { url in AppleSystem.open(url) })
    }

    /// A delegate deciding with `policy` that hands URLs for the system to `openExternally`
    /// (an app extension passes its own, e.g. `extensionContext?.open(url)`).
    public init(policy: Policy, flags: @escaping NavigationRouter.FlagSource = { _ in .none }, openExternally: @escaping (URL) -> Void) {
        router = NavigationRouter(policy: policy, flags: flags)
        self.openExternally = openExternally
        super.init()
    }

    /// Releases `popup` and every pop-up it opened, as `window.close()` would: what the default
    /// close control calls, and what an app's own close control should call.
    public func closePopup(_ popup: WKWebView) {
        removeFromScreen(popups.close(popup))
    }

    // MARK: WKNavigationDelegate

    /// `WKNavigationDelegate`: every navigation, including `target="_blank"` links (their
    /// target frame is nil) before WebKit asks to create a window.
    public func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
    ) {
        guard let url = navigationAction.request.url else { return decisionHandler(.allow) }
        let route = router.routeNavigation(event(for: navigationAction, url: url, in: webView))
        switch route.answer {
        case .allow: decisionHandler(.allow)
        case .cancel: decisionHandler(.cancel)
        case .download: decisionHandler(.download)
        }
        WKWebViewEngine(delegate: self).perform(route, request: navigationAction.request, asking: webView)
        if route.answer != .allow, navigationAction.targetFrame?.isMainFrame == true, !committed.contains(ObjectIdentifier(webView)) {
            firstNavigationStopped(in: webView, url: url)
        }
    }

    /// `WKNavigationDelegate`: the web view shows a new page; from now on a cancelled
    /// navigation leaves it where it is.
    public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {
        committed.insert(ObjectIdentifier(webView))
    }

    /// A main-frame navigation (or a redirect of it) of a view that never showed a page did
    /// not load: a pop-up would stay open and blank, so it is closed once WebKit has its
    /// answer; the app's own view stays blank and `firstLoadStopped` says so.
    private func firstNavigationStopped(in webView: WKWebView, url: URL) {
        guard popups.role(of: webView) == .popup else { return firstLoadStopped(webView, url) }
        Task { @MainActor [weak self] in self?.closePopup(webView) }
    }

    /// `WKNavigationDelegate`: the response is known. The policy's `on response` rules decide
    /// it (status and `Content-Disposition` from the `HTTPURLResponse`, `mimeType`,
    /// `canShowMIMEType`, `isForMainFrame`); without them, what WebKit cannot show, or an
    /// attachment, becomes a download (`NavigationRouter.routeResponse(_:)`).
    public func webView(
        _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void
    ) {
        let response = navigationResponse.response
        let http = response as? HTTPURLResponse
        let url = response.url
        let route = router.routeResponse(
            ResponseEvent(
                url: url?.absoluteString ?? "", status: http?.statusCode, mimeType: response.mimeType,
                canShowMIMEType: navigationResponse.canShowMIMEType,
                contentDisposition: http?.value(forHTTPHeaderField: "Content-Disposition"),
                isMainFrame: navigationResponse.isForMainFrame, view: popups.role(of: webView)))
        if let tag = route.notify, let url { notify(tag, url) }
        switch route.answer {
        case .allow: decisionHandler(.allow)
        case .cancel: decisionHandler(.cancel)
        case .download: decisionHandler(.download)
        }
    }

    /// `WKNavigationDelegate`: a `download` decision became a download; it is saved.
    public func webView(_ webView: WKWebView, navigationAction: WKNavigationAction, didBecome download: WKDownload) {
        downloadDelegate.track(download)
    }

    /// `WKNavigationDelegate`: a response became a download; it is saved.
    public func webView(_ webView: WKWebView, navigationResponse: WKNavigationResponse, didBecome download: WKDownload) {
        downloadDelegate.track(download)
    }

    // MARK: WKUIDelegate

    /// `WKUIDelegate`: a new window (`window.open`, or a `_blank` link the policy let through).
    /// A pop-up is built from the given configuration, as WebKit requires, and returned.
    public func webView(
        _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
        for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures
    ) -> WKWebView? {
        guard let url = navigationAction.request.url else { return nil }
        let route = router.routePopupCreation(event(for: navigationAction, url: url, in: webView))
        WKWebViewEngine(delegate: self).perform(route, request: navigationAction.request, asking: webView)
        guard route.effect == .createPopup, popups.canOpen(from: webView) else { return nil }
        let popup = WKWebView(frame: webView.bounds, configuration: configuration)
        guard let added = popups.add(popup, openedBy: webView) else { return nil }
        removeFromScreen(added.released)
        popup.navigationDelegate = self
        popup.uiDelegate = self
        (presentPopup ?? coverOpener)(popup, webView)
        return popup
    }

    /// `WKUIDelegate`: `window.close()`. Pop-ups are removed and released with the pop-ups they
    /// opened; the app's own web view stays.
    public func webViewDidClose(_ webView: WKWebView) {
        closePopup(webView)
    }

    private func removeFromScreen(_ released: [PopupRegistry<WKWebView>.Popup]) {
        for popup in released {
            committed.remove(ObjectIdentifier(popup.view))
            (dismissPopup ?? { $0.removeFromSuperview() })(popup.view)
        }
    }

    private func event(for action: WKNavigationAction, url: URL, in webView: WKWebView) -> NavigationEvent {
        NavigationEvent(
            url: url.absoluteString, current: webView.url?.absoluteString,
            target: NavigationTarget(targetFrameIsMainFrame: action.targetFrame?.isMainFrame),
            navigation: NavigationType(rawValue: action.navigationType.rawValue) ?? .other,
            view: popups.role(of: webView)
        )
    }
}
#endif
