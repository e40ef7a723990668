// Type-check stub, Linux only: the SafariServices API the Apple adapters use, with the
// availability of the developer.apple.com page each declaration cites. Never run.
import Foundation
import UIKit

/// Mirrors `SafariServices/SFSafariViewController` (developer.apple.com/documentation/safariservices/sfsafariviewcontroller).
@available(iOS 9.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor open class SFSafariViewController: UIViewController {
    /// Mirrors `SafariServices/SFSafariViewController/init(url:)-5kpkn`
    /// (developer.apple.com/documentation/safariservices/sfsafariviewcontroller/init(url:)-5kpkn):
    /// `convenience init(url URL: URL)` ("The URL must use the http or https scheme").
    @available(iOS 9.0, macCatalyst 13.1, visionOS 1.0, *)
    public init(url URL: URL) {}
}
