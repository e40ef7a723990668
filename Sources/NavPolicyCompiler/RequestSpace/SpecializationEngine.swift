import NavPolicy

/// Which entries (conditions, in order) mention each atom: the entries a class with some true
/// atoms can change, the rest keeping their baseline (every atom of the field false). The one
/// index behind every sparse specialization: the diagram builder's classes, `diff`'s joint
/// walk and the truths of the bit-vector forms.
struct AtomIndex {
    /// Per atom id, the entries mentioning it, ascending.
    private let entries: [[Int32]]

    /// The index of `conditions` (store ids; entry i is `conditions[i]`) over `atomCount` atoms.
    init(_ conditions: [Int], atomCount: Int, engine: SpecializationEngine) {
        var entries = Array(repeating: [Int32](), count: atomCount)
        for (entry, condition) in conditions.enumerated() {
            for atom in engine.atoms(of: condition) { entries[atom].append(Int32(entry)) }
        }
        self.entries = entries
    }

    /// The entries mentioning some atom of `trueAtoms`, ascending, each once.
    func entries(touchedBy trueAtoms: [Int]) -> [Int32] {
        if trueAtoms.count == 1 { return entries[trueAtoms[0]] }
        return Set(trueAtoms.flatMap { entries[$0] }).sorted()
    }
}

/// A condition's truth over the classes of a field, sparsely: its truth where none of its
/// atoms is true (`baseline`), and the classes where it has the other truth.
struct SparseTruth {
    /// The truth with every atom of the field false.
    var baseline: Bool
    /// The classes where the truth is `!baseline`, ascending.
    var exceptions: [Int32]

    /// The same truth stated against the truth of most of the `classCount` classes (false on a
    /// tie), with the classes that differ from it, ascending: no condition then lists more
    /// than half the classes.
    func majority(classCount: Int) -> (truth: Bool, exceptions: [Int32]) {
        let trueCount = baseline ? classCount - exceptions.count : exceptions.count
        let truth = 2 * trueCount > classCount
        guard truth != baseline else { return (truth, exceptions) }
        var others: [Int32] = []
        others.reserveCapacity(classCount - exceptions.count)
        var next = 0
        for classIndex in 0..<Int32(classCount) {
            if next < exceptions.count, exceptions[next] == classIndex { next += 1 } else { others.append(classIndex) }
        }
        return (truth, others)
    }
}

/// One entry of a residual: an entry index (a rule, a lint probe, a rule of one of two
/// policies) and its condition as specialized so far.
struct ResidualEntry: Hashable {
    /// The entry's index; residuals hold entries in ascending index order.
    var entry: Int32
    /// The condition's id in the engine's store.
    var condition: Int32
}

/// The specialisation engine behind the decision diagram, the linter's walks and `diff`: it
/// fixes one field (or one walk level) at a time in the conditions of a residual, sparsely.
///
/// For a class of a field, only entries mentioning an atom true in the class differ from the
/// baseline (every atom of the field false); the rest are copied from the baseline, so a field
/// with 100,000 classes does not cost 100,000 full specializations. The engine owns the
/// hash-consed store (grown by specialization) and the work budget its callers charge.
final class SpecializationEngine {
    /// The conditions.
    private(set) var store: ConditionStore
    /// The work allowed to everything using this engine.
    let budget: WorkBudget
    /// Conditions specialized with every atom of a field false, shared by all callers.
    private var baselines: [ConditionStore.SpecializationKey: Int] = [:]

    /// An engine over the lowered conditions of `store`.
    init(store: ConditionStore, budget: WorkBudget) {
        self.store = store
        self.budget = budget
    }

    /// A condition with every atom of `fields` false.
    func baseline(_ condition: Int, fields: [RequestField]) -> Int {
        fields.reduce(condition) { id, field in
            store.specialize(id, field: field, key: -1, memo: &baselines, trueAtoms: [])
        }
    }

    /// A condition with the atoms of `fields` true exactly when in `trueAtoms`; `memo` caches
    /// results under `key`, which must identify the class within `memo`.
    func specialize(
        _ condition: Int, fields: [RequestField], trueAtoms: Set<Int>, key: Int, memo: inout [ConditionStore.SpecializationKey: Int]
    ) -> Int {
        fields.reduce(condition) { id, field in
            store.specialize(id, field: field, key: key, memo: &memo, trueAtoms: trueAtoms)
        }
    }

    /// The truth of literals over `fields` (each mentions no other field) on every class,
    /// sparsely (`SparseTruth`): only the literals mentioning an atom true in a class are
    /// specialized for it, so a field with 100,000 classes costs what its atoms name. Charges
    /// the budget per class. The one truth computation of both bit-vector forms, the compiler's
    /// `RuleMatcher` and the linter's `LevelAdmission`.
    func truths(of literals: [Int], fields: [RequestField], classes: [[Int]]) -> [SparseTruth] {
        var truths = literals.map { SparseTruth(baseline: self.baseline($0, fields: fields) == ConditionStore.trueID, exceptions: []) }
        let index = AtomIndex(literals, atomCount: store.atomFields.count, engine: self)
        var memo: [ConditionStore.SpecializationKey: Int] = [:]
        for (classIndex, trueAtoms) in classes.enumerated() {
            let affected = index.entries(touchedBy: trueAtoms)
            budget.charge(1 + affected.count)
            guard !affected.isEmpty else { continue }
            let atoms = Set(trueAtoms)
            for position in affected.map(Int.init) {
                let truth =
                    specialize(literals[position], fields: fields, trueAtoms: atoms, key: classIndex, memo: &memo) == ConditionStore.trueID
                if truth != truths[position].baseline { truths[position].exceptions.append(Int32(classIndex)) }
            }
        }
        return truths
    }

    /// The residual with every atom of `fields` false, false entries dropped (not truncated:
    /// a class may turn a true baseline entry's predecessors true or false again).
    func baseline(of residual: [ResidualEntry], fields: [RequestField]) -> [ResidualEntry] {
        residual.compactMap { item in
            let condition = baseline(Int(item.condition), fields: fields)
            return condition == ConditionStore.falseID ? nil : ResidualEntry(entry: item.entry, condition: Int32(condition))
        }
    }

    /// The residual for one class: the baseline, with the `affected` entries (ascending; those
    /// mentioning an atom true in the class) re-specialized from `residual` instead, in entry
    /// order; false entries dropped and, when `truncating`, everything after the first true one.
    func classResidual(
        _ residual: [ResidualEntry], baseline: [ResidualEntry], affected: [Int32],
        fields: [RequestField], trueAtoms: Set<Int>, key: Int,
        memo: inout [ConditionStore.SpecializationKey: Int], truncating: Bool
    ) -> [ResidualEntry] {
        var result: [ResidualEntry] = []
        result.reserveCapacity(baseline.count + affected.count)
        var next = 0
        func append(_ item: ResidualEntry) -> Bool {
            result.append(item)
            return truncating && item.condition == Int32(ConditionStore.trueID)
        }
        for entry in affected {
            while next < baseline.count, baseline[next].entry < entry {
                if append(baseline[next]) { return result }
                next += 1
            }
            if next < baseline.count, baseline[next].entry == entry { next += 1 }
            guard let position = Self.position(of: entry, in: residual) else { continue }
            let condition = specialize(Int(residual[position].condition), fields: fields, trueAtoms: trueAtoms, key: key, memo: &memo)
            if condition == ConditionStore.falseID { continue }
            if append(ResidualEntry(entry: entry, condition: Int32(condition))) { return result }
        }
        for item in baseline[next...] where append(item) { break }
        return result
    }

    /// `residual` up to and including its first true entry.
    static func truncatedAfterTrue(_ residual: [ResidualEntry]) -> [ResidualEntry] {
        guard let first = residual.firstIndex(where: { $0.condition == Int32(ConditionStore.trueID) }) else { return residual }
        return Array(residual[...first])
    }

    /// Binary search for an entry in a residual (entries ascend).
    private static func position(of entry: Int32, in residual: [ResidualEntry]) -> Int? {
        var (low, high) = (0, residual.count)
        while low < high {
            let middle = (low + high) / 2
            if residual[middle].entry < entry { low = middle + 1 } else { high = middle }
        }
        return low < residual.count && residual[low].entry == entry ? low : nil
    }

    /// The smallest field any condition of the residual mentions.
    func firstField(of residual: [ResidualEntry]) -> RequestField? {
        residual.compactMap { store.fields[Int($0.condition)].first }.min()
    }

    /// The distinct atoms of a condition.
    func atoms(of condition: Int) -> [Int] { store.atoms(of: condition) }

    /// The conjunction of conditions.
    func and(_ conditions: [Int]) -> Int { store.and(conditions) }

    /// The negation of a condition.
    func not(_ condition: Int) -> Int { store.not(condition) }
}
