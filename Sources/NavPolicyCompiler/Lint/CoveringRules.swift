/// The earlier rules that take all requests of a rule that never decides, each checked on its
/// witness; shared by `shadowed-rule` and `redundant-rule`.
struct CoveringRules {
    /// The covering rules with their witnesses (each decided by that rule, matched by the rule).
    var rules: [(rule: Int, witness: RequestWitness)]
    /// One note per covering rule (at it, with its action) followed by its example request.
    var notes: [DiagnosticNote]

    /// The covering rules of `rule`, or nil when the rule can decide, never matches, or a
    /// witness does not check out.
    init?(_ context: LintContext, rule index: Int) {
        let analysis = context.analysis
        guard analysis.matchWitness(index) != nil, analysis.decideWitness(index) == nil else { return nil }
        rules = analysis.coverers(of: index)
        guard !rules.isEmpty, rules.allSatisfy({ context.ruleDecides($0.rule, on: $0.witness) && context.ruleMatches(index, on: $0.witness) }) else { return nil }
        notes = rules.flatMap { coverer in
            [
                context.note("\(context.label(ofRule: coverer.rule)) takes some of its requests and gives '\(context.action(ofRule: coverer.rule).sourceSpelling)'", atRule: coverer.rule),
                context.witnessNote(coverer.witness),
            ]
        }
    }
}
