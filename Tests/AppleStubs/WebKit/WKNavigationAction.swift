// Type-check stub, Linux only (see WebKit.swift).
import Foundation

/// Mirrors `WebKit/WKNavigationActionPolicy` (developer.apple.com/documentation/webkit/wknavigationactionpolicy).
@available(iOS 8.0, macCatalyst 13.1, macOS 10.10, visionOS 1.0, *)
public enum WKNavigationActionPolicy: Int, Sendable {
    /// Mirrors `WebKit/WKNavigationActionPolicy/cancel` (developer.apple.com/documentation/webkit/wknavigationactionpolicy/cancel).
    @available(iOS 8.0, macCatalyst 13.1, macOS 10.10, visionOS 1.0, *)
    case cancel = 0
    /// Mirrors `WebKit/WKNavigationActionPolicy/allow` (developer.apple.com/documentation/webkit/wknavigationactionpolicy/allow).
    @available(iOS 8.0, macCatalyst 13.1, macOS 10.10, visionOS 1.0, *)
    case allow = 1
    /// Mirrors `WebKit/WKNavigationActionPolicy/download` (developer.apple.com/documentation/webkit/wknavigationactionpolicy/download).
    @available(iOS 14.5, macCatalyst 14.5, macOS 11.3, visionOS 1.0, *)
    case download = 2
}

/// Mirrors `WebKit/WKNavigationType` (developer.apple.com/documentation/webkit/wknavigationtype).
@available(iOS 8.0, macCatalyst 13.1, macOS 10.10, visionOS 1.0, *)
public enum WKNavigationType: Int, Sendable {
    /// Mirrors `WebKit/WKNavigationType/linkActivated` (developer.apple.com/documentation/webkit/wknavigationtype/linkactivated).
    @available(iOS 8.0, macCatalyst 13.1, macOS 10.10, visionOS 1.0, *)
    case linkActivated = 0
    /// Mirrors `WebKit/WKNavigationType/formSubmitted` (developer.apple.com/documentation/webkit/wknavigationtype/formsubmitted).
    @available(iOS 8.0, macCatalyst 13.1, macOS 10.10, visionOS 1.0, *)
    case formSubmitted = 1
    /// Mirrors `WebKit/WKNavigationType/backForward` (developer.apple.com/documentation/webkit/wknavigationtype/backforward).
    @available(iOS 8.0, macCatalyst 13.1, macOS 10.10, visionOS 1.0, *)
    case backForward = 2
    /// Mirrors `WebKit/WKNavigationType/reload` (developer.apple.com/documentation/webkit/wknavigationtype/reload).
    @available(iOS 8.0, macCatalyst 13.1, macOS 10.10, visionOS 1.0, *)
    case reload = 3
    /// Mirrors `WebKit/WKNavigationType/formResubmitted` (developer.apple.com/documentation/webkit/wknavigationtype/formresubmitted).
    @available(iOS 8.0, macCatalyst 13.1, macOS 10.10, visionOS 1.0, *)
    case formResubmitted = 4
    /// Mirrors `WebKit/WKNavigationType/other` (developer.apple.com/documentation/webkit/wknavigationtype/other).
    @available(iOS 8.0, macCatalyst 13.1, macOS 10.10, visionOS 1.0, *)
    case other = -1
}

/// Mirrors `WebKit/WKFrameInfo` (developer.apple.com/documentation/webkit/wkframeinfo).
@available(iOS 8.0, macCatalyst 13.1, macOS 10.10, visionOS 1.0, *)
@MainActor open class WKFrameInfo: NSObject {
    /// Mirrors `WebKit/WKFrameInfo/isMainFrame` (developer.apple.com/documentation/webkit/wkframeinfo/ismainframe):
    /// `var isMainFrame: Bool { get }`.
    @available(iOS 8.0, macCatalyst 13.1, macOS 10.10, visionOS 1.0, *)
    open var isMainFrame: Bool { fatalError("type-check stub") }
}

/// Mirrors `WebKit/WKNavigationAction` (developer.apple.com/documentation/webkit/wknavigationaction).
@available(iOS 8.0, macCatalyst 13.1, macOS 10.10, visionOS 1.0, *)
@MainActor open class WKNavigationAction: NSObject {
    /// Mirrors `WebKit/WKNavigationAction/request` (developer.apple.com/documentation/webkit/wknavigationaction/request):
    /// `var request: URLRequest { get }`.
    @available(iOS 8.0, macCatalyst 13.1, macOS 10.10, visionOS 1.0, *)
    open var request: URLRequest { fatalError("type-check stub") }
    /// Mirrors `WebKit/WKNavigationAction/targetFrame` (developer.apple.com/documentation/webkit/wknavigationaction/targetframe):
    /// `@NSCopying var targetFrame: WKFrameInfo? { get }` ("If the target of the navigation is a
    /// new window, this property is nil").
    @available(iOS 8.0, macCatalyst 13.1, macOS 10.10, visionOS 1.0, *)
    open var targetFrame: WKFrameInfo? { fatalError("type-check stub") }
    /// Mirrors `WebKit/WKNavigationAction/navigationType` (developer.apple.com/documentation/webkit/wknavigationaction/navigationtype):
    /// `var navigationType: WKNavigationType { get }`.
    @available(iOS 8.0, macCatalyst 13.1, macOS 10.10, visionOS 1.0, *)
    open var navigationType: WKNavigationType { fatalError("type-check stub") }
}
