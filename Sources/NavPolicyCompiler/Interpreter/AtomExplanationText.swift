import NavPolicy

extension Atom {
    /// The atom in canonical source form (`host in ["a.com", "*.b.com"]`), for explanations.
    package var explanationText: String {
        switch self {
        case .target(let targets): membership(targets.map(\.name))
        case .navigation(let types): membership(types.map(\.name))
        case .scheme(let schemes): membership(schemes.map(JSONText.quoted))
        case .host(let patterns): membership(patterns.map { JSONText.quoted($0.description) })
        case .hostIsNone, .portIsNone, .queryIsNone, .currentURLIsNone, .relation(_, .noCurrent): "\(attributeName) is none"
        case .relation(let part, .equal): Atom.comparison(part, "==")
        case .relation(let part, .different): Atom.comparison(part, "!=")
        case .relation(let part, .incomparable):
            // No source form of its own: neither none, nor equal, nor different.
            "not (\(Atom.relation(part, .noCurrent).explanationText) or \(Atom.comparison(part, "==")) or \(Atom.comparison(part, "!=")))"
        case .path(let paths): membership(paths.map(JSONText.quoted))
        case .pathPrefix(let prefix): "path starts-with \(JSONText.quoted(prefix))"
        case .urlMatches(let pattern): "url matches \(JSONText.quoted(pattern.explanationText))"
        case .view(let views): membership(views.map(\.name))
        case .port(let ports): membership(Atom.numberItems(ports))
        case .queryHas(let names):
            "query has " + (names.count == 1 ? JSONText.quoted(names[0]) : "[\(names.map(JSONText.quoted).joined(separator: ", "))]")
        case .pathSuffix(let suffix): "path ends-with \(JSONText.quoted(suffix))"
        case .pathFolded(let paths): membership(paths.map(JSONText.quoted)) + " ignoring case"
        case .pathPrefixFolded(let prefix): "path starts-with \(JSONText.quoted(prefix)) ignoring case"
        case .pathSuffixFolded(let suffix): "path ends-with \(JSONText.quoted(suffix)) ignoring case"
        case .flag(let flag): flag.name
        case .inParameter(let test): test.explanationText(attribute: attributeName)
        case .schemePrefix(let prefix): "scheme starts-with \(JSONText.quoted(prefix))"
        case .status(let statuses): membership(Atom.numberItems(statuses))
        case .statusIsNone, .typeIsNone: "\(attributeName) is none"
        case .type(let types): membership(types.map(JSONText.quoted))
        case .typePrefix(let prefix): "type starts-with \(JSONText.quoted(prefix))"
        case .attachment: "attachment"
        case .displayable: "displayable"
        case .onCurrent(let inner): "current " + inner.explanationText
        }
    }

    /// Status codes and ports as written: runs of three or more consecutive numbers as a range
    /// (`400..599`).
    static func numberItems(_ statuses: [UInt16]) -> [String] {
        var items: [String] = []
        var index = 0
        let sorted = Set(statuses).sorted()
        while index < sorted.count {
            var end = index
            while end + 1 < sorted.count, sorted[end + 1] == sorted[end] + 1 { end += 1 }
            if end - index >= 2 {
                items.append("\(sorted[index])..\(sorted[end])")
            } else {
                items += sorted[index...end].map(String.init)
            }
            index = end + 1
        }
        return items
    }

    /// The negated atom as an author writes it (`scheme not in [...]`, `host is not none`).
    package var negatedExplanationText: String {
        switch self {
        case .target(let targets): membership(targets.map(\.name), negated: true)
        case .navigation(let types): membership(types.map(\.name), negated: true)
        case .scheme(let schemes): membership(schemes.map(JSONText.quoted), negated: true)
        case .host(let patterns): membership(patterns.map { JSONText.quoted($0.description) }, negated: true)
        case .path(let paths): membership(paths.map(JSONText.quoted), negated: true)
        case .hostIsNone, .portIsNone, .queryIsNone, .currentURLIsNone, .relation(_, .noCurrent): "\(attributeName) is not none"
        case .view(let views): membership(views.map(\.name), negated: true)
        case .port(let ports): membership(Atom.numberItems(ports), negated: true)
        case .status(let statuses): membership(Atom.numberItems(statuses), negated: true)
        case .type(let types): membership(types.map(JSONText.quoted), negated: true)
        case .statusIsNone, .typeIsNone: "\(attributeName) is not none"
        case .attachment: "not attachment"
        case .displayable: "not displayable"
        case .pathFolded(let paths): membership(paths.map(JSONText.quoted), negated: true) + " ignoring case"
        case .flag(let flag): "not \(flag.name)"
        case .inParameter(let test) where test.isMembership: test.explanationText(attribute: attributeName, negated: true)
        case .onCurrent(let inner) where inner.negatedExplanationText.hasPrefix("not (") == false: "current " + inner.negatedExplanationText
        case .relation, .pathPrefix, .urlMatches, .queryHas, .pathSuffix, .pathPrefixFolded, .pathSuffixFolded, .onCurrent,
            .inParameter, .schemePrefix, .typePrefix:
            "not (\(explanationText))"
        }
    }

    /// The items of a list test as written (`["a.com", "*.b.com"]`); nil for other tests.
    var listItems: [String]? {
        switch self {
        case .target(let targets): targets.map(\.name)
        case .navigation(let types): types.map(\.name)
        case .scheme(let schemes): schemes
        case .host(let patterns): patterns.map(\.description)
        case .path(let paths): paths
        case .type(let types): types
        case .status(let statuses): Atom.numberItems(statuses)
        default: nil
        }
    }

    /// The attribute the atom tests in the language's words: `host` for `host == current`,
    /// `current` for `current is none` and `current url is none` (tests of the page, not of
    /// one of its parts), `url` for `url matches`; an atom on the current URL tests its inner
    /// atom's attribute there. A flag tests no attribute (nil).
    var attribute: Attribute? {
        switch self {
        // The built-in response atoms are no attribute's test; `attributeName` spells them.
        case .flag, .attachment, .displayable: nil
        case .status, .statusIsNone: .status
        case .type, .typePrefix, .typeIsNone: .type
        case .inParameter(let test): test.attribute
        case .schemePrefix: .scheme
        case .target: .target
        case .navigation: .navigation
        case .view: .view
        case .scheme: .scheme
        case .host, .hostIsNone: .host
        case .port, .portIsNone: .port
        case .path, .pathPrefix, .pathSuffix, .pathFolded, .pathPrefixFolded, .pathSuffixFolded: .path
        case .queryIsNone, .queryHas: .query
        case .urlMatches: .url
        case .relation(_, .noCurrent), .currentURLIsNone: .current
        case .relation(let part, _): Attribute(part)
        case .onCurrent(let inner): inner.attribute
        }
    }

    /// The attribute as written before the operator (`host`, `current host`, `current`,
    /// `current url`): the one spelling of every explanation, list label and graph label.
    var attributeName: String {
        switch self {
        case .onCurrent(let inner): "\(Attribute.current.rawValue) \(inner.attributeName)"
        case .currentURLIsNone: "\(Attribute.current.rawValue) \(Attribute.url.rawValue)"
        case .flag(let flag): flag.name
        case .attachment: "attachment"
        case .displayable: "displayable"
        default: attribute?.rawValue ?? ""
        }
    }

    private func membership(_ values: [String], negated: Bool = false) -> String {
        // A range is a list item (`status in [500..599]`), never `status is 500..599`.
        values.count == 1 && !values[0].contains("..")
            ? "\(attributeName) is \(negated ? "not " : "")\(values[0])"
            : "\(attributeName) \(negated ? "not in" : "in") [\(values.joined(separator: ", "))]"
    }

    /// `host == current`, `scheme != current scheme`.
    private static func comparison(_ part: ComparedPart, _ op: String) -> String {
        part == .host ? "\(part.name) \(op) current" : "\(part.name) \(op) current \(part.name)"
    }
}

extension MatchPattern {
    /// The pattern as written (`https://*.example.com/pay/*`); `*` for the http/https pair.
    package var explanationText: String {
        let scheme = Set(schemes) == ["http", "https"] ? "*" : schemes.joined(separator: "|")
        let hostText: String
        switch host {
        case .any: hostText = "*"
        case .pattern(let pattern): hostText = pattern.description
        case .none: hostText = ""
        }
        if isOpaque { return "\(scheme):\(pathGlob)" }
        let portText =
            switch port {
            case .schemeDefault: ""
            case .any: ":*"
            case .number(let number): ":\(number)"
            }
        return "\(scheme)://\(hostText)\(portText)\(pathGlob)"
    }
}

extension ParameterTest {
    /// The attribute the test reads.
    var attribute: Attribute {
        switch form {
        case .host: .host
        case .scheme: .scheme
        case .port: .port
        case .queryName: .query
        case .path: .path
        }
    }

    /// Whether the test is a membership (`in`, negated as `not in`); others negate as `not (...)`.
    var isMembership: Bool {
        switch form {
        case .host, .scheme, .port, .path(.exact, _): true
        case .queryName, .path: false
        }
    }

    /// The test as written, by the parameter's name and key (never its items): `host in
    /// servers (param "servers")`, `path under docs (param "docs") ignoring case`.
    func explanationText(attribute: String, negated: Bool = false) -> String {
        let name = "\(parameter.name) (param \(JSONText.quoted(parameter.key)))"
        switch form {
        case .host, .scheme, .port: return "\(attribute) \(negated ? "not in" : "in") \(name)"
        case .queryName: return "\(attribute) has \(name)"
        case .path(let relation, let folded):
            let word =
                switch relation {
                case .exact: negated ? "not in" : "in"
                case .prefix: "starts-with"
                case .suffix: "ends-with"
                case .under: "under"
                }
            return "\(attribute) \(word) \(name)" + (folded ? " ignoring case" : "")
        }
    }
}
