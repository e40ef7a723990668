import NavPolicy

/// The compiled decision structure as a labelled graph, for `navpolicy graph`: one test node
/// per decision-diagram node (the field it branches on), one leaf per decision, and one edge
/// per distinct child, labelled with the classes that lead there in the author's words —
/// targets and navigation types by name, schemes, hosts and paths as written, a long group
/// by the name of the list it came from.
///
/// It is drawn from the table's decision program alone (nodes, classifiers, rules), so it
/// shows what the table does whatever source came with it; a source known to compile to the
/// table only lends its list names.
package struct DecisionGraph: Sendable, Hashable {
    /// A node: a test or a decision.
    package struct Node: Sendable, Hashable {
        /// A stable identifier (`n0`, `rule3`, `default`; `r`-prefixed in the response part).
        package let id: String
        /// What it shows (`host`, `rule 3 (line 14): open-in-app`).
        package let label: String
        /// Whether it is a decision (a leaf).
        package let isDecision: Bool
        /// The part of the table it belongs to: the navigation program or the response part.
        package var section: PolicySection = .navigation
    }

    /// An edge from a test to the child that a group of classes leads to.
    package struct Edge: Sendable, Hashable {
        /// The test node's id.
        package let from: String
        /// The child's id.
        package let to: String
        /// The classes, in words (`new-window, subframe`; `*.ads.example`; `any other value`).
        package let label: String
    }

    /// The policy name the table stores, if any.
    package let name: String?
    /// The nodes, the root first, then the response part's (its root first), if any.
    package let nodes: [Node]
    /// The edges, grouped by their test node in node order.
    package let edges: [Edge]

    /// Whether the table has a response part (drawn as a second cluster).
    package var hasResponsePart: Bool { nodes.contains { $0.section == .response } }

    /// A group of more items than this is named by its list, or cut with a count.
    package static let labelItemLimit = 4

    /// The graph of a table's decision program and of its response part; `listNames` (from a
    /// source that compiles to this table) names long groups by their list.
    package init(_ table: TableReader, listNames: [Condition: String] = [:]) {
        var (nodes, edges) = Self.part(table, listNames: listNames, prefix: "")
        if let response = table.responsePart {
            let part = Self.part(response, listNames: listNames, prefix: "r")
            nodes += part.nodes.map {
                var node = $0
                node.section = .response
                return node
            }
            edges += part.edges
        }
        self.name = table.policyName
        self.nodes = nodes
        self.edges = edges
    }

    /// The nodes and edges of one program, their ids prefixed with `prefix`.
    private static func part(_ table: TableReader, listNames: [Condition: String], prefix: String) -> (nodes: [Node], edges: [Edge]) {
        let vocabulary = ClassVocabulary(table, listNames: listNames)
        var nodes: [Node] = []
        var edges: [Edge] = []
        var leaves: [UInt32] = []
        func id(_ reference: UInt32) -> String {
            if reference & TableFormat.leafFlag == 0 { return prefix + "n\(reference)" }
            if !leaves.contains(reference) { leaves.append(reference) }
            if table.isMatcherLeaf(reference) { return prefix + "matcher" }
            let rule = Int(reference & ~TableFormat.leafFlag)
            return prefix + (rule == 0 ? "default" : "rule\(table.ruleNumberOffset + rule)")
        }
        _ = id(table.root)
        for node in 0..<table.nodeCount {
            let field = table.field(ofNode: node)
            nodes.append(Node(id: prefix + "n\(node)", label: vocabulary.fieldName(field), isDecision: false))
            var order: [UInt32] = []
            var classesByChild: [UInt32: [Int]] = [:]
            for classIndex in 0..<table.classCount(of: field) {
                let child = table.child(ofNode: node, class: classIndex)
                if classesByChild[child] == nil { order.append(child) }
                classesByChild[child, default: []].append(classIndex)
            }
            for child in order {
                edges.append(
                    Edge(
                        from: prefix + "n\(node)", to: id(child),
                        label: vocabulary.label(field: field, classes: classesByChild[child] ?? [])))
            }
        }
        // Decisions in the order the edges first reach them; the matcher last.
        for leaf in leaves.filter({ !table.isMatcherLeaf($0) }) + leaves.filter(table.isMatcherLeaf) {
            if table.isMatcherLeaf(leaf) {
                nodes.append(Node(id: prefix + "matcher", label: "first matching rule (bit-vector matcher)", isDecision: true))
            } else if let decision = table.leafDecision(leaf) {
                let label = decision.rule.map { "rule \($0) (line \(decision.line ?? 0)): " } ?? "implicit default: "
                nodes.append(Node(id: id(leaf), label: label + decision.outcomeText, isDecision: true))
            }
        }
        return (nodes, edges)
    }
}
