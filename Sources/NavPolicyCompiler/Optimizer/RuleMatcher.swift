import NavPolicy

/// The bit-vector form of a policy (the bit-vector scheme of packet classification): rules
/// expanded to terms (`RuleTerms`), and for each field a classifier whose classes map to the
/// set of terms that field admits. A request's decision is the first term set in every
/// field's set, so the table is linear in the policy and a decision costs about
/// terms / 64 word operations per field, however the fields' classes combine.
///
/// A field's set for a class is stored as a base set XOR what the class flips (a shared dense
/// set or sparse single terms, whichever is smaller), so storage stays linear in the policy;
/// each literal's truth is computed once per class holding one of its atoms
/// (`SpecializationEngine.truths`). `Documentation/TableFormat.md`, "Bit-vector matcher".
struct RuleMatcher {
    /// One field's classifier: class `c` admits `base ^ dense[denseFlips[c]...] ^ sparseFlips[c]`.
    struct FieldSets {
        /// The field.
        var field: RequestField
        /// The base set.
        var base: TermSet
        /// Term sets flipped as a whole.
        var dense: [TermSet]
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
        TableFormat.matcherDecisionWords(
            termCount: termRules.count,
            fields: fields.map { sets in
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
        let words = (literals.count + 63) / 64
        var sets = FieldSets(
            field: field, base: TermSet(0..<literals.count), dense: [],
            denseFlips: Array(repeating: [], count: classAtoms.count),
            sparseFlips: Array(repeating: [], count: classAtoms.count))
        var excluded: [Int] = []
        let truths = engine.truths(of: order, fields: [field], classes: classAtoms)
        for (literal, truth) in zip(order, truths) {
            let terms = termsOf[literal] ?? []
            // The classes where the literal has the other truth than in most.
            let (baseTruth, flipped) = truth.majority(classCount: classAtoms.count)
            if !baseTruth { excluded += terms }
            if terms.count * flipped.count > 2 * words + flipped.count {
                sets.dense.append(TermSet(members: terms))
                for classIndex in flipped { sets.denseFlips[Int(classIndex)].append(sets.dense.count - 1) }
            } else {
                for classIndex in flipped { sets.sparseFlips[Int(classIndex)] += terms }
            }
        }
        sets.base = sets.base.subtracting(TermSet(members: excluded))
        for classIndex in sets.sparseFlips.indices { sets.sparseFlips[classIndex].sort() }
        return sets
    }
}
