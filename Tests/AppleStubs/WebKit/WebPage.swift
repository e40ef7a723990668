// Type-check stub, Linux only: the SwiftUI `WebPage` API (WebKit, iOS/macOS/visionOS 26) the
// decider uses. Never run.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Mirrors `WebKit/WebPage`.
@MainActor public final class WebPage {
    /// Mirrors `WebKit/WebPage/url`: `var url: URL? { get }`.
    public var url: URL? { fatalError("type-check stub") }

    /// Mirrors `WebKit/WebPage/init(configuration:navigationDecider:)`:
    /// `convenience init(configuration: WebPage.Configuration = Configuration(), navigationDecider: some WebPage.NavigationDeciding)`.
    public init(configuration: Configuration = Configuration(), navigationDecider: some NavigationDeciding) {}

    /// Mirrors `WebKit/WebPage/load(_:)-7kw3h`:
    /// `@discardableResult final func load(_ request: URLRequest) -> some AsyncSequence<WebPage.NavigationEvent, any Error>`.
    @discardableResult public func load(_ request: URLRequest) -> some AsyncSequence<WebPage.NavigationEvent, any Error> {
        AsyncThrowingStream<NavigationEvent, any Error> { $0.finish() }
    }

    /// Mirrors `WebKit/WebPage/Configuration`.
    public struct Configuration { public init() {} }
    /// Mirrors `WebKit/WebPage/NavigationEvent`.
    public enum NavigationEvent: Sendable { case finished }
    /// Mirrors `WebKit/WebPage/NavigationPreferences`.
    public struct NavigationPreferences {}

    /// Mirrors `WebKit/WebPage/FrameInfo`.
    public struct FrameInfo {
        /// Mirrors `WebKit/WebPage/FrameInfo/isMainFrame`: `var isMainFrame: Bool { get }`.
        public var isMainFrame: Bool { fatalError("type-check stub") }
    }

    /// Mirrors `WebKit/WebPage/NavigationAction`.
    public struct NavigationAction {
        /// Mirrors `WebKit/WebPage/NavigationAction/request`: `var request: URLRequest { get }`.
        public var request: URLRequest { fatalError("type-check stub") }
        /// Mirrors `WebKit/WebPage/NavigationAction/target`: `var target: WebPage.FrameInfo? { get }`.
        public var target: FrameInfo? { fatalError("type-check stub") }
        /// Mirrors `WebKit/WebPage/NavigationAction/navigationType`: `var navigationType: WKNavigationType { get }`.
        public var navigationType: WKNavigationType { fatalError("type-check stub") }
    }

    /// Mirrors `WebKit/WebPage/NavigationDeciding` (the method the decider implements).
    public protocol NavigationDeciding {
        /// Mirrors `WebKit/WebPage/NavigationDeciding/decidePolicy(for:preferences:)`:
        /// `@MainActor mutating func decidePolicy(for action: WebPage.NavigationAction,
        /// preferences: inout WebPage.NavigationPreferences) async -> WKNavigationActionPolicy`.
        @MainActor mutating func decidePolicy(
            for action: WebPage.NavigationAction, preferences: inout WebPage.NavigationPreferences
        ) async -> WKNavigationActionPolicy
    }
}
