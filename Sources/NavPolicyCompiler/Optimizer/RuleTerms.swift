import NavPolicy

/// Rule conditions as disjunctions of *terms*, each a conjunction of per-field literals (a
/// literal is a condition that mentions one field only): the form the bit-vector matcher
/// needs, where a term holds exactly when each of its literals holds on its field's class.
///
/// A sub-condition on one field stays one literal however large (`host in [100,000 hosts]` is
/// one literal); only `and`/`or`/`not` across fields expand, by distribution and De Morgan.
/// Expansion stops at `maxTerms` terms per rule (the matcher is then not built).
struct RuleTerms {
    /// One term: the rule it stands for (0-based) and its literal (store id) per field.
    struct Term {
        var rule: Int
        var literals: [RequestField: Int]
    }

    /// The most terms one rule may expand to.
    static let maxTerms = 64

    /// The terms of every rule in rule order, or nil when a rule expands past `limit` terms.
    static func expand(_ conditions: [Int], engine: SpecializationEngine, limit: Int = maxTerms) -> [Term]? {
        var terms: [Term] = []
        for (rule, condition) in conditions.enumerated() {
            guard let expanded = expand(condition, negated: false, limit: limit, engine: engine) else { return nil }
            terms += expanded.map { Term(rule: rule, literals: $0) }
        }
        return terms
    }

    /// The terms of a condition (or of its negation), each as literals by field.
    private static func expand(_ id: Int, negated: Bool, limit: Int, engine: SpecializationEngine) -> [[RequestField: Int]]? {
        if id == ConditionStore.trueID { return negated ? [] : [[:]] }
        if id == ConditionStore.falseID { return negated ? [[:]] : [] }
        if engine.store.fields[id].count == 1, let field = engine.store.fields[id].first {
            return [[field: negated ? engine.not(id) : id]]
        }
        switch engine.store.nodes[id] {
        case .not(let operand):
            return expand(operand, negated: !negated, limit: limit, engine: engine)
        case .and(let operands) where !negated, .or(let operands) where negated:
            // A conjunction: the product of the operands' terms.
            var product: [[RequestField: Int]] = [[:]]
            for operand in operands {
                guard let terms = expand(operand, negated: negated, limit: limit, engine: engine) else { return nil }
                var next: [[RequestField: Int]] = []
                for left in product {
                    for right in terms {
                        next.append(left.merging(right) { engine.and([$0, $1]) })
                        if next.count > limit { return nil }
                    }
                }
                product = next
            }
            return product.filter { !$0.values.contains(ConditionStore.falseID) }
        case .and(let operands), .or(let operands):
            // A disjunction: the union of the operands' terms.
            var union: [[RequestField: Int]] = []
            for operand in operands {
                guard let terms = expand(operand, negated: negated, limit: limit, engine: engine) else { return nil }
                union += terms
                if union.count > limit { return nil }
            }
            return union
        case .constant, .atom:
            return nil  // constants and atoms mention at most one field (handled above)
        }
    }
}
