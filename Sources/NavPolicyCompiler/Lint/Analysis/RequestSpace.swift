/// The conditions of one lint run lowered into one store, and the request partition for all
/// their atoms; every `RegionWalk` of the run shares it (so witnesses use the same classes).
final class RequestSpace {
    /// The hash-consed conditions (grows as walks specialize them).
    var store = ConditionStore()
    /// The classes of each request field.
    let partition: RequestPartition
    /// The store id of each given condition, in order.
    let conditionIDs: [Int]
    /// Per field, each condition specialized with every atom of the field false (the baseline
    /// of every walk node at that field), shared by all nodes and walks.
    private var baselines = [[Int: Int]](repeating: [:], count: RequestField.allCases.count)

    /// A condition with every atom of `field` false.
    func baseline(_ condition: Int, field: RequestField) -> Int {
        if let cached = baselines[field.rawValue][condition] { return cached }
        return store.specialize(condition, field: field, isTrue: { _ in false }, memo: &baselines[field.rawValue])
    }

    /// Lowers the conditions and partitions the request space for their atoms.
    init(conditions: [Condition]) {
        var store = ConditionStore()
        conditionIDs = conditions.map { ConditionLowering.lower($0, into: &store) }
        partition = RequestPartition(atoms: store.atoms)
        self.store = store
    }
}
