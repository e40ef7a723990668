import NavPolicy

/// A reduced decision diagram over the fields of a `PolicyPartition` (a Firewall Decision
/// Diagram): each node tests one field and has one child per class of that field; leaves are
/// outcomes. Fields appear in `RequestField` order along every path, each at most once.
/// Identical sub-diagrams are shared and nodes whose children are all equal are removed.
package struct DecisionDiagram: Sendable, Hashable {
    /// A child or root: a node index, or a leaf outcome.
    package enum Reference: Sendable, Hashable {
        /// The node at this index in `nodes`.
        case node(Int)
        /// The decision: rule index (1-based) or nil for the implicit default.
        case leaf(rule: Int?)
        /// Decided by the policy's bit-vector matcher (`RuleMatcher`).
        case matcher
    }

    /// One test: the field it classifies and the child for each class.
    package struct Node: Sendable, Hashable {
        /// The field it tests.
        package let field: RequestField
        /// The child reference for each class of the field, by class index.
        package let children: [Reference]
    }

    /// Where evaluation starts.
    package let root: Reference
    /// The nodes; children always have larger indices than their parent (the root is node 0).
    package let nodes: [Node]

    /// The leaf reached by a request whose field classes are given by `classOf(field)`.
    package func leaf(classOf: (RequestField) -> Int) -> Reference {
        var reference = root
        while case .node(let index) = reference {
            let node = nodes[index]
            reference = node.children[classOf(node.field)]
        }
        return reference
    }
}
