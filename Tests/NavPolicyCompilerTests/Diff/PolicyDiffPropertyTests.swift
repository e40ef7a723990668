import Foundation
import NavPolicy
import NavPolicyCompiler
import NavPolicyTestSupport
import Testing

/// `diff` against sampling and the reference interpreter: over random policies and random
/// edits of them (reorder, delete or add a rule, change an action or a notify tag, widen a host
/// pattern, negate an atom), `diff` says equivalent exactly when neither the exact comparison nor many
/// random realizable requests built from both policies' constants find a different decision; every
/// printed example is decided differently by the reference interpreter; and every difference
/// sampling finds falls in a class `diff` reported. Known equivalent rewrites are equivalent.
@Suite struct PolicyDiffPropertyTests {
    @Test func diffAgreesWithSamplingAndTheReferenceInterpreter() throws {
        let seed: UInt64 = 0xD1FF
        // 500 pairs always; `NAVPOLICY_PROPERTY_SCALE=40` samples the 20,000 requests per pair of
        // the acceptance run instead of 500.
        let pairs = 500
        let requests = PropertyScale.cases(500)
        print("PolicyDiffPropertyTests seed \(seed), \(pairs) pairs, \(requests) requests each (\(PropertyScale.label))")
        var generator = RandomPolicyGenerator(seed: seed)
        var editor = SeededGenerator(seed: seed ^ 0x5EED)
        var equivalentCount = 0
        var differentCount = 0
        for pair in 0..<pairs {
            let old = generator.policy()
            let (new, edit) = PolicyEdit.random(old, generator: &generator, random: &editor)
            let context = "seed \(seed) pair \(pair) (\(edit))"
            let diff = PolicyDiff(old: old, new: new)
            #expect(!diff.isIncomplete, "\(context)")
            for change in diff.changes {
                // The example as printed: its URLs read back by the runtime.
                let request = try #require(change.example.parsedRequest, "\(context): \(change.example.noteText) does not parse")
                #expect(ReferenceInterpreter.decide(old, request) == change.old, "\(context): \(change.example.noteText)")
                #expect(ReferenceInterpreter.decide(new, request) == change.new, "\(context): \(change.example.noteText)")
                #expect(
                    change.old.action != change.new.action || change.old.notify != change.new.notify,
                    "\(context): \(change.example.noteText) is not decided differently")
            }
            let reported = Set(diff.changes.map { [$0.old.rule, $0.new.rule] })
            let pipeline = PolicyPipeline(lints: false)
            let (oldTable, newTable) = (try pipeline.load(old).product.get().policy, try pipeline.load(new).product.get().policy)
            let both = CheckedPolicy(name: nil, rules: old.rules + new.rules)
            var sampledDifference = false
            for _ in 0..<requests {
                let request = generator.request(for: both)
                guard LintEvidencePropertyTests.isRealizable(request) else { continue }
                let (before, after) = (oldTable.decide(request), newTable.decide(request))
                guard RuleOutcome(before) != RuleOutcome(after) else { continue }
                sampledDifference = true
                #expect(reported.contains([before.rule, after.rule]), "\(context): a sampled difference is in no reported class")
            }
            #expect(diff.isEquivalent == (!sampledDifference && diff.changes.isEmpty), "\(context)")
            if diff.isEquivalent { equivalentCount += 1 } else { differentCount += 1 }
        }
        print("PolicyDiffPropertyTests: \(equivalentCount) equivalent pairs, \(differentCount) different")
        #expect(equivalentCount > 0 && differentCount > pairs / 4, "the edits give both outcomes")
    }

    @Test(arguments: [
        (
            "reordering disjoint rules",
            "when scheme is \"tel\" then open external\nwhen scheme is \"file\" then cancel\notherwise allow",
            "when scheme is \"file\" then cancel\nwhen scheme is \"tel\" then open external\notherwise allow"
        ),
        (
            "merging two lists",
            "let a = [\"a.com\", \"*.b.com\"]\nlet b = [\"c.com\"]\nwhen host in a or host in b then open in-app\notherwise allow",
            "when host in [\"a.com\", \"*.b.com\", \"c.com\"] then open in-app\notherwise allow"
        ),
        (
            "two rules with one list each into one list",
            "when host in [\"a.com\"] then cancel\nwhen host in [\"b.com\"] then cancel",
            "when host in [\"a.com\", \"b.com\"] then cancel"
        ),
        (
            "De Morgan",
            "when not (navigation is link and scheme is \"https\") then cancel\notherwise allow",
            "when navigation is not link or scheme is not \"https\" then cancel\notherwise allow"
        ),
        (
            "splitting an or into two rules with the same action",
            "when target is new-window or host != current then open in-app\notherwise allow",
            "when target is new-window then open in-app\nwhen host != current then open in-app\notherwise allow"
        ),
        (
            "a subsumed host pattern",
            "when host in [\"*.a.com\", \"x.a.com\"] then cancel",
            "when host is \"*.a.com\" then cancel"
        ),
    ])
    func knownEquivalentRewritesAreEquivalent(name: String, old: String, new: String) throws {
        let (oldPolicy, newPolicy) = (try checked(old), try checked(new))
        let diff = PolicyDiff(old: oldPolicy, new: newPolicy)
        #expect(diff.isEquivalent, "\(name): \(diff.changes.map(\.description))")
        if name.hasPrefix("splitting") || name.hasPrefix("two rules") {
            #expect(
                !PolicyDiff(old: oldPolicy, new: newPolicy, comparingRules: true).isEquivalent,
                "\(name): with --rules the renumbering shows")
        }
    }

    @Test func eachChangedClassIsReportedOnceWithBothDecisions() throws {
        let old = try checked("when scheme is \"tel\" then open external\nwhen host is \"a.com\" then cancel\notherwise allow")
        let new = try checked("when scheme is \"tel\" then open external\notherwise allow")
        let diff = PolicyDiff(old: old, new: new)
        try #require(diff.changes.count == 1)
        let change = diff.changes[0]
        #expect(change.old == Decision(action: .cancel, rule: 2, line: 2))
        #expect(change.new == Decision(action: .allow, rule: 2, line: 2))
        #expect(change.example.request.host == "a.com")
        #expect(change.description == "cancel → allow (old rule 2, line 2; new rule 2, line 2)")
    }

    /// A decision is its action and its tag: a tag change is a change, with or without an
    /// action change, and the description shows both sides' tags.
    @Test(arguments: [
        ("cancel and notify \"a\"", "cancel and notify \"b\"", "still cancel, notify \"a\" → \"b\""),
        ("cancel", "cancel and notify \"ask\"", "still cancel, notify null → \"ask\""),
        ("cancel and notify \"a\"", "allow", "cancel (notify \"a\") → allow"),
        ("open external", "cancel and notify \"ask\"", "open-external → cancel (notify \"ask\")"),
    ])
    func aChangedTagIsAChange(old: String, new: String, description: String) throws {
        let oldPolicy = try checked("when scheme is \"geo\" then \(old)\notherwise allow")
        let newPolicy = try checked("when scheme is \"geo\" then \(new)\notherwise allow")
        let diff = PolicyDiff(old: oldPolicy, new: newPolicy)
        try #require(diff.changes.count == 1, "\(diff.changes.map(\.description))")
        #expect(diff.changes[0].description == description + " (old rule 1, line 1; new rule 1, line 1)")
        #expect(PolicyComparison(old: oldPolicy, new: newPolicy).changes.count == 1)
    }

    private func checked(_ text: String) throws -> CheckedPolicy {
        let result = PolicyPipeline().check(SourceFile(name: "p.navpolicy", text: text + "\n"))
        return try #require(result.policy, "\(result.diagnostics.map(\.message))")
    }
}

/// The random edits of the property test.
enum PolicyEdit {
    /// `policy` with one random edit, and the edit's name (for failure messages).
    static func random(_ policy: CheckedPolicy, generator: inout RandomPolicyGenerator, random: inout SeededGenerator) -> (
        CheckedPolicy, String
    ) {
        var rules = policy.rules
        let whenCount = rules.count - (policy.hasOtherwise ? 1 : 0)
        switch random.below(8) {
        case 0 where whenCount >= 2:
            let index = random.below(whenCount - 1)
            rules.swapAt(index, index + 1)
            return (with(policy, rules), "swap rules \(index + 1) and \(index + 2)")
        case 1 where whenCount >= 1:
            let index = random.below(whenCount)
            rules.remove(at: index)
            return (with(policy, rules), "delete rule \(index + 1)")
        case 2:
            let added = generator.policy().rules[0]
            let index = random.below(whenCount + 1)
            rules.insert(CheckedRule(condition: added.condition, action: added.action, line: 100 + index), at: index)
            return (with(policy, rules), "add a rule at \(index + 1)")
        case 3 where !rules.isEmpty:
            let index = random.below(rules.count)
            rules[index].action = random.pick(Action.allCases.filter { $0 != rules[index].action })
            return (with(policy, rules), "change the action of rule \(index + 1)")
        case 4:
            for index in rules.indices.shuffled(using: &random) {
                if let widened = widened(rules[index].condition) {
                    rules[index].condition = widened
                    return (with(policy, rules), "widen a host pattern of rule \(index + 1)")
                }
            }
            return (policy, "no host pattern to widen: unchanged")
        case 5 where whenCount >= 1:
            let index = random.below(whenCount)
            rules[index].condition = negatedFirstAtom(rules[index].condition)
            return (with(policy, rules), "negate an atom of rule \(index + 1)")
        case 6 where !rules.isEmpty:
            let index = random.below(rules.count)
            rules[index].notify = random.pick([nil, "oauth-callback", "ask"].filter { $0 != rules[index].notify })
            return (with(policy, rules), "change the notify tag of rule \(index + 1)")
        default:
            return (policy, "unchanged")
        }
    }

    private static func with(_ policy: CheckedPolicy, _ rules: [CheckedRule]) -> CheckedPolicy {
        CheckedPolicy(name: policy.name, rules: rules)
    }

    /// The condition with its first exact, non-IP host pattern made `*.` (nil when it has none).
    private static func widened(_ condition: Condition) -> Condition? {
        switch condition {
        case .always: return nil
        case .atom(.host(var patterns)):
            guard let index = patterns.firstIndex(where: { !$0.includesSubdomains && !HostNormalizer.isIPAddress($0.domain) }) else {
                return nil
            }
            patterns[index].includesSubdomains = true
            return .atom(.host(patterns))
        case .atom: return nil
        case .not(let operand): return widened(operand).map { .not($0) }
        case .named(let name, let operand): return widened(operand).map { .named(name, $0) }
        case .and(let operands), .or(let operands):
            for (index, operand) in operands.enumerated() {
                guard let replacement = widened(operand) else { continue }
                var changed = operands
                changed[index] = replacement
                if case .and = condition { return .and(changed) }
                return .or(changed)
            }
            return nil
        }
    }

    /// The condition with its first atom wrapped in `not`.
    private static func negatedFirstAtom(_ condition: Condition) -> Condition {
        switch condition {
        case .always: return .always
        case .atom: return .not(condition)
        case .not(let operand): return .not(negatedFirstAtom(operand))
        case .named(let name, let operand): return .named(name, negatedFirstAtom(operand))
        case .and(let operands): return .and([negatedFirstAtom(operands[0])] + operands.dropFirst())
        case .or(let operands): return .or([negatedFirstAtom(operands[0])] + operands.dropFirst())
        }
    }
}
