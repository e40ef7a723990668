import NavPolicy
@_spi(TableInternals) import NavPolicy

/// Why a checked policy could not be compiled into a table.
public enum TableCompilerError: Error, Sendable, Hashable {
    /// The decision structure would exceed the size guard; the text says what grew.
    case tooLarge(String)
}

/// A policy after lowering and optimization, before encoding: the attribute partition and
/// the reduced decision diagram over it, plus what decisions report. The linter and `diff`
/// enumerate request classes through it.
public struct LoweredPolicy: Sendable {
    /// What a rule reports when it decides.
    public struct Rule: Sendable, Hashable {
        /// The statement's source line.
        public let line: Int
        /// The action it gives.
        public let action: Action
        /// Whether it is the `otherwise`.
        public let isOtherwise: Bool
    }

    /// The `policy` name, if any.
    public let name: String?
    /// The rules in priority order (rule k is `rules[k - 1]`).
    public let rules: [Rule]
    /// The classes of each request field.
    public let partition: PolicyPartition
    /// The decision diagram over those classes.
    public let diagram: DecisionDiagram

    /// The decision a leaf stands for.
    public func decision(rule: Int?) -> Decision {
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
    public static func encode(_ lowered: LoweredPolicy, sourceText: String?) throws(TableCompilerError) -> [UInt8] {
        try TableEncoder.encode(lowered, sourceText: sourceText)
    }

    /// Lowers and optimizes a checked policy into its partition and decision diagram.
    public static func lower(_ policy: CheckedPolicy) -> Result<LoweredPolicy, TableCompilerError> {
        let lowering = PolicyLowering(policy)
        guard lowering.globs.count <= maxGlobs else {
            return .failure(.tooLarge("the policy has \(lowering.globs.count) path globs with inner '*', more than \(maxGlobs)"))
        }
        let partition = PolicyPartition(lowering)
        do {
            let diagram = try DiagramBuilder.build(lowering, partition)
            let rules = policy.rules.map { LoweredPolicy.Rule(line: $0.line, action: $0.action, isOtherwise: $0.isOtherwise) }
            return .success(LoweredPolicy(name: policy.name, rules: rules, partition: partition, diagram: diagram))
        } catch {
            return .failure(error)
        }
    }
}
