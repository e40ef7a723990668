// Type-check stub, Linux only: the SafariServices API the Apple adapters use. Never run.
import Foundation
import UIKit

/// Mirrors `SafariServices/SFSafariViewController`.
@MainActor open class SFSafariViewController: UIViewController {
    /// Mirrors `SafariServices/SFSafariViewController/init(url:)`: `convenience init(url URL: URL)`
    /// ("The URL must use the http or https scheme").
    public init(url URL: URL) {}
}
