// Type-check stub, Linux only (see WebKit.swift).
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Mirrors `WebKit/WKNavigationResponsePolicy` (developer.apple.com/documentation/webkit/wknavigationresponsepolicy).
@available(iOS 8.0, macCatalyst 13.1, macOS 10.10, visionOS 1.0, *)
public enum WKNavigationResponsePolicy: Int, Sendable {
    /// Mirrors `WebKit/WKNavigationResponsePolicy/cancel` (developer.apple.com/documentation/webkit/wknavigationresponsepolicy/cancel).
    @available(iOS 8.0, macCatalyst 13.1, macOS 10.10, visionOS 1.0, *)
    case cancel = 0
    /// Mirrors `WebKit/WKNavigationResponsePolicy/allow` (developer.apple.com/documentation/webkit/wknavigationresponsepolicy/allow).
    @available(iOS 8.0, macCatalyst 13.1, macOS 10.10, visionOS 1.0, *)
    case allow = 1
    /// Mirrors `WebKit/WKNavigationResponsePolicy/download` (developer.apple.com/documentation/webkit/wknavigationresponsepolicy/download).
    @available(iOS 14.5, macCatalyst 14.5, macOS 11.3, visionOS 1.0, *)
    case download = 2
}

/// Mirrors `WebKit/WKNavigationResponse` (developer.apple.com/documentation/webkit/wknavigationresponse).
@available(iOS 8.0, macCatalyst 13.1, macOS 10.10, visionOS 1.0, *)
@MainActor open class WKNavigationResponse: NSObject {
    /// Mirrors `WebKit/WKNavigationResponse/response` (developer.apple.com/documentation/webkit/wknavigationresponse/response):
    /// `@NSCopying var response: URLResponse { get }`.
    @available(iOS 8.0, macCatalyst 13.1, macOS 10.10, visionOS 1.0, *)
    open var response: URLResponse { fatalError("type-check stub") }
    /// Mirrors `WebKit/WKNavigationResponse/canShowMIMEType` (developer.apple.com/documentation/webkit/wknavigationresponse/canshowmimetype):
    /// `var canShowMIMEType: Bool { get }`.
    @available(iOS 8.0, macCatalyst 13.1, macOS 10.10, visionOS 1.0, *)
    open var canShowMIMEType: Bool { fatalError("type-check stub") }
    /// Mirrors `WebKit/WKNavigationResponse/isForMainFrame` (developer.apple.com/documentation/webkit/wknavigationresponse/isformainframe):
    /// `var isForMainFrame: Bool { get }`.
    @available(iOS 8.0, macCatalyst 13.1, macOS 10.10, visionOS 1.0, *)
    open var isForMainFrame: Bool { fatalError("type-check stub") }
}
