// Type-check stub, Linux only: declares exactly the UIKit API the Apple adapters and README's
// UIKit sample (Tests/AppleAdapterTypeCheck/ReadmeUIKitSample.swift) use, each with
// the signature and the availability of the developer.apple.com page it cites (see
// Tests/AppleStubs/README.md). Never run.
@_exported import Foundation

/// Mirrors `UIKit/UIEdgeInsets` (developer.apple.com/documentation/uikit/uiedgeinsets).
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
public struct UIEdgeInsets: Sendable {
    /// Mirrors `UIKit/UIEdgeInsets/top` (developer.apple.com/documentation/uikit/uiedgeinsets/top).
    @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
    public var top: CGFloat
}

/// Mirrors `UIKit/UIView` (developer.apple.com/documentation/uikit/uiview); only the members
/// the adapters use.
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIView: NSObject {
    /// Mirrors `UIKit/UIView/frame` (developer.apple.com/documentation/uikit/uiview/frame):
    /// `var frame: CGRect { get set }`.
    @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    open var frame: CGRect = .zero
    /// Mirrors `UIKit/UIView/bounds` (developer.apple.com/documentation/uikit/uiview/bounds):
    /// `var bounds: CGRect { get set }`.
    @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    open var bounds: CGRect = .zero
    /// Mirrors `UIKit/UIView/autoresizingMask` (developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property):
    /// `var autoresizingMask: UIView.AutoresizingMask { get set }`.
    @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    open var autoresizingMask: AutoresizingMask = []
    /// Mirrors `UIKit/UIView/safeAreaInsets` (developer.apple.com/documentation/uikit/uiview/safeareainsets):
    /// `var safeAreaInsets: UIEdgeInsets { get }`.
    @available(iOS 11.0, macCatalyst 13.1, tvOS 11.0, visionOS 1.0, *)
    open var safeAreaInsets: UIEdgeInsets { fatalError("type-check stub") }
    /// Mirrors `UIKit/UIView/window` (developer.apple.com/documentation/uikit/uiview/window):
    /// `var window: UIWindow? { get }`.
    @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    open var window: UIWindow? { fatalError("type-check stub") }
    /// Mirrors `UIKit/UIView/addSubview(_:)` (developer.apple.com/documentation/uikit/uiview/addsubview(_:)):
    /// `func addSubview(_ view: UIView)`.
    @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    open func addSubview(_ view: UIView) { fatalError("type-check stub") }
    /// Mirrors `UIKit/UIView/removeFromSuperview()` (developer.apple.com/documentation/uikit/uiview/removefromsuperview()):
    /// `func removeFromSuperview()`.
    @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    open func removeFromSuperview() { fatalError("type-check stub") }

    /// Mirrors `UIKit/UIView/AutoresizingMask-swift.struct`
    /// (developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct).
    // availability: its page lists no introduction version.
    public struct AutoresizingMask: OptionSet, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Mirrors `UIKit/UIView/AutoresizingMask-swift.struct/flexibleLeftMargin`
        /// (developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleleftmargin).
        // availability: its page lists no introduction version.
        public static var flexibleLeftMargin: AutoresizingMask { AutoresizingMask(rawValue: 1 << 0) }
        /// Mirrors `UIKit/UIView/AutoresizingMask-swift.struct/flexibleWidth`
        /// (developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth).
        // availability: its page lists no introduction version.
        public static var flexibleWidth: AutoresizingMask { AutoresizingMask(rawValue: 1 << 1) }
        /// Mirrors `UIKit/UIView/AutoresizingMask-swift.struct/flexibleHeight`
        /// (developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight).
        // availability: its page lists no introduction version.
        public static var flexibleHeight: AutoresizingMask { AutoresizingMask(rawValue: 1 << 4) }
        /// Mirrors `UIKit/UIView/AutoresizingMask-swift.struct/flexibleBottomMargin`
        /// (developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblebottommargin).
        // availability: its page lists no introduction version.
        public static var flexibleBottomMargin: AutoresizingMask { AutoresizingMask(rawValue: 1 << 5) }
    }
}

/// Mirrors `UIKit/UIWindow` (developer.apple.com/documentation/uikit/uiwindow).
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIWindow: UIView {}

/// Mirrors `UIKit/UIAction` (developer.apple.com/documentation/uikit/uiaction).
@available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
@MainActor open class UIAction: NSObject {
    /// Mirrors `UIKit/UIAction/init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`
    /// (developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)):
    /// `convenience init(title: String = "", image: UIImage? = nil, …, handler: @escaping UIActionHandler)`;
    /// the defaulted parameters between `title` and `handler` are left out.
    @available(iOS 13.0, tvOS 14.0, *)
    public convenience init(title: String = "", handler: @escaping UIActionHandler) { self.init() }
}

/// Mirrors `UIKit/UIActionHandler` (developer.apple.com/documentation/uikit/uiactionhandler):
/// `typealias UIActionHandler = (UIAction) -> Void`, called on the main actor.
@available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// Mirrors `UIKit/UIButton` (developer.apple.com/documentation/uikit/uibutton).
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIButton: UIView {
    /// Mirrors `UIKit/UIButton/init(type:primaryAction:)` (developer.apple.com/documentation/uikit/uibutton/init(type:primaryaction:)):
    /// `convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?)`.
    @available(iOS 14.0, tvOS 14.0, *)
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) { self.init() }

    /// Mirrors `UIKit/UIButton/ButtonType-swift.enum` (developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum).
    // availability: its page lists no introduction version.
    public enum ButtonType: Int, Sendable {
        /// Mirrors `UIKit/UIButton/ButtonType-swift.enum/system`
        /// (developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/system).
        @available(iOS 7.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
        case system = 1
        /// Mirrors `UIKit/UIButton/ButtonType-swift.enum/close`
        /// (developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/close).
        @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
        case close = 7
    }
}

/// Mirrors `UIKit/UIViewController` (developer.apple.com/documentation/uikit/uiviewcontroller).
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIViewController: NSObject {
    /// Mirrors `UIKit/UIViewController/view` (developer.apple.com/documentation/uikit/uiviewcontroller/view):
    /// `var view: UIView! { get set }`.
    @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    open var view: UIView! {
        get { fatalError("type-check stub") }
        set { fatalError("type-check stub") }
    }
    /// Mirrors `UIKit/UIViewController/viewDidLoad()` (developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()):
    /// `func viewDidLoad()`.
    @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    open func viewDidLoad() {}
    /// Mirrors `UIKit/UIViewController/viewIfLoaded` (developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded):
    /// `var viewIfLoaded: UIView? { get }`.
    @available(iOS 9.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    open var viewIfLoaded: UIView? { fatalError("type-check stub") }
    /// Mirrors `UIKit/UIViewController/presentedViewController` (developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller):
    /// `var presentedViewController: UIViewController? { get }`.
    @available(iOS 5.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    open var presentedViewController: UIViewController? { fatalError("type-check stub") }
    /// Mirrors `UIKit/UIViewController/isBeingPresented` (developer.apple.com/documentation/uikit/uiviewcontroller/isbeingpresented):
    /// `var isBeingPresented: Bool { get }`.
    @available(iOS 5.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    open var isBeingPresented: Bool { fatalError("type-check stub") }
    /// Mirrors `UIKit/UIViewController/isBeingDismissed` (developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed):
    /// `var isBeingDismissed: Bool { get }`.
    @available(iOS 5.0, macCatalyst 13.1, visionOS 1.0, *)
    open var isBeingDismissed: Bool { fatalError("type-check stub") }
    /// Mirrors `UIKit/UIViewController/present(_:animated:completion:)`
    /// (developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)):
    /// `func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)`.
    @available(iOS 5.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        fatalError("type-check stub")
    }
}

/// Mirrors `UIKit/UIApplication` (developer.apple.com/documentation/uikit/uiapplication).
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIApplication: NSObject {
    /// Mirrors `UIKit/UIApplication/shared` (developer.apple.com/documentation/uikit/uiapplication/shared):
    /// `class var shared: UIApplication { get }`, declared `NS_EXTENSION_UNAVAILABLE_IOS("Use view
    /// controller based solutions where appropriate instead.")` in UIApplication.h.
    @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
    @available(iOSApplicationExtension, unavailable, message: "Use view controller based solutions where appropriate instead.")
    @available(macCatalystApplicationExtension, unavailable, message: "Use view controller based solutions where appropriate instead.")
    open class var shared: UIApplication { fatalError("type-check stub") }

    /// Mirrors `UIKit/UIApplication/OpenExternalURLOptionsKey` (developer.apple.com/documentation/uikit/uiapplication/openexternalurloptionskey).
    @available(iOS 10.0, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, *)
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// Mirrors `UIKit/UIApplication/open(_:options:completionHandler:)`
    /// (developer.apple.com/documentation/uikit/uiapplication/open(_:options:completionhandler:)):
    /// `func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey : Any] = [:],
    /// completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil)`, declared
    /// `NS_EXTENSION_UNAVAILABLE_IOS("")` in UIApplication.h.
    @available(iOS 10.0, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, *)
    @available(iOSApplicationExtension, unavailable)
    @available(macCatalystApplicationExtension, unavailable)
    open func open(
        _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        fatalError("type-check stub")
    }
}
