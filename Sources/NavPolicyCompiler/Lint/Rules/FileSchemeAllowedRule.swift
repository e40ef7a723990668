/// `file-scheme-allowed` (warning): an `allow` rule (or `otherwise allow`) decides some `file:`
/// URL, letting web content load local files.
///
/// Bad:
/// ```
/// when navigation is link then open external
/// otherwise allow
/// ```
/// Fixed:
/// ```
/// when scheme is "file" then cancel
/// when navigation is link then open external
/// otherwise allow
/// ```
enum FileSchemeAllowedRule: LintRule {
    static let code = DiagnosticCode.fileSchemeAllowed
    static let severity = Severity.warning
    static let summary = "'allow' can decide a 'file:' URL"
    static let needsAnalysis = true

    static func check(_ context: LintContext) -> [Diagnostic] {
        context.probeFindings(
            self, probe: .fileSchemeAllowed, message: "'file:' URLs",
            help: "cancel 'file:' URLs in an earlier rule: when scheme is \"file\" then cancel")
    }
}
