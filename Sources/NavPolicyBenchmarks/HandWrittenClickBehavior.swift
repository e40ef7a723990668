import NavPolicy

/// A hand-written Swift transcription of `didHandleClickBehavior` from Google's AdMob guide
/// "Optimize WKWebView click behavior", the code `Examples/ads.navpolicy`
/// replaces, over the same clicks the compiled policy decides, read from plain stored strings
/// (`AdClick`'s parts, what the guide's code gets from `URL.scheme` and `URL.host`): a
/// `NavigationRequest` keeps its parts in one shared string and copies a part out when read,
/// which would charge the hand-written side for the runtime's storage.
///
/// It returns the action instead of performing it (`UIApplication.open` becomes
/// `.openExternal`, presenting `SFSafariViewController` becomes `.openInApp`). Two lines are
/// added so that it gives the same action as `ads.navpolicy` on every request and the
/// benchmark can check that they agree: `file:` is cancelled, and only web schemes open
/// in-app. Neither makes it slower than the guide's code by more than a compare.
enum HandWrittenClickBehavior {
    /// The action for one request. Never inlined: the compiled policy is a call into the
    /// runtime library too, so both sides pay one call per decision.
    @inline(never)
    static func decide(_ request: AdClick) -> Action {
        if request.scheme == "file" { return .cancel }
        let isWebScheme = ["http", "https"].contains(request.scheme)
        // Custom URL schemes such as itms-apps:// launch the corresponding application.
        if request.navigation == .link && !isWebScheme { return .openExternal }
        guard let currentDomain = request.currentHost, let targetDomain = request.host else { return .allow }
        // A link with an href, or a new window, leaving the current domain opens in-app.
        if (request.navigation == .link || request.target == .newWindow) && isWebScheme && currentDomain != targetDomain {
            return .openInApp
        }
        return .allow
    }
}
