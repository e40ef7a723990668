/// `correlated-rules` (note, shown with `check --all`): two rules with different actions overlap
/// partially — each matches requests the other does not, and some requests match both — so
/// their order decides what those requests get. Reported at the later rule.
///
/// Reported:
/// ```
/// when navigation is link then open external
/// when host is "example.com" then allow
/// otherwise cancel
/// ```
/// Not reported — the overlap is gone once the intent is explicit:
/// ```
/// when navigation is link and host is not "example.com" then open external
/// when host is "example.com" then allow
/// otherwise cancel
/// ```
enum CorrelatedRulesRule: LintRule {
    static let code = "correlated-rules"
    static let severity = Severity.note
    static let summary = "two rules with different actions overlap partially, so their order decides"

    static func check(_ context: LintContext) -> [Diagnostic] {
        let policy = context.policy
        let reportable = Set(context.reportableWhenRules)
        var reported = Set<Int>()
        return context.analysis.overlaps().compactMap { earlier, later, witness in
            guard reportable.contains(later), !reported.contains(later),
                  context.analysis.decideWitness(later) != nil,
                  context.ruleDecides(earlier, on: witness), context.ruleMatches(later, on: witness),
                  context.analysis.isSatisfiable(.and([policy.rules[earlier].condition, .not(policy.rules[later].condition)]))
            else { return nil }
            reported.insert(later)
            return finding(
                "\(context.label(ofRule: later)) overlaps \(context.label(ofRule: earlier)), which comes first and gives their shared requests '\(policy.rules[earlier].action.sourceSpelling)'",
                at: policy.rules[later].range,
                notes: [
                    context.note("\(context.label(ofRule: earlier)) is here", atRule: earlier),
                    context.witnessNote(witness),
                ])
        }
    }
}
