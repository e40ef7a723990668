#if canImport(WebKit) && (os(iOS) || os(macOS) || os(visionOS) || NAVPOLICY_APPLE_STUBS)
import Foundation
import NavPolicy
import WebKit
#if NAVPOLICY_APPLE_STUBS
import NavPolicyWebKit
#endif

/// `PolicyNavigationDecider`'s engine: routes carried out on its `WebPage` with the
/// navigation's own `URLRequest`, and the decider's hooks.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
@MainActor
struct WebPageEngine: NavigationEngine {
    unowned let decider: PolicyNavigationDecider

    func load(_ request: URLRequest, in page: WebPage) {
        page.load(request)
    }

    func startDownload(_ request: URLRequest, from page: WebPage) {
        if let download = decider.download { return download(request) }
        if let url = request.url { decider.openExternally(url) }
    }

    func openExternally(_ request: URLRequest, from page: WebPage) {
        if let url = request.url { decider.openExternally(url) }
    }

    func presentInApp(_ request: URLRequest, from page: WebPage) -> Bool {
        guard let presentInApp = decider.presentInApp, let url = request.url else { return false }
        presentInApp(url)
        return true
    }

    func notify(_ tag: String, about request: URLRequest, from page: WebPage) {
        if let url = request.url { decider.notify(tag, url) }
    }
}
#endif
