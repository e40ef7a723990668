import NavPolicy

/// Why a checked policy could not be compiled into a table.
public enum TableCompilerError: Error, Sendable, Hashable {
    /// The decision structure would exceed the size guard; the text says what grew.
    case tooLarge(String)
}

/// A policy after lowering and optimization, before encoding: the attribute partition and
/// the reduced decision diagram over it, plus what decisions report.
package struct LoweredPolicy: Sendable {
    /// What a rule reports when it decides.
    package struct Rule: Sendable, Hashable {
        /// The statement's source line.
        package let line: Int
        /// The action it gives.
        package let action: Action
        /// Whether it is the `otherwise`.
        package let isOtherwise: Bool
    }

    /// The `policy` name, if any.
    package let name: String?
    /// The rules in priority order (rule k is `rules[k - 1]`).
    package let rules: [Rule]
    /// The classes of each request field.
    package let partition: PolicyPartition
    /// The decision diagram over those classes.
    package let diagram: DecisionDiagram
    /// The lowered atoms and their fields, from which `requestPartition()` refines the partition.
    let atoms: [LoweredAtom]
    let atomFields: [RequestField]

    /// The request space of the policy: the partition refined by what URLs can realize, with a
    /// witness for any diagram path (`RequestPartition.witness(inClasses:)`).
    package func requestPartition() -> RequestPartition {
        RequestPartition(partition, atoms: atoms, atomFields: atomFields)
    }

    /// The decision a leaf stands for.
    package func decision(rule: Int?) -> Decision {
        guard let rule, rules.indices.contains(rule - 1) else { return .implicitDefault }
        return Decision(action: rules[rule - 1].action, rule: rule, line: rules[rule - 1].line)
    }
}

/// Lowers, optimizes and encodes a checked policy into table bytes that `Policy(table:)` loads.
public enum TableCompiler {
    /// Size guard: at most this many general path globs (each is one diagram level).
    public static let maxGlobs = TableFormat.maxGlobs

    /// Compiles a checked policy into a binary decision table.
    public static func compile(_ policy: CheckedPolicy) -> Result<[UInt8], TableCompilerError> {
        compile(policy, sourceText: nil)
    }

    /// Compiles a checked policy, embedding `sourceText` for tooling (`Policy.sourceText`).
    public static func compile(_ policy: CheckedPolicy, sourceText: String?) -> Result<[UInt8], TableCompilerError> {
        lower(policy).flatMap { lowered in Result { () throws(TableCompilerError) in try encode(lowered, sourceText: sourceText) } }
    }

    /// Encodes an already lowered policy (for tools that also inspect the diagram).
    /// Fails only for keys crafted to collide in the key tables' hash.
    package static func encode(_ lowered: LoweredPolicy, sourceText: String?) throws(TableCompilerError) -> [UInt8] {
        try TableEncoder.encode(lowered, sourceText: sourceText)
    }

    /// Lowers and optimizes a checked policy into its partition and decision diagram.
    package static func lower(_ policy: CheckedPolicy) -> Result<LoweredPolicy, TableCompilerError> {
        let lowering = PolicyLowering(policy)
        guard lowering.globs.count <= maxGlobs else {
            return .failure(.tooLarge("the policy has \(lowering.globs.count) path globs with inner '*', more than \(maxGlobs)"))
        }
        let partition = PolicyPartition(lowering)
        do {
            let diagram = try DiagramBuilder.build(lowering, partition)
            let rules = policy.rules.map { LoweredPolicy.Rule(line: $0.line, action: $0.action, isOtherwise: $0.isOtherwise) }
            return .success(LoweredPolicy(name: policy.name, rules: rules, partition: partition, diagram: diagram,
                                          atoms: lowering.atoms, atomFields: lowering.store.atomFields))
        } catch {
            return .failure(error)
        }
    }
}
