/// The earlier rules that take all requests of a rule that never decides, each shown one
/// checked on its witness; shared by `shadowed-rule` and `redundant-rule`.
struct CoveringRules {
    /// Some earlier rules that decide requests the rule matches (all of them when
    /// `isComplete`), ascending; one of them gives another outcome whenever any does.
    var rules: [Int]
    /// Whether some earlier rule that takes its requests gives another outcome (another action,
    /// or the same action with another notify tag) than the rule.
    var anotherOutcome: Bool
    /// One note per shown covering rule (at it, with its outcome) followed by its example
    /// request, then one saying that more rules take its requests, if they do.
    var notes: [DiagnosticNote]

    /// The most covering rules a finding names, each with an example: in a large policy a rule
    /// can lose its requests to hundreds of earlier rules, and a few examples make the point.
    static let shownLimit = 3

    /// The covering rules of `rule`, or nil when the rule can decide, never matches, or a
    /// witness does not check out.
    init?(_ context: LintContext, rule index: Int) {
        let analysis = context.analysis
        guard analysis.matches(index), !analysis.decides(index) else { return nil }
        let (all, listed) = analysis.coverers(of: index, limit: Self.shownLimit + 1)
        let found = Array(all.prefix(Self.shownLimit))
        let isComplete = listed && all.count <= Self.shownLimit
        guard !found.isEmpty else { return nil }
        // The rules found, and one that gives another outcome when they all agree with the rule.
        rules = found
        // A rule found with another outcome answers the question; a complete list without one
        // says there is none; only an incomplete one with the same outcome asks the analysis.
        if rules.contains(where: { context.outcome(ofRule: $0) != context.outcome(ofRule: index) }) {
            anotherOutcome = true
        } else if !isComplete, let other = analysis.covererWithAnotherOutcome(of: index) {
            anotherOutcome = true
            rules[rules.count - 1] = other
            rules.sort()
        } else {
            anotherOutcome = false
        }
        let witnesses = rules.map { analysis.overlapWitness(earlier: $0, later: index) }
        // With parameters or flags a witness may have no binding that makes it (the analysis
        // treats their truths as free); the rule never decides all the same, so its note goes
        // without an example rather than with a wrong one. Otherwise every witness exists.
        let mayLackExample = !context.policy.parameters.isEmpty || !context.policy.flags.isEmpty
        guard
            zip(rules, witnesses).allSatisfy({ coverer, witness in
                witness.map { context.ruleDecides(coverer, on: $0) && context.ruleMatches(index, on: $0) } ?? mayLackExample
            })
        else { return nil }
        notes = zip(rules, witnesses).flatMap { coverer, witness in
            [
                context.note(
                    "\(context.label(ofRule: coverer)) takes some of its requests and gives '\(context.outcome(ofRule: coverer).sourceSpelling)'",
                    atRule: coverer),
                witness.map(context.witnessNote),
            ].compactMap { $0 }
        }
        if !isComplete { notes.append(DiagnosticNote("more earlier rules take some of its requests too")) }
    }
}
