import NavPolicy
import NavPolicyCompiler
import Testing

/// The partition the linter reuses: every reachable class has a representative that really
/// falls in it, and witness requests built from diagram paths get the diagram's decision.
struct PolicyPartitionTests {
    @Test func representativesFallInTheirClasses() throws {
        var generator = RandomPolicyGenerator(seed: 7)
        var totalWitnesses = 0, totalLeaves = 0
        for _ in 0..<200 {
            let policy = generator.policy()
            let lowered = try TableCompiler.lower(policy).get()
            let table = try Policy(table: try TableCompiler.encode(lowered, sourceText: nil))
            let partition = lowered.partition
            // Walk every diagram path; the witness request of its classes must decide as the leaf says.
            var pending: [(DecisionDiagram.Reference, [Int?])] = [(lowered.diagram.root, Array(repeating: nil, count: partition.fieldCount))]
            var witnesses = 0, leaves = 0
            while let (reference, classes) = pending.popLast() {
                switch reference {
                case .leaf(let rule):
                    leaves += 1
                    guard let request = partition.request(classes: classes) else { continue }
                    witnesses += 1
                    #expect(ReferenceInterpreter.decide(policy, request) == lowered.decision(rule: rule), "\(request)")
                    #expect(table.decide(request) == lowered.decision(rule: rule))
                case .node(let index):
                    let node = lowered.diagram.nodes[index]
                    for (classIndex, child) in node.children.enumerated() {
                        var next = classes
                        next[node.field] = classIndex
                        pending.append((child, next))
                    }
                }
            }
            totalWitnesses += witnesses
            totalLeaves += leaves
        }
        // Some diagram paths have no request (an equal relation without a host, the empty path).
        #expect(totalWitnesses * 10 > totalLeaves * 8, "\(totalWitnesses) witnesses for \(totalLeaves) leaves")
    }

    @Test func hostRepresentativesRespectLabels() throws {
        let lowered = try TableCompiler.lower(CheckedPolicy(name: nil, rules: [
            CheckedRule(condition: .atom(.host([TablePolicies.wildcard("example.com")])), action: .cancel, line: 1),
            CheckedRule(condition: .atom(.host([TablePolicies.exact("a.example.com")])), action: .cancel, line: 2),
        ])).get()
        let partition = lowered.partition
        let values = (0..<partition.classCount(ofField: 3)).compactMap { partition.representative(ofClass: $0, field: 3) }
        // Classes: neither atom ("com", no host), the wildcard only, both.
        #expect(values.count == 3 && Set(values) == [.host(nil), .host("example.com"), .host("a.example.com")])
        #expect(partition.classCount(ofField: 3) == 3)
    }
}
