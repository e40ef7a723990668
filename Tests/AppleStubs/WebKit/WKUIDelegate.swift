// Type-check stub, Linux only (see WebKit.swift).
import Foundation

/// Mirrors `WebKit/WKUIDelegate` (developer.apple.com/documentation/webkit/wkuidelegate), with the
/// methods the adapter implements as requirements (both are optional in WebKit).
// availability: its page lists no introduction version.
@MainActor public protocol WKUIDelegate: NSObjectProtocol {
    /// Mirrors `WebKit/WKUIDelegate/webView(_:createWebViewWith:for:windowFeatures:)`
    /// (developer.apple.com/documentation/webkit/wkuidelegate/webview(_:createwebviewwith:for:windowfeatures:)):
    /// `optional func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
    /// for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures) -> WKWebView?`.
    @available(iOS 8.0, macCatalyst 13.1, macOS 10.10, visionOS 1.0, *)
    func webView(
        _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
        for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures
    ) -> WKWebView?
    /// Mirrors `WebKit/WKUIDelegate/webViewDidClose(_:)` (developer.apple.com/documentation/webkit/wkuidelegate/webviewdidclose(_:)):
    /// `optional func webViewDidClose(_ webView: WKWebView)`.
    @available(iOS 9.0, macCatalyst 13.1, macOS 10.11, visionOS 1.0, *)
    func webViewDidClose(_ webView: WKWebView)
}
