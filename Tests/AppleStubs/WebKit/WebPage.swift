// Type-check stub, Linux only: the SwiftUI `WebPage` API (WebKit, iOS/macOS/visionOS 26) the
// decider uses, with the availability of the developer.apple.com page each declaration cites
// (Mac Catalyst is listed there without a version). Never run.
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Mirrors `WebKit/WebPage` (developer.apple.com/documentation/webkit/webpage).
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
@MainActor public final class WebPage {
    /// Mirrors `WebKit/WebPage/url` (developer.apple.com/documentation/webkit/webpage/url):
    /// `var url: URL? { get }`.
    @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
    public var url: URL? { fatalError("type-check stub") }

    private init() {}

    /// Mirrors `WebKit/WebPage/init(configuration:navigationDecider:)`
    /// (developer.apple.com/documentation/webkit/webpage/init(configuration:navigationdecider:)):
    /// `convenience init(configuration: WebPage.Configuration = Configuration(), navigationDecider: some WebPage.NavigationDeciding)`.
    @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
    public convenience init(configuration: Configuration = Configuration(), navigationDecider: some NavigationDeciding) {
        self.init()
    }

    /// Mirrors `WebKit/WebPage/load(_:)-7kw3h` (developer.apple.com/documentation/webkit/webpage/load(_:)-7kw3h):
    /// `@discardableResult final func load(_ request: URLRequest) -> some AsyncSequence<WebPage.NavigationEvent, any Error>`.
    @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
    @discardableResult public func load(_ request: URLRequest) -> some AsyncSequence<WebPage.NavigationEvent, any Error> {
        AsyncThrowingStream<NavigationEvent, any Error> { $0.finish() }
    }

    /// Mirrors `WebKit/WebPage/Configuration` (developer.apple.com/documentation/webkit/webpage/configuration).
    @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
    public struct Configuration {
        /// Mirrors `WebKit/WebPage/Configuration/init()` (developer.apple.com/documentation/webkit/webpage/configuration/init()).
        @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
        public init() {}
    }

    /// Mirrors `WebKit/WebPage/NavigationEvent` (developer.apple.com/documentation/webkit/webpage/navigationevent).
    @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
    public enum NavigationEvent: Sendable {
        /// Mirrors `WebKit/WebPage/NavigationEvent/finished` (developer.apple.com/documentation/webkit/webpage/navigationevent/finished).
        @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
        case finished
    }

    /// Mirrors `WebKit/WebPage/NavigationPreferences` (developer.apple.com/documentation/webkit/webpage/navigationpreferences).
    @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
    public struct NavigationPreferences {}

    /// Mirrors `WebKit/WebPage/FrameInfo` (developer.apple.com/documentation/webkit/webpage/frameinfo).
    @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
    public struct FrameInfo {
        /// Mirrors `WebKit/WebPage/FrameInfo/isMainFrame` (developer.apple.com/documentation/webkit/webpage/frameinfo/ismainframe):
        /// `var isMainFrame: Bool { get }`.
        @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
        public var isMainFrame: Bool { fatalError("type-check stub") }
    }

    /// Mirrors `WebKit/WebPage/NavigationAction` (developer.apple.com/documentation/webkit/webpage/navigationaction).
    @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
    public struct NavigationAction {
        /// Mirrors `WebKit/WebPage/NavigationAction/request` (developer.apple.com/documentation/webkit/webpage/navigationaction/request):
        /// `var request: URLRequest { get }`.
        @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
        public var request: URLRequest { fatalError("type-check stub") }
        /// Mirrors `WebKit/WebPage/NavigationAction/target` (developer.apple.com/documentation/webkit/webpage/navigationaction/target):
        /// `var target: WebPage.FrameInfo? { get }`.
        @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
        public var target: FrameInfo? { fatalError("type-check stub") }
        /// Mirrors `WebKit/WebPage/NavigationAction/navigationType` (developer.apple.com/documentation/webkit/webpage/navigationaction/navigationtype):
        /// `var navigationType: WKNavigationType { get }`.
        @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
        public var navigationType: WKNavigationType { fatalError("type-check stub") }
    }

    /// Mirrors `WebKit/WebPage/NavigationResponse` (developer.apple.com/documentation/webkit/webpage/navigationresponse).
    @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
    public struct NavigationResponse: Sendable {
        /// Mirrors `WebKit/WebPage/NavigationResponse/response` (developer.apple.com/documentation/webkit/webpage/navigationresponse/response):
        /// `var response: URLResponse { get }`.
        @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
        public var response: URLResponse { fatalError("type-check stub") }
        /// Mirrors `WebKit/WebPage/NavigationResponse/canShowMimeType` (developer.apple.com/documentation/webkit/webpage/navigationresponse/canshowmimetype):
        /// `var canShowMimeType: Bool { get }`.
        @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
        public var canShowMimeType: Bool { fatalError("type-check stub") }
    }

    /// Mirrors `WebKit/WebPage/NavigationDeciding` (developer.apple.com/documentation/webkit/webpage/navigationdeciding).
    /// WebKit gives every method a default implementation; here the ones the decider implements
    /// have none, so a near miss of their signature fails the build instead of leaving WebKit
    /// to call its default.
    @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
    public protocol NavigationDeciding {
        /// Mirrors `WebKit/WebPage/NavigationDeciding/decidePolicy(for:preferences:)`
        /// (developer.apple.com/documentation/webkit/webpage/navigationdeciding/decidepolicy(for:preferences:)):
        /// `@MainActor mutating func decidePolicy(for action: WebPage.NavigationAction,
        /// preferences: inout WebPage.NavigationPreferences) async -> WKNavigationActionPolicy`.
        @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
        @MainActor mutating func decidePolicy(
            for action: WebPage.NavigationAction, preferences: inout WebPage.NavigationPreferences
        ) async -> WKNavigationActionPolicy
        /// Mirrors `WebKit/WebPage/NavigationDeciding/decidePolicy(for:)`
        /// (developer.apple.com/documentation/webkit/webpage/navigationdeciding/decidepolicy(for:)):
        /// `@MainActor mutating func decidePolicy(for response: WebPage.NavigationResponse) async -> WKNavigationResponsePolicy`.
        @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
        @MainActor mutating func decidePolicy(for response: WebPage.NavigationResponse) async -> WKNavigationResponsePolicy
    }
}
