/// `file-scheme-allowed` (warning): a rule (or the `otherwise`) whose action loads the URL —
/// `allow`, `open in-place`, `open popup`, `download` — decides some `file:` URL, letting web
/// content reach local files. (`open external` and `open in-app` hand the URL on instead; an
/// allowed new window loads nothing, which `new-window-allowed` reports; the implicit default
/// is reported by `missing-otherwise`.)
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
    static let summary = "an action that loads the URL ('allow', 'open in-place', 'open popup', 'download') can decide a 'file:' URL"
    static let needsAnalysis = true

    static func check(_ context: LintContext) -> [Diagnostic] {
        let help = "cancel 'file:' URLs in an earlier rule: when scheme is \"file\" then cancel"
        return
            (context.probeFindings(self, probe: .fileSchemeAllowed, message: "'file:' URLs", help: help)
            + context.probeFindings(self, probe: .fileSchemeLoaded, message: "'file:' URLs", help: help))
            .sorted { $0.range.start.offset < $1.range.start.offset }
    }
}
