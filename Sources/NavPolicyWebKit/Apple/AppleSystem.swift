#if canImport(WebKit) && (os(iOS) || os(macOS) || os(visionOS) || NAVPOLICY_APPLE_STUBS)
import Foundation
#if canImport(UIKit)
import UIKit
#endif
#if canImport(AppKit) && !canImport(UIKit)
import AppKit
#endif

/// The system services the Apple adapters default to.
@MainActor
enum AppleSystem {
    /// Opens a URL with the system: the default browser, or the app that owns its scheme.
    static func open(_ url: URL) {
        #if canImport(UIKit)
        UIApplication.shared.open(url)
        #elseif canImport(AppKit)
        _ = NSWorkspace.shared.open(url)
        #endif
    }
}
#endif
