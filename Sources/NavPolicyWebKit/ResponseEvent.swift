import NavPolicy

/// What every engine reports when it asks about a response (`decidePolicyFor
/// navigationResponse`, `WebPage.NavigationDeciding.decidePolicy(for:)`, WebKitGTK's
/// `decide-policy` for a response): the input of `NavigationRouter.routeResponse(_:)`.
public struct ResponseEvent: Sendable, Hashable {
    /// The response's URL, as the engine reports it (after redirects).
    public var url: String
    /// The HTTP status code; nil when the response is not HTTP.
    public var status: Int?
    /// The MIME type as the engine or the server gives it (`Content-Type`); nil when none.
    public var mimeType: String?
    /// Whether the engine can show the type (`canShowMIMEType`,
    /// `webkit_response_policy_decision_is_mime_type_supported`).
    public var canShowMIMEType: Bool
    /// The `Content-Disposition` header, if any.
    public var contentDisposition: String?
    /// Whether the response is for the main frame (`isForMainFrame`,
    /// `webkit_response_policy_decision_is_main_frame_main_resource`).
    public var isMainFrame: Bool
    /// Whether the asking view is the app's view or a pop-up the router had created.
    public var view: NavigationView

    /// An event with every fact an engine reports.
    public init(
        url: String, status: Int?, mimeType: String?, canShowMIMEType: Bool, contentDisposition: String?,
        isMainFrame: Bool, view: NavigationView = .main
    ) {
        self.url = url
        self.status = status
        self.mimeType = mimeType
        self.canShowMIMEType = canShowMIMEType
        self.contentDisposition = contentDisposition
        self.isMainFrame = isMainFrame
        self.view = view
    }

    /// Whether `Content-Disposition` says `attachment`: RFC 6266's disposition type comes before
    /// any `;` parameter and is compared case-insensitively (a token has no inner spaces, so
    /// dropping all white space trims it).
    public var isAttachment: Bool {
        (contentDisposition ?? "").prefix { $0 != ";" }.filter { !$0.isWhitespace }.lowercased() == "attachment"
    }

    /// The response the policy decides, with `flags` on; nil when the URL does not split.
    func response(flags: PolicyFlags) -> NavigationResponse? {
        try? NavigationResponse(
            url: url, status: status, type: mimeType, attachment: isAttachment, displayable: canShowMIMEType,
            isMainFrame: isMainFrame, view: view, flags: flags)
    }

    /// The navigation event the flag source is asked with for this response (its URL, frame
    /// and view; navigation `.other`).
    var flagEvent: NavigationEvent {
        NavigationEvent(url: url, current: nil, target: isMainFrame ? .mainFrame : .subframe, navigation: .other, view: view)
    }
}

/// The router's answer to a response question: what to tell the engine, and the policy's
/// decision when its `on response` rules decided (nil for the engine's default).
public struct ResponseRoute: Sendable, Hashable {
    /// The policy's decision; nil when the policy has no response rules (or the URL did not
    /// split) and the engines' download default answered.
    public var decision: Decision?
    /// What to answer the engine: `.allow`, `.cancel` or `.download`.
    public var answer: EngineAnswer
    /// The tag of a rule written `... and notify "tag"`, handed to the app with the URL.
    public var notify: String?

    /// A route with every part given.
    public init(decision: Decision?, answer: EngineAnswer, notify: String? = nil) {
        self.decision = decision
        self.answer = answer
        self.notify = notify
    }
}
