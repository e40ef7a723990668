import NavPolicy
import NavPolicyTestSupport
import Testing

@testable import NavPolicyCompiler

/// The analysis's shortcuts against the straightforward computations they replace, on seeded
/// random policies and mixed policies (hosts, path prefixes, `url matches`, schemes):
/// - `LevelAdmission` finds each distinct literal's truth once per class and lists a literal
///   true on most classes by where it fails; every term must still be admitted exactly where
///   its own literal, specialized for the class, is true.
/// - A witness search may start from an answer another search met; the witness must be the
///   one a search from scratch finds.
@Suite struct LintAnalysisShortcutTests {
    static let policies = PropertyScale.cases(40)

    /// Random policies and mixed ones, alternately, from one seed.
    static func policies(seed: UInt64) -> [CheckedPolicy] {
        var generator = RandomPolicyGenerator(seed: seed)
        var random = SeededGenerator(seed: seed)
        return (0..<policies).compactMap { number in
            guard number % 2 == 1 else { return generator.policy() }
            let text = MixedPolicySource.text(
                rules: 12 + random.below(48), hosts: 3 + random.below(8), paths: 3 + random.below(8),
                seed: UInt64(random.below(1 << 30)))
            return PolicyPipeline().check(SourceFile(name: "mixed.navpolicy", text: text)).policy
        }
    }

    @Test func everyTermIsAdmittedExactlyWhereItsLiteralHolds() throws {
        let seed: UInt64 = 0x1E7E_AD31
        var compared = 0
        for (number, policy) in Self.policies(seed: seed).enumerated() {
            let space = RequestSpace(conditions: policy.rules.map(\.condition), workLimit: RuleInteractionAnalysis.defaultWorkLimit)
            let admission = try #require(LevelAdmission(conditions: space.conditionIDs, space: space))
            let terms = try #require(RuleTerms.expand(space.conditionIDs, engine: space.engine, limit: LevelAdmission.termLimit))
            for (level, table) in zip(RequestField.attributes, admission.levels) {
                let fields = space.partition.fields(of: level)
                var memo: [ConditionStore.SpecializationKey: Int] = [:]
                for (index, fieldClass) in space.partition.classes(of: level).enumerated() {
                    let trueAtoms = Set(fieldClass.trueAtoms)
                    for (term, item) in terms.enumerated() {
                        let parts = fields.compactMap { item.literals[$0] }
                        let holds =
                            parts.isEmpty
                            || space.engine.specialize(
                                space.engine.and(parts), fields: fields, trueAtoms: trueAtoms,
                                key: index, memo: &memo) == ConditionStore.trueID
                        #expect(
                            table.admits(term, inClass: index) == holds,
                            "seed \(seed), policy \(number), level \(level), class \(index), term \(term) of rule \(item.rule)")
                        compared += 1
                    }
                }
            }
        }
        print("level admission, seed \(seed), \(PropertyScale.label): \(Self.policies) policies, \(compared) (term, class) pairs compared")
        #expect(compared > Self.policies * 100)
    }

    @Test func witnessesDoNotDependOnTheAnswerASearchStartsFrom() {
        let seed: UInt64 = 0x3A17_E55E
        var compared = 0
        for (number, policy) in Self.policies(seed: seed).enumerated() {
            // `hinted` meets answers in the coverer searches first; `fresh` searches from scratch.
            let hinted = RuleInteractionAnalysis(policy: policy)
            let fresh = RuleInteractionAnalysis(policy: policy)
            for rule in policy.rules.indices {
                let coverers = hinted.coverers(of: rule, limit: 3).rules + [hinted.covererWithAnotherOutcome(of: rule)].compactMap { $0 }
                for earlier in coverers {
                    let expected = fresh.overlapWitness(earlier: earlier, later: rule)?.noteText
                    #expect(
                        expected != nil && hinted.overlapWitness(earlier: earlier, later: rule)?.noteText == expected,
                        "seed \(seed), policy \(number), rules \(earlier) and \(rule)")
                    compared += 1
                }
            }
        }
        print("witness shortcuts, seed \(seed), \(PropertyScale.label): \(Self.policies) policies, \(compared) witnesses compared")
        // Random and mixed policies have overlapping rules, or the comparison proves little.
        #expect(compared > Self.policies)
    }
}
