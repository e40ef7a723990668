import CWebKitGTK
import NavPolicy
import NavPolicyWebKit

/// A WebKitGTK web view (a derivable GObject type, so Swift sees a typed pointer).
public typealias WebViewPointer = UnsafeMutablePointer<WebKitWebView>

/// Connects WebKitGTK 6.0 web views to a `NavigationRouter`: it translates WebKitGTK's
/// `decide-policy`, `create` and `close` signals into router questions and carries out the
/// answers, exactly as the Apple adapter does for `WKNavigationDelegate` / `WKUIDelegate`.
///
/// Where WebKitGTK differs from WKWebView:
/// - **Subframes.** At decision time WebKitGTK 2.50 does not say whether a navigation
///   targets the main frame or a subframe (`WKNavigationAction.targetFrame.isMainFrame` has
///   no equivalent), so every `NAVIGATION_ACTION` is reported as `main-frame`; only
///   `NEW_WINDOW_ACTION` is told apart (as `new-window`). A policy that needs `subframe`
///   behaves differently here than in WKWebView.
/// - **Current URL.** `webkit_web_view_get_uri` already holds the target during a load, so
///   the adapter tracks each view's last committed URL (`load-changed` COMMITTED) instead.
/// - **Pop-ups** must be created related to the asking view (`related-view`); WebKitGTK
///   aborts when `create` returns an unrelated view.
/// - **Navigation types** match `WKNavigationType` except `OTHER`, which is 5 (not −1).
@MainActor
public final class WebKitGTKNavigationAdapter {
    /// The engine-neutral core that decides.
    public let router: NavigationRouter
    /// The pop-ups this adapter created and has not seen close.
    public private(set) var popups = PopupRegistry<WebViewPointer>()
    private var committedURLs: [WebViewPointer: String] = [:]

    /// Every question the router answered, with the asking view (for logs and tests).
    public var routed: (WebViewPointer, NavigationEvent, NavigationRoute) -> Void = { _, _, _ in }
    /// Hands a URL to the system (default: nothing; a desktop app would call `gtk_show_uri`);
    /// the first argument is the view that asked.
    public var openExternally: (WebViewPointer, String) -> Void = { _, _ in }
    /// Shows a URL in the app's own browser window (default: nothing).
    public var presentInApp: (WebViewPointer, String) -> Void = { _, _ in }
    /// Receives the tag of a rule written `... and notify "tag"` with the URL.
    public var notify: (_ view: WebViewPointer, _ tag: String, _ url: String) -> Void = { _, _, _ in }
    /// Shows a pop-up the adapter created (its creation number, the URL it will load); the
    /// adapter keeps it alive until WebKit closes it.
    public var popupCreated: (WebViewPointer, Int, String) -> Void = { _, _, _ in }
    /// A pop-up closed (`window.close()`) and was released.
    public var popupClosed: (WebViewPointer, Int) -> Void = { _, _ in }
    /// A view finished loading a page (its committed URL).
    public var loaded: (WebViewPointer, String) -> Void = { _, _ in }
    /// A view failed to load a URL (not counting loads the adapter itself stopped).
    public var loadFailed: (WebViewPointer, String) -> Void = { _, _ in }

    /// An adapter deciding with `router`.
    public init(router: NavigationRouter) {
        self.router = router
    }

    /// The last URL `view` committed; nil before its first load.
    public func committedURL(of view: WebViewPointer) -> String? { committedURLs[view] }

    /// Routes `view`'s navigation questions through the router; call it once per main view
    /// (pop-ups are attached when the adapter creates them).
    public func attach(_ view: WebViewPointer) {
        let me = Unmanaged.passUnretained(self).toOpaque()
        GTKSignal.connect(view, "decide-policy", GTKSignal.decidePolicy, me)
        GTKSignal.connect(view, "create", GTKSignal.create, me)
        GTKSignal.connect(view, "close", GTKSignal.close, me)
        GTKSignal.connect(view, "load-changed", GTKSignal.loadChanged, me)
        GTKSignal.connect(view, "load-failed", GTKSignal.loadFailed, me)
    }

    // MARK: Signal handlers (called by GTKSignal on the main thread)

    func decidePolicy(_ view: WebViewPointer, _ decision: UnsafeMutablePointer<WebKitPolicyDecision>, _ type: WebKitPolicyDecisionType) -> Bool {
        let newWindow = type == WEBKIT_POLICY_DECISION_TYPE_NEW_WINDOW_ACTION
        guard newWindow || type == WEBKIT_POLICY_DECISION_TYPE_NAVIGATION_ACTION,
              let action = navpolicy_navigation_action(decision) else { return false }
        // WebKitGTK cannot tell a subframe navigation from a main-frame one here.
        let event = self.event(view, action, target: newWindow ? .newWindow : .mainFrame)
        let route = router.routeNavigation(event)
        routed(view, event, route)
        switch route.answer {
        case .allow: webkit_policy_decision_use(decision)
        case .cancel: webkit_policy_decision_ignore(decision)
        case .download: webkit_policy_decision_download(decision)
        }
        perform(route, for: event.url, asking: view)
        return true
    }

    func create(_ view: WebViewPointer, _ action: OpaquePointer) -> UnsafeMutablePointer<GtkWidget>? {
        let event = self.event(view, action, target: .newWindow)
        let route = router.routePopupCreation(event)
        routed(view, event, route)
        perform(route, for: event.url, asking: view)
        guard route.effect == .createPopup else { return nil }
        guard let popup = navpolicy_web_view_new_related(view) else { return nil }
        g_object_ref_sink(popup)
        attach(popup)
        let number = popups.add(popup)
        popupCreated(popup, number, event.url)
        return navpolicy_widget(popup)
    }

    func close(_ view: WebViewPointer) {
        guard let number = popups.number(of: view), let popup = popups.close(view) else { return }
        committedURLs[popup] = nil
        popupClosed(popup, number)
        g_object_unref(popup)
    }

    func loadChanged(_ view: WebViewPointer, _ event: WebKitLoadEvent) {
        guard let uri = webkit_web_view_get_uri(view).map({ String(cString: $0) }) else { return }
        if event == WEBKIT_LOAD_COMMITTED { committedURLs[view] = uri }
        if event == WEBKIT_LOAD_FINISHED { loaded(view, uri) }
    }

    func loadFailed(_ view: WebViewPointer, _ uri: String, _ error: UnsafeMutablePointer<GError>?) {
        // A load the policy cancelled or turned into a download is not a failure.
        if let error, error.pointee.domain == webkit_policy_error_quark(),
           error.pointee.code == Int32(WEBKIT_POLICY_ERROR_FRAME_LOAD_INTERRUPTED_BY_POLICY_CHANGE.rawValue) { return }
        loadFailed(view, uri)
    }

    // MARK: Translation

    private func event(_ view: WebViewPointer, _ action: OpaquePointer, target: NavigationTarget) -> NavigationEvent {
        let request = webkit_navigation_action_get_request(action)
        let url = request.flatMap { webkit_uri_request_get_uri($0) }.map { String(cString: $0) } ?? ""
        return NavigationEvent(
            url: url, current: committedURLs[view], target: target,
            navigation: Self.navigationType(webkit_navigation_action_get_navigation_type(action)),
            view: popups.role(of: view)
        )
    }

    /// WebKitGTK's navigation types are `WKNavigationType`'s, except `OTHER` (5, not −1).
    static func navigationType(_ type: WebKitNavigationType) -> NavigationType {
        switch type {
        case WEBKIT_NAVIGATION_TYPE_LINK_CLICKED: .link
        case WEBKIT_NAVIGATION_TYPE_FORM_SUBMITTED: .formSubmit
        case WEBKIT_NAVIGATION_TYPE_BACK_FORWARD: .backForward
        case WEBKIT_NAVIGATION_TYPE_RELOAD: .reload
        case WEBKIT_NAVIGATION_TYPE_FORM_RESUBMITTED: .formResubmit
        default: .other
        }
    }

    private func perform(_ route: NavigationRoute, for url: String, asking view: WebViewPointer) {
        switch route.effect {
        case .none, .createPopup: break
        case .openExternally(let url): openExternally(view, url)
        case .presentInApp(let url): presentInApp(view, url)
        case .loadInAskingView(let url): webkit_web_view_load_uri(view, url)
        case .startDownload(let url): _ = webkit_web_view_download_uri(view, url)
        }
        if let tag = route.notify { notify(view, tag, url) }
    }
}
