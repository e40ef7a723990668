import NavPolicy

/// Builds the reduced decision diagram by recursive specialization of the rules' conditions,
/// one field at a time, in field order, with the shared `SpecializationEngine`.
///
/// A residual is the list of (rule, condition) still undecided, conditions specialized by the
/// fields already fixed, false ones dropped, truncated after the first true one. Residuals are
/// memoized, so equal residuals share one sub-diagram. Recursion depth is the number of
/// fields, never the number of rules.
///
/// With `matcherLeaves`, a diagram that reaches its limits does not fail: every residual not
/// yet built becomes a `.matcher` leaf, decided by the policy's `RuleMatcher` (the first rule
/// true on a request that reaches a node is the first true entry of the node's residual, so
/// the whole policy's matcher decides correctly anywhere).
struct DiagramBuilder {
    /// How large a diagram may grow.
    struct Limits {
        /// At most this many nodes.
        var nodes: Int
        /// At most this many child references in all nodes.
        var children: Int
        /// At most this many residual entries built in total.
        var work: Int

        /// The guards of a diagram-only table: past them a policy is too large.
        static let absolute = Limits(nodes: 1 << 20, children: 1 << 24, work: 1 << 26)

        /// Limits proportional to the policy (rules, atoms and classifier keys): a diagram
        /// past them is left to the bit-vector matcher, so tables stay linear in the policy.
        static func proportional(_ lowering: PolicyLowering, _ partition: PolicyPartition) -> Limits {
            let size =
                lowering.ruleConditions.count + lowering.atoms.count
                + partition.schemeKeys.count + partition.hostKeys.count + partition.pathKeys.count
            return Limits(nodes: 4 * size + 1_024, children: 16 * size + 4_096, work: 64 * size + 65_536)
        }
    }

    private let engine: SpecializationEngine
    private let partition: PolicyPartition
    private let limits: Limits
    private let matcherLeaves: Bool
    /// The rules mentioning each atom.
    private let rulesMentioning: AtomIndex
    /// For each field and class, the true atoms, as a list and as a set.
    private let trueAtoms: [RequestField: [(list: [Int], set: Set<Int>)]]
    private var memo: [[ResidualEntry]: DecisionDiagram.Reference] = [:]
    private var specializations: [ConditionStore.SpecializationKey: Int] = [:]
    private var nodes: [DecisionDiagram.Node] = []
    private var nodeIDs: [DecisionDiagram.Node: Int] = [:]
    private var childTotal = 0

    private init(
        _ engine: SpecializationEngine, _ lowering: PolicyLowering, _ partition: PolicyPartition, limits: Limits, matcherLeaves: Bool
    ) {
        self.engine = engine
        self.partition = partition
        self.limits = limits
        self.matcherLeaves = matcherLeaves
        rulesMentioning = AtomIndex(lowering.ruleConditions, atomCount: lowering.atoms.count, engine: engine)
        trueAtoms = Dictionary(uniqueKeysWithValues: partition.fields.map { ($0, partition.trueAtoms(of: $0).map { ($0, Set($0)) }) })
    }

    /// Builds the diagram for rule conditions in priority order within `limits`; past them it
    /// throws, or with `matcherLeaves` leaves the rest to the matcher.
    static func build(
        _ lowering: PolicyLowering, _ partition: PolicyPartition, engine: SpecializationEngine, limits: Limits, matcherLeaves: Bool
    ) throws(TableCompilerError) -> DecisionDiagram {
        var builder = DiagramBuilder(engine, lowering, partition, limits: limits, matcherLeaves: matcherLeaves)
        let residual = lowering.ruleConditions.enumerated().compactMap { rule, condition in
            condition == ConditionStore.falseID ? nil : ResidualEntry(entry: Int32(rule), condition: Int32(condition))
        }
        let root = try builder.build(SpecializationEngine.truncatedAfterTrue(residual))
        // Nodes were created children first; reversing puts the root first and makes every
        // child index larger than its parent's.
        let last = builder.nodes.count - 1
        func renumber(_ reference: DecisionDiagram.Reference) -> DecisionDiagram.Reference {
            if case .node(let index) = reference { return .node(last - index) }
            return reference
        }
        let nodes = builder.nodes.reversed().map { DecisionDiagram.Node(field: $0.field, children: $0.children.map(renumber)) }
        return DecisionDiagram(root: renumber(root), nodes: nodes)
    }

    private mutating func build(_ residual: [ResidualEntry]) throws(TableCompilerError) -> DecisionDiagram.Reference {
        guard let first = residual.first else { return .leaf(rule: nil) }
        if first.condition == Int32(ConditionStore.trueID) { return .leaf(rule: Int(first.entry) + 1) }
        if let known = memo[residual] { return known }
        guard !isFull else {
            if matcherLeaves { return .matcher }
            throw .tooLarge("building the decision diagram would take more than \(limits.work) steps")
        }
        // The next field to test is the smallest one any remaining condition mentions.
        let field = engine.firstField(of: residual) ?? .target
        engine.budget.charge(residual.count)
        let baseline = engine.baseline(of: residual, fields: [field])
        var children: [DecisionDiagram.Reference] = []
        var baselineChild: DecisionDiagram.Reference?
        for (classIndex, atoms) in (trueAtoms[field] ?? []).enumerated() {
            // Past the limits, a class's residual is not even computed: the matcher decides it.
            if matcherLeaves && isFull {
                children.append(.matcher)
                continue
            }
            let affected = rulesMentioning.entries(touchedBy: atoms.list)
            // Finding a class's affected rules is work too: uncharged, a node over thousands of
            // host classes costs far more than its residuals and never reaches the limits.
            engine.budget.charge(1 + affected.count)
            if affected.isEmpty {
                if baselineChild == nil { baselineChild = try build(SpecializationEngine.truncatedAfterTrue(baseline)) }
                children.append(baselineChild ?? .leaf(rule: nil))
                continue
            }
            let classResidual = engine.classResidual(
                residual, baseline: baseline, affected: affected, fields: [field], trueAtoms: atoms.set,
                key: classIndex, memo: &specializations, truncating: true)
            engine.budget.charge(classResidual.count)
            children.append(try build(classResidual))
        }
        let result = try node(field: field, children: children)
        memo[residual] = result
        return result
    }

    /// Whether the diagram has reached its limits.
    private var isFull: Bool {
        nodes.count >= limits.nodes || childTotal > limits.children || engine.budget.isExhausted
    }

    /// The reference for a node: its only child when all children agree, else a shared node.
    private mutating func node(field: RequestField, children: [DecisionDiagram.Reference]) throws(TableCompilerError)
        -> DecisionDiagram.Reference
    {
        if let first = children.first, children.allSatisfy({ $0 == first }) { return first }
        let node = DecisionDiagram.Node(field: field, children: children)
        if let known = nodeIDs[node] { return .node(known) }
        guard !isFull || matcherLeaves else {
            throw .tooLarge(
                "the decision diagram would exceed \(limits.nodes) nodes, \(limits.children) branches or \(limits.work) steps of work")
        }
        childTotal += children.count
        nodes.append(node)
        nodeIDs[node] = nodes.count - 1
        return .node(nodes.count - 1)
    }
}
