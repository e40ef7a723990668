import NavPolicy
import NavPolicyTestSupport
import Testing

@testable import NavPolicyCompiler

/// The evidence property test over parameters and flags: on seeded random policies mixing
/// parameter tests (every kind and form, on the URL and the current URL), flags and constant
/// tests, with echo rules (`RandomPolicyText`), every witness a finding prints is realised — its binding and flags, read back from
/// the note and bound as the runtime binds, give the decisions the finding states — and the
/// rules the analysis says decide something decide their realised witnesses (all but a few
/// whose binding conflicts, which are never printed).
@Suite struct LintBindingEvidenceTests {
    /// 60 policies by default (× `NAVPOLICY_PROPERTY_SCALE`).
    static let policies = PropertyScale.cases(60)

    /// The policies' features: parameters of every kind in every form (on the URL and the
    /// current URL), flags, and echo rules so that rules interact.
    static let features: RandomPolicyText.Features = [.parameters, .flags, .echoRules]

    @Test func everyWitnessIsRealisedByItsBindingAndFlags() throws {
        let seed: UInt64 = 0xB1_4D_1A_65
        var random = SeededGenerator(seed: seed)
        var stats = (policies: 0, findings: 0, witnesses: 0, bound: 0, deciding: 0, decided: 0)
        var codes: Set<String> = []
        for number in 0..<Self.policies {
            let text = RandomPolicyText.make(seed: random.next(), features: Self.features)
            let pipeline = PolicyPipeline()
            let run = pipeline.lint(pipeline.check(SourceFile(name: "p.navpolicy", text: text)))
            guard let policy = run.policy else {
                Issue.record("does not check: \(run.diagnostics.map(\.message)); seed \(seed), policy \(number):\n\(text)")
                continue
            }
            stats.policies += 1
            let context = "seed \(seed), policy \(number):\n\(text)"
            let findings = run.lintFindings.filter {
                LintEvidencePropertyTests.witnessedCodes.union(LintEvidencePropertyTests.occasionalCodes).contains($0.code.rawValue)
            }
            stats.findings += findings.count
            for finding in findings {
                let checked = LintEvidencePropertyTests.checkEvidence(finding, policy: policy, context: context)
                stats.witnesses += checked
                if checked > 0 { codes.insert(finding.code.rawValue) }
                stats.bound +=
                    finding.notes.filter {
                        $0.message.contains("\"]") || ($0.message.contains("flags: ") && !$0.message.hasSuffix("flags: none"))
                    }.count
            }
            // A rule the analysis says decides something decides its realised witness, but for
            // the few whose binding makes another test true whichever current page is tried
            // (`RequestWitness.realised`); the linter prints those without an example, as the
            // findings above, all confirmed, show.
            let analysis = RuleInteractionAnalysis(policy: policy)
            for index in policy.rules.indices {
                guard let witness = analysis.decideWitness(index) else { continue }
                let binding = try #require(witness.binding, "a witness of a policy with parameters carries a binding; \(context)")
                let decision = ReferenceInterpreter(policy: policy, binding: binding.checked).decide(witness.request)
                #expect(witness.request.flags == binding.flags, "\(context)")
                stats.deciding += 1
                if decision.rule == index + 1 { stats.decided += 1 }
            }
        }
        print(
            "lint binding evidence, seed \(seed), \(PropertyScale.label): \(stats.policies) policies, \(stats.findings) findings, \(stats.witnesses) witnesses checked (\(stats.bound) with items or flags on), \(stats.decided) of \(stats.deciding) deciding rules decide their realised witness; codes \(codes.sorted())"
        )
        #expect(stats.policies == Self.policies)
        #expect(stats.decided * 100 >= stats.deciding * 95, "\(stats.decided) of \(stats.deciding) realised witnesses decide")
        #expect(stats.witnesses > Self.policies, "too few witnesses: the generator stopped provoking findings")
        #expect(stats.bound > Self.policies / 2, "too few witnesses with a binding or flags")
        #expect(codes.isSuperset(of: ["shadowed-rule", "correlated-rules", "new-window-allowed"]), "\(codes.sorted())")
    }
}
