import NavPolicy

/// The engine-neutral core every adapter uses: engine questions in, engine answers and side
/// effects out.
///
/// Web-view knowledge lives here once, so adapters only translate types:
/// - no target frame means `new-window` (`NavigationTarget(targetFrameIsMainFrame:)`);
/// - `window.open` never asks a navigation question, so a new window is decided when the
///   engine asks to create it (`routePopupCreation`); a `target="_blank"` link asks both, and
///   its decision is taken once, at the navigation question, and acted on at creation;
/// - `open in-app` needs http(s) (`SFSafariViewController` raises on other schemes), so any
///   other scheme opens externally instead;
/// - `open popup` on a request that is not a new window lets it load where it was going;
/// - `open in-place` on a new-window request loads it in the view that asked;
/// - `allow` on a new-window request keeps the engine's default: no window is created;
/// - requests from a pop-up carry `view = popup`; `PopupRegistry` releases closed pop-ups;
/// - a response the engine cannot show, or an attachment, is downloaded (`routeResponse`).
///
/// App state reaches the policy through `flags`: it is asked once per engine question, and
/// the flags it returns are on for that decision (`flag call-active` in the policy).
///
/// Adapters carry a route out with `NavigationEngine.perform(_:request:asking:)`.
@MainActor
public final class NavigationRouter {
    /// The flags that are on for a navigation, asked at each question (a navigation question
    /// and its pop-up creation question ask separately).
    public typealias FlagSource = @MainActor (NavigationEvent) -> PolicyFlags

    /// The compiled policy that decides.
    public let policy: Policy
    /// The flags on for each navigation (`flag` declarations of the policy): resolve the
    /// handles once with `policy.flag("call-active")` and return the ones that are on now.
    /// Default: none.
    public var flags: FlagSource
    /// A new-window decision taken at the navigation question, waiting for pop-up creation.
    private var pendingNewWindow: (event: NavigationEvent, route: NavigationRoute)?

    /// A router deciding with `policy`, with the flags `flags` returns for each navigation
    /// on (default: none).
    public init(policy: Policy, flags: @escaping FlagSource = { _ in .none }) {
        self.policy = policy
        self.flags = flags
    }

    /// Answers a navigation question (`decidePolicyFor`, WebKitGTK `decide-policy`).
    public func routeNavigation(_ event: NavigationEvent) -> NavigationRoute {
        pendingNewWindow = nil
        guard let request = event.request(flags: flags(event)) else { return Self.undecided }
        let decision = policy.decide(request)
        let route = Self.navigationRoute(for: decision, request: request, event: event)
        if route.awaitsPopupCreation { pendingNewWindow = (event, route) }
        return route
    }

    /// Answers a pop-up creation question (`createWebViewWith`, WebKitGTK `create`): the
    /// route's effect is `.createPopup` when the adapter must return a new view.
    public func routePopupCreation(_ event: NavigationEvent) -> NavigationRoute {
        defer { pendingNewWindow = nil }
        var asked = event
        asked.target = .newWindow
        if let pending = pendingNewWindow, pending.event.url == asked.url, pending.event.view == asked.view,
            let decision = pending.route.decision, let request = pending.route.request
        {
            var route = Self.creationRoute(for: decision, request: request, url: asked.url)
            route.actsOnEarlierDecision = true
            return route
        }
        guard let request = asked.request(flags: flags(asked)) else { return Self.undecided }
        return Self.creationRoute(for: policy.decide(request), request: request, url: asked.url)
    }

    /// Answers a response question (`decidePolicyFor navigationResponse`, WebKitGTK
    /// `decide-policy` for a response): a response the engine cannot show, or one its server
    /// marks `Content-Disposition: attachment`, is downloaded, as browsers do; any other
    /// loads. Policies decide requests, so this is the engines' download default made explicit,
    /// and it is what lets a response turn into a download the adapter saves.
    public func routeResponse(canShowMIMEType: Bool, contentDisposition: String?) -> EngineAnswer {
        let event = ResponseEvent(
            url: "", status: nil, mimeType: nil, canShowMIMEType: canShowMIMEType,
            contentDisposition: contentDisposition, isMainFrame: true)
        return Self.engineDefault(event)
    }

    /// Answers a response question with the policy's `on response` rules (`allow`, `cancel`,
    /// `download`, each with its notify tag); a policy without them keeps the engines'
    /// download default (`routeResponse(canShowMIMEType:contentDisposition:)`), as does a URL
    /// that does not split. With a section, a response no rule matches is allowed (the
    /// implicit default, as the language says), so the section decides every response.
    public func routeResponse(_ event: ResponseEvent) -> ResponseRoute {
        guard policy.hasResponseRules, let response = event.response(flags: flags(event.flagEvent)) else {
            return ResponseRoute(decision: nil, answer: Self.engineDefault(event))
        }
        let decision = policy.decide(response)
        let answer: EngineAnswer =
            switch decision.action {
            case .cancel: .cancel
            case .download: .download
            case .allow, .openExternal, .openInApp, .openPopup, .openInPlace: .allow
            }
        return ResponseRoute(decision: decision, answer: answer, notify: decision.notify)
    }

    /// What engines do with a response by default: download what they cannot show and what
    /// its server marks as an attachment, load the rest.
    private static func engineDefault(_ event: ResponseEvent) -> EngineAnswer {
        event.canShowMIMEType && !event.isAttachment ? .allow : .download
    }

    /// A URL that is not absolute is left to the engine.
    private static let undecided = NavigationRoute(decision: nil, request: nil, answer: .allow, effect: .none)

    private static func navigationRoute(for decision: Decision, request: NavigationRequest, event: NavigationEvent) -> NavigationRoute {
        let newWindow = event.target == .newWindow
        func route(_ answer: EngineAnswer, _ effect: NavigationEffect) -> NavigationRoute {
            NavigationRoute(decision: decision, request: request, answer: answer, effect: effect, notify: decision.notify)
        }
        switch decision.action {
        case .allow, .openPopup:
            guard newWindow else { return route(.allow, .none) }
            // The engine asks again to create the window; the decision is acted on there.
            return NavigationRoute(decision: decision, request: request, answer: .allow, effect: .none, awaitsPopupCreation: true)
        case .cancel:
            return route(.cancel, .none)
        case .openExternal:
            return route(.cancel, .openExternally(url: event.url))
        case .openInApp:
            return route(.cancel, inAppEffect(request: request, url: event.url))
        case .openInPlace:
            return newWindow ? route(.cancel, .loadInAskingView(url: event.url)) : route(.allow, .none)
        case .download:
            return route(.download, .none)
        }
    }

    private static func creationRoute(for decision: Decision, request: NavigationRequest, url: String) -> NavigationRoute {
        let effect: NavigationEffect
        switch decision.action {
        case .allow, .cancel: effect = .none
        case .openExternal: effect = .openExternally(url: url)
        case .openInApp: effect = inAppEffect(request: request, url: url)
        case .openPopup: effect = .createPopup
        case .openInPlace: effect = .loadInAskingView(url: url)
        case .download: effect = .startDownload(url: url)
        }
        return NavigationRoute(
            decision: decision, request: request, answer: effect == .createPopup ? .allow : .cancel,
            effect: effect, notify: decision.notify
        )
    }

    /// `SFSafariViewController(url:)` raises for anything but http(s): hand those to the system.
    private static func inAppEffect(request: NavigationRequest, url: String) -> NavigationEffect {
        request.scheme == "http" || request.scheme == "https" ? .presentInApp(url: url) : .openExternally(url: url)
    }
}
