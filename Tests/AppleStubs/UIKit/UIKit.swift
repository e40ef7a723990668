// Type-check stub, Linux only: declares exactly the UIKit API the Apple adapters use, each with
// the signature of the developer.apple.com symbol cited beside it. Never run.
@_exported import Foundation

/// Mirrors `UIKit/UIView` (only the members the adapters use).
@MainActor open class UIView: NSObject {
    /// Mirrors `UIKit/UIView/frame`: `var frame: CGRect { get set }`.
    open var frame: CGRect = .zero
    /// Mirrors `UIKit/UIView/bounds`: `var bounds: CGRect { get set }`.
    open var bounds: CGRect = .zero
    /// Mirrors `UIKit/UIView/addSubview(_:)`: `func addSubview(_ view: UIView)`.
    open func addSubview(_ view: UIView) { fatalError("type-check stub") }
    /// Mirrors `UIKit/UIView/removeFromSuperview()`: `func removeFromSuperview()`.
    open func removeFromSuperview() { fatalError("type-check stub") }
}

/// Mirrors `UIKit/UIViewController`.
@MainActor open class UIViewController: NSObject {
    /// Mirrors `UIKit/UIViewController/present(_:animated:completion:)`:
    /// `func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)`.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        fatalError("type-check stub")
    }
}

/// Mirrors `UIKit/UIApplication`.
@MainActor open class UIApplication: NSObject {
    /// Mirrors `UIKit/UIApplication/shared`: `class var shared: UIApplication { get }`.
    open class var shared: UIApplication { fatalError("type-check stub") }

    /// Mirrors `UIKit/UIApplication/OpenExternalURLOptionsKey`.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// Mirrors `UIKit/UIApplication/open(_:options:completionHandler:)`:
    /// `func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey : Any] = [:],
    /// completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil)`.
    open func open(
        _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        fatalError("type-check stub")
    }
}
