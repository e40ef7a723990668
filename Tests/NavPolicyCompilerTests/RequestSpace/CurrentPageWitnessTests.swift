import NavPolicy
import NavPolicyCompiler
import Testing

/// Witnesses of the current page's parts and relations: for a rule that only some current
/// pages satisfy, the request space finds a request the rule decides (checked by the reference
/// interpreter and the compiled table), realizing several relations and parts at once, and
/// finds none for a rule no request satisfies.
struct CurrentPageWitnessTests {
    /// Conditions some request satisfies, with what its current page must be.
    static let satisfiable: [(condition: String, page: String)] = [
        ("host == current and current scheme is \"https\" and scheme != current scheme", "loaded"),
        ("current host is none and not current is none and scheme == current scheme", "loaded"),
        ("current host is none and not current is none and current scheme is not \"about\"", "any"),
        ("current is none and current host is none and current port is none and current query is none", "absent"),
        (
            "not current is none and current host is none and current path is not \"blank\" and not scheme == current scheme and not scheme != current scheme",
            "unparsable"
        ),
        ("port == current port and host != current and current port is 8443 and current path ends-with \".PDF\" ignoring case", "loaded"),
        (
            "current query has \"code\" and current url matches \"https://*.example.com/cb\" and scheme == current scheme and port != current port",
            "loaded"
        ),
        ("current url matches \"about:blank\" and host is none", "loaded"),
        (
            "current path starts-with \"/a/\" and current path ends-with \".zip\" and host == current and port == current port and scheme == current scheme",
            "loaded"
        ),
        // A part every URL has is none only without a readable current URL.
        ("current scheme is none and not current is none", "unparsable"),
        ("current path is none and current is none", "absent"),
        ("current url is not none and current host is none", "loaded"),
        ("current scheme is not none and host == current", "loaded"),
    ]

    /// Conditions no request satisfies.
    static let unsatisfiable = [
        "port == current port and current host is none and not current is none and current scheme is \"x\"",
        "current scheme is \"https\" and current host is none",
        "current is none and scheme != current scheme",
        "host == current and current host is \"a.example\" and host is \"b.example\"",
        "scheme == current scheme and scheme is \"https\" and current scheme is \"http\"",
        "current path is \"/a\" and current is none",
        "current scheme is none and current path is not none",
        "current url is none and host == current",
        "current scheme is none and current query is not none",
    ]

    static func lowered(_ condition: String) throws -> (CheckedPolicy, LoweredPolicy) {
        let result = PolicyPipeline().check(SourceFile(name: "p.navpolicy", text: "when \(condition) then cancel\notherwise allow\n"))
        let policy = try #require(result.policy, "\(result.diagnostics)")
        return (policy, try TableCompiler.lower(policy).get())
    }

    /// Every witness of the diagram's leaves for rule 1.
    static func ruleOneWitnesses(_ lowered: LoweredPolicy) -> [RequestWitness] {
        let space = lowered.requestPartition()
        var witnesses: [RequestWitness] = []
        var pending: [(DecisionDiagram.Reference, [RequestField: Int])] = [(lowered.diagram.root, [:])]
        while let (reference, classes) = pending.popLast() {
            switch reference {
            case .leaf(let rule): if rule == 1, let witness = space.witness(inClasses: classes) { witnesses.append(witness) }
            case .matcher: continue
            case .node(let index):
                for (classIndex, child) in lowered.diagram.nodes[index].children.enumerated() {
                    pending.append((child, classes.merging([lowered.diagram.nodes[index].field: classIndex]) { $1 }))
                }
            }
        }
        return witnesses
    }

    @Test(arguments: satisfiable)
    func satisfiableRulesHaveWitnessesTheyDecide(_ condition: String, page: String) throws {
        let (policy, lowered) = try Self.lowered(condition)
        let table = try Policy(table: try TableCompiler.encode(lowered, sourceText: nil))
        let witnesses = Self.ruleOneWitnesses(lowered)
        #expect(!witnesses.isEmpty, "no witness for \(condition)")
        for witness in witnesses {
            #expect(ReferenceInterpreter.decide(policy, witness.request).rule == 1, "\(witness.noteText)")
            #expect(table.decide(witness.request).rule == 1, "\(witness.noteText)")
            #expect(witness.parsedRequest == witness.request, "\(witness.noteText)")
            switch (page, witness.request.current) {
            case ("absent", .absent), ("unparsable", .unparsable), ("loaded", .loaded), ("any", _): break
            default: Issue.record("\(condition): current page of \(witness.noteText) is not \(page)")
            }
        }
        // `diff` against a policy that allows everything finds the change with a witness too.
        let allowAll = CheckedPolicy(name: nil, rules: [CheckedRule(condition: .always, action: .allow, isOtherwise: true, line: 1)])
        let changes = PolicyComparison(old: allowAll, new: policy).changes
        #expect(changes.count == 1 && ReferenceInterpreter.decide(policy, changes[0].witness.request).rule == 1, "\(condition)")
    }

    @Test(arguments: unsatisfiable)
    func unsatisfiableRulesHaveNoWitnessAndLintSaysSo(_ condition: String) throws {
        let (policy, lowered) = try Self.lowered(condition)
        #expect(Self.ruleOneWitnesses(lowered).isEmpty, "\(condition)")
        let allowAll = CheckedPolicy(name: nil, rules: [CheckedRule(condition: .always, action: .allow, isOtherwise: true, line: 1)])
        #expect(PolicyComparison(old: allowAll, new: policy).changes.isEmpty, "\(condition)")
        let findings = PolicyPipeline().diagnose(SourceFile(name: "p.navpolicy", text: "when \(condition) then cancel\notherwise allow\n"))
            .lintFindings
        #expect(findings.contains { $0.code.rawValue == "never-matches" }, "\(condition): \(findings.map(\.code))")
    }
}
