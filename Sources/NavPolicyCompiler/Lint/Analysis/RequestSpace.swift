import NavPolicy

/// The conditions of one lint run, lowered by the compiler's `PolicyLowering` into its
/// hash-consed `ConditionStore`, with the request partition built on the compiler's
/// `PolicyPartition`; every `RegionWalk` of the run shares it (so witnesses use the same classes).
final class RequestSpace {
    /// The conditions (a copy of the lowering's store, grown by the walks' specializations).
    private var store: ConditionStore
    /// The classes of each walk level.
    let partition: RequestPartition
    /// The store id of each given condition, in order.
    let conditionIDs: [Int]
    /// The store fields each walk level fixes: one per attribute, and at the path level also
    /// every general glob field (paths and globs are classified jointly).
    private let storeFields: [[Int]]
    /// Each condition specialized with every atom of a level false (the baseline of every walk
    /// node at that level), shared by all nodes and walks.
    private var baselines: [ConditionStore.SpecializationKey: Int] = [:]
    /// Work the walks of this run may still do (condition entries set up, classes visited). Past
    /// it every walk stops and the analysis is incomplete, so no policy can stall `check`.
    private(set) var workRemaining: Int

    /// Lowers the conditions and partitions the request space for their atoms; the walks may
    /// do `workLimit` units of work in all.
    init(conditions: [Condition], workLimit: Int) {
        workRemaining = workLimit
        let lowering = PolicyLowering(CheckedPolicy(name: nil, rules: conditions.map { CheckedRule(condition: $0, action: .allow, line: 1) }))
        store = lowering.store
        conditionIDs = lowering.ruleConditions
        let policyPartition = PolicyPartition(lowering)
        partition = RequestPartition(policyPartition, atoms: lowering.atoms, atomFields: lowering.store.atomFields)
        storeFields = RequestField.allCases.map { level in
            level == .path ? [RequestField.path.rawValue] + Array(RequestField.allCases.count..<policyPartition.fieldCount) : [level.rawValue]
        }
    }

    /// Whether the walks ran out of work (their findings are then incomplete).
    var isExhausted: Bool { workRemaining < 0 }

    /// Records work done by a walk.
    func charge(_ work: Int) { workRemaining -= work }

    /// The atom ids a condition mentions (the diagram builder's traversal).
    func atomIDs(of id: Int) -> [Int] { DiagramBuilder.atoms(of: id, in: store) }

    /// A condition with every atom of `level` false.
    func baseline(_ condition: Int, level: RequestField) -> Int {
        storeFields[level.rawValue].reduce(condition) { id, field in
            store.specialize(id, field: field, key: -1, memo: &baselines) { _ in false }
        }
    }

    /// A condition with the atoms of `level` true exactly when in `trueAtoms`; `memo` caches
    /// results for one class.
    func specialize(_ condition: Int, level: RequestField, trueAtoms: Set<Int>, memo: inout [ConditionStore.SpecializationKey: Int]) -> Int {
        storeFields[level.rawValue].reduce(condition) { id, field in
            store.specialize(id, field: field, key: 0, memo: &memo) { trueAtoms.contains($0) }
        }
    }

    /// The conjunction of conditions.
    func and(_ conditions: [Int]) -> Int { store.and(conditions) }

    /// The negation of a condition.
    func not(_ condition: Int) -> Int { store.not(condition) }
}
