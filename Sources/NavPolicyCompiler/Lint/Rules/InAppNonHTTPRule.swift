/// `in-app-non-http` (warning): an `open in-app` rule decides some request whose scheme is not
/// `http` or `https`. `SFSafariViewController` raises an exception for any other scheme.
///
/// Bad:
/// ```
/// when navigation is link and host != current then open in-app
/// otherwise allow
/// ```
/// Fixed:
/// ```
/// when navigation is link and host != current and scheme in ["http", "https"] then open in-app
/// otherwise allow
/// ```
enum InAppNonHTTPRule: LintRule {
    static let code = DiagnosticCode.inAppNonHTTP
    static let severity = Severity.warning
    static let summary = "'open in-app' can decide a request whose scheme is not http or https"
    static let needsAnalysis = true

    static func check(_ context: LintContext) -> [Diagnostic] {
        context.probeFindings(
            self, probe: .inAppNonHTTP, message: "requests whose scheme is not 'http' or 'https'",
            help: "add 'scheme in [\"http\", \"https\"]' to the condition, or handle other schemes in an earlier rule")
    }
}
