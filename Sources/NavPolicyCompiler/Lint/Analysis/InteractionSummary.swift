/// What holds somewhere below one node of the analysis walk: each fact maps to the class index
/// (at this node's field) through which one request with that fact is reached, so one witness
/// per fact is kept without copying paths (`-1` at a leaf).
struct InteractionSummary {
    /// A pair of entries (rule, rule) or (rule, probe).
    struct Pair: Hashable {
        var first: Int32
        var second: Int32
    }

    /// The most correlated pairs kept per node, so a pathological policy stays fast.
    static let pairLimit = 64

    /// Child node per class (`-1`: the class is infeasible here); empty at a leaf.
    var children: [Int32] = []
    /// Entries (rules and probes) true on some request.
    var matched: [Int32: Int32] = [:]
    /// Rules that decide some request.
    var decided: [Int32: Int32] = [:]
    /// Rule → earlier rules that decide some request the rule matches.
    var coveredBy: [Int32: [Int32: Int32]] = [:]
    /// Rules that decide some request on which removing them changes the action.
    var removalChanges: [Int32: Int32] = [:]
    /// Rules that decide some request on which removing them keeps the action.
    var removalKeeps: [Int32: Int32] = [:]
    /// (deciding rule, probe) pairs that hold together on some request.
    var probeHits: [Pair: Int32] = [:]
    /// (deciding rule, later matching rule with another action) pairs.
    var overlaps: [Pair: Int32] = [:]
    /// The largest index of the first matching rule over all requests (rule count: none).
    var latestFirstMatch: Int32 = -1

    /// Adds what holds below a child reached through class `index`.
    mutating func absorb(_ child: InteractionSummary, through index: Int32) {
        for key in child.matched.keys where matched[key] == nil { matched[key] = index }
        for key in child.decided.keys where decided[key] == nil { decided[key] = index }
        for (rule, coverers) in child.coveredBy {
            var mine = coveredBy[rule] ?? [:]
            for coverer in coverers.keys where mine[coverer] == nil { mine[coverer] = index }
            coveredBy[rule] = mine
        }
        for key in child.removalChanges.keys where removalChanges[key] == nil { removalChanges[key] = index }
        for key in child.removalKeeps.keys where removalKeeps[key] == nil { removalKeeps[key] = index }
        for key in child.probeHits.keys where probeHits[key] == nil { probeHits[key] = index }
        for key in child.overlaps.keys where overlaps[key] == nil && overlaps.count < Self.pairLimit { overlaps[key] = index }
        latestFirstMatch = max(latestFirstMatch, child.latestFirstMatch)
    }

    /// The summary of one class of requests (a leaf), given the entries true on it.
    init(leafMatching entries: [Int32], ruleCount: Int32, actionOf: (Int32) -> UInt8, probeAction: (Int32) -> UInt8) {
        let rules = entries.filter { $0 < ruleCount }
        let probes = entries.filter { $0 >= ruleCount }
        for rule in rules { matched[rule] = -1 }
        for probe in probes { matched[probe] = -1 }
        latestFirstMatch = rules.first ?? ruleCount
        guard let decider = rules.first else { return }
        decided[decider] = -1
        let action = actionOf(decider)
        let nextAction = rules.count > 1 ? actionOf(rules[1]) : actionOf(ruleCount)
        if action == nextAction { removalKeeps[decider] = -1 } else { removalChanges[decider] = -1 }
        for rule in rules.dropFirst() {
            coveredBy[rule] = [decider: -1]
            if actionOf(rule) != action, overlaps.count < 4 { overlaps[Pair(first: decider, second: rule)] = -1 }
        }
        for probe in probes where probeAction(probe) == action {
            probeHits[Pair(first: decider, second: probe)] = -1
        }
    }

    /// An empty summary for an inner node.
    init() {}
}
