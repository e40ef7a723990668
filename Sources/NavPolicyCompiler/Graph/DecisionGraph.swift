import NavPolicy

/// The compiled decision structure as a labelled graph, for `navpolicy graph`: one test node
/// per decision-diagram node (the field it branches on), one leaf per decision, and one edge
/// per distinct child, labelled with the classes that lead there in the author's words —
/// targets and navigation types by name, schemes, hosts and paths as written, a long group
/// by the name of the list it came from.
package struct DecisionGraph: Sendable, Hashable {
    /// A node: a test or a decision.
    package struct Node: Sendable, Hashable {
        /// A stable identifier (`n0`, `rule3`, `default`).
        package let id: String
        /// What it shows (`host`, `rule 3 (line 14): open-in-app`).
        package let label: String
        /// Whether it is a decision (a leaf).
        package let isDecision: Bool
    }

    /// An edge from a test to the child that a group of classes leads to.
    package struct Edge: Sendable, Hashable {
        /// The test node's id.
        package let from: String
        /// The child's id.
        package let to: String
        /// The classes, in words (`new-window, subframe`; `*.ads.example`; `other`).
        package let label: String
    }

    /// The nodes, the root first.
    package let nodes: [Node]
    /// The edges, grouped by their test node in node order.
    package let edges: [Edge]

    /// A group of more items than this is named by its list, or cut with a count.
    package static let labelItemLimit = 4

    /// The graph of a lowered policy; `policy` supplies list names for labels.
    package init(_ lowered: LoweredPolicy, policy: CheckedPolicy) {
        let vocabulary = ClassVocabulary(lowered.partition, listNames: policy.listNames)
        let diagram = lowered.diagram
        var nodes: [Node] = []
        var edges: [Edge] = []
        var leaves: [Int?] = []
        var reachesMatcher = false
        func id(_ reference: DecisionDiagram.Reference) -> String {
            switch reference {
            case .node(let index): return "n\(index)"
            case .leaf(let rule):
                if !leaves.contains(rule) { leaves.append(rule) }
                return rule.map { "rule\($0)" } ?? "default"
            case .matcher:
                reachesMatcher = true
                return "matcher"
            }
        }
        _ = id(diagram.root)
        for (index, node) in diagram.nodes.enumerated() {
            nodes.append(Node(id: "n\(index)", label: vocabulary.fieldName(node.field), isDecision: false))
            var order: [DecisionDiagram.Reference] = []
            var classesByChild: [DecisionDiagram.Reference: [Int]] = [:]
            for (classIndex, child) in node.children.enumerated() {
                if classesByChild[child] == nil { order.append(child) }
                classesByChild[child, default: []].append(classIndex)
            }
            for child in order {
                edges.append(Edge(from: "n\(index)", to: id(child),
                                  label: vocabulary.label(field: node.field, classes: classesByChild[child] ?? [])))
            }
        }
        for rule in leaves {
            if let rule {
                let decided = lowered.rules[rule - 1]
                nodes.append(Node(id: "rule\(rule)", label: "rule \(rule) (line \(decided.line)): \(decided.action.jsonName)", isDecision: true))
            } else {
                nodes.append(Node(id: "default", label: "implicit default: \(Decision.implicitDefault.action.jsonName)", isDecision: true))
            }
        }
        if reachesMatcher {
            nodes.append(Node(id: "matcher", label: "first matching rule (bit-vector matcher)", isDecision: true))
        }
        self.nodes = nodes
        self.edges = edges
    }
}

/// Names the classes of each field of a partition in the author's words.
struct ClassVocabulary {
    let partition: PolicyPartition
    /// The items of each named list, by list name and attribute.
    let namedLists: [(name: String, attribute: String, items: Set<String>)]

    init(_ partition: PolicyPartition, listNames: [Atom: String]) {
        self.partition = partition
        namedLists = listNames.compactMap { atom, name in
            atom.listItems.map { (name, atom.attributeName, Set($0)) }
        }.sorted { $0.name < $1.name }
    }

    /// The field a test node branches on.
    func fieldName(_ field: RequestField) -> String {
        switch field {
        case .currentScheme, .currentHost, .currentPort, .currentPath, .currentQuery, .currentGlob:
            "current " + fieldName(field.urlField ?? field)
        case .glob(let index): "url path matches \(JSONText.quoted(String(decoding: partition.globs[index].bytes, as: UTF8.self)))"
            + (partition.globs[index].folded ? " ignoring case" : "")
        default: field.name(globs: partition.fieldLabels.globs, queryNames: partition.fieldLabels.queryNames)
        }
    }

    /// The words for a group of classes of one field.
    func label(field: RequestField, classes: [Int]) -> String {
        let members = Set(classes)
        // The current URL's parts share the URL's classifiers; its query presence is its own.
        if let urlField = field.urlField, field != .currentQuery { return label(field: urlField, classes: classes) }
        var items: [String] = []
        var other = false
        switch field {
        case .target:
            return Self.enumLabel(NavigationTarget.allCases.map { ($0.name, members.contains(partition.classOf($0))) })
        case .navigation:
            return Self.enumLabel(NavigationType.allCases.map { ($0.name, members.contains(partition.classOf($0))) })
        case .view:
            return Self.enumLabel(NavigationView.allCases.map { ($0.name, members.contains(partition.classOf($0))) })
        case .query:
            return Self.enumLabel([("none", members.contains(partition.classOf(queryPresent: false))),
                                   ("present", members.contains(partition.classOf(queryPresent: true)))])
        case .port:
            other = members.contains(partition.portUnmatchedClass)
            if members.contains(partition.portNoneClass) { items.append("none") }
            items += partition.portKeys.filter { members.contains($0.portClass) && !(other && $0.portClass == partition.portUnmatchedClass) }.map { "\($0.port)" }
        case .currentQuery:
            return Self.enumLabel([("none", members.contains(partition.classOf(currentQueryPresent: false))),
                                   ("present", members.contains(partition.classOf(currentQueryPresent: true)))])
        case .relation(let part):
            let words = ["current is none", "no \(part.name) to compare", "\(part.name) == current", "\(part.name) != current"]
            return Self.enumLabel(CurrentRelation.allCases.map { (words[$0.rawValue], members.contains(partition.classOf($0, of: part))) })
        case .scheme:
            other = members.contains(partition.schemeUnmatchedClass)
            items = partition.schemeKeys.filter { members.contains($0.exactClass) && !(other && $0.exactClass == partition.schemeUnmatchedClass) }
                .map { "\"\($0.key)\"" }
        case .host:
            other = members.contains(partition.hostUnmatchedClass)
            if members.contains(partition.hostNoneClass) { items.append("none") }
            items += keyItems(partition.hostKeys, members, unmatched: other ? partition.hostUnmatchedClass : nil,
                              exact: { $0 }, deeper: { "*.\($0)" }, both: { "*.\($0)" })
        case .path:
            other = members.contains(partition.pathUnmatchedClass)
            items = keyItems(partition.pathKeys, members, unmatched: other ? partition.pathUnmatchedClass : nil,
                             exact: { "\"\($0)\"" }, deeper: { "\"\($0)…\"" }, both: { "\"\($0)*\"" })
        default:
            return members.contains(1) ? "matches" : "does not match"
        }
        var label = summarized(items, attribute: fieldName(field))
        if other { label = label.isEmpty ? "other" : label + ", other" }
        return label
    }

    /// A few values by name; most of them as `not` the rest (`not link`).
    private static func enumLabel(_ values: [(name: String, isMember: Bool)]) -> String {
        let members = values.filter(\.isMember).map(\.name)
        let others = values.filter { !$0.isMember }.map(\.name)
        return members.count > 2 && others.count < members.count
            ? "not " + others.joined(separator: ", not ")
            : members.joined(separator: ", ")
    }

    /// The keys whose exact or deeper class is in `members` (keys in the unmatched class are
    /// left to "other"), each once: `both` when its exact value and its extensions go together.
    private func keyItems(
        _ keys: [PartitionKey], _ members: Set<Int>, unmatched: Int?,
        exact: (String) -> String, deeper: (String) -> String, both: (String) -> String
    ) -> [String] {
        keys.compactMap { key in
            let exactIn = members.contains(key.exactClass) && key.exactClass != unmatched
            let deeperIn = members.contains(key.deeperClass) && key.deeperClass != unmatched
            switch (exactIn, deeperIn) {
            case (true, true): return both(key.key)
            case (true, false): return exact(key.key)
            case (false, true): return deeper(key.key)
            case (false, false): return nil
            }
        }
    }

    /// A short group as is; a long one by the named list that holds it, else cut with a count.
    private func summarized(_ items: [String], attribute: String) -> String {
        guard items.count > DecisionGraph.labelItemLimit else { return items.joined(separator: ", ") }
        let bare = Set(items.map { $0.hasPrefix("\"") ? String($0.dropFirst().dropLast()) : $0 })
        if let list = namedLists.first(where: { $0.attribute == attribute && bare.isSubset(of: $0.items) }) {
            return bare.count == list.items.count ? list.name : "\(bare.count) of \(list.name)"
        }
        return items.prefix(DecisionGraph.labelItemLimit).joined(separator: ", ") + ", … (\(items.count) in all)"
    }
}
