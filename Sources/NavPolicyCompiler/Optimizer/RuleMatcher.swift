/// The bit-vector form of a policy (the bit-vector scheme of packet classification): rules
/// expanded to terms (`RuleTerms`), and for each field a classifier whose classes map to the
/// set of terms that field admits. A request's decision is the first term set in every
/// field's set, so the table is linear in the policy and a decision costs about
/// terms / 64 word operations per field, however the fields' classes combine.
///
/// A field's set for a class is stored sparsely: a base set (terms without a literal on the
/// field, and those whose literal holds when every atom of the field is false) and, per class,
/// the exceptions (terms whose literal has the other truth in that class), found with the
/// atom → terms index so a field with 100,000 classes costs what its atoms name.
struct RuleMatcher {
    /// One field's classifier.
    struct FieldSets {
        /// The field.
        var field: RequestField
        /// The base set, one bit per term.
        var base: [UInt64]
        /// Per class, the exceptions to the base set: (term, admitted), ascending by term.
        var exceptions: [[(term: Int, admitted: Bool)]]
    }

    /// The rule (0-based) of each term, in priority order.
    let termRules: [Int]
    /// The classifiers of the fields some term has a literal on, in field order.
    let fields: [FieldSets]

    /// The matcher for a lowering, or nil when some rule expands to too many terms.
    init?(_ lowering: PolicyLowering, _ partition: PolicyPartition, engine: SpecializationEngine) {
        guard let terms = RuleTerms.expand(lowering.ruleConditions, engine: engine) else { return nil }
        termRules = terms.map(\.rule)
        let words = (terms.count + 63) / 64
        var fields: [FieldSets] = []
        for field in partition.fields {
            let literalTerms = terms.indices.filter { terms[$0].literals[field] != nil }
            guard !literalTerms.isEmpty else { continue }
            var base = Array(repeating: UInt64.max, count: words)
            if terms.count % 64 != 0 { base[words - 1] = (1 << UInt64(terms.count % 64)) - 1 }
            var baseTruth: [Int: Bool] = [:]
            var termsByAtom: [Int: [Int]] = [:]
            for term in literalTerms {
                let literal = terms[term].literals[field] ?? ConditionStore.trueID
                let truth = engine.baseline(literal, fields: [field]) == ConditionStore.trueID
                baseTruth[term] = truth
                if !truth { base[term / 64] &= ~(1 << UInt64(term % 64)) }
                for atom in engine.atoms(of: literal) { termsByAtom[atom, default: []].append(term) }
            }
            var exceptions: [[(term: Int, admitted: Bool)]] = []
            var memo: [ConditionStore.SpecializationKey: Int] = [:]
            for (classIndex, trueAtoms) in partition.trueAtoms(of: field).enumerated() {
                let atoms = Set(trueAtoms)
                let affected = Set(trueAtoms.flatMap { termsByAtom[$0] ?? [] }).sorted()
                engine.budget.charge(1 + affected.count)
                exceptions.append(affected.compactMap { term in
                    let literal = terms[term].literals[field] ?? ConditionStore.trueID
                    let truth = engine.specialize(literal, fields: [field], trueAtoms: atoms, key: classIndex, memo: &memo) == ConditionStore.trueID
                    return truth == baseTruth[term] ? nil : (term, truth)
                })
            }
            fields.append(FieldSets(field: field, base: base, exceptions: exceptions))
        }
        self.fields = fields
    }
}
