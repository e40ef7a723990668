import NavPolicy

/// One node of a request-space walk being expanded over the classes of its level: the
/// residual, its baseline (every atom of the level false), and for each class the entries it
/// touches and the child residual, computed sparsely by the space's `SpecializationEngine`.
/// Used by `PolicyComparison`'s joint walk.
struct LevelExpansion {
    /// The level being fixed.
    let level: RequestField
    /// The residual at the node (entries ascending).
    let residual: [ResidualEntry]
    /// The residual with every atom of the level false.
    let baseline: [ResidualEntry]
    /// The position of each entry in `residual`.
    let position: [Int32: Int]
    private let fields: [RequestField]
    private let engine: SpecializationEngine

    /// Expands `residual` at `level` of `space`.
    init(_ residual: [ResidualEntry], level: RequestField, in space: RequestSpace) {
        self.level = level
        self.residual = residual
        engine = space.engine
        fields = space.partition.fields(of: level)
        baseline = engine.baseline(of: residual, fields: fields)
        position = Dictionary(uniqueKeysWithValues: residual.enumerated().map { ($1.entry, $0) })
    }

    /// The entries of the residual that mention an atom true in the class (ascending), given
    /// the walk's index of entries by atom.
    func affected(by fieldClass: RequestPartition.FieldClass, index: AtomIndex) -> [Int32] {
        index.entries(touchedBy: fieldClass.trueAtoms).filter { position[$0] != nil }
    }

    /// The condition of the residual's `entry` specialized for a class (`memo` per class).
    func specialized(_ entry: Int32, trueAtoms: Set<Int>, memo: inout [ConditionStore.SpecializationKey: Int]) -> Int? {
        guard let at = position[entry] else { return nil }
        return engine.specialize(Int(residual[at].condition), fields: fields, trueAtoms: trueAtoms, key: 0, memo: &memo)
    }

    /// The child residual of a class whose `affected` entries were computed above.
    func child(affected: [Int32], trueAtoms: Set<Int>, memo: inout [ConditionStore.SpecializationKey: Int], truncating: Bool = false)
        -> [ResidualEntry]
    {
        guard !affected.isEmpty else { return truncating ? SpecializationEngine.truncatedAfterTrue(baseline) : baseline }
        return engine.classResidual(
            residual, baseline: baseline, affected: affected, fields: fields,
            trueAtoms: trueAtoms, key: 0, memo: &memo, truncating: truncating)
    }
}
