/// `never-matches` (error): no request satisfies the rule's condition, so it can never apply.
/// Exact over every request a URL can realize: contradictions across atoms count
/// (`host == current and host is none`, `scheme is "https" and host is none`: an `https` URL
/// always has a host).
///
/// Bad:
/// ```
/// when target is new-window and target is subframe then cancel
/// otherwise allow
/// ```
/// Fixed:
/// ```
/// when target in [new-window, subframe] then cancel
/// otherwise allow
/// ```
enum NeverMatchesRule: LintRule {
    static let code = DiagnosticCode.neverMatches
    static let appliesToResponses = true
    static let severity = Severity.error
    static let summary = "no request satisfies the rule's condition"
    static let needsAnalysis = true

    static func check(_ context: LintContext) -> [Diagnostic] {
        context.policy.rules.indices.filter { !context.policy.rules[$0].isOtherwise }.compactMap { index in
            guard !context.analysis.matches(index) else { return nil }
            return finding(
                "the condition of \(context.label(ofRule: index)) is never true",
                at: context.policy.rules[index].range,
                help:
                    "no request satisfies every test of the condition; remove the rule (it matches nothing, so no decision changes) or fix the contradiction"
            )
        }
    }
}
