import NavPolicy

/// Names the classes of each field of a table in the author's words: enum values by name,
/// keys as written (`"https"`, `"homeassistant*"`, `*.ads.example`, `"/docs/*"`), `none`, and `any other value`
/// for the values no key names (never `other`, which is a navigation type).
struct ClassVocabulary {
    let table: TableReader
    /// The classifier keys in byte order (the table stores them by hash bucket).
    let schemeKeys, hostKeys, pathKeys, typeKeys: [(key: String, exactClass: Int, deeperClass: Int)]
    /// The items of each named list as the labels show them, by list name and attribute.
    let namedLists: [(name: String, attribute: Attribute, items: Set<String>)]

    /// The label of the class of the values no key names.
    static let unmatchedLabel = "any other value"

    init(_ table: TableReader, listNames: [Condition: String]) {
        self.table = table
        func sorted(_ section: TableFormat.Section) -> [(key: String, exactClass: Int, deeperClass: Int)] {
            table.keys(of: section).sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        }
        (schemeKeys, hostKeys, pathKeys, typeKeys) = (sorted(.schemes), sorted(.hosts), sorted(.paths), sorted(.types))
        namedLists = listNames.compactMap { condition, name in
            Self.labelItems(condition).map { (name, $0.attribute, $0.items) }
        }.sorted { $0.name < $1.name }
    }

    /// A named list's items as edge labels show them (a prefix as `/p*`), with the attribute
    /// of the URL part (a current-URL list is drawn on the URL's classifier); nil for lists
    /// that no classifier's keys spell (globs).
    private static func labelItems(_ condition: Condition) -> (attribute: Attribute, items: Set<String>)? {
        if case .or(let operands) = condition {
            let prefixes = operands.compactMap { operand -> String? in
                switch operand {
                case .atom(.pathPrefix(let prefix)), .atom(.onCurrent(.pathPrefix(let prefix))): prefix + "*"
                default: nil
                }
            }
            return prefixes.count == operands.count ? (.path, Set(prefixes)) : nil
        }
        guard case .atom(var atom) = condition else { return nil }
        if case .onCurrent(let inner) = atom { atom = inner }
        guard let attribute = atom.attribute else { return nil }
        return atom.listItems.map { (attribute, Set($0)) }
    }

    /// The field a test node branches on.
    func fieldName(_ field: RequestField) -> String {
        switch field {
        case .currentScheme, .currentHost, .currentPort, .currentPath, .currentQuery, .currentGlob, .currentParameterTest:
            "current " + fieldName(field.urlField ?? field)
        case .glob(let index):
            "url path matches \(JSONText.quoted(table.glob(index)))" + (table.globIsFolded(index) ? " ignoring case" : "")
        case .target, .navigation, .view, .scheme, .host, .port, .path, .query, .relation, .queryName, .currentQueryName,
            .flag, .parameterTest, .status, .type, .attachment, .displayable:
            table.fieldName(field)
        }
    }

    /// The words for a group of classes of one field.
    func label(field: RequestField, classes: [Int]) -> String {
        let members = Set(classes)
        func isMember(_ value: Int) -> Bool { members.contains(table.enumClass(of: field, value: value)) }
        var items: [String] = []
        var other = false
        switch field {
        // A response's facts: statuses with runs as ranges (`400..599`), types as paths are.
        case .status:
            other = members.contains(table.statusUnmatchedClass)
            let statuses = table.statusKeys.filter {
                members.contains($0.statusClass) && !(other && $0.statusClass == table.statusUnmatchedClass)
            }
            items = (members.contains(table.statusNoneClass) ? ["none"] : []) + Atom.numberItems(statuses.map { UInt16($0.status) })
            return items.joined(separator: ", ") + (other ? (items.isEmpty ? "" : ", ") + Self.unmatchedLabel : "")
        case .type:
            other = members.contains(table.typeUnmatchedClass)
            items =
                (members.contains(table.typeNoneClass) && table.typeNoneClass != table.typeUnmatchedClass ? ["none"] : [])
                + keyItems(
                    typeKeys, members, unmatched: other ? table.typeUnmatchedClass : nil,
                    exact: { "\"\($0)\"" }, deeper: { "\"\($0)…\"" }, both: { "\"\($0)*\"" })
            return items.joined(separator: ", ") + (other ? (items.isEmpty ? "" : ", ") + Self.unmatchedLabel : "")
        case .attachment, .displayable:
            return Self.enumLabel([("not " + fieldName(field), isMember(0)), (fieldName(field), isMember(1))])
        // The current URL's parts share the URL's classifiers; its query presence is its own.
        case .currentScheme, .currentHost, .currentPort, .currentPath, .currentGlob, .currentQueryName, .currentParameterTest:
            return label(field: field.urlField ?? field, classes: classes)
        case .target:
            return Self.enumLabel(NavigationTarget.allCases.map { ($0.name, isMember(Int($0.rawValue))) })
        case .navigation:
            return Self.enumLabel(NavigationType.allCases.map { ($0.name, isMember($0.index)) })
        case .view:
            return Self.enumLabel(NavigationView.allCases.map { ($0.name, isMember(Int($0.rawValue))) })
        case .query, .currentQuery:
            return Self.enumLabel([("none", isMember(0)), ("present", isMember(1))])
        case .relation(let part):
            let words = ["current is none", "no \(part.name) to compare", "\(part.name) == current", "\(part.name) != current"]
            // Named one by one: `not host != current` reads as a double negation.
            return CurrentRelation.allCases.filter { isMember($0.rawValue) }.map { words[$0.rawValue] }.joined(separator: ", ")
        case .port:
            other = members.contains(table.portUnmatchedClass)
            if members.contains(table.portNoneClass) { items.append("none") }
            items += table.portKeys.filter { members.contains($0.portClass) && !(other && $0.portClass == table.portUnmatchedClass) }.map {
                "\($0.port)"
            }
        case .scheme:
            other = members.contains(table.schemeUnmatchedClass)
            // A scheme is probed only at `starts-with` keys' lengths: another key's deeper
            // class is never reached through it.
            let prefixLengths = Set(table.schemePrefixLengths)
            let keys = schemeKeys.map { prefixLengths.contains($0.key.utf8.count) ? $0 : ($0.key, $0.exactClass, -1) }
            items = keyItems(
                keys, members, unmatched: other ? table.schemeUnmatchedClass : nil,
                exact: { "\"\($0)\"" }, deeper: { "\"\($0)…\"" }, both: { "\"\($0)*\"" })
        case .host:
            other = members.contains(table.hostUnmatchedClass)
            if members.contains(table.hostNoneClass) { items.append("none") }
            items += keyItems(
                hostKeys, members, unmatched: other ? table.hostUnmatchedClass : nil,
                exact: { $0 }, deeper: { "*.\($0)" }, both: { "*.\($0)" })
        case .path:
            other = members.contains(table.pathUnmatchedClass)
            items = keyItems(
                pathKeys, members, unmatched: other ? table.pathUnmatchedClass : nil,
                exact: { "\"\($0)\"" }, deeper: { "\"\($0)…\"" }, both: { "\"\($0)*\"" })
        case .glob, .queryName:
            return members.contains(1) ? "matches" : "does not match"
        case .flag:
            return members.contains(1) ? "on" : "off"
        case .parameterTest:
            return members.contains(1) ? "in the parameter" : "not in the parameter"
        }
        var label = field.attribute.map { summarized(items, attribute: $0) } ?? items.joined(separator: ", ")
        if other { label = label.isEmpty ? Self.unmatchedLabel : label + ", " + Self.unmatchedLabel }
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
    /// left to `any other value`), each once: `both` when its exact value and its extensions
    /// go together.
    private func keyItems(
        _ keys: [(key: String, exactClass: Int, deeperClass: Int)], _ members: Set<Int>, unmatched: Int?,
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
    private func summarized(_ items: [String], attribute: Attribute) -> String {
        guard items.count > DecisionGraph.labelItemLimit else { return items.joined(separator: ", ") }
        let bare = Set(items.map { $0.hasPrefix("\"") ? String($0.dropFirst().dropLast()) : $0 })
        if let list = namedLists.first(where: { $0.attribute == attribute && bare.isSubset(of: $0.items) }) {
            return bare.count == list.items.count ? list.name : "\(bare.count) of \(list.name)"
        }
        return items.prefix(DecisionGraph.labelItemLimit).joined(separator: ", ") + ", … (\(items.count) in all)"
    }
}
