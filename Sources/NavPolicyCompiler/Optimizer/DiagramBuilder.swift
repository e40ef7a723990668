/// Builds the reduced decision diagram by recursive specialization of the rules' conditions,
/// one field at a time, in field-id order.
///
/// A residual is the list of (rule, condition) still undecided, conditions specialized by the
/// fields already fixed, false ones dropped, truncated after the first true one. Residuals are
/// memoized, so equal residuals share one sub-diagram. For each class, only the rules that
/// mention an atom true in that class differ from the all-false baseline; the rest are copied,
/// so a field with 100,000 classes does not cost 100,000 full specializations. Recursion depth
/// is the number of fields, never the number of rules.
struct DiagramBuilder {
    /// Size guard: at most this many nodes.
    static let maxNodes = 1 << 20
    /// Size guard: at most this many child references in all nodes.
    static let maxChildren = 1 << 24
    /// Work guard: at most this many residual entries built in total.
    static let maxWork = 1 << 26

    private struct Entry: Hashable {
        var rule: Int32
        var condition: Int32
    }

    private var store: ConditionStore
    private let partition: PolicyPartition
    /// For each atom, the rules whose condition mentions it, ascending.
    private let rulesMentioning: [[Int]]
    /// For each field and class, the true atoms as a set.
    private let trueAtomSets: [[Set<Int>]]
    private var memo: [[Entry]: DecisionDiagram.Reference] = [:]
    private var specializations: [ConditionStore.SpecializationKey: Int] = [:]
    private var nodes: [DecisionDiagram.Node] = []
    private var nodeIDs: [DecisionDiagram.Node: Int] = [:]
    private var childTotal = 0
    private var work = 0

    init(_ lowering: PolicyLowering, _ partition: PolicyPartition) {
        store = lowering.store
        self.partition = partition
        var mentioning = Array(repeating: [Int](), count: lowering.atoms.count)
        for (rule, condition) in lowering.ruleConditions.enumerated() {
            for atom in Self.atoms(of: condition, in: lowering.store) { mentioning[atom].append(rule) }
        }
        rulesMentioning = mentioning
        trueAtomSets = partition.trueAtoms.map { $0.map(Set.init) }
    }

    /// The distinct atoms of a condition (iterative, so deep conditions cannot overflow the stack).
    static func atoms(of condition: Int, in store: ConditionStore) -> [Int] {
        var pending = [condition], seen: Set<Int> = [], found: Set<Int> = []
        while let id = pending.popLast() {
            guard seen.insert(id).inserted else { continue }
            switch store.nodes[id] {
            case .constant: break
            case .atom(let atom): found.insert(atom)
            case .not(let operand): pending.append(operand)
            case .and(let operands), .or(let operands): pending += operands
            }
        }
        return found.sorted()
    }

    /// Builds the diagram for rule conditions in priority order.
    static func build(_ lowering: PolicyLowering, _ partition: PolicyPartition) throws(TableCompilerError) -> DecisionDiagram {
        var builder = DiagramBuilder(lowering, partition)
        let residual = normalized(lowering.ruleConditions.enumerated().map { Entry(rule: Int32($0), condition: Int32($1)) })
        let root = try builder.build(residual)
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

    /// Drops false entries and everything after the first true one.
    private static func normalized(_ entries: [Entry]) -> [Entry] {
        var result: [Entry] = []
        for entry in entries where entry.condition != ConditionStore.falseID {
            result.append(entry)
            if entry.condition == ConditionStore.trueID { break }
        }
        return result
    }

    /// Drops false entries only: the baseline must keep rules after a true entry, because a
    /// class may turn that entry false again.
    private static func withoutFalse(_ entries: [Entry]) -> [Entry] {
        entries.filter { $0.condition != ConditionStore.falseID }
    }

    private mutating func build(_ residual: [Entry]) throws(TableCompilerError) -> DecisionDiagram.Reference {
        guard let first = residual.first else { return .leaf(rule: nil) }
        if first.condition == ConditionStore.trueID { return .leaf(rule: Int(first.rule) + 1) }
        if let known = memo[residual] { return known }
        guard work <= Self.maxWork else { throw .tooLarge("building the decision diagram would take more than \(Self.maxWork) steps") }
        // The next field to test is the smallest one any remaining condition mentions.
        let field = residual.compactMap { store.fields[Int($0.condition)].first }.min() ?? 0
        let baseline = specialize(residual, field: field, classKey: -1) { _ in false }
        var children: [DecisionDiagram.Reference] = []
        var baselineChild: DecisionDiagram.Reference?
        for (classIndex, atoms) in trueAtomSets[field].enumerated() {
            let affected = Set(atoms.flatMap { rulesMentioning[$0] })
            if affected.isEmpty {
                if baselineChild == nil { baselineChild = try build(Self.normalized(baseline)) }
                children.append(baselineChild ?? .leaf(rule: nil))
                continue
            }
            let classResidual = merge(residual, baseline, affected: affected.sorted(), field: field, classKey: classIndex, trueAtoms: atoms)
            children.append(try build(classResidual))
        }
        let result = try node(field: field, children: children)
        memo[residual] = result
        return result
    }

    /// Every entry specialized for one class, false ones dropped (used for the baseline).
    private mutating func specialize(_ residual: [Entry], field: Int, classKey: Int, isTrue: (Int) -> Bool) -> [Entry] {
        work += residual.count
        return Self.withoutFalse(residual.map { entry in
            Entry(rule: entry.rule, condition: Int32(store.specialize(Int(entry.condition), field: field, key: classKey, memo: &specializations, isTrue: isTrue)))
        })
    }

    /// The residual for one class: the baseline, with the affected rules specialized for the
    /// class instead, in rule order, truncated after the first true entry.
    private mutating func merge(_ residual: [Entry], _ baseline: [Entry], affected: [Int], field: Int, classKey: Int, trueAtoms: Set<Int>) -> [Entry] {
        var result: [Entry] = []
        var next = 0
        for rule in affected {
            while next < baseline.count, Int(baseline[next].rule) < rule {
                result.append(baseline[next])
                if baseline[next].condition == ConditionStore.trueID { work += result.count; return result }
                next += 1
            }
            if next < baseline.count, Int(baseline[next].rule) == rule { next += 1 }
            guard let position = Self.position(of: rule, in: residual) else { continue }
            let condition = store.specialize(Int(residual[position].condition), field: field, key: classKey, memo: &specializations) { trueAtoms.contains($0) }
            if condition == ConditionStore.falseID { continue }
            result.append(Entry(rule: Int32(rule), condition: Int32(condition)))
            if condition == ConditionStore.trueID { work += result.count; return result }
        }
        for entry in baseline[next...] {
            result.append(entry)
            if entry.condition == ConditionStore.trueID { break }
        }
        work += result.count
        return result
    }

    /// Binary search for a rule in a residual (entries ascend by rule).
    private static func position(of rule: Int, in residual: [Entry]) -> Int? {
        var (low, high) = (0, residual.count)
        while low < high {
            let middle = (low + high) / 2
            if Int(residual[middle].rule) < rule { low = middle + 1 } else { high = middle }
        }
        return low < residual.count && Int(residual[low].rule) == rule ? low : nil
    }

    /// The reference for a node: its only child when all children agree, else a shared node.
    private mutating func node(field: Int, children: [DecisionDiagram.Reference]) throws(TableCompilerError) -> DecisionDiagram.Reference {
        if let first = children.first, children.allSatisfy({ $0 == first }) { return first }
        let node = DecisionDiagram.Node(field: field, children: children)
        if let known = nodeIDs[node] { return .node(known) }
        childTotal += children.count
        guard nodes.count < Self.maxNodes, childTotal <= Self.maxChildren, work <= Self.maxWork else {
            throw .tooLarge("the decision diagram would exceed \(Self.maxNodes) nodes, \(Self.maxChildren) branches or \(Self.maxWork) steps of work")
        }
        nodes.append(node)
        nodeIDs[node] = nodes.count - 1
        return .node(nodes.count - 1)
    }
}
