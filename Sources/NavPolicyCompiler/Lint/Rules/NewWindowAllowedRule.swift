/// `new-window-allowed` (warning): an `allow` rule (or `otherwise allow`) decides some request
/// whose target is `new-window` (a `target="_blank"` link, `window.open`). WebKit creates no
/// window for it unless the app returns a web view from `createWebViewWith`, so `allow` does
/// nothing there: the click is lost. Say what should happen instead: load it in the asking view
/// (`open in-place`), in a pop-up web view (`open popup`), or in an in-app browser (`open in-app`).
/// The implicit default is reported by `missing-otherwise` instead.
///
/// Bad:
/// ```
/// when scheme not in ["http", "https"] then open external
/// otherwise allow
/// ```
/// Fixed:
/// ```
/// when scheme not in ["http", "https"] then open external
/// when target is new-window then open in-place
/// otherwise allow
/// ```
enum NewWindowAllowedRule: LintRule {
    static let code = DiagnosticCode.newWindowAllowed
    static let severity = Severity.warning
    static let summary = "'allow' can decide a 'new-window' request, which opens no window"
    static let needsAnalysis = true

    static func check(_ context: LintContext) -> [Diagnostic] {
        context.probeFindings(
            self, probe: .newWindowAllowed, message: "'new-window' requests, which opens no window: the click is lost",
            help: "decide new-window requests in an earlier rule with 'open in-place' (load in this view), 'open popup' "
                + "(a pop-up web view) or 'open in-app' (an in-app browser): when target is new-window then open in-place")
    }
}
