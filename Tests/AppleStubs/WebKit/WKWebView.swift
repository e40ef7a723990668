// Type-check stub, Linux only (see WebKit.swift).
import Foundation
import UIKit

/// Mirrors `WebKit/WKWebView` (developer.apple.com/documentation/webkit/wkwebview); a `UIView` on iOS.
@available(iOS 8.0, macCatalyst 13.1, macOS 10.10, visionOS 1.0, *)
@MainActor open class WKWebView: UIView {
    /// Mirrors `WebKit/WKWebView/init(frame:configuration:)` (developer.apple.com/documentation/webkit/wkwebview/init(frame:configuration:)):
    /// `init(frame: CGRect, configuration: WKWebViewConfiguration)`.
    @available(iOS 8.0, macCatalyst 13.1, macOS 10.10, visionOS 1.0, *)
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {}
    /// Mirrors `WebKit/WKWebView/url` (developer.apple.com/documentation/webkit/wkwebview/url):
    /// `var url: URL? { get }`.
    @available(iOS 8.0, macCatalyst 13.1, macOS 10.10, visionOS 1.0, *)
    open var url: URL? { fatalError("type-check stub") }
    /// Mirrors `WebKit/WKWebView/navigationDelegate` (developer.apple.com/documentation/webkit/wkwebview/navigationdelegate):
    /// `weak var navigationDelegate: (any WKNavigationDelegate)? { get set }`.
    @available(iOS 8.0, macCatalyst 13.1, macOS 10.10, visionOS 1.0, *)
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    /// Mirrors `WebKit/WKWebView/uiDelegate` (developer.apple.com/documentation/webkit/wkwebview/uidelegate):
    /// `weak var uiDelegate: (any WKUIDelegate)? { get set }`.
    @available(iOS 8.0, macCatalyst 13.1, macOS 10.10, visionOS 1.0, *)
    open weak var uiDelegate: (any WKUIDelegate)?
    /// Mirrors `WebKit/WKWebView/load(_:)` (developer.apple.com/documentation/webkit/wkwebview/load(_:)):
    /// `func load(_ request: URLRequest) -> WKNavigation?` (discardable).
    @available(iOS 8.0, macCatalyst 13.1, macOS 10.10, visionOS 1.0, *)
    @discardableResult open func load(_ request: URLRequest) -> WKNavigation? { fatalError("type-check stub") }
    /// Mirrors `WebKit/WKWebView/startDownload(using:completionHandler:)`
    /// (developer.apple.com/documentation/webkit/wkwebview/startdownload(using:completionhandler:)):
    /// `func startDownload(using request: URLRequest, completionHandler: @escaping @MainActor @Sendable (WKDownload) -> Void)`.
    @available(iOS 14.5, macCatalyst 14.5, macOS 11.3, visionOS 1.0, *)
    open func startDownload(using request: URLRequest, completionHandler: @escaping @MainActor @Sendable (WKDownload) -> Void) {
        fatalError("type-check stub")
    }
}
