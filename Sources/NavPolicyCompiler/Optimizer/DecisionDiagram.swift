/// A reduced decision diagram over the fields of a `PolicyPartition` (a Firewall Decision
/// Diagram): each node tests one field and has one child per class of that field; leaves are
/// outcomes. Fields appear in increasing id order along every path, each at most once.
/// Identical sub-diagrams are shared and nodes whose children are all equal are removed.
public struct DecisionDiagram: Sendable, Hashable {
    /// A child or root: a node index, or a leaf outcome.
    public enum Reference: Sendable, Hashable {
        /// The node at this index in `nodes`.
        case node(Int)
        /// The decision: rule index (1-based) or nil for the implicit default.
        case leaf(rule: Int?)
    }

    /// One test: the field it classifies and the child for each class.
    public struct Node: Sendable, Hashable {
        /// The field id (see `PolicyPartition`).
        public let field: Int
        /// The child reference for each class of the field, by class index.
        public let children: [Reference]
    }

    /// Where evaluation starts.
    public let root: Reference
    /// The nodes; children always have larger indices than their parent (the root is node 0).
    public let nodes: [Node]

    /// The leaf reached by a request whose field classes are given by `classOf(field)`.
    public func outcome(classOf: (Int) -> Int) -> Int? {
        var reference = root
        while case .node(let index) = reference {
            let node = nodes[index]
            reference = node.children[classOf(node.field)]
        }
        guard case .leaf(let rule) = reference else { return nil }
        return rule
    }
}
