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
    /// `UIApplication.shared` does not exist in app extensions, so neither does this: there the
    /// adapters are created with the extension's own opener (`init(policy:flags:openExternally:)`).
    @available(iOSApplicationExtension, unavailable)
    @available(macCatalystApplicationExtension, unavailable)
    static func open(_ url: URL) {
        #if canImport(UIKit)
        UIApplication.shared.open(url)
        #elseif canImport(AppKit)
        _ = NSWorkspace.shared.open(url)
        #endif
    }
}
#endif
