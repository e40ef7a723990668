/// `shadowed-rule` (error): the rule can never decide, because earlier rules take every request
/// it matches, and some of those requests get another decision than this rule says: another
/// action, or the same action with another notify tag (`cancel and notify "ask"` is not
/// `cancel`). The notes name the earlier rules that take its requests, each with an example
/// request. The help says what each fix does: removing the rule changes no decision (it decides
/// nothing); moving it above the rules that take its requests gives them its decision.
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
    static let appliesToResponses = true
    static let severity = Severity.error
    static let summary = "earlier rules take every request the rule matches, some with another decision"
    static let needsAnalysis = true

    static func check(_ context: LintContext) -> [Diagnostic] {
        context.reportableRules.compactMap { index in
            let covering = context.coveringRules(of: index)
            guard let covering, covering.anotherOutcome else { return nil }
            return finding(
                "\(context.label(ofRule: index)) never decides: earlier rules take every request it matches",
                at: context.policy.rules[index].range,
                notes: covering.notes,
                help: "remove the rule: it decides nothing, so no decision changes; or, if its requests should get "
                    + "'\(context.outcome(ofRule: index).sourceSpelling)', move it above the rules that take them: "
                    + "the example requests then get it instead")
        }
    }
}
