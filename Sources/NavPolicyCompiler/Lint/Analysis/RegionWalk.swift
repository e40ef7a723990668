/// A goal-directed walk over the request space for a list of entries (conditions with actions,
/// first match wins, the implicit default `allow` after them) that finds, with one witness each,
/// the facts it is asked for: which entries match somewhere, which decide somewhere, and where
/// removing a decider would change the action.
///
/// It walks the levels of the `RequestPartition` in `RequestField` order like a decision-diagram
/// construction, specializing every entry's condition on each class of each level with the
/// space's `SpecializationEngine`, and at each leaf looks at
/// the set of all entries true there (not just the first). Nodes are memoized on (field,
/// feasibility state, residual conditions), and a class's residuals are computed sparsely by the
/// engine. A node is skipped as soon as it cannot add a wanted fact that is still
/// unknown, so the walk costs about the size of the regions it must look at, not the number of
/// request classes (a policy of 2,000 scheme rules and 8,000 host rules has 16 million classes).
final class RegionWalk {
    /// The facts wanted about an entry.
    struct Wants: OptionSet {
        let rawValue: UInt8
        /// Some request satisfies it.
        static let matched = Wants(rawValue: 1)
        /// It decides some request.
        static let decided = Wants(rawValue: 2)
        /// Whether removing it changes some decision (explored until a change is found).
        static let removal = Wants(rawValue: 4)
    }

    let space: RequestSpace
    private let actions: [UInt8]
    private let wants: [Wants]
    private let wantsDefault: Bool
    private var entriesByAtom: [Int: [Int32]] = [:]
    private var knownMatched: [Bool]
    private var knownDecided: [Bool]
    private var knownChanges: [Bool]
    private var knownKeeps: [Bool]
    private var knownOverlaps = Set<InteractionSummary.Pair>()
    private var nodes: [InteractionSummary] = [InteractionSummary()]
    private var memo: [MemoKey: Int32] = [:]
    private var root: Int32 = 0

    private struct MemoKey: Hashable {
        var level: Int
        var state: Feasibility
        var residual: [ResidualEntry]
    }

    /// Walks the space for entries `conditions` (store ids) with `actions` (raw values; the
    /// default is `allow`), looking for the `wants` of each and, if `wantsDefault`, for a request
    /// no entry matches.
    init(space: RequestSpace, conditions: [Int], actions: [UInt8], wants: [Wants], wantsDefault: Bool) {
        self.space = space
        self.actions = actions + [0]
        self.wants = wants
        self.wantsDefault = wantsDefault
        let count = conditions.count + 1
        knownMatched = Array(repeating: false, count: count)
        knownDecided = Array(repeating: false, count: count)
        knownChanges = Array(repeating: false, count: count)
        knownKeeps = Array(repeating: false, count: count)
        space.charge(conditions.count)
        guard !space.isExhausted else { return }
        var residual: [ResidualEntry] = []
        for (entry, condition) in conditions.enumerated() {
            for atom in space.engine.atoms(of: condition) { entriesByAtom[atom, default: []].append(Int32(entry)) }
            if condition != ConditionStore.falseID { residual.append(ResidualEntry(entry: Int32(entry), condition: Int32(condition))) }
        }
        root = visit(level: 0, state: .start, residual: residual)
    }

    /// The summary at the root: every fact found, each pointing at its witness path.
    var summary: InteractionSummary { nodes[Int(root)] }

    /// The entry index that stands for the implicit default.
    var defaultEntry: Int32 { Int32(actions.count - 1) }

    /// The witness for the fact `step` selects at each node, or nil when it was not found.
    func witness(_ step: (InteractionSummary) -> Int32?) -> RequestWitness? {
        var node = nodes[Int(root)]
        var values: [RequestValue] = []
        for level in space.partition.levels {
            guard let index = step(node), index >= 0, Int(index) < node.children.count else { return nil }
            values.append(space.partition.classes(of: level)[Int(index)].value)
            let child = node.children[Int(index)]
            guard child > 0 else { return nil }
            node = nodes[Int(child)]
        }
        guard step(node) == -1 else { return nil }
        return RequestWitness(values: values)
    }

    // MARK: - Walk

    /// The positions (in the residual) of the entries that could still add a wanted, unknown
    /// fact below a node, and whether the default could (no entry is true yet).
    private func pendingEntries(_ residual: [ResidualEntry]) -> (positions: [(at: Int, beforeAnyTrue: Bool)], defaultPending: Bool) {
        var positions: [(at: Int, beforeAnyTrue: Bool)] = []
        var seenTrue = false
        for (index, item) in residual.enumerated() {
            if isPending(Int(item.entry), beforeAnyTrue: !seenTrue) { positions.append((index, !seenTrue)) }
            if item.condition == Int32(ConditionStore.trueID) { seenTrue = true }
        }
        return (positions, !seenTrue && wantsDefault && !knownDecided[actions.count - 1])
    }

    /// Whether a wanted fact of an entry is unknown (deciding needs no true entry before it).
    private func isPending(_ entry: Int, beforeAnyTrue: Bool) -> Bool {
        if wants[entry].contains(.matched) && !knownMatched[entry] { return true }
        guard beforeAnyTrue else { return false }
        return (wants[entry].contains(.decided) && !knownDecided[entry]) || (wants[entry].contains(.removal) && !knownChanges[entry])
    }

    private func visit(level: Int, state: Feasibility, residual: [ResidualEntry]) -> Int32 {
        // Hashing the residual for the memo, and a node's baseline, cost its length.
        space.charge(1 + residual.count)
        guard !space.isExhausted else { return 0 }
        let key = MemoKey(level: level, state: state, residual: residual)
        if let id = memo[key] { return id }
        let pending = pendingEntries(residual)
        guard !pending.positions.isEmpty || pending.defaultPending else {
            memo[key] = 0
            return 0
        }
        let summary = level == space.partition.levels.count
            ? leaf(residual)
            : inner(level: level, state: state, residual: residual)
        nodes.append(summary)
        let id = Int32(nodes.count - 1)
        memo[key] = id
        return id
    }

    /// The facts of one class of requests, given the entries true on it; records only new ones.
    private func leaf(_ residual: [ResidualEntry]) -> InteractionSummary {
        var summary = InteractionSummary()
        let entries = residual.filter { $0.condition == Int32(ConditionStore.trueID) }.map(\.entry)
        for entry in entries where !knownMatched[Int(entry)] {
            knownMatched[Int(entry)] = true
            summary.matched[entry] = -1
        }
        let decider = entries.first ?? defaultEntry
        if !knownDecided[Int(decider)] {
            knownDecided[Int(decider)] = true
            summary.decided[decider] = -1
        }
        guard decider != defaultEntry else { return summary }
        let next = entries.count > 1 ? entries[1] : defaultEntry
        if actions[Int(decider)] == actions[Int(next)] {
            if !knownKeeps[Int(decider)] { knownKeeps[Int(decider)] = true; summary.removalKeeps[decider] = -1 }
        } else if !knownChanges[Int(decider)] {
            knownChanges[Int(decider)] = true
            summary.removalChanges[decider] = -1
        }
        for entry in entries.dropFirst() where actions[Int(entry)] != actions[Int(decider)] && knownOverlaps.count < InteractionSummary.pairLimit {
            let pair = InteractionSummary.Pair(first: decider, second: entry)
            if knownOverlaps.insert(pair).inserted { summary.overlaps[pair] = -1 }
        }
        return summary
    }

    private func inner(level depth: Int, state: Feasibility, residual: [ResidualEntry]) -> InteractionSummary {
        let level = space.partition.levels[depth]
        let expansion = LevelExpansion(residual, level: level, in: space)
        var summary = InteractionSummary()
        let classes = space.partition.classes(of: level)
        summary.children = Array(repeating: -1, count: classes.count)
        var pending = PendingSet(pendingEntries(residual), residual: residual, baseline: expansion.baseline)
        var nextRefresh = 1
        for (index, fieldClass) in classes.enumerated() {
            guard let childState = state.advance(level: level, with: fieldClass.constraint) else { continue }
            let trueAtoms = Set(fieldClass.trueAtoms)
            let affected = expansion.affected(by: fieldClass, entriesByAtom: entriesByAtom)
            space.charge(1 + affected.count)
            if space.isExhausted { break }
            var memo: [ConditionStore.SpecializationKey: Int] = [:]
            if !pending.defaultPending, !isLive(pending, affected: affected, expansion: expansion, trueAtoms: trueAtoms, memo: &memo) {
                continue
            }
            let childResidual = expansion.child(affected: affected, trueAtoms: trueAtoms, memo: &memo)
            let child = visit(level: depth + 1, state: childState, residual: childResidual)
            summary.children[index] = child
            summary.absorb(nodes[Int(child)], through: Int32(index))
            // Facts only become known; refreshing on a doubling schedule keeps this linear.
            if index + 1 >= nextRefresh {
                nextRefresh *= 2
                pending.refresh { isPending(Int($0.entry), beforeAnyTrue: $0.beforeAnyTrue) }
                pending.defaultPending = pending.defaultPending && !knownDecided[actions.count - 1]
                if pending.isEmpty && !pending.defaultPending { break }
            }
        }
        return summary
    }

    /// Whether some pending entry can be true on a class: one untouched by the class whose
    /// baseline is not false, or a touched one that specializes to something not false.
    private func isLive(
        _ pending: PendingSet, affected: Set<Int32>, expansion: LevelExpansion,
        trueAtoms: Set<Int>, memo: inout [ConditionStore.SpecializationKey: Int]
    ) -> Bool {
        let touchedLive = affected.reduce(0) { $0 + (pending.liveInBaseline.contains($1) ? 1 : 0) }
        if pending.liveInBaseline.count > touchedLive { return true }
        return affected.contains { entry in
            guard pending.entries.contains(entry), let condition = expansion.specialized(entry, trueAtoms: trueAtoms, memo: &memo) else { return false }
            return condition != ConditionStore.falseID
        }
    }

    /// The pending entries of a node, and those of them whose baseline is not false.
    private struct PendingSet {
        var items: [(entry: Int32, beforeAnyTrue: Bool)]
        var entries: Set<Int32>
        var liveInBaseline: Set<Int32>
        var defaultPending: Bool
        private let baselineLive: Set<Int32>

        init(_ pending: (positions: [(at: Int, beforeAnyTrue: Bool)], defaultPending: Bool), residual: [ResidualEntry], baseline: [ResidualEntry]) {
            items = pending.positions.map { (residual[$0.at].entry, $0.beforeAnyTrue) }
            entries = Set(items.map(\.entry))
            baselineLive = Set(baseline.map(\.entry))
            liveInBaseline = entries.intersection(baselineLive)
            defaultPending = pending.defaultPending
        }

        var isEmpty: Bool { items.isEmpty }

        mutating func refresh(_ stillPending: ((entry: Int32, beforeAnyTrue: Bool)) -> Bool) {
            items.removeAll { !stillPending($0) }
            entries = Set(items.map(\.entry))
            liveInBaseline = entries.intersection(baselineLive)
        }
    }
}
