/// `unreachable-after` (warning): a rule before the last that every request reaching it
/// satisfies — with the rules before it, it covers all requests — so no rule after it can
/// apply. Reported once, at that rule, instead of one finding per later rule.
///
/// Bad:
/// ```
/// when host is none or host is not none then allow
/// when scheme is "file" then cancel
/// otherwise cancel
/// ```
/// Fixed — make the catch-all the `otherwise`:
/// ```
/// when scheme is "file" then cancel
/// otherwise allow
/// ```
enum UnreachableAfterRule: LintRule {
    static let code = DiagnosticCode.unreachableAfter
    static let appliesToResponses = true
    static let severity = Severity.warning
    static let summary = "the rule takes every remaining request, so the rules after it never apply"
    static let needsAnalysis = true

    static func check(_ context: LintContext) -> [Diagnostic] {
        guard let index = context.analysis.firstRuleCoveringAll else { return [] }
        let later = context.policy.rules.count - index - 1
        var notes = [context.note("\(context.label(ofRule: index + 1)) is never reached", atRule: index + 1)]
        if let witness = context.analysis.decideWitness(index), context.ruleDecides(index, on: witness) {
            notes.append(context.witnessNote(witness))
        }
        return [
            finding(
                "\(context.label(ofRule: index)) takes every request that reaches it, so the \(later == 1 ? "rule after it never applies" : "\(later) rules after it never apply")",
                at: context.policy.rules[index].range,
                notes: notes,
                help: "narrow its condition, or move the rules after it before it; either way some requests it decides now get "
                    + "the decisions of the rules after it, so check that they should")
        ]
    }
}
