import Testing

@testable import NavPolicyCompiler

/// `ConditionStore.specialize` decides an `and` / `or` of one field's atoms (a list) from its
/// true atoms alone, and agrees with specializing it operand by operand.
struct ConditionSpecializationTests {
    /// A store with `count` atoms of `path` and one of `host`, and the `and` and `or` of the
    /// path atoms, and an `or` mixing both fields.
    static func store(count: Int) -> (store: ConditionStore, paths: [Int], host: Int, any: Int, all: Int, mixed: Int) {
        var store = ConditionStore()
        let paths = (0..<count).map { _ in store.registerAtom(field: .path) }
        let host = store.registerAtom(field: .host)
        let leaves = paths.map { store.atom($0) }
        let any = store.or(leaves)
        let all = store.and(leaves)
        let mixed = store.or(leaves + [store.atom(host)])
        return (store, paths, host, any, all, mixed)
    }

    @Test(arguments: [[], [0], [3], [0, 1, 2, 3], [1, 3]])
    func aListOfOneFieldBecomesItsTruth(trueIndices: [Int]) {
        var (store, paths, host, any, all, mixed) = Self.store(count: 4)
        let trueAtoms = Set(trueIndices.map { paths[$0] })
        var memo: [ConditionStore.SpecializationKey: Int] = [:]
        let anyTrue = !trueIndices.isEmpty
        let allTrue = trueIndices.count == paths.count
        #expect(
            store.specialize(any, field: .path, key: 0, memo: &memo, trueAtoms: trueAtoms)
                == (anyTrue ? ConditionStore.trueID : ConditionStore.falseID))
        #expect(
            store.specialize(all, field: .path, key: 0, memo: &memo, trueAtoms: trueAtoms)
                == (allTrue ? ConditionStore.trueID : ConditionStore.falseID))
        // Atoms of other fields in the set change nothing; a list mixing fields keeps the
        // other field's atom when no path atom holds.
        #expect(
            store.specialize(any, field: .path, key: 1, memo: &memo, trueAtoms: trueAtoms.union([host]))
                == (anyTrue ? ConditionStore.trueID : ConditionStore.falseID))
        let specializedMixed = store.specialize(mixed, field: .path, key: 0, memo: &memo, trueAtoms: trueAtoms)
        #expect(specializedMixed == (anyTrue ? ConditionStore.trueID : store.atom(host)))
        // The path list is untouched when another field is fixed.
        #expect(store.specialize(any, field: .host, key: 0, memo: &memo, trueAtoms: [host]) == any)
    }
}
