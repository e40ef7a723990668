import NavPolicy

/// The exact rule-interaction analysis: which rules can match, which can decide, which earlier
/// rules take a rule's requests, what removing a rule changes, and whether a rule's action can
/// meet a request the lint probes describe — each over every request URL can realize, with one
/// witness per fact.
///
/// It walks the request fields in `RequestField` order like a decision-diagram construction,
/// specializing every rule's condition on each class of each field, but keeps at each leaf the
/// set of all rules true there (not just the first) and summarizes bottom-up. Nodes are memoized
/// on (field, feasibility state, residual conditions), so identical sub-walks are shared and a
/// class's residuals are computed sparsely: only rules mentioning an atom true in the class
/// differ from the class where every atom of the field is false.
final class RuleInteractionAnalysis {
    /// A request property a lint rule asks about for rules with a given action.
    struct Probe {
        /// The action of the rules the probe applies to.
        var action: Action
        /// The condition the request must satisfy.
        var condition: Condition
    }

    let policy: CheckedPolicy
    let probes: [Probe]
    private var store = ConditionStore()
    private let partition: RequestPartition
    /// Condition ids of the rules, then of the probes.
    private var entryConditions: [Int] = []
    /// For each atom, the entries whose condition mentions it.
    private var entriesByAtom: [Int: [Int32]] = [:]
    private var nodes: [InteractionSummary] = []
    private var memo: [MemoKey: Int32] = [:]
    private var root: Int32 = -1

    private struct MemoKey: Hashable {
        var level: Int
        var state: UInt8
        var residual: [Int32]
    }

    /// Analyses a policy, with the probes the hygiene rules use.
    init(policy: CheckedPolicy, probes: [Probe] = RuleInteractionAnalysis.standardProbes) {
        self.policy = policy
        self.probes = probes
        for rule in policy.rules { entryConditions.append(ConditionLowering.lower(rule.condition, into: &store)) }
        for probe in probes { entryConditions.append(ConditionLowering.lower(probe.condition, into: &store)) }
        for (entry, condition) in entryConditions.enumerated() {
            for atom in store.atomIDs(of: condition) { entriesByAtom[atom, default: []].append(Int32(entry)) }
        }
        partition = RequestPartition(atoms: store.atoms)
        var residual: [Int32] = []
        for (entry, condition) in entryConditions.enumerated() where condition != ConditionStore.falseID {
            residual += [Int32(entry), Int32(condition)]
        }
        root = visit(level: 0, state: [], residual: residual)
    }

    /// The probes of the hygiene rules, in `LintProbe` order.
    static let standardProbes: [Probe] = LintProbe.allCases.map { Probe(action: $0.action, condition: $0.condition) }

    // MARK: - Facts

    /// The number of rules (probes excluded).
    var ruleCount: Int { policy.rules.count }

    /// A witness on which rule `rule` matches, or nil when no request satisfies it.
    func matchWitness(_ rule: Int) -> LintWitness? {
        witness { $0.matched[Int32(rule)] }
    }

    /// A witness on which rule `rule` decides, or nil when it never decides.
    func decideWitness(_ rule: Int) -> LintWitness? {
        witness { $0.decided[Int32(rule)] }
    }

    /// The earlier rules that decide requests rule `rule` matches, with a witness each.
    func coverers(of rule: Int) -> [(rule: Int, witness: LintWitness)] {
        guard root >= 0, let coverers = nodes[Int(root)].coveredBy[Int32(rule)] else { return [] }
        return coverers.keys.sorted().compactMap { coverer in
            witness { $0.coveredBy[Int32(rule)]?[coverer] }.map { (Int(coverer), $0) }
        }
    }

    /// Whether some request decided by rule `rule` gets another action once the rule is removed.
    func removalChangesSomething(_ rule: Int) -> Bool {
        root >= 0 && nodes[Int(root)].removalChanges[Int32(rule)] != nil
    }

    /// A request rule `rule` decides on which its removal keeps the action.
    func removalKeepsWitness(_ rule: Int) -> LintWitness? {
        witness { $0.removalKeeps[Int32(rule)] }
    }

    /// A request rule `rule` decides that satisfies probe `probe`.
    func probeWitness(rule: Int, probe: LintProbe) -> LintWitness? {
        let pair = InteractionSummary.Pair(first: Int32(rule), second: Int32(ruleCount + probe.rawValue))
        return witness { $0.probeHits[pair] }
    }

    /// Pairs (earlier, later) of rules with different actions where the earlier decides a
    /// request the later also matches, with a witness each (bounded in number).
    func overlaps() -> [(earlier: Int, later: Int, witness: LintWitness)] {
        guard root >= 0 else { return [] }
        return nodes[Int(root)].overlaps.keys.sorted { ($0.first, $0.second) < ($1.first, $1.second) }.compactMap { pair in
            witness { $0.overlaps[pair] }.map { (Int(pair.first), Int(pair.second), $0) }
        }
    }

    /// The first rule that, with the rules before it, matches every request, when it is not
    /// the last rule (so the rules after it can never decide).
    var firstRuleCoveringAll: Int? {
        guard root >= 0 else { return nil }
        let latest = Int(nodes[Int(root)].latestFirstMatch)
        return latest < ruleCount - 1 ? latest : nil
    }

    /// Whether some request satisfies `condition` (over the same classes; its atoms must be
    /// among the policy's, which holds for conditions built from its rules).
    func isSatisfiable(_ condition: Condition) -> Bool {
        RuleInteractionAnalysis(policy: CheckedPolicy(name: nil, rules: [CheckedRule(condition: condition, action: .cancel, line: 1)]), probes: [])
            .matchWitness(0) != nil
    }

    // MARK: - Walk

    private func visit(level: Int, state: RequestPartition.Constraint, residual: [Int32]) -> Int32 {
        let key = MemoKey(level: level, state: state.rawValue, residual: residual)
        if let id = memo[key] { return id }
        let summary: InteractionSummary
        if level == RequestField.allCases.count {
            var entries: [Int32] = []
            for index in stride(from: 0, to: residual.count, by: 2) where residual[index + 1] == Int32(ConditionStore.trueID) {
                entries.append(residual[index])
            }
            let count = Int32(ruleCount)
            summary = InteractionSummary(
                leafMatching: entries, ruleCount: count,
                actionOf: { [policy] in $0 < count ? policy.rules[Int($0)].action.rawValue : Action.allow.rawValue },
                probeAction: { [probes] in probes[Int($0 - count)].action.rawValue })
        } else {
            summary = inner(level: level, state: state, residual: residual)
        }
        nodes.append(summary)
        let id = Int32(nodes.count - 1)
        memo[key] = id
        return id
    }

    private func inner(level: Int, state: RequestPartition.Constraint, residual: [Int32]) -> InteractionSummary {
        let field = RequestField(rawValue: level) ?? .path
        var baseMemo: [Int: Int] = [:]
        var baseline: [Int32] = []
        var position: [Int32: Int] = [:]
        for index in stride(from: 0, to: residual.count, by: 2) {
            position[residual[index]] = index
            let condition = store.specialize(Int(residual[index + 1]), field: field, isTrue: { _ in false }, memo: &baseMemo)
            if condition != ConditionStore.falseID { baseline += [residual[index], Int32(condition)] }
        }
        var summary = InteractionSummary()
        let classes = partition.fields[level]
        summary.children = Array(repeating: -1, count: classes.count)
        for (index, fieldClass) in classes.enumerated() {
            guard let childState = Self.advance(state, field: field, with: fieldClass.constraint) else { continue }
            var affected = Set<Int32>()
            for atom in fieldClass.trueAtoms {
                for entry in entriesByAtom[atom] ?? [] where position[entry] != nil { affected.insert(entry) }
            }
            let childResidual = affected.isEmpty ? baseline : specialized(residual, baseline: baseline, affected: affected, position: position, field: field, trueAtoms: Set(fieldClass.trueAtoms))
            let child = visit(level: level + 1, state: childState, residual: childResidual)
            summary.children[index] = child
            summary.absorb(nodes[Int(child)], through: Int32(index))
        }
        return summary
    }

    /// The baseline residual with the affected entries re-specialized for one class.
    private func specialized(_ residual: [Int32], baseline: [Int32], affected: Set<Int32>, position: [Int32: Int], field: RequestField, trueAtoms: Set<Int>) -> [Int32] {
        var memo: [Int: Int] = [:]
        var changed: [(Int32, Int32)] = []
        for entry in affected.sorted() {
            guard let at = position[entry] else { continue }
            let condition = store.specialize(Int(residual[at + 1]), field: field, isTrue: { trueAtoms.contains($0) }, memo: &memo)
            if condition != ConditionStore.falseID { changed.append((entry, Int32(condition))) }
        }
        var result: [Int32] = []
        result.reserveCapacity(baseline.count + changed.count * 2)
        var next = 0
        for index in stride(from: 0, to: baseline.count, by: 2) {
            let entry = baseline[index]
            while next < changed.count, changed[next].0 < entry {
                result += [changed[next].0, changed[next].1]
                next += 1
            }
            if !affected.contains(entry) { result += [entry, baseline[index + 1]] }
        }
        while next < changed.count {
            result += [changed[next].0, changed[next].1]
            next += 1
        }
        return result
    }

    /// The feasibility state after choosing a class, or nil when the class cannot occur.
    private static func advance(_ state: RequestPartition.Constraint, field: RequestField, with constraint: RequestPartition.Constraint) -> RequestPartition.Constraint? {
        switch field {
        case .target, .navigation: return state
        case .scheme: return constraint.intersection([.requiresHost, .special])
        case .host:
            if constraint.contains(.hostIsNone) && state.contains(.requiresHost) { return nil }
            return state.intersection(.special).union(constraint.intersection(.hostIsNone))
        case .current:
            if constraint.contains(.needsHost) && state.contains(.hostIsNone) { return nil }
            return state
        case .path:
            if constraint.contains(.opaquePath) && (state.contains(.special) || !state.contains(.hostIsNone)) { return nil }
            if constraint.contains(.doubleSlashPath) && state.contains(.hostIsNone) { return nil }
            return []
        }
    }

    // MARK: - Witnesses

    /// The witness for the fact `step` selects at each node, or nil when it does not hold.
    private func witness(_ step: (InteractionSummary) -> Int32?) -> LintWitness? {
        guard root >= 0 else { return nil }
        var node = nodes[Int(root)]
        var representatives: [String] = []
        for level in 0..<RequestField.allCases.count {
            guard let index = step(node), index >= 0, Int(index) < node.children.count else { return nil }
            representatives.append(partition.fields[level][Int(index)].representative)
            let child = node.children[Int(index)]
            guard child >= 0 else { return nil }
            node = nodes[Int(child)]
        }
        guard step(node) == -1 else { return nil }
        return LintWitness(representatives: representatives)
    }
}
