import NavPolicy

/// What every engine reports when it asks about a navigation: the input of `NavigationRouter`.
///
/// Adapters fill it from their engine's types (`WKNavigationAction`, `WebPage.NavigationAction`,
/// a WebKitGTK policy decision) and nothing else: the rules of what these facts mean live in
/// the router.
public struct NavigationEvent: Sendable, Hashable {
    /// The URL being navigated to, as the engine reports it.
    public var url: String
    /// The URL the asking view shows now (its last committed URL); nil before its first load.
    public var current: String?
    /// The frame the navigation targets; `.newWindow` when the engine reports no target frame.
    public var target: NavigationTarget
    /// How the navigation was started.
    public var navigation: NavigationType
    /// Whether the asking view is the app's view or a pop-up the router had created.
    public var view: NavigationView

    /// An event with every fact an engine reports.
    public init(url: String, current: String?, target: NavigationTarget, navigation: NavigationType, view: NavigationView = .main) {
        self.url = url
        self.current = current
        self.target = target
        self.navigation = navigation
        self.view = view
    }
}

extension NavigationTarget {
    /// The target of a navigation whose target frame is `isMainFrame` (`targetFrame?.isMainFrame`):
    /// no target frame at all means the page asked for a new window (`target="_blank"`,
    /// `window.open`).
    public init(targetFrameIsMainFrame isMainFrame: Bool?) {
        switch isMainFrame {
        case nil: self = .newWindow
        case true?: self = .mainFrame
        case false?: self = .subframe
        }
    }
}
