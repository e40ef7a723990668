/// `correlated-rules` (note, shown with `check --all`): two rules with different decisions
/// (action or notify tag) overlap partially — each matches requests the other does not, and
/// some requests match both — so their order decides what those requests get. Reported at
/// the later rule, naming every earlier rule it overlaps, each with a request both match.
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
    static let appliesToResponses = true
    static let severity = Severity.note
    static let summary = "two rules with different decisions overlap partially, so their order decides"
    static let needsAnalysis = true

    /// Up to this many rules every pair is examined; beyond, the pairs the analysis met.
    static let exhaustiveRuleLimit = 64

    static func check(_ context: LintContext) -> [Diagnostic] {
        let policy = context.policy
        let rules = context.reportableWhenRules
        let candidates: [(earlier: Int, later: Int)] =
            rules.count <= exhaustiveRuleLimit
            ? rules.flatMap { later in rules.filter { $0 < later }.map { ($0, later) } }
            : context.analysis.sampledOverlaps().filter { rules.contains($0.later) }
        // Every earlier rule that overlaps a later one, with its witness, grouped by the later rule.
        var overlapping: [Int: [(rule: Int, witness: RequestWitness)]] = [:]
        var decides: [Int: Bool] = [:]
        for (earlier, later) in candidates where policy.rules[earlier].outcome != policy.rules[later].outcome {
            if decides[later] == nil { decides[later] = context.analysis.decides(later) }
            guard decides[later] == true,
                let witness = context.analysis.overlapWitness(earlier: earlier, later: later),
                context.ruleDecides(earlier, on: witness), context.ruleMatches(later, on: witness),
                context.analysis.someRequest(matches: earlier, butNot: later)
            else { continue }
            overlapping[later, default: []].append((earlier, witness))
        }
        return overlapping.keys.sorted().map { later in
            let earlierRules = overlapping[later] ?? []
            let first = earlierRules[0].rule
            let outcomes = Set(earlierRules.map { policy.rules[$0.rule].outcome })
            let given = outcomes.count == 1 ? "'\(policy.rules[first].outcome.sourceSpelling)'" : "other decisions"
            let names = Suggestion.listed(earlierRules.map { context.label(ofRule: $0.rule) })
            return finding(
                "\(context.label(ofRule: later)) overlaps \(names), which \(earlierRules.count == 1 ? "comes" : "come") first and \(earlierRules.count == 1 ? "gives" : "give") their shared requests \(given)",
                at: policy.rules[later].range,
                notes: earlierRules.flatMap { earlier, witness in
                    [context.note("\(context.label(ofRule: earlier)) is here", atRule: earlier), context.witnessNote(witness)]
                })
        }
    }
}
