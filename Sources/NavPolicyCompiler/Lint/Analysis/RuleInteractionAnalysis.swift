import NavPolicy

/// The exact rule-interaction analysis of a policy, over every request a URL can realize (see
/// `RequestPartition`): which rules can match, which can decide, which earlier rules take a
/// rule's requests, what removing a rule changes, and whether a rule's action meets a request
/// a `LintProbe` describes — each with one witness request. One `RegionWalk` answers the
/// per-rule facts; the questions about one rule (its coverers, its probes) walk only that
/// rule's region, on demand.
final class RuleInteractionAnalysis {
    let policy: CheckedPolicy
    private let space: RequestSpace
    private let main: RegionWalk

    /// The work the walks of one analysis may do in all. Calibrated in release: a 10,000-rule
    /// host/scheme policy needs about 25 million units, a 2,000-rule policy mixing hosts, paths,
    /// schemes and match patterns about 53 million (7 s); a 10,000-rule mix of that kind stops
    /// here after about 13 s instead of running for many minutes.
    static let defaultWorkLimit = 60_000_000

    /// Analyses a policy; the walks stop after `workLimit` units of work.
    init(policy: CheckedPolicy, workLimit: Int = defaultWorkLimit) {
        self.policy = policy
        space = RequestSpace(conditions: policy.rules.map(\.condition) + LintProbe.allCases.map(\.condition), workLimit: workLimit)
        main = RegionWalk(
            space: space,
            conditions: Array(space.conditionIDs.prefix(policy.rules.count)),
            actions: policy.rules.map(\.action.rawValue),
            wants: policy.rules.map { $0.isOtherwise ? [.matched, .decided] : [.matched, .decided, .removal] },
            wantsDefault: true)
    }

    /// Whether some walk ran out of work, so the facts found are not the whole story.
    var isIncomplete: Bool { space.isIncomplete }

    private var ruleIDs: ArraySlice<Int> { space.conditionIDs.prefix(policy.rules.count) }

    /// A witness on which rule `rule` matches, or nil when no request satisfies it.
    func matchWitness(_ rule: Int) -> RequestWitness? {
        main.witness { $0.matched[Int32(rule)] }
    }

    /// A witness on which rule `rule` decides, or nil when it never decides.
    func decideWitness(_ rule: Int) -> RequestWitness? {
        main.witness { $0.decided[Int32(rule)] }
    }

    /// Whether some request decided by rule `rule` gets another action once it is removed.
    func removalChangesSomething(_ rule: Int) -> Bool {
        main.summary.removalChanges[Int32(rule)] != nil
    }

    /// A request rule `rule` decides on which removing it keeps the action.
    func removalKeepsWitness(_ rule: Int) -> RequestWitness? {
        main.witness { $0.removalKeeps[Int32(rule)] }
    }

    /// Pairs (earlier, later) of rules with different actions where the earlier decides a
    /// request the later also matches, as met by the main walk (bounded in number; the walk
    /// stops exploring once its facts are known, so this is a sample, not every pair).
    func sampledOverlaps() -> [(earlier: Int, later: Int)] {
        main.summary.overlaps.keys.sorted { ($0.first, $0.second) < ($1.first, $1.second) }.map { (Int($0.first), Int($0.second)) }
    }

    /// The first rule that, with the rules before it, matches every request, when it is not
    /// the last rule (so the rules after it can never decide). The latest rule that decides
    /// something (or the default, past the last rule) is that rule.
    var firstRuleCoveringAll: Int? {
        guard let latest = main.summary.decided.keys.max().map(Int.init) else { return nil }
        return latest < policy.rules.count - 1 ? latest : nil
    }

    /// The earlier rules that decide requests rule `rule` matches, with a witness each: a walk
    /// of the rule's region with the earlier rules restricted to it.
    func coverers(of rule: Int) -> [(rule: Int, witness: RequestWitness)] {
        let id = space.conditionIDs[rule]
        let conditions = ruleIDs.prefix(rule).map { space.engine.and([$0, id]) }
        let walk = RegionWalk(
            space: space, conditions: conditions,
            actions: policy.rules.prefix(rule).map(\.action.rawValue),
            wants: Array(repeating: .decided, count: rule), wantsDefault: false)
        return (0..<rule).compactMap { coverer in walk.witness { $0.decided[Int32(coverer)] }.map { (coverer, $0) } }
    }

    /// A request rule `rule` decides that satisfies `probe`.
    func probeWitness(rule: Int, probe: LintProbe) -> RequestWitness? {
        decideWitness(rule, alsoSatisfying: space.conditionIDs[policy.rules.count + probe.rawValue])
    }

    /// A request rule `earlier` decides that rule `later` also matches.
    func overlapWitness(earlier: Int, later: Int) -> RequestWitness? {
        decideWitness(earlier, alsoSatisfying: space.conditionIDs[later])
    }

    /// A request rule `rule` decides on which condition `extra` holds: a walk of the region of
    /// both, behind the earlier rules.
    private func decideWitness(_ rule: Int, alsoSatisfying extra: Int) -> RequestWitness? {
        let goal = space.engine.and([space.conditionIDs[rule], extra])
        // Most such questions have no answer at all; a walk of the goal alone settles them cheaply.
        guard isSatisfiable(goal) else { return nil }
        let conditions = Array(ruleIDs.prefix(rule)) + [goal]
        let walk = RegionWalk(
            space: space, conditions: conditions,
            actions: policy.rules.prefix(rule + 1).map(\.action.rawValue),
            wants: Array(repeating: [], count: rule) + [.decided], wantsDefault: false)
        return walk.witness { $0.decided[Int32(rule)] }
    }

    /// Whether some request satisfies rule `included` but not rule `excluded`.
    func someRequest(matches included: Int, butNot excluded: Int) -> Bool {
        isSatisfiable(space.engine.and([space.conditionIDs[included], space.engine.not(space.conditionIDs[excluded])]))
    }

    /// Whether some request satisfies a condition of the store.
    private func isSatisfiable(_ condition: Int) -> Bool {
        Self.isSatisfiable(condition, in: space)
    }

    /// Whether some request satisfies a condition of `space`.
    private static func isSatisfiable(_ condition: Int, in space: RequestSpace) -> Bool {
        let walk = RegionWalk(space: space, conditions: [condition], actions: [0], wants: [.matched], wantsDefault: false)
        return walk.witness { $0.matched[0] } != nil
    }

    /// The work one `someRequest(satisfies:butNot:)` question may do.
    static let comparisonWorkLimit = 2_000_000

    /// Whether some request satisfies `included` but not `excluded`, for conditions that are
    /// not the policy's rules (projections of them), decided in a request space of their own;
    /// false when the question needs more than `comparisonWorkLimit` work.
    static func someRequest(satisfies included: Condition, butNot excluded: Condition) -> Bool {
        let space = RequestSpace(conditions: [.and([included, .not(excluded)])], workLimit: comparisonWorkLimit)
        return isSatisfiable(space.conditionIDs[0], in: space) && !space.isExhausted
    }
}
