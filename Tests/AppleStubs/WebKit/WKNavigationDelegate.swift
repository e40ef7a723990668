// Type-check stub, Linux only (see WebKit.swift).
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Mirrors `WebKit/WKNavigationDelegate` (developer.apple.com/documentation/webkit/wknavigationdelegate),
/// with the methods the adapter implements as requirements (all are optional in WebKit).
// availability: its page lists no introduction version.
@MainActor public protocol WKNavigationDelegate: NSObjectProtocol {
    /// Mirrors `WebKit/WKNavigationDelegate/webView(_:decidePolicyFor:decisionHandler:)-2ni62`
    /// (developer.apple.com/documentation/webkit/wknavigationdelegate/webview(_:decidepolicyfor:decisionhandler:)-2ni62):
    /// `optional func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    /// decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void)`.
    @available(iOS 8.0, macCatalyst 13.1, macOS 10.10, visionOS 1.0, *)
    func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
    )
    /// Mirrors `WebKit/WKNavigationDelegate/webView(_:decidePolicyFor:decisionHandler:)-19mn2`
    /// (developer.apple.com/documentation/webkit/wknavigationdelegate/webview(_:decidepolicyfor:decisionhandler:)-19mn2):
    /// `optional func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
    /// decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void)`.
    @available(iOS 8.0, macCatalyst 13.1, macOS 10.10, visionOS 1.0, *)
    func webView(
        _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void
    )
    /// Mirrors `WebKit/WKNavigationDelegate/webView(_:navigationAction:didBecome:)`
    /// (developer.apple.com/documentation/webkit/wknavigationdelegate/webview(_:navigationaction:didbecome:)):
    /// `optional func webView(_ webView: WKWebView, navigationAction: WKNavigationAction, didBecome download: WKDownload)`.
    @available(iOS 14.5, macCatalyst 14.5, macOS 11.3, visionOS 1.0, *)
    func webView(_ webView: WKWebView, navigationAction: WKNavigationAction, didBecome download: WKDownload)
    /// Mirrors `WebKit/WKNavigationDelegate/webView(_:navigationResponse:didBecome:)`
    /// (developer.apple.com/documentation/webkit/wknavigationdelegate/webview(_:navigationresponse:didbecome:)):
    /// `optional func webView(_ webView: WKWebView, navigationResponse: WKNavigationResponse, didBecome download: WKDownload)`.
    @available(iOS 14.5, macCatalyst 14.5, macOS 11.3, visionOS 1.0, *)
    func webView(_ webView: WKWebView, navigationResponse: WKNavigationResponse, didBecome download: WKDownload)
    /// Mirrors `WebKit/WKNavigationDelegate/webView(_:didCommit:)`
    /// (developer.apple.com/documentation/webkit/wknavigationdelegate/webview(_:didcommit:)):
    /// `optional func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)`.
    @available(iOS 8.0, macCatalyst 13.1, macOS 10.10, visionOS 1.0, *)
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
}

// The other variants of the questions the adapter answers, pinned out: WebKit asks
// `decidePolicyFor:preferences:decisionHandler:` instead of the plain question when a delegate
// implements it, and each `async` form is the same Objective-C selector as its
// completion-handler form. Declared as members of NSObject, so an NSObject subclass (every
// delegate) that implements one fails to compile ("overriding non-@objc declarations from
// extensions is not supported"): an edit that would make WebKit stop calling the implemented
// variant fails the type check instead of shipping. Tests/AppleStubs/README.md says how to
// switch variants on purpose.
extension NSObject {
    /// Mirrors `WebKit/WKNavigationDelegate/webView(_:decidePolicyFor:preferences:decisionHandler:)`
    /// (developer.apple.com/documentation/webkit/wknavigationdelegate/webview(_:decidepolicyfor:preferences:decisionhandler:)):
    /// `optional func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    /// preferences: WKWebpagePreferences, decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy, WKWebpagePreferences) -> Void)`.
    @available(iOS 13.0, macCatalyst 13.1, macOS 10.15, visionOS 1.0, *)
    @MainActor public final func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, preferences: WKWebpagePreferences,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy, WKWebpagePreferences) -> Void
    ) {
        fatalError("pinned-out variant")
    }
    /// Mirrors the `async` form of `WebKit/WKNavigationDelegate/webView(_:decidePolicyFor:preferences:decisionHandler:)`
    /// (developer.apple.com/documentation/webkit/wknavigationdelegate/webview(_:decidepolicyfor:preferences:decisionhandler:)).
    @available(iOS 13.0, macCatalyst 13.1, macOS 10.15, visionOS 1.0, *)
    @MainActor public final func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, preferences: WKWebpagePreferences
    ) async -> (WKNavigationActionPolicy, WKWebpagePreferences) {
        fatalError("pinned-out variant")
    }
    /// Mirrors the `async` form of `WebKit/WKNavigationDelegate/webView(_:decidePolicyFor:decisionHandler:)-2ni62`
    /// (developer.apple.com/documentation/webkit/wknavigationdelegate/webview(_:decidepolicyfor:decisionhandler:)-2ni62).
    @available(iOS 8.0, macCatalyst 13.1, macOS 10.10, visionOS 1.0, *)
    @MainActor public final func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction
    ) async -> WKNavigationActionPolicy {
        fatalError("pinned-out variant")
    }
    /// Mirrors the `async` form of `WebKit/WKNavigationDelegate/webView(_:decidePolicyFor:decisionHandler:)-19mn2`
    /// (developer.apple.com/documentation/webkit/wknavigationdelegate/webview(_:decidepolicyfor:decisionhandler:)-19mn2).
    @available(iOS 8.0, macCatalyst 13.1, macOS 10.10, visionOS 1.0, *)
    @MainActor public final func webView(
        _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse
    ) async -> WKNavigationResponsePolicy {
        fatalError("pinned-out variant")
    }
    /// Mirrors the `async` form of `WebKit/WKDownloadDelegate/download(_:decideDestinationUsing:suggestedFilename:completionHandler:)`
    /// (developer.apple.com/documentation/webkit/wkdownloaddelegate/download(_:decidedestinationusing:suggestedfilename:completionhandler:)).
    @available(iOS 14.5, macCatalyst 14.5, macOS 11.3, visionOS 1.0, *)
    @MainActor public final func download(
        _ download: WKDownload, decideDestinationUsing response: URLResponse, suggestedFilename: String
    ) async -> URL? {
        fatalError("pinned-out variant")
    }
}
