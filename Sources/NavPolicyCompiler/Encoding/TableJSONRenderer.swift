import NavPolicy

/// Renders compiled table bytes as readable JSON (`navpolicy compile --emit json`).
///
/// The document mirrors the binary sections: rules, each field's classifier (value or key →
/// class id; the current URL's scheme, host, port and path share the URL's; a response part's
/// also its status, type, attachment and displayable), the decision diagram nodes (root first; a child is `{"node": n}` or
/// `{"rule": k}`, `{"rule": null}` for the implicit default). Key order is the table's order,
/// so the output is as deterministic as the bytes.
package enum TableJSONRenderer {
    /// The JSON rendering of a table; throws if the bytes are not a valid table.
    package static func render(table bytes: [UInt8]) throws(TableError) -> String {
        let reader = try TableReader(bytes)
        var lines: [String] = ["{"]
        lines.append("  \"format\": \(TableFormat.version),")
        lines.append("  \"bytes\": \(bytes.count),")
        lines.append("  \"name\": \(JSONText.quotedOrNull(reader.policyName)),")
        lines.append("  \"hasSource\": \(reader.hasSource),")
        // What the app gives at load and sets per decision, by name (never values).
        let parameters = reader.parameters.map { parameter in
            let kind = JSONText.quotedOrNull(parameter.kind.map { "\($0)" })
            return "{\"key\": \(JSONText.quoted(parameter.key)), \"name\": \(JSONText.quoted(parameter.name)), \"kind\": \(kind)}"
        }
        lines.append("  \"flags\": [\(reader.flagNames.map(JSONText.quoted).joined(separator: ", "))],")
        lines.append("  \"parameters\": [\(parameters.joined(separator: ", "))],")
        lines += program(reader)
        // The response part (`on response`): the same program members, rule numbers continued.
        if let response = reader.responsePart {
            lines.append("  \"response\": {")
            var part = program(response).map { "  " + $0 }
            if let last = part.popLast() { part.append(String(last.dropLast())) }
            lines += part
            lines.append("  }")
        } else {
            lines.append("  \"response\": null")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The members of one decision program (rules, fields, matcher, root, nodes), indented for
    /// the top level, the last followed by a comma.
    private static func program(_ reader: TableReader) -> [String] {
        var lines: [String] = []
        lines.append("  \"rules\": [")
        lines += list(
            (1...max(1, reader.ruleCount)).prefix(reader.ruleCount).map { rule in
                let decision = reader.decision(outcome: rule)
                let notify = decision.notify.map { ", \"notify\": \(JSONText.quoted($0))" } ?? ""
                return
                    "    {\"rule\": \(decision.rule ?? rule), \"line\": \(decision.line ?? 0), \"action\": \(JSONText.quoted(decision.action.jsonName)), \"otherwise\": \(reader.ruleIsOtherwise(rule))\(notify)}"
            })
        lines.append("  ],")
        lines.append("  \"fields\": {")
        let responseFields =
            reader.isResponsePart
            ? [
                numberField(
                    reader, "status", reader.statusKeys.map { ($0.status, $0.statusClass) }, classes: reader.classCount(of: .status),
                    none: reader.statusNoneClass, unmatched: reader.statusUnmatchedClass),
                keyField(reader, .types, [("none", reader.typeNoneClass), ("unmatched", reader.typeUnmatchedClass)], deeper: true),
                enumField(reader, .attachment, ["no", "yes"]),
                enumField(reader, .displayable, ["no", "yes"]),
            ] : []
        lines += list(
            [
                enumField(reader, .target, NavigationTarget.allCases.sorted { $0.rawValue < $1.rawValue }.map(\.name)),
                enumField(reader, .navigation, NavigationType.allCases.map(\.name)),
                enumField(reader, .view, NavigationView.allCases.map(\.name)),
                enumField(reader, .relation(.scheme), CurrentRelation.allCases.map(\.name)),
                enumField(reader, .relation(.host), CurrentRelation.allCases.map(\.name)),
                enumField(reader, .relation(.port), CurrentRelation.allCases.map(\.name)),
                keyField(reader, .schemes, [("unmatched", reader.schemeUnmatchedClass)], deeper: !reader.schemePrefixLengths.isEmpty),
                keyField(reader, .hosts, [("none", reader.hostNoneClass), ("unmatched", reader.hostUnmatchedClass)], deeper: true),
                portField(reader),
                keyField(reader, .paths, [("unmatched", reader.pathUnmatchedClass)], deeper: true),
                enumField(reader, .query, ["none", "present"]),
                enumField(reader, .currentQuery, ["none", "present"]),
                "    \"globs\": [\(reader.globLabels.map(JSONText.quoted).joined(separator: ", "))]",
                "    \"queryNames\": [\(reader.queryNames.map(JSONText.quoted).joined(separator: ", "))]",
            ] + responseFields)
        lines.append("  },")
        lines.append(
            "  \"matcher\": {\"terms\": \(reader.matcher.termCount), \"fields\": [\(reader.matcher.fields.map { JSONText.quoted(reader.fieldName($0.field)) }.joined(separator: ", "))]},"
        )
        lines.append("  \"root\": \(reference(reader.root, reader)),")
        lines.append("  \"nodes\": [")
        lines += list(
            (0..<reader.nodeCount).map { node in
                let field = reader.field(ofNode: node)
                let children = (0..<reader.classCount(of: field)).map { reference(reader.child(ofNode: node, class: $0), reader) }
                return
                    "    {\"id\": \(node), \"field\": \(JSONText.quoted(reader.fieldName(field))), \"children\": [\(children.joined(separator: ", "))]}"
            })
        lines.append("  ],")
        return lines
    }

    private static func enumField(_ reader: TableReader, _ field: RequestField, _ names: [String]) -> String {
        let values = names.enumerated().map { "\(JSONText.quoted($1)): \(reader.enumClass(of: field, value: $0))" }
        return
            "    \(JSONText.quoted(reader.fieldName(field))): {\"classes\": \(reader.classCount(of: field)), \"values\": {\(values.joined(separator: ", "))}}"
    }

    private static func keyField(_ reader: TableReader, _ section: TableFormat.Section, _ special: [(String, Int)], deeper: Bool) -> String
    {
        let field: RequestField =
            switch section {
            case .schemes: .scheme
            case .hosts: .host
            case .types: .type
            default: .path
            }
        let header = ["\"classes\": \(reader.classCount(of: field))"] + special.map { "\(JSONText.quoted($0.0)): \($0.1)" }
        let keys = reader.keys(of: section).map { key in
            deeper
                ? "{\"key\": \(JSONText.quoted(key.key)), \"exact\": \(key.exactClass), \"deeper\": \(key.deeperClass)}"
                : "{\"key\": \(JSONText.quoted(key.key)), \"class\": \(key.exactClass)}"
        }
        let keyLines = keys.map { "        " + $0 }.joined(separator: ",\n")
        return "    \(JSONText.quoted(reader.fieldName(field))): {\(header.joined(separator: ", ")), \"keys\": ["
            + (keys.isEmpty ? "]}" : "\n\(keyLines)\n    ]}")
    }

    private static func portField(_ reader: TableReader) -> String {
        numberField(
            reader, "port", reader.portKeys, classes: reader.portClassCount, none: reader.portNoneClass,
            unmatched: reader.portUnmatchedClass)
    }

    /// A number classifier (ports, statuses): each key `{"port": 443, "class": 1}` by the field's name.
    private static func numberField(_ reader: TableReader, _ name: String, _ keys: [(Int, Int)], classes: Int, none: Int, unmatched: Int)
        -> String
    {
        let items = keys.map { "{\"\(name)\": \($0.0), \"class\": \($0.1)}" }
        return
            "    \"\(name)\": {\"classes\": \(classes), \"none\": \(none), \"unmatched\": \(unmatched), \"keys\": [\(items.joined(separator: ", "))]}"
    }

    private static func reference(_ reference: UInt32, _ reader: TableReader) -> String {
        guard reference & TableFormat.leafFlag != 0 else { return "{\"node\": \(reference)}" }
        if reference & ~TableFormat.leafFlag == TableFormat.matcherOutcome { return "{\"matcher\": true}" }
        let rule = Int(reference & ~TableFormat.leafFlag)
        return "{\"rule\": \(rule == 0 ? "null" : String(reader.ruleNumberOffset + rule))}"
    }

    /// Lines joined with commas, the last without.
    private static func list(_ items: [String]) -> [String] {
        items.enumerated().map { $0.offset == items.count - 1 ? $0.element : $0.element + "," }
    }
}
