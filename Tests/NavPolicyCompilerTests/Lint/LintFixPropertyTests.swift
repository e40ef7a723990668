import NavPolicy
import NavPolicyTestSupport
import Testing

@testable import NavPolicyCompiler

/// Every fix the linter calls safe is checked: over seeded random policies whose rules share
/// actions and differ in notify tags (the case the analysis once got wrong), removing a rule
/// reported `redundant-rule`, `shadowed-rule` or `never-matches` leaves a policy `diff` calls
/// equivalent (no action and no tag changes), and no request of a brute-force sample is decided
/// by a `shadowed-rule` rule (decided with the reference interpreter). Over random policy
/// sources, applying the fix-it of every `partially-shadowed` finding (the edit its help says
/// changes nothing) leaves an equivalent policy in which no finding at that rule names the
/// earlier rules the first one named.
@Suite struct LintFixPropertyTests {
    /// The random policies of the removal test (× `NAVPOLICY_PROPERTY_SCALE`).
    static let policies = PropertyScale.cases(120)
    /// The sampled requests per policy with a shadowed rule.
    static let requestsPerPolicy = 2_000
    /// The random sources of the fix-it test (× `NAVPOLICY_PROPERTY_SCALE`).
    static let sources = PropertyScale.cases(60)

    @Test func removalsTheLinterCallsSafeChangeNoDecision() throws {
        let seed: UInt64 = 0x7A6_F1C5
        var generator = RandomPolicyGenerator(seed: seed)
        var random = SeededGenerator(seed: seed ^ 0x7A65)
        var counts: [DiagnosticCode: Int] = [:]
        var sampled = 0
        for number in 0..<Self.policies {
            let policy = Self.retagged(generator.policy(), random: &random)
            let context = "seed \(seed), policy \(number): \(policy.rules.map { "\($0.condition) → \($0.outcome.sourceSpelling)" })"
            let findings = PolicyPipeline().lint(policy).lintFindings
            for finding in findings where [.redundantRule, .shadowedRule, .neverMatches].contains(finding.code) {
                guard let index = policy.rules.firstIndex(where: { $0.range == finding.range }) else {
                    Issue.record("\(finding.code) is not at a rule; \(context)")
                    continue
                }
                counts[finding.code, default: 0] += 1
                var without = policy
                without.rules.remove(at: index)
                let diff = PolicyDiff(old: policy, new: without)
                #expect(
                    diff.isEquivalent, "removing rule \(index + 1) (\(finding.code)) changes \(diff.changes.map(\.description)); \(context)"
                )
                guard finding.code == .shadowedRule else { continue }
                for _ in 0..<Self.requestsPerPolicy {
                    let request = generator.request(for: policy)
                    guard LintEvidencePropertyTests.isRealizable(request) else { continue }
                    sampled += 1
                    #expect(
                        ReferenceInterpreter.decide(policy, request).rule != index + 1,
                        "shadowed rule \(index + 1) decides \(request); \(context)")
                }
            }
        }
        print(
            "lint fixes, seed \(seed), \(PropertyScale.label): \(Self.policies) policies, removals checked \(counts.map { "\($0.key) \($0.value)" }.sorted()), \(sampled) sampled requests against shadowed rules"
        )
        // Same actions with other tags are common in the policies, so both kinds turn up.
        #expect((counts[.redundantRule] ?? 0) > 0 && (counts[.shadowedRule] ?? 0) > 0, "\(counts)")
    }

    @Test func theFixItOfPartialShadowingChangesNoDecisionAndTakesTheEarlierRulesOut() throws {
        let seed: UInt64 = 0xF1C5_17
        var random = SeededGenerator(seed: seed)
        var applied = 0
        for number in 0..<Self.sources {
            // Echo rules: near-miss copies of rules right after them, exceptions to each other.
            let text = RandomPolicyText.make(seed: random.next(), features: .echoRules)
            let context = "seed \(seed), source \(number):\n\(text)"
            let (policy, findings) = try Self.linted(text)
            for finding in findings where finding.code == .partiallyShadowed {
                try #require(!finding.fixIts.isEmpty, "no fix-it; \(context)")
                let edited = Self.applying(finding.fixIts, to: text)
                let (after, afterFindings) = try Self.linted(edited)
                let diff = PolicyDiff(old: policy, new: after)
                #expect(diff.isEquivalent, "the fix-it changes \(diff.changes.map(\.description)):\n\(edited)\n\(context)")
                // The earlier rules named (the notes at them); a fix-it edits within its lines.
                let line = finding.range.start.line
                let takers = Set(finding.notes.compactMap { $0.range?.start.line })
                let remaining = afterFindings.filter { $0.code == .partiallyShadowed && $0.range.start.line == line }
                #expect(
                    remaining.allSatisfy { Set($0.notes.compactMap { $0.range?.start.line }).isDisjoint(with: takers) },
                    "the fix-it leaves rules \(takers.sorted()) taking requests of line \(line):\n\(edited)\n\(context)")
                applied += 1
            }
        }
        print("partially-shadowed fix-its, seed \(seed), \(PropertyScale.label): \(Self.sources) sources, \(applied) fix-its applied")
        #expect(applied > Self.sources / 4, "the sources provoke the finding")
    }

    /// The minimal form of the real-app mistake: tags make rule 2 shadowed, rules 1 and 3 needed.
    @Test func notifyTagsAreDecisions() throws {
        let (_, lintFindings) = try Self.linted(
            """
            when scheme is "geo" then cancel and notify "a"
            when scheme is "geo" and navigation is link then cancel and notify "b"
            when scheme in ["javascript", "data"] then cancel
            otherwise cancel and notify "ask"
            """)
        let findings = lintFindings.filter { $0.severity >= .warning }
        #expect(findings.map(\.code) == [.shadowedRule] && findings.first?.range.start.line == 2, "\(findings.map(\.message))")
    }

    /// `policy` with actions drawn from two and tags from a small pool, so that rules often
    /// agree on the action and differ in the tag.
    static func retagged(_ policy: CheckedPolicy, random: inout SeededGenerator) -> CheckedPolicy {
        var result = policy
        for index in result.rules.indices {
            result.rules[index].action = random.pick([.cancel, .cancel, .allow, .openExternal])
            result.rules[index].notify = random.pick([nil, nil, "a", "b"])
            result.rules[index].range = SourceRange(at: SourcePosition(offset: index, line: result.rules[index].line, column: 1))
        }
        return result
    }

    /// The checked policy of `text` and its lint findings (the pipeline's check and lint
    /// stages: the findings may include errors).
    static func linted(_ text: String) throws -> (CheckedPolicy, [Diagnostic]) {
        let pipeline = PolicyPipeline()
        let run = pipeline.lint(pipeline.check(SourceFile(name: "p.navpolicy", text: text)))
        return (try #require(run.policy, "\(run.diagnostics.map(\.message))\n\(text)"), run.lintFindings)
    }

    /// The text with the insertions of `fixIts` made (each at an empty range, as the linter
    /// proposes them), last first so earlier offsets stay valid.
    static func applying(_ fixIts: [FixIt], to text: String) -> String {
        var bytes = Array(text.utf8)
        for fixIt in fixIts.sorted(by: { $0.range.start.offset > $1.range.start.offset }) {
            bytes.replaceSubrange(fixIt.range.start.offset..<fixIt.range.end.offset, with: Array(fixIt.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
