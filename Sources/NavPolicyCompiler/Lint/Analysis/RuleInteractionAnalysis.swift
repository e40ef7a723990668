import NavPolicy

/// The exact rule-interaction analysis of a policy, over every request a URL can realize (see
/// `RequestPartition`): which rules can match, which can decide, which earlier rules take a
/// rule's requests, what removing a rule changes, and whether a rule's action meets a request
/// a `LintProbe` describes — each with one witness request. A decision is its outcome, the
/// action and the notify tag (`RuleOutcome`): "another decision" means another action or
/// another tag.
///
/// Every question is a `RegionSearch` over the rules' terms (`LevelAdmission`), which looks
/// only at the levels the question's rules test; the per-rule facts are found for every rule
/// up front, and witnesses on demand. A witness is the first request of its region in
/// request-space order, so it does not depend on how the search went. Parameter tests and
/// flags are free booleans to the searches, so a fact that no request has holds for every
/// binding and flag combination; a witness comes realised (`RequestWitness.realised`): with
/// the binding and flags that make it, or not at all.
final class RuleInteractionAnalysis {
    let policy: CheckedPolicy
    private let space: RequestSpace
    /// Nil when a rule's condition expands past `LevelAdmission.termLimit` terms.
    private let search: RegionSearch?
    private var facts: [Facts] = []
    private var defaultDecides = false
    private var overlaps: [(earlier: Int, later: Int)] = []
    private var witnesses: [[Int]: RequestWitness?] = [:]
    /// Answers met by the fact and coverer searches, by `witness` key: each spares its witness
    /// search the search for a first answer (the witness is the same with or without it).
    private var answers: [[Int]: [Int32]] = [:]
    private var covererLists: [Int: (rules: [Int], isComplete: Bool)] = [:]
    private var coverersWithAnotherOutcome: [Int: Int?] = [:]

    /// What the analysis knows of one rule.
    private struct Facts {
        var matches = false
        var decides = false
        /// Some request it decides gets another outcome (action or tag) once it is removed.
        var removalChanges = false
    }

    /// The work one analysis may do in all (search nodes, classes tried, words of term sets
    /// narrowed / 8). Measured in release: the per-rule facts of the 10,000-rule policy mixing
    /// hosts, path prefixes, schemes and match patterns take about 3 million units, and its
    /// whole lint stays well under the limit, which bounds what a hostile policy can cost.
    static let defaultWorkLimit = 60_000_000

    /// The most (earlier, later) overlap pairs kept for `sampledOverlaps`.
    static let overlapLimit = 64

    /// Analyses a policy, from its rules lowered once for the run when given (`LoweredRules`);
    /// the searches stop after `workLimit` units of work.
    init(policy: CheckedPolicy, rules: LoweredRules? = nil, workLimit: Int = defaultWorkLimit) {
        self.policy = policy
        let space = RequestSpace(
            rules: rules ?? LoweredRules(policy), adding: LintProbe.allCases.map(\.condition),
            responses: policy.section == .response, workLimit: workLimit)
        self.space = space
        search = LevelAdmission(conditions: space.conditionIDs, space: space).map { RegionSearch(space: space, admission: $0) }
        guard let search, !space.isExhausted else { return }
        let ruleTerms = TermSet(0..<(policy.rules.isEmpty ? 0 : search.admission.entryTerms[policy.rules.count - 1].upperBound))
        var termsByOutcome: [RuleOutcome: TermSet] = [:]
        for (index, rule) in policy.rules.enumerated() {
            termsByOutcome[rule.outcome, default: TermSet()].formUnion(TermSet(search.admission.entryTerms[index]))
        }
        for (index, rule) in policy.rules.enumerated() {
            let own = TermSet(search.admission.entryTerms[index])
            var fact = Facts()
            let decided = search.find(.init(must: [own], mustNot: search.admission.terms(before: index)))
            fact.decides = decided != nil
            if let decided { answers[Self.witnessKey(must: [index], mustNotBefore: index)] = decided.classes }
            fact.matches = fact.decides || search.find(.init(must: [own], mustNot: TermSet())) != nil
            if fact.decides && !rule.isOtherwise {
                // The next rule that holds (or the default) must give another outcome.
                let later = ruleTerms.subtracting(TermSet(0..<search.admission.entryTerms[index].upperBound))
                let accepted = later.subtracting(termsByOutcome[rule.outcome] ?? TermSet())
                let change = search.find(
                    .init(
                        must: [own], mustNot: search.admission.terms(before: index), observed: later,
                        accepted: accepted, acceptsNone: rule.outcome != .implicitDefault))
                fact.removalChanges = change != nil
                if let next = change?.outcome, overlaps.count < Self.overlapLimit { overlaps.append((index, next)) }
            }
            facts.append(fact)
            if space.isExhausted { return }
        }
        defaultDecides = search.find(.init(must: [], mustNot: ruleTerms)) != nil
    }

    /// Whether some search ran out of work (or a condition was too large to search), so the
    /// facts found are not the whole story.
    var isIncomplete: Bool { search == nil || space.isIncomplete }

    /// Whether some request satisfies rule `rule`.
    func matches(_ rule: Int) -> Bool { facts.indices.contains(rule) && facts[rule].matches }

    /// Whether rule `rule` decides some request.
    func decides(_ rule: Int) -> Bool { facts.indices.contains(rule) && facts[rule].decides }

    /// A witness on which rule `rule` matches, or nil when no request satisfies it.
    func matchWitness(_ rule: Int) -> RequestWitness? {
        matches(rule) ? witness(must: [rule], mustNotBefore: nil) : nil
    }

    /// A witness on which rule `rule` decides, or nil when it never decides.
    func decideWitness(_ rule: Int) -> RequestWitness? {
        decides(rule) ? witness(must: [rule], mustNotBefore: rule) : nil
    }

    /// Whether some request decided by rule `rule` gets another outcome once it is removed.
    func removalChangesSomething(_ rule: Int) -> Bool {
        facts.indices.contains(rule) && facts[rule].removalChanges
    }

    /// A request rule `rule` decides on which removing it keeps the outcome, when removing it
    /// changes no decision (then every request it decides is one).
    func removalKeepsWitness(_ rule: Int) -> RequestWitness? {
        removalChangesSomething(rule) ? nil : decideWitness(rule)
    }

    /// Pairs (earlier, later) of rules with different outcomes where the earlier decides a
    /// request on which the later is the next rule that holds, as met while looking for what
    /// removing each rule changes (at most `overlapLimit`, the earliest rules first: a sample,
    /// not every pair).
    func sampledOverlaps() -> [(earlier: Int, later: Int)] { overlaps }

    /// The first rule that, with the rules before it, matches every request, when it is not
    /// the last rule (so the rules after it can never decide). The latest rule that decides
    /// something (or the default, past the last rule) is that rule.
    var firstRuleCoveringAll: Int? {
        guard !defaultDecides, let latest = facts.indices.last(where: { facts[$0].decides }) else { return nil }
        return latest < policy.rules.count - 1 ? latest : nil
    }

    /// Up to `limit` earlier rules that decide requests rule `rule` matches, ascending, and
    /// whether they are all of them (each one's witness is `overlapWitness(earlier:later:)`).
    func coverers(of rule: Int, limit: Int) -> (rules: [Int], isComplete: Bool) {
        if let known = covererLists[rule], known.rules.count == limit || known.isComplete { return known }
        guard let search, rule > 0 else { return ([], true) }
        let earlier = search.admission.terms(before: rule)
        let found = search.findEachOutcome(
            .init(
                must: [TermSet(search.admission.entryTerms[rule])], mustNot: TermSet(),
                observed: earlier, accepted: earlier, acceptsNone: false), limit: limit + 1)
        for finding in found {
            if let coverer = finding.outcome { answers[Self.witnessKey(must: [coverer, rule], mustNotBefore: coverer)] = finding.classes }
        }
        let rules = Set(found.compactMap(\.outcome)).sorted()
        covererLists[rule] = (Array(rules.prefix(limit)), rules.count <= limit)
        return covererLists[rule] ?? ([], true)
    }

    /// An earlier rule that decides some request rule `rule` matches and gives it another
    /// outcome (action or tag) than rule `rule` does, if any.
    func covererWithAnotherOutcome(of rule: Int) -> Int? {
        if let known = coverersWithAnotherOutcome[rule] { return known }
        guard let search, rule > 0 else { return nil }
        let earlier = search.admission.terms(before: rule)
        let alike = policy.rules.indices.prefix(rule).filter { policy.rules[$0].outcome == policy.rules[rule].outcome }
        let found = search.find(
            .init(
                must: [TermSet(search.admission.entryTerms[rule])], mustNot: TermSet(), observed: earlier,
                accepted: earlier.subtracting(search.admission.terms(of: alike)), acceptsNone: false))
        coverersWithAnotherOutcome[rule] = .some(found?.outcome)
        if let found, let coverer = found.outcome {
            answers[Self.witnessKey(must: [coverer, rule], mustNotBefore: coverer)] = found.classes
        }
        return found?.outcome
    }

    /// A request rule `rule` decides that satisfies `probe`.
    func probeWitness(rule: Int, probe: LintProbe) -> RequestWitness? {
        witness(must: [rule, policy.rules.count + probe.rawValue], mustNotBefore: rule)
    }

    /// A request rule `earlier` decides that rule `later` also matches.
    func overlapWitness(earlier: Int, later: Int) -> RequestWitness? {
        witness(must: [earlier, later], mustNotBefore: earlier)
    }

    /// A request rule `earlier` decides that rule `later` matches and no rule between them
    /// does: one that rule `later` would decide if rule `earlier` were not there (or came after
    /// it). Nil when the rules between take every request the two share.
    func bypassWitness(earlier: Int, later: Int) -> RequestWitness? {
        witness(must: [earlier, later], mustNotBefore: earlier, alsoMustNot: Array(earlier + 1..<later))
    }

    /// Whether some request satisfies rule `included` but not rule `excluded`.
    func someRequest(matches included: Int, butNot excluded: Int) -> Bool {
        guard let search else { return false }
        return search.find(
            .init(
                must: [TermSet(search.admission.entryTerms[included])],
                mustNot: TermSet(search.admission.entryTerms[excluded]))) != nil
    }

    /// The first request (in request-space order) on which every condition of `must` holds
    /// and, when `mustNotBefore` is given, no rule before it does, nor any of `alsoMustNot`;
    /// cached.
    private func witness(must: [Int], mustNotBefore: Int?, alsoMustNot: [Int] = []) -> RequestWitness? {
        let key = Self.witnessKey(must: must, mustNotBefore: mustNotBefore) + (alsoMustNot.isEmpty ? [] : [-2] + alsoMustNot)
        if let known = witnesses[key] { return known }
        guard let search else { return nil }
        var mustNot = mustNotBefore.map { search.admission.terms(before: $0) } ?? TermSet()
        mustNot.formUnion(search.admission.terms(of: alsoMustNot))
        let query = RegionSearch.Query(must: must.map { TermSet(search.admission.entryTerms[$0]) }, mustNot: mustNot)
        // Realised with the binding and flags its classes ask for (nil when none makes it).
        let found = search.firstAnswer(query, knowing: answers.removeValue(forKey: key)).flatMap(search.witness)
            .flatMap { $0.realised(for: policy, tested: space.testedParameterTests, test: space.parameterTest(of:)) }
        witnesses[key] = found
        return found
    }

    /// How `witness(must:mustNotBefore:)` files its questions.
    private static func witnessKey(must: [Int], mustNotBefore: Int?) -> [Int] { must + [mustNotBefore ?? -1] }

    /// The work one question about conditions that are not the policy's rules may do
    /// (`someRequest(satisfying:failing:)`, `AttributeProjection.widerAttribute`).
    static let comparisonWorkLimit = 2_000_000

    /// Whether some request satisfies every condition of `conditions` and none of `excluded`
    /// (conditions that are not the rules: an edit the linter considers), decided in a request
    /// space of their own; nil when the question needs more than `comparisonWorkLimit` work or
    /// a condition is too large to search, so that nothing is claimed on a guess.
    static func someRequest(satisfying conditions: [Condition], failing excluded: [Condition], responses: Bool = false) -> Bool? {
        let space = RequestSpace(conditions: conditions + excluded, responses: responses, workLimit: comparisonWorkLimit)
        guard !space.partition.isApproximate, let admission = LevelAdmission(conditions: space.conditionIDs, space: space) else {
            return nil
        }
        var mustNot = TermSet()
        for index in conditions.count..<space.conditionIDs.count { mustNot.formUnion(TermSet(admission.entryTerms[index])) }
        let query = RegionSearch.Query(must: conditions.indices.map { TermSet(admission.entryTerms[$0]) }, mustNot: mustNot)
        let found = RegionSearch(space: space, admission: admission).find(query)
        return space.isExhausted ? nil : found != nil
    }
}
