import NavPolicy
import NavPolicyCompiler
import NavPolicyTestSupport
import Testing

/// The joint partition `diff` builds on: over seeded pairs of random policies, every region's
/// witness gets the region's two decisions, and no request sampled from either policy's
/// diagram shows an (old, new) combination the comparison missed.
struct PolicyComparisonTests {
    @Test func regionsAreExactAndComplete() throws {
        let seed: UInt64 = 12
        print("PolicyComparisonTests seed \(seed)")
        var generator = RandomPolicyGenerator(seed: seed)
        var compared = 0
        var changes = 0
        let pairs = PropertyScale.cases(60)
        for _ in 0..<pairs {
            let old = generator.policy()
            let new = generator.policy()
            let comparison = PolicyComparison(old: old, new: new)
            #expect(!comparison.isIncomplete)
            let found = Set(comparison.regions.map { [$0.old.rule, $0.new.rule] })
            #expect(found.count == comparison.regions.count, "one region per combination")
            for region in comparison.regions {
                #expect(ReferenceInterpreter.decide(old, region.witness.request) == region.old)
                #expect(ReferenceInterpreter.decide(new, region.witness.request) == region.new)
                #expect(region.witness.parsedRequest == region.witness.request, "\(region.witness.noteText)")
            }
            // Witnesses of each policy's own diagram paths are requests too: their combination
            // must be among the regions.
            for policy in [old, new] {
                let lowered = try TableCompiler.lower(policy).get()
                let space = lowered.requestPartition()
                var pending: [(DecisionDiagram.Reference, [RequestField: Int])] = [(lowered.diagram.root, [:])]
                while let (reference, classes) = pending.popLast() {
                    switch reference {
                    case .leaf:
                        guard let witness = space.witness(inClasses: classes) else { continue }
                        let pair = [
                            ReferenceInterpreter.decide(old, witness.request).rule, ReferenceInterpreter.decide(new, witness.request).rule,
                        ]
                        #expect(found.contains(pair), "\(witness.noteText) is in no region")
                    case .matcher:
                        continue  // small random policies get a full diagram
                    case .node(let index):
                        let node = lowered.diagram.nodes[index]
                        for (classIndex, child) in node.children.enumerated() {
                            var next = classes
                            next[node.field] = classIndex
                            pending.append((child, next))
                        }
                    }
                }
            }
            compared += 1
            changes += comparison.changes.count
        }
        #expect(compared == pairs)
        #expect(changes > compared, "random pairs of policies differ somewhere")
    }

    @Test func identicalPoliciesHaveNoChanges() {
        var generator = RandomPolicyGenerator(seed: 3)
        for _ in 0..<PropertyScale.cases(30) {
            let policy = generator.policy()
            let comparison = PolicyComparison(old: policy, new: policy)
            #expect(comparison.changes.isEmpty)
            #expect(comparison.regions.allSatisfy { $0.old == $0.new })
        }
    }
}
