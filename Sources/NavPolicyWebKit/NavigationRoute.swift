import NavPolicy

/// The router's answer to one engine question: what to tell the engine and what the app does.
public struct NavigationRoute: Sendable, Hashable {
    /// The policy's decision; nil when the URL was not absolute and nothing was decided.
    public var decision: Decision?
    /// The request the policy saw; nil when the URL was not absolute.
    public var request: NavigationRequest?
    /// What to answer the engine. For a pop-up creation question, `.allow` means "return the
    /// new pop-up view" and `.cancel` means "return none".
    public var answer: EngineAnswer
    /// What the app does beside answering the engine.
    public var effect: NavigationEffect
    /// The tag of a rule written `... and notify "tag"`, handed to the app with the URL.
    public var notify: String?
    /// Whether this answer only lets the engine go on to ask at pop-up creation, where the
    /// same decision is acted on (a new-window request the policy allows or opens as a pop-up).
    public var awaitsPopupCreation: Bool
    /// Whether this pop-up creation answer acts on the decision of the navigation question
    /// just before it (so a log shows that decision once).
    public var actsOnEarlierDecision: Bool

    /// A route with every part given.
    public init(
        decision: Decision?, request: NavigationRequest?, answer: EngineAnswer,
        effect: NavigationEffect, notify: String? = nil, awaitsPopupCreation: Bool = false,
        actsOnEarlierDecision: Bool = false
    ) {
        self.decision = decision
        self.request = request
        self.answer = answer
        self.effect = effect
        self.notify = notify
        self.awaitsPopupCreation = awaitsPopupCreation
        self.actsOnEarlierDecision = actsOnEarlierDecision
    }
}

/// The answer an engine takes for a navigation (`WKNavigationActionPolicy`,
/// `webkit_policy_decision_use` / `_ignore` / `_download`).
public enum EngineAnswer: String, Sendable, Hashable, CaseIterable {
    /// Let the engine go on (`.allow`, `use`).
    case allow
    /// Stop the navigation (`.cancel`, `ignore`).
    case cancel
    /// Turn the navigation into a download (`.download`, `download`).
    case download
}

/// What the app does beside answering the engine.
public enum NavigationEffect: Sendable, Hashable {
    /// Nothing.
    case none
    /// Hand the URL to the system: the default browser or the app that owns its scheme
    /// (`UIApplication.shared.open`, `NSWorkspace.shared.open`).
    case openExternally(url: String)
    /// Show the URL in an in-app browser (`SFSafariViewController`); only ever http(s).
    case presentInApp(url: String)
    /// Create a pop-up web view from the configuration the engine gave, show it, and return
    /// it; the engine then loads the request in it.
    case createPopup
    /// Load the URL in the web view that asked (a new-window request kept in place).
    case loadInAskingView(url: String)
    /// Download the URL (a new-window request decided `download` at pop-up creation, where
    /// the engine offers no download answer).
    case startDownload(url: String)
}
