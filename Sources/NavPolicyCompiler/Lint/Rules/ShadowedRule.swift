/// `shadowed-rule` (error): the rule can never decide, because earlier rules take every request
/// it matches, and some of those requests get a different action than this rule says. The
/// notes name the earlier rules that take its requests, each with an example request.
///
/// Bad:
/// ```
/// when host in ["*.example.com"] then allow
/// when host is "pay.example.com" then open popup
/// otherwise cancel
/// ```
/// Fixed — put the narrower rule first:
/// ```
/// when host is "pay.example.com" then open popup
/// when host in ["*.example.com"] then allow
/// otherwise cancel
/// ```
enum ShadowedRule: LintRule {
    static let code = DiagnosticCode.shadowedRule
    static let severity = Severity.error
    static let summary = "earlier rules take every request the rule matches, some with another action"
    static let needsAnalysis = true

    static func check(_ context: LintContext) -> [Diagnostic] {
        context.reportableRules.compactMap { index in
            let covering = context.coveringRules(of: index)
            guard let covering, covering.anotherAction else { return nil }
            return finding(
                "\(context.label(ofRule: index)) never decides: earlier rules take every request it matches",
                at: context.policy.rules[index].range,
                notes: covering.notes,
                help: "move the rule before the rules that take its requests, or remove it")
        }
    }
}
