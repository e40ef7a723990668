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
    static let code = DiagnosticCode.correlatedRules
    static let severity = Severity.note
    static let summary = "two rules with different actions overlap partially, so their order decides"
    static let needsAnalysis = true

    /// Up to this many rules every pair is examined; beyond, the pairs the analysis met.
    static let exhaustiveRuleLimit = 64

    static func check(_ context: LintContext) -> [Diagnostic] {
        let policy = context.policy
        let rules = context.reportableWhenRules
        let candidates: [(earlier: Int, later: Int)] = rules.count <= exhaustiveRuleLimit
            ? rules.flatMap { later in rules.filter { $0 < later }.map { ($0, later) } }
            : context.analysis.sampledOverlaps().filter { rules.contains($0.later) }
        var reported = Set<Int>()
        return candidates.compactMap { earlier, later in
            guard !reported.contains(later), policy.rules[earlier].action != policy.rules[later].action,
                  context.analysis.decideWitness(later) != nil,
                  let witness = context.analysis.overlapWitness(earlier: earlier, later: later),
                  context.ruleDecides(earlier, on: witness), context.ruleMatches(later, on: witness),
                  context.analysis.someRequest(matches: earlier, butNot: later)
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
