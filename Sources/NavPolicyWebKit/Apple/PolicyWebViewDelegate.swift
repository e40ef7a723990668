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
#if canImport(SafariServices) && canImport(UIKit)
import SafariServices
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
/// It only translates: `WKNavigationAction` → `NavigationEvent`, `NavigationRoute` →
/// `WKNavigationActionPolicy` and the hooks below. The rules (no target frame is a new window,
/// `window.open` is decided in `createWebViewWith`, in-app browsing only for http(s), pop-ups
/// released on close) live in `NavigationRouter`.
@MainActor
public final class PolicyWebViewDelegate: NSObject, WKNavigationDelegate, WKUIDelegate {
    /// The engine-neutral core that decides.
    public let router: NavigationRouter
    /// The pop-ups this delegate created, kept alive until `webViewDidClose(_:)`.
    public private(set) var popups = PopupRegistry<WKWebView>()

    /// Hands a URL to the system (default: `UIApplication.shared.open`, `NSWorkspace.shared.open`).
    public var openExternally: (URL) -> Void = { url in AppleSystem.open(url) }
    /// Shows an http(s) URL in an in-app browser (default on iOS: `SFSafariViewController`
    /// presented from `presentingViewController`; elsewhere: `openExternally`).
    public var presentInApp: ((URL) -> Void)?
    /// Shows a pop-up created for `open popup` above the view that asked (default: added as a
    /// subview covering it, as the Google Pay guide does).
    public var presentPopup: (_ popup: WKWebView, _ parent: WKWebView) -> Void = { popup, parent in
        popup.frame = parent.bounds
        parent.addSubview(popup)
    }
    /// Removes a closed pop-up from the screen (default: `removeFromSuperview()`).
    public var dismissPopup: (WKWebView) -> Void = { popup in popup.removeFromSuperview() }
    /// Receives the tag of a rule written `... and notify "tag"`, with the URL.
    public var notify: (_ tag: String, _ url: URL) -> Void = { _, _ in }
    #if canImport(UIKit)
    /// The view controller that presents the in-app browser.
    public weak var presentingViewController: UIViewController?
    #endif

    /// A delegate deciding with `policy`.
    public init(policy: Policy) {
        router = NavigationRouter(policy: policy)
        super.init()
    }

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
        perform(route, url: url, asking: webView)
    }

    /// `WKUIDelegate`: a new window (`window.open`, or a `_blank` link the policy let through).
    /// A pop-up is built from the given configuration, as WebKit requires, and returned.
    public func webView(
        _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
        for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures
    ) -> WKWebView? {
        guard let url = navigationAction.request.url else { return nil }
        let route = router.routePopupCreation(event(for: navigationAction, url: url, in: webView))
        perform(route, url: url, asking: webView)
        guard route.effect == .createPopup else { return nil }
        let popup = WKWebView(frame: webView.bounds, configuration: configuration)
        popup.navigationDelegate = self
        popup.uiDelegate = self
        popups.add(popup)
        presentPopup(popup, webView)
        return popup
    }

    /// `WKUIDelegate`: `window.close()`. Pop-ups are removed and released; the app's own web
    /// view stays.
    public func webViewDidClose(_ webView: WKWebView) {
        guard let popup = popups.close(webView) else { return }
        dismissPopup(popup)
    }

    private func event(for action: WKNavigationAction, url: URL, in webView: WKWebView) -> NavigationEvent {
        NavigationEvent(
            url: url.absoluteString, current: webView.url?.absoluteString,
            target: NavigationTarget(targetFrameIsMainFrame: action.targetFrame?.isMainFrame),
            navigation: NavigationType(rawValue: action.navigationType.rawValue) ?? .other,
            view: popups.role(of: webView)
        )
    }

    private func perform(_ route: NavigationRoute, url: URL, asking webView: WKWebView) {
        switch route.effect {
        case .none, .createPopup: break
        case .openExternally: openExternally(url)
        case .presentInApp: (presentInApp ?? defaultPresentInApp)(url)
        case .loadInAskingView: webView.load(URLRequest(url: url))
        case .startDownload: webView.startDownload(using: URLRequest(url: url)) { _ in }
        }
        if let tag = route.notify { notify(tag, url) }
    }

    private func defaultPresentInApp(_ url: URL) {
        #if canImport(SafariServices) && canImport(UIKit)
        if let presenter = presentingViewController {
            presenter.present(SFSafariViewController(url: url), animated: true)
            return
        }
        #endif
        openExternally(url)
    }
}
#endif
