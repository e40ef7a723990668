// Type-check stub, Linux only: declares exactly the WebKit API the Apple adapters use, each with
// the signature and the availability of the developer.apple.com page it cites (see
// Tests/AppleStubs/README.md). The delegate protocols list the methods the adapters implement
// as requirements, so a misspelt or mistyped method fails the build, where Apple's optional
// requirements would let it compile and never be called. Never run.
import Foundation
import UIKit

// Apple's Foundation has URLRequest; on Linux it lives in FoundationNetworking.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif

/// Mirrors `WebKit/WKWebViewConfiguration` (developer.apple.com/documentation/webkit/wkwebviewconfiguration).
@available(iOS 8.0, macCatalyst 13.1, macOS 10.10, visionOS 1.0, *)
@MainActor open class WKWebViewConfiguration: NSObject {}

/// Mirrors `WebKit/WKWindowFeatures` (developer.apple.com/documentation/webkit/wkwindowfeatures).
@available(iOS 8.0, macCatalyst 13.1, macOS 10.10, visionOS 1.0, *)
@MainActor open class WKWindowFeatures: NSObject {}

/// Mirrors `WebKit/WKNavigation` (developer.apple.com/documentation/webkit/wknavigation).
@available(iOS 8.0, macCatalyst 13.1, macOS 10.10, visionOS 1.0, *)
@MainActor open class WKNavigation: NSObject {}

/// Mirrors `WebKit/WKWebpagePreferences` (developer.apple.com/documentation/webkit/wkwebpagepreferences).
@available(iOS 13.0, macCatalyst 13.1, macOS 10.15, visionOS 1.0, *)
@MainActor open class WKWebpagePreferences: NSObject {}
