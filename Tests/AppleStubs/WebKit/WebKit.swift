// Type-check stub, Linux only: declares exactly the WebKit API the Apple adapters use, each with
// the signature of the developer.apple.com symbol cited beside it. The delegate protocols list
// only the methods the adapters implement, as requirements, so a misspelt or mistyped method
// fails the build. Never run.
import Foundation
import UIKit
// Apple's Foundation has URLRequest; on Linux it lives in FoundationNetworking.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif

/// Mirrors `WebKit/WKNavigationActionPolicy` (cancel 0, allow 1, download 2).
public enum WKNavigationActionPolicy: Int, Sendable {
    case cancel = 0, allow = 1, download = 2
}

/// Mirrors `WebKit/WKNavigationType`.
public enum WKNavigationType: Int, Sendable {
    case linkActivated = 0, formSubmitted = 1, backForward = 2, reload = 3, formResubmitted = 4, other = -1
}

/// Mirrors `WebKit/WKFrameInfo`.
@MainActor open class WKFrameInfo: NSObject {
    /// Mirrors `WebKit/WKFrameInfo/isMainFrame`: `var isMainFrame: Bool { get }`.
    open var isMainFrame: Bool { fatalError("type-check stub") }
}

/// Mirrors `WebKit/WKNavigationAction`.
@MainActor open class WKNavigationAction: NSObject {
    /// Mirrors `WebKit/WKNavigationAction/request`: `var request: URLRequest { get }`.
    open var request: URLRequest { fatalError("type-check stub") }
    /// Mirrors `WebKit/WKNavigationAction/targetFrame`: `@NSCopying var targetFrame: WKFrameInfo? { get }`
    /// ("If the target of the navigation is a new window, this property is nil").
    open var targetFrame: WKFrameInfo? { fatalError("type-check stub") }
    /// Mirrors `WebKit/WKNavigationAction/navigationType`: `var navigationType: WKNavigationType { get }`.
    open var navigationType: WKNavigationType { fatalError("type-check stub") }
}

/// Mirrors `WebKit/WKWebViewConfiguration`.
@MainActor open class WKWebViewConfiguration: NSObject {}
/// Mirrors `WebKit/WKWindowFeatures`.
@MainActor open class WKWindowFeatures: NSObject {}
/// Mirrors `WebKit/WKNavigation`.
@MainActor open class WKNavigation: NSObject {}
/// Mirrors `WebKit/WKDownload`.
@MainActor open class WKDownload: NSObject {}

/// Mirrors `WebKit/WKWebView` (a `UIView` on iOS).
@MainActor open class WKWebView: UIView {
    /// Mirrors `WebKit/WKWebView/init(frame:configuration:)`:
    /// `init(frame: CGRect, configuration: WKWebViewConfiguration)`.
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {}
    /// Mirrors `WebKit/WKWebView/url`: `var url: URL? { get }`.
    open var url: URL? { fatalError("type-check stub") }
    /// Mirrors `WebKit/WKWebView/navigationDelegate`: `weak var navigationDelegate: (any WKNavigationDelegate)? { get set }`.
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    /// Mirrors `WebKit/WKWebView/uiDelegate`: `weak var uiDelegate: (any WKUIDelegate)? { get set }`.
    open weak var uiDelegate: (any WKUIDelegate)?
    /// Mirrors `WebKit/WKWebView/load(_:)`: `func load(_ request: URLRequest) -> WKNavigation?` (discardable).
    @discardableResult open func load(_ request: URLRequest) -> WKNavigation? { fatalError("type-check stub") }
    /// Mirrors `WebKit/WKWebView/startDownload(using:completionHandler:)`:
    /// `func startDownload(using request: URLRequest, completionHandler: @escaping @MainActor @Sendable (WKDownload) -> Void)`.
    open func startDownload(using request: URLRequest, completionHandler: @escaping @MainActor @Sendable (WKDownload) -> Void) {
        fatalError("type-check stub")
    }
}

/// Mirrors `WebKit/WKNavigationDelegate` (the one method the adapter implements).
@MainActor public protocol WKNavigationDelegate: NSObjectProtocol {
    /// Mirrors `WebKit/WKNavigationDelegate/webView(_:decidePolicyFor:decisionHandler:)-2ni62`:
    /// `optional func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    /// decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void)`.
    func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
    )
}

/// Mirrors `WebKit/WKUIDelegate` (the methods the adapter implements).
@MainActor public protocol WKUIDelegate: NSObjectProtocol {
    /// Mirrors `WebKit/WKUIDelegate/webView(_:createWebViewWith:for:windowFeatures:)`:
    /// `optional func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
    /// for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures) -> WKWebView?`.
    func webView(
        _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
        for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures
    ) -> WKWebView?
    /// Mirrors `WebKit/WKUIDelegate/webViewDidClose(_:)`: `optional func webViewDidClose(_ webView: WKWebView)`.
    func webViewDidClose(_ webView: WKWebView)
}
