import CWebKitGTK
import NavPolicy
import NavPolicyWebKit

/// A WebKitGTK web view (a derivable GObject type, so Swift sees a typed pointer).
public typealias WebViewPointer = UnsafeMutablePointer<WebKitWebView>

/// Connects WebKitGTK 6.0 web views to a `NavigationRouter`: it translates WebKitGTK's
/// `decide-policy`, `create` and `close` signals into router questions and carries out the
/// answers with `NavigationEngine.perform`, exactly as the Apple adapter does for
/// `WKNavigationDelegate` / `WKUIDelegate`; a network session's downloads go to `downloads`.
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
/// - **Downloads** of a `window.open` decided `download` start from its URI
///   (`webkit_web_view_download_uri`): WebKitGTK has no request form of it.
///
/// Beyond the router, because a page could otherwise get around the policy or leave a blank
/// view behind:
/// - **Pings are blocked** in every view it attaches (`<a ping>`, hyperlink auditing): WebKit
///   sends a link's ping POST even when the policy cancels the link's navigation and never
///   asks about the ping's URL, so a page could make the app contact any host the policy
///   forbids. WebKitGTK 2.50's `enable-hyperlink-auditing` setting does nothing, so a content
///   filter blocks every request of resource type `ping`, to any host (`PingFilter`); the
///   link's navigation is still asked about as before. Until the filter is compiled,
///   once per process, the adapter holds the views' navigation questions, so no page loads
///   without it.
/// - **A view whose first navigation does not load** (cancelled, or turned into a download or
///   handed elsewhere, including a redirect of that first load) would stay blank: a pop-up is
///   closed (`popupClosed`), the app's own view stays blank and `firstLoadStopped` tells the
///   app, which may show its own page.
@MainActor
public final class WebKitGTKNavigationAdapter {
    /// The engine-neutral core that decides.
    public let router: NavigationRouter
    /// The pop-ups this adapter created and has not released (see `PopupRegistry`).
    public private(set) var popups = PopupRegistry<WebViewPointer>()
    /// The downloads of the attached sessions (`attachDownloads(of:)`): set `destination` to
    /// choose where files go, `events` to follow them.
    public let downloads = DownloadTracker<OpaquePointer>()
    private var committedURLs: [WebViewPointer: String] = [:]

    /// Every question the router answered, with the asking view (for logs and tests).
    public var routed: (WebViewPointer, NavigationEvent, NavigationRoute) -> Void = { _, _, _ in }
    /// Every response question the router answered, with the asking view.
    public var routedResponse: (WebViewPointer, ResponseEvent, ResponseRoute) -> Void = { _, _, _ in }
    /// Hands a URL to the system (default: nothing; a desktop app would call `gtk_show_uri`);
    /// the first argument is the view that asked.
    public var openExternally: (WebViewPointer, String) -> Void = { _, _ in }
    /// Shows a URL in the app's own browser window and returns true, or returns false when it
    /// cannot, and then the URL is opened externally (default: false).
    public var presentInApp: (WebViewPointer, String) -> Bool = { _, _ in false }
    /// Receives the tag of a rule written `... and notify "tag"` with the URL.
    public var notify: (_ view: WebViewPointer, _ tag: String, _ url: String) -> Void = { _, _, _ in }
    /// Shows a pop-up the adapter created (its creation number, the URL it will load); the
    /// adapter keeps it alive until it is released.
    public var popupCreated: (WebViewPointer, Int, String) -> Void = { _, _, _ in }
    /// A pop-up was released (`window.close()`, replaced, or its opener closed), with its
    /// creation number; remove it from the screen.
    public var popupClosed: (WebViewPointer, Int) -> Void = { _, _ in }
    /// A view finished loading a page (its committed URL).
    public var loaded: (WebViewPointer, String) -> Void = { _, _ in }
    /// A view failed to load a URL (not counting loads the adapter itself stopped).
    public var loadFailed: (WebViewPointer, String) -> Void = { _, _ in }
    /// The app's view stays blank: its first navigation, to this URL, was not loaded (the
    /// policy cancelled it, a redirect of it, or sent it elsewhere); show something in its place.
    /// A pop-up in that state is closed instead (`popupClosed`).
    public var firstLoadStopped: (WebViewPointer, String) -> Void = { _, _ in }
    /// Pop-ups whose first navigation did not load, closed on the next main-loop turn.
    private var emptyPopups: [WebViewPointer] = []
    /// Views attached before the ping filter was compiled, and the questions they asked
    /// meanwhile (each referenced until answered).
    private var viewsAwaitingFilter: [WebViewPointer] = []
    private var heldQuestions: [(WebViewPointer, UnsafeMutablePointer<WebKitPolicyDecision>, WebKitPolicyDecisionType)] = []

    /// An adapter deciding with `router`.
    public init(router: NavigationRouter) {
        self.router = router
    }

    /// An adapter deciding with `policy`, with the flags `flags` returns for each navigation
    /// on (default: none; also settable later as `router.flags`).
    public convenience init(policy: Policy, flags: @escaping NavigationRouter.FlagSource = { _ in .none }) {
        self.init(router: NavigationRouter(policy: policy, flags: flags))
    }

    /// The last URL `view` committed; nil before its first load.
    public func committedURL(of view: WebViewPointer) -> String? { committedURLs[view] }

    /// Routes `view`'s navigation questions through the router; call it once per main view
    /// (pop-ups are attached when the adapter creates them).
    /// Its pings (`<a ping>`) are blocked by a content filter; until the filter is compiled its
    /// navigation questions wait.
    public func attach(_ view: WebViewPointer) {
        if let filter = PingFilter.shared.filter {
            webkit_user_content_manager_add_filter(webkit_web_view_get_user_content_manager(view), filter)
        } else {
            g_object_ref(view)
            viewsAwaitingFilter.append(view)
            if viewsAwaitingFilter.count == 1 { PingFilter.shared.whenCompiled { [self] in filterCompiled() } }
        }
        let me = Unmanaged.passUnretained(self).toOpaque()
        GTKSignal.connect(view, "decide-policy", GTKSignal.decidePolicy, me)
        GTKSignal.connect(view, "create", GTKSignal.create, me)
        GTKSignal.connect(view, "close", GTKSignal.close, me)
        GTKSignal.connect(view, "load-changed", GTKSignal.loadChanged, me)
        GTKSignal.connect(view, "load-failed", GTKSignal.loadFailed, me)
    }

    /// Hands every download of `session` (a `WebKitNetworkSession`) to `downloads`, which
    /// asks `downloads.destination` where to save it; call it once per session.
    public func attachDownloads(of session: OpaquePointer) {
        GTKSignal.connect(
            UnsafeMutableRawPointer(session), "download-started", GTKSignal.downloadStarted, Unmanaged.passUnretained(self).toOpaque())
    }

    // MARK: Signal handlers (called by GTKSignal on the main thread)

    func decidePolicy(_ view: WebViewPointer, _ decision: UnsafeMutablePointer<WebKitPolicyDecision>, _ type: WebKitPolicyDecisionType)
        -> Bool
    {
        if !viewsAwaitingFilter.isEmpty {
            // Answered in `filterCompiled`: WebKit waits for a decision kept with a reference.
            g_object_ref(view)
            g_object_ref(decision)
            heldQuestions.append((view, decision, type))
            return true
        }
        if type == WEBKIT_POLICY_DECISION_TYPE_RESPONSE { return decideResponse(view, decision) }
        let newWindow = type == WEBKIT_POLICY_DECISION_TYPE_NEW_WINDOW_ACTION
        guard newWindow || type == WEBKIT_POLICY_DECISION_TYPE_NAVIGATION_ACTION,
            let action = navpolicy_navigation_action(decision), let request = webkit_navigation_action_get_request(action)
        else { return false }
        // WebKitGTK cannot tell a subframe navigation from a main-frame one here.
        let event = self.event(view, action, target: newWindow ? .newWindow : .mainFrame)
        let route = router.routeNavigation(event)
        routed(view, event, route)
        switch route.answer {
        case .allow: webkit_policy_decision_use(decision)
        case .cancel: webkit_policy_decision_ignore(decision)
        case .download: webkit_policy_decision_download(decision)
        }
        WebKitGTKEngine(adapter: self).perform(route, request: request, asking: view)
        if !newWindow, route.answer != .allow, (committedURLs[view] ?? "").isEmpty { firstNavigationStopped(view, event.url) }
        return true
    }

    /// Installs the ping filter in the views attached before it was compiled, then answers the
    /// questions they asked meanwhile, in order.
    private func filterCompiled() {
        let views = viewsAwaitingFilter
        let questions = heldQuestions
        viewsAwaitingFilter = []
        heldQuestions = []
        for view in views {
            if let filter = PingFilter.shared.filter {
                webkit_user_content_manager_add_filter(webkit_web_view_get_user_content_manager(view), filter)
            }
            g_object_unref(view)
        }
        for (view, decision, type) in questions {
            _ = decidePolicy(view, decision, type)
            g_object_unref(decision)
            g_object_unref(view)
        }
    }

    /// A view that never committed a page stays blank when its navigation does not load.
    private func firstNavigationStopped(_ view: WebViewPointer, _ url: String) {
        guard popups.number(of: view) != nil else { return firstLoadStopped(view, url) }
        // Not released inside the view's own signal: on the next main-loop turn.
        emptyPopups.append(view)
        if emptyPopups.count == 1 { GTKSignal.onNextTurn(Unmanaged.passRetained(self).toOpaque()) }
    }

    /// Closes the pop-ups left blank (`GTKSignal.onNextTurn`), unless released meanwhile or
    /// showing a page after all (WebKit commits an empty document, "", in the blank one).
    func closeEmptyPopups() {
        let views = emptyPopups
        emptyPopups = []
        for view in views where popups.number(of: view) != nil && (committedURLs[view] ?? "").isEmpty {
            release(popups.close(view))
        }
    }

    /// A response: the policy's `on response` rules decide it (the `WebKitURIResponse`'s URI,
    /// status and headers, `…_is_mime_type_supported`, `…_is_main_frame_main_resource`);
    /// without them, one WebKit cannot show, or an attachment, is downloaded.
    private func decideResponse(_ view: WebViewPointer, _ decision: UnsafeMutablePointer<WebKitPolicyDecision>) -> Bool {
        let policyDecision = OpaquePointer(decision)
        let response = webkit_response_policy_decision_get_response(policyDecision)
        let headers = webkit_uri_response_get_http_headers(response)
        let disposition = headers.flatMap { soup_message_headers_get_one($0, "Content-Disposition") }.map { String(cString: $0) }
        // A status of 0 is WebKitGTK's "no HTTP status" (file:, data:).
        let status = Int(webkit_uri_response_get_status_code(response))
        let event = ResponseEvent(
            url: webkit_uri_response_get_uri(response).map { String(cString: $0) } ?? "",
            status: status == 0 ? nil : status,
            mimeType: webkit_uri_response_get_mime_type(response).map { String(cString: $0) },
            canShowMIMEType: webkit_response_policy_decision_is_mime_type_supported(policyDecision) != 0,
            contentDisposition: disposition,
            isMainFrame: webkit_response_policy_decision_is_main_frame_main_resource(policyDecision) != 0,
            view: popups.role(of: view))
        let route = router.routeResponse(event)
        routedResponse(view, event, route)
        if let tag = route.notify { notify(view, tag, event.url) }
        switch route.answer {
        case .allow: webkit_policy_decision_use(decision)
        case .cancel: webkit_policy_decision_ignore(decision)
        case .download: webkit_policy_decision_download(decision)
        }
        return true
    }

    func create(_ view: WebViewPointer, _ action: OpaquePointer) -> UnsafeMutablePointer<GtkWidget>? {
        guard let request = webkit_navigation_action_get_request(action) else { return nil }
        let event = self.event(view, action, target: .newWindow)
        let route = router.routePopupCreation(event)
        routed(view, event, route)
        WebKitGTKEngine(adapter: self).perform(route, request: request, asking: view)
        guard route.effect == .createPopup, popups.canOpen(from: view),
            let popup = navpolicy_web_view_new_related(view)
        else { return nil }
        g_object_ref_sink(popup)
        guard let added = popups.add(popup, openedBy: view) else {
            g_object_unref(popup)
            return nil
        }
        release(added.released)
        attach(popup)
        popupCreated(popup, added.number, event.url)
        return navpolicy_widget(popup)
    }

    func close(_ view: WebViewPointer) {
        release(popups.close(view))
    }

    /// Reports, forgets and unreferences released pop-ups.
    private func release(_ released: [PopupRegistry<WebViewPointer>.Popup]) {
        for popup in released {
            committedURLs[popup.view] = nil
            popupClosed(popup.view, popup.number)
            g_object_unref(popup.view)
        }
    }

    func loadChanged(_ view: WebViewPointer, _ event: WebKitLoadEvent) {
        guard let uri = webkit_web_view_get_uri(view).map({ String(cString: $0) }) else { return }
        if event == WEBKIT_LOAD_COMMITTED { committedURLs[view] = uri }
        if event == WEBKIT_LOAD_FINISHED { loaded(view, uri) }
    }

    func loadFailed(_ view: WebViewPointer, _ uri: String, _ error: UnsafeMutablePointer<GError>?) {
        // A load the policy cancelled or turned into a download is not a failure.
        if let error, error.pointee.domain == webkit_policy_error_quark(),
            error.pointee.code == Int32(WEBKIT_POLICY_ERROR_FRAME_LOAD_INTERRUPTED_BY_POLICY_CHANGE.rawValue)
        {
            return
        }
        loadFailed(view, uri)
    }

    // MARK: Translation

    private func event(_ view: WebViewPointer, _ action: OpaquePointer, target: NavigationTarget) -> NavigationEvent {
        let request = webkit_navigation_action_get_request(action)
        let url = request.map(WebKitGTKEngine.uri(of:)) ?? ""
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
}
