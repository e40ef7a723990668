/// `popup-outside-new-window` (warning): an `open popup` rule decides some request whose target
/// is not `new-window`. A pop-up web view is only created from `createWebViewWith`, which sees
/// new-window requests; elsewhere the action does nothing useful.
///
/// Bad:
/// ```
/// when host is "pay.google.com" then open popup
/// otherwise allow
/// ```
/// Fixed:
/// ```
/// when target is new-window and host is "pay.google.com" then open popup
/// otherwise allow
/// ```
enum PopupOutsideNewWindowRule: LintRule {
    static let code = DiagnosticCode.popupOutsideNewWindow
    static let severity = Severity.warning
    static let summary = "'open popup' can decide a request whose target is not 'new-window'"
    static let needsAnalysis = true

    static func check(_ context: LintContext) -> [Diagnostic] {
        context.probeFindings(
            self, probe: .popupOutsideNewWindow, message: "requests whose target is not 'new-window'",
            help: "add 'target is new-window' to the condition")
    }
}
