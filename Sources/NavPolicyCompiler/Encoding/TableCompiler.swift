import NavPolicy

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
        /// The notify tag, if the rule has one.
        package let notify: String?
    }

    /// The `policy` name, if any.
    package let name: String?
    /// The rules in priority order (rule k is `rules[k - 1]`).
    package let rules: [Rule]
    /// What is added to k to give rule k's number (`CheckedPolicy.ruleNumberOffset`).
    package let ruleNumberOffset: Int
    /// The flags the policy declares, in declaration order (`flag(i)` is `flags[i]`).
    package let flags: [String]
    /// The parameters the policy declares, in declaration order.
    package let parameters: [CheckedParameter]
    /// The distinct parameter tests, by parameter test field index.
    package let parameterTests: [ParameterTest]
    /// The classes of each request field.
    package let partition: PolicyPartition
    /// The decision diagram over those classes.
    package let diagram: DecisionDiagram
    /// The bit-vector matcher that decides the diagram's `.matcher` leaves (nil when it has none).
    let matcher: RuleMatcher?
    /// The lowered atoms and their fields, from which `requestPartition()` refines the partition.
    let atoms: [LoweredAtom]
    let atomFields: [RequestField]

    /// The request space of the policy: the partition refined by what URLs can realize, with a
    /// witness for any diagram path (`RequestPartition.witness(inClasses:)`).
    package func requestPartition() -> RequestPartition {
        RequestPartition(partition, atoms: atoms, atomFields: atomFields)
    }

    /// Whether the diagram leaves some requests to the bit-vector matcher.
    package var usesMatcher: Bool { matcher != nil }

    /// The decision a leaf stands for.
    package func decision(rule: Int?) -> Decision {
        guard let rule, rules.indices.contains(rule - 1) else { return .implicitDefault }
        return Decision(
            action: rules[rule - 1].action, rule: ruleNumberOffset + rule, line: rules[rule - 1].line, notify: rules[rule - 1].notify)
    }
}

/// Lowers, optimizes and encodes a checked policy into table bytes that `Policy(table:)` loads.
package enum TableCompiler {
    /// Size guard: at most this many general path globs (each is one diagram level).
    package static let maxGlobs = TableFormat.maxGlobs

    /// Compiles a checked policy into a binary decision table, embedding `sourceText` for
    /// tooling (`Policy.sourceText`); an `on response` section becomes the table's response
    /// part, compiled the same way from `responsePart`. `rules`, the policy's rules already
    /// lowered (by the lint stage), spares lowering them again.
    package static func compile(_ policy: CheckedPolicy, sourceText: String? = nil, rules: LoweredRules? = nil) -> Result<
        [UInt8], TableCompilerError
    > {
        let response: Result<[UInt8]?, TableCompilerError> =
            policy.hasResponseSection ? compile(policy.responsePart).map { $0 } : .success(nil)
        return response.flatMap { responsePart in
            lower(policy, rules: rules).flatMap { lowered in
                Result { () throws(TableCompilerError) in
                    try TableEncoder.encode(lowered, sourceText: sourceText, responsePart: responsePart)
                }
            }
        }
    }

    /// Encodes an already lowered policy (for tools that also inspect the diagram).
    /// Fails only for keys crafted to collide in the key tables' hash.
    package static func encode(_ lowered: LoweredPolicy, sourceText: String?) throws(TableCompilerError) -> [UInt8] {
        try TableEncoder.encode(lowered, sourceText: sourceText)
    }

    /// Lowers and optimizes a checked policy into its partition and decision diagram.
    ///
    /// The diagram may grow to a size proportional to the policy; past it the policy's
    /// bit-vector matcher decides what the diagram has not expanded (`matcher` leaves), so the
    /// table stays linear in the policy. `diagramLimits` overrides that size (tests force the
    /// matcher-only and mixed forms with it). `rules` are the policy's rules already lowered and
    /// partitioned (`LoweredRules(policy)`), when the caller has them.
    package static func lower(
        _ policy: CheckedPolicy, rules: LoweredRules? = nil, diagramLimits: DiagramLimits? = nil
    ) -> Result<LoweredPolicy, TableCompilerError> {
        // A decision stores its tag inline and the loader refuses a forbidden one: refuse it
        // here, by rule, rather than write a table nothing can load.
        if let index = policy.rules.firstIndex(where: { $0.notify.map { !Decision.isNotifyTag($0) } ?? false }) {
            return .failure(.invalidNotifyTag(rule: index + 1, tag: policy.rules[index].notify ?? ""))
        }
        let lowering = rules?.lowering ?? PolicyLowering(policy)
        guard lowering.globs.count <= maxGlobs else {
            return .failure(
                .tooLarge(
                    "the policy has \(lowering.globs.count) path globs (inner '*', 'ends-with', 'ignoring case'), more than \(maxGlobs)"))
        }
        let innerBytes = lowering.globs.reduce(0) { $0 + TableFormat.globInnerByteCount($1.bytes) }
        guard innerBytes <= TableFormat.maxGlobInnerBytes else {
            return .failure(
                .tooLarge(
                    "the policy's path globs have \(innerBytes) bytes between their first and last '*', more than \(TableFormat.maxGlobInnerBytes)"
                ))
        }
        guard lowering.parameterTests.count <= TableFormat.maxParameterTests else {
            return .failure(
                .tooLarge(
                    "the policy has \(lowering.parameterTests.count) distinct parameter tests, more than \(TableFormat.maxParameterTests)"))
        }
        guard policy.parameters.count <= TableFormat.maxParameters, policy.flags.count <= PolicyFlag.maximumCount else {
            return .failure(
                .tooLarge(
                    """
                    the policy declares \(policy.parameters.count) parameters and \(policy.flags.count) flags, more than \(TableFormat.maxParameters) \
                    and \(PolicyFlag.maximumCount)
                    """))
        }
        guard lowering.queryNames.count <= TableFormat.maxQueryNames else {
            return .failure(.tooLarge("the policy tests \(lowering.queryNames.count) query names, more than \(TableFormat.maxQueryNames)"))
        }
        // The reader finds a query's names by hash and length, and refuses two names that share
        // both (only names written to collide do).
        var namesByKey: [UInt64: [UInt8]] = [:]
        for name in lowering.queryNames {
            if let other = namesByKey.updateValue(name, forKey: QueryNameIndex.key(name)), other != name {
                return .failure(
                    .tooLarge(
                        """
                        the query names '\(String(decoding: other, as: UTF8.self))' and '\(String(decoding: name, as: UTF8.self))' have the same \
                        hash and length, which the runtime's query name index cannot tell apart
                        """))
            }
        }
        let partition = rules?.partition ?? PolicyPartition(lowering)
        guard partition.schemePrefixLengths.count <= TableFormat.maxSchemePrefixLengths else {
            return .failure(
                .tooLarge(
                    "the policy's 'scheme starts-with' prefixes have \(partition.schemePrefixLengths.count) distinct lengths, more than \(TableFormat.maxSchemePrefixLengths)"
                ))
        }
        // The reader's bounds on a classification's work, refused here before any table is written.
        let schemePrefixLengthSum = partition.schemePrefixLengths.reduce(0, +)
        guard schemePrefixLengthSum <= TableFormat.maxSchemePrefixLengthSum else {
            return .failure(
                .tooLarge(
                    """
                    the policy's 'scheme starts-with' prefixes have \(partition.schemePrefixLengths.count) distinct lengths adding up to \
                    \(schemePrefixLengthSum) bytes, more than \(TableFormat.maxSchemePrefixLengthSum) (each distinct length is one lookup per decision)
                    """))
        }
        let pathLengthSum = partition.pathLengths.reduce(0, +)
        guard pathLengthSum <= TableFormat.maxPathKeyLengthSum else {
            return .failure(
                .tooLarge(
                    """
                    the policy's exact paths and path prefixes have \(partition.pathLengths.count) distinct lengths adding up to \
                    \(pathLengthSum) bytes, more than \(TableFormat.maxPathKeyLengthSum) (each distinct length is one lookup per decision)
                    """))
        }
        if let longest = partition.hostKeys.max(by: { $0.bytes.count < $1.bytes.count }), longest.bytes.count > TableFormat.maxHostKeyBytes
        {
            return .failure(
                .tooLarge(
                    "the host key '\(String(decoding: longest.bytes, as: UTF8.self))' is longer than \(TableFormat.maxHostKeyBytes) bytes"))
        }
        let limits =
            diagramLimits.map { DiagramBuilder.Limits(nodes: $0.nodes, children: $0.children, work: $0.work) }
            ?? .proportional(lowering, partition)
        func engine(_ work: Int) -> SpecializationEngine {
            SpecializationEngine(store: lowering.store, budget: WorkBudget(limit: work))
        }
        let rules = policy.rules.map {
            LoweredPolicy.Rule(line: $0.line, action: $0.action, isOtherwise: $0.isOtherwise, notify: $0.notify)
        }
        func lowered(_ diagram: DecisionDiagram, _ matcher: RuleMatcher?) -> LoweredPolicy {
            LoweredPolicy(
                name: policy.name, rules: rules, ruleNumberOffset: policy.ruleNumberOffset, flags: policy.flags,
                parameters: policy.parameters,
                parameterTests: lowering.parameterTests, partition: partition, diagram: diagram, matcher: matcher,
                atoms: lowering.atoms, atomFields: lowering.store.atomFields)
        }
        do {
            let diagram = try DiagramBuilder.build(lowering, partition, engine: engine(limits.work), limits: limits, matcherLeaves: false)
            return .success(lowered(diagram, nil))
        } catch {}
        do {
            guard let matcher = RuleMatcher(lowering, partition, engine: engine(.max)) else {
                // A rule expands to too many terms for the matcher: the diagram alone, up to the absolute guards.
                let absolute = DiagramBuilder.Limits.absolute
                return .success(
                    lowered(
                        try DiagramBuilder.build(
                            lowering, partition, engine: engine(absolute.work), limits: absolute, matcherLeaves: false), nil))
            }
            // The reader refuses a matcher a decision could spend too long in: refuse it here first.
            guard matcher.decisionWords <= TableFormat.maxMatcherDecisionWords else {
                return .failure(
                    .tooLarge(
                        """
                        the policy's rules combine into a bit-vector matcher of \(matcher.termRules.count) terms that a decision may read \
                        \(matcher.decisionWords) words of, more than \(TableFormat.maxMatcherDecisionWords)
                        """))
            }
            let diagram = try DiagramBuilder.build(lowering, partition, engine: engine(limits.work), limits: limits, matcherLeaves: true)
            return .success(lowered(diagram, matcher))
        } catch {
            return .failure(error)
        }
    }

    /// Size limits of the decision diagram (`lower(_:diagramLimits:)`).
    package struct DiagramLimits: Sendable {
        /// At most this many nodes, child references, and residual entries of work.
        package var nodes, children, work: Int

        /// Limits with the given parts.
        package init(nodes: Int, children: Int, work: Int) {
            (self.nodes, self.children, self.work) = (nodes, children, work)
        }
    }
}
