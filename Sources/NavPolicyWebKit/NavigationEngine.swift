import NavPolicy

/// The calls that carry out a route on one engine: each adapter implements them over its
/// engine's types (`WKWebView` and `URLRequest`, a WebKitGTK view and its `WebKitURIRequest`),
/// and `perform(_:request:asking:)` turns every `NavigationEffect` into them, so all engines act
/// on a route the same way.
///
/// `Request` is the engine's own request of the navigation that asked. It is handed back
/// unchanged wherever something is loaded or downloaded, never rebuilt from the URL: a
/// `target="_blank"` form POST kept in place stays a POST, with its headers and body.
@MainActor
public protocol NavigationEngine {
    /// The engine's web view.
    associatedtype View
    /// The engine's request of a navigation (method, headers and body included).
    associatedtype Request

    /// Loads `request` in `view` (a new-window request kept in place).
    func load(_ request: Request, in view: View)
    /// Downloads `request` for `view` (a `window.open` decided `download`).
    func startDownload(_ request: Request, from view: View)
    /// Hands the request's URL to the system: the default browser or the app of its scheme.
    func openExternally(_ request: Request, from view: View)
    /// Shows the request's http(s) URL in an in-app browser; false when it cannot be shown now
    /// (nothing to present from, or a presentation already under way), and then the URL is
    /// opened externally instead, so the navigation the policy cancelled is not lost.
    func presentInApp(_ request: Request, from view: View) -> Bool
    /// Hands the tag of a rule written `... and notify "tag"` to the app.
    func notify(_ tag: String, about request: Request, from view: View)
}

extension NavigationEngine {
    /// Carries out `route`, the router's answer to a question `view` asked about `request`.
    /// The adapter answers the engine itself (`route.answer`) and creates pop-ups
    /// (`.createPopup`), which need the engine's creation arguments.
    public func perform(_ route: NavigationRoute, request: Request, asking view: View) {
        switch route.effect {
        case .none, .createPopup:
            break
        case .openExternally:
            openExternally(request, from: view)
        case .presentInApp:
            if !presentInApp(request, from: view) { openExternally(request, from: view) }
        case .loadInAskingView:
            load(request, in: view)
        case .startDownload:
            startDownload(request, from: view)
        }
        if let tag = route.notify { notify(tag, about: request, from: view) }
    }
}
