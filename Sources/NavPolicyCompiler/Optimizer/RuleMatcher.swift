import NavPolicy

/// The bit-vector form of a policy (the bit-vector scheme of packet classification): rules
/// expanded to terms (`RuleTerms`), and for each field a classifier whose classes map to the
/// set of terms that field admits. A request's decision is the first term set in every
/// field's set, so the table is linear in the policy and a decision costs about
/// terms / 64 word operations per field, however the fields' classes combine.
///
/// A field's set for a class is stored as a **base set** XOR what the class **flips**. Terms
/// are grouped by their literal on the field (a literal is usually shared: `path starts-with
/// "/"` by every `url matches "http://h/*"` term), and each literal's truth is computed once
/// per class that contains one of its atoms (an atom → classes index, so a field with 100,000
/// classes costs what its atoms name). A literal's terms are in the base set when it holds in
/// most classes; the classes where it has the other truth flip its terms: as one shared
/// **dense** set when that is smaller than listing the terms in each of those classes, else
/// as **sparse** single terms. Storage is then linear in the policy: a literal true almost
/// everywhere costs nothing per class, a literal with many terms costs one set.
struct RuleMatcher {
    /// One field's classifier: class `c` admits `base ^ dense[denseFlips[c]...] ^ sparseFlips[c]`.
    struct FieldSets {
        /// The field.
        var field: RequestField
        /// The base set, one bit per term.
        var base: [UInt64]
        /// Term sets flipped as a whole, one bit per term each.
        var dense: [[UInt64]]
        /// Per class, the dense sets it flips, ascending.
        var denseFlips: [[Int]]
        /// Per class, the single terms it flips, ascending.
        var sparseFlips: [[Int]]
    }

    /// The rule (0-based) of each term, in priority order.
    let termRules: [Int]
    /// The classifiers of the fields some term has a literal on, in field order.
    let fields: [FieldSets]

    /// The most words of the encoded matcher one decision reads (`TableFormat.matcherDecisionWords`,
    /// which the reader limits to `TableFormat.maxMatcherDecisionWords`).
    var decisionWords: Int {
        TableFormat.matcherDecisionWords(termCount: termRules.count, fields: fields.map { sets in
            (sets.denseFlips.map(\.count).max() ?? 0, sets.sparseFlips.map(\.count).max() ?? 0)
        })
    }

    /// The matcher for a lowering, or nil when some rule expands to too many terms.
    init?(_ lowering: PolicyLowering, _ partition: PolicyPartition, engine: SpecializationEngine) {
        guard let terms = RuleTerms.expand(lowering.ruleConditions, engine: engine) else { return nil }
        termRules = terms.map(\.rule)
        fields = partition.fields.compactMap { field in
            Self.fieldSets(field, terms.map { $0.literals[field] }, partition.trueAtoms(of: field), engine: engine)
        }
    }

    /// The sets of one field from each term's literal on it (nil: the term does not test the
    /// field), or nil when no term tests it.
    private static func fieldSets(
        _ field: RequestField, _ literals: [Int?], _ classAtoms: [[Int]], engine: SpecializationEngine
    ) -> FieldSets? {
        // Terms by literal, literals in order of first use (so the output is deterministic).
        var termsOf: [Int: [Int]] = [:]
        var order: [Int] = []
        for (term, literal) in literals.enumerated() {
            guard let literal else { continue }
            if termsOf[literal] == nil { order.append(literal) }
            termsOf[literal, default: []].append(term)
        }
        guard !order.isEmpty else { return nil }
        var classesWith: [Int: [Int]] = [:]
        for (classIndex, atoms) in classAtoms.enumerated() {
            for atom in atoms { classesWith[atom, default: []].append(classIndex) }
        }
        var atomSets: [Set<Int>?] = Array(repeating: nil, count: classAtoms.count)
        var memo: [ConditionStore.SpecializationKey: Int] = [:]
        let words = (literals.count + 63) / 64
        var sets = FieldSets(field: field, base: Self.fullSet(literals.count), dense: [],
                             denseFlips: Array(repeating: [], count: classAtoms.count),
                             sparseFlips: Array(repeating: [], count: classAtoms.count))
        for literal in order {
            let terms = termsOf[literal] ?? []
            // Classes containing none of the literal's atoms give it its all-false truth.
            let unaffectedTruth = engine.baseline(literal, fields: [field]) == ConditionStore.trueID
            let affected = Set(engine.atoms(of: literal).flatMap { classesWith[$0] ?? [] }).sorted()
            engine.budget.charge(1 + affected.count)
            var truths: [Int: Bool] = [:]
            for classIndex in affected {
                if atomSets[classIndex] == nil { atomSets[classIndex] = Set(classAtoms[classIndex]) }
                let atoms = atomSets[classIndex] ?? []
                truths[classIndex] = engine.specialize(literal, fields: [field], trueAtoms: atoms, key: classIndex, memo: &memo) == ConditionStore.trueID
            }
            let trueCount = truths.values.filter { $0 }.count + (unaffectedTruth ? classAtoms.count - affected.count : 0)
            let baseTruth = 2 * trueCount > classAtoms.count
            for term in terms where !baseTruth { sets.base[term / 64] &= ~(1 << UInt64(term % 64)) }
            // The classes where the literal has the other truth; unaffected ones only when the
            // base truth is not their truth, that is when the literal holds in most classes
            // with one of its atoms (then they are fewer than the affected ones).
            let flipped = baseTruth == unaffectedTruth
                ? affected.filter { truths[$0] != baseTruth }
                : (0..<classAtoms.count).filter { (truths[$0] ?? unaffectedTruth) != baseTruth }
            if terms.count * flipped.count > 2 * words + flipped.count {
                var dense = Array(repeating: UInt64(0), count: words)
                for term in terms { dense[term / 64] |= 1 << UInt64(term % 64) }
                sets.dense.append(dense)
                for classIndex in flipped { sets.denseFlips[classIndex].append(sets.dense.count - 1) }
            } else {
                for classIndex in flipped { sets.sparseFlips[classIndex] += terms }
            }
        }
        for classIndex in sets.sparseFlips.indices { sets.sparseFlips[classIndex].sort() }
        return sets
    }

    /// A set holding every one of `count` terms.
    private static func fullSet(_ count: Int) -> [UInt64] {
        var set = Array(repeating: UInt64.max, count: (count + 63) / 64)
        if count % 64 != 0 { set[set.count - 1] = (1 << UInt64(count % 64)) - 1 }
        return set
    }
}
