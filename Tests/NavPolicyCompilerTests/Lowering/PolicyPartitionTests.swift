import NavPolicy
import NavPolicyCompiler
import NavPolicyTestSupport
import Testing

/// The request space the linter and `diff` share: every reachable diagram path has a witness
/// request that really falls in its classes, and the witness gets the diagram's decision.
struct PolicyPartitionTests {
    @Test func representativesFallInTheirClasses() throws {
        var generator = RandomPolicyGenerator(seed: 7)
        var totalWitnesses = 0
        var totalLeaves = 0
        for _ in 0..<PropertyScale.cases(200) {
            let policy = generator.policy()
            let lowered = try TableCompiler.lower(policy).get()
            let table = try Policy(table: try TableCompiler.encode(lowered, sourceText: nil))
            let space = lowered.requestPartition()
            // Walk every diagram path; the witness request of its classes must decide as the leaf says.
            var pending: [(DecisionDiagram.Reference, [RequestField: Int])] = [(lowered.diagram.root, [:])]
            var witnesses = 0
            var leaves = 0
            while let (reference, classes) = pending.popLast() {
                switch reference {
                case .leaf(let rule):
                    leaves += 1
                    guard let witness = space.witness(inClasses: classes) else { continue }
                    witnesses += 1
                    #expect(ReferenceInterpreter.decide(policy, witness.request) == lowered.decision(rule: rule), "\(witness.request)")
                    #expect(table.decide(witness.request) == lowered.decision(rule: rule))
                    #expect(witness.parsedRequest == witness.request, "\(witness.noteText)")
                case .matcher:
                    Issue.record("a small random policy left requests to the matcher")
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
        // Some diagram paths have no request (an equal relation without a host, the empty path,
        // no port on a scheme with a default port, a port on a hostless URL, a query name without
        // a query: the diagram tests query presence and each name as separate fields; a current
        // part without a current URL, an equal relation between parts in different classes:
        // the current URL's fields and the relations are separate fields too).
        #expect(totalWitnesses * 10 > totalLeaves * 3, "\(totalWitnesses) witnesses for \(totalLeaves) leaves")
    }

    @Test func hostRepresentativesRespectLabels() throws {
        let wildcard = TablePolicies.wildcard("example.com")
        let exact = TablePolicies.exact("a.example.com")
        let lowered = try TableCompiler.lower(
            CheckedPolicy(
                name: nil,
                rules: [
                    CheckedRule(condition: .atom(.host([wildcard])), action: .cancel, line: 1),
                    CheckedRule(condition: .atom(.host([exact])), action: .cancel, line: 2),
                ])
        ).get()
        let hosts = lowered.requestPartition().classes(of: .host)
        // Classes: neither atom ("com", no host), the wildcard only, both; each representative
        // has its class's truth.
        let truths = Set(
            hosts.map { fieldClass -> [Bool] in
                guard case .host(let host) = fieldClass.value, let host else { return [false, false] }
                return [ReferenceInterpreter.hostMatches(host, wildcard), ReferenceInterpreter.hostMatches(host, exact)]
            })
        #expect(truths == [[false, false], [true, false], [true, true]])
        #expect(hosts.contains { $0.value == .host(nil) })
        #expect(Set(hosts.compactMap { $0.baseClasses[.host] }).count == 3)
        #expect(lowered.partition.classCount(of: .host) == 3)
    }
}
