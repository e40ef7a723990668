#if canImport(WebKit) && (os(iOS) || os(macOS) || os(visionOS) || NAVPOLICY_APPLE_STUBS)
import Foundation
import NavPolicy
import WebKit
#if NAVPOLICY_APPLE_STUBS
import NavPolicyWebKit
#endif

/// `PolicyWebViewDelegate`'s engine: routes carried out on `WKWebView` with the navigation's
/// own `URLRequest` (method, headers and body kept), and the delegate's hooks.
@MainActor
struct WKWebViewEngine: NavigationEngine {
    unowned let delegate: PolicyWebViewDelegate

    func load(_ request: URLRequest, in view: WKWebView) {
        view.load(request)
    }

    func startDownload(_ request: URLRequest, from view: WKWebView) {
        let downloads = delegate.downloadDelegate
        view.startDownload(using: request) { download in downloads.track(download) }
    }

    func openExternally(_ request: URLRequest, from view: WKWebView) {
        if let url = request.url { delegate.openExternally(url) }
    }

    func presentInApp(_ request: URLRequest, from view: WKWebView) -> Bool {
        guard let url = request.url else { return false }
        return delegate.showInAppBrowser(url)
    }

    func notify(_ tag: String, about request: URLRequest, from view: WKWebView) {
        if let url = request.url { delegate.notify(tag, url) }
    }
}
#endif
