import NavPolicy

extension Atom {
    /// The atom in canonical source form (`host in ["a.com", "*.b.com"]`), for explanations.
    package var explanationText: String {
        switch self {
        case .target(let targets): Atom.membership("target", targets.map(\.name))
        case .navigation(let types): Atom.membership("navigation", types.map(\.name))
        case .scheme(let schemes): Atom.membership("scheme", schemes.map(JSONText.quoted))
        case .host(let patterns): Atom.membership("host", patterns.map { JSONText.quoted($0.description) })
        case .hostIsNone: "host is none"
        case .currentIsNone: "current is none"
        case .currentURLIsNone: "current url is none"
        case .hostEqualsCurrent: "host == current"
        case .hostDiffersFromCurrent: "host != current"
        case .path(let paths): Atom.membership("path", paths.map(JSONText.quoted))
        case .pathPrefix(let prefix): "path starts-with \(JSONText.quoted(prefix))"
        case .urlMatches(let pattern): "url matches \(JSONText.quoted(pattern.explanationText))"
        case .view(let views): Atom.membership("view", views.map(\.name))
        case .port(let ports): Atom.membership("port", ports.map(String.init))
        case .portIsNone: "port is none"
        case .queryIsNone: "query is none"
        case .queryHas(let names): "query has " + (names.count == 1 ? JSONText.quoted(names[0]) : "[\(names.map(JSONText.quoted).joined(separator: ", "))]")
        case .pathSuffix(let suffix): "path ends-with \(JSONText.quoted(suffix))"
        case .pathFolded(let paths): Atom.membership("path", paths.map(JSONText.quoted)) + " ignoring case"
        case .pathPrefixFolded(let prefix): "path starts-with \(JSONText.quoted(prefix)) ignoring case"
        case .pathSuffixFolded(let suffix): "path ends-with \(JSONText.quoted(suffix)) ignoring case"
        case .schemeEqualsCurrent: "scheme == current scheme"
        case .schemeDiffersFromCurrent: "scheme != current scheme"
        case .portEqualsCurrent: "port == current port"
        case .portDiffersFromCurrent: "port != current port"
        case .onCurrent(let inner): "current " + inner.explanationText
        }
    }

    /// The negated atom as an author writes it (`scheme not in [...]`, `host is not none`).
    package var negatedExplanationText: String {
        switch self {
        case .target(let targets): Atom.membership("target", targets.map(\.name), negated: true)
        case .navigation(let types): Atom.membership("navigation", types.map(\.name), negated: true)
        case .scheme(let schemes): Atom.membership("scheme", schemes.map(JSONText.quoted), negated: true)
        case .host(let patterns): Atom.membership("host", patterns.map { JSONText.quoted($0.description) }, negated: true)
        case .path(let paths): Atom.membership("path", paths.map(JSONText.quoted), negated: true)
        case .hostIsNone: "host is not none"
        case .currentIsNone: "current is not none"
        case .currentURLIsNone: "current url is not none"
        case .view(let views): Atom.membership("view", views.map(\.name), negated: true)
        case .port(let ports): Atom.membership("port", ports.map(String.init), negated: true)
        case .portIsNone: "port is not none"
        case .queryIsNone: "query is not none"
        case .pathFolded(let paths): Atom.membership("path", paths.map(JSONText.quoted), negated: true) + " ignoring case"
        case .onCurrent(let inner) where inner.negatedExplanationText.hasPrefix("not (") == false: "current " + inner.negatedExplanationText
        case .hostEqualsCurrent, .hostDiffersFromCurrent, .pathPrefix, .urlMatches, .queryHas, .pathSuffix, .pathPrefixFolded,
             .pathSuffixFolded, .schemeEqualsCurrent, .schemeDiffersFromCurrent, .portEqualsCurrent, .portDiffersFromCurrent, .onCurrent:
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
        default: nil
        }
    }

    /// The attribute a list test reads (`host`).
    var attributeName: String {
        switch self {
        case .target: "target"
        case .navigation: "navigation"
        case .scheme: "scheme"
        case .host, .hostIsNone, .hostEqualsCurrent, .hostDiffersFromCurrent: "host"
        case .currentIsNone: "current"
        case .currentURLIsNone: "current url"
        case .path, .pathPrefix, .pathSuffix, .pathFolded, .pathPrefixFolded, .pathSuffixFolded: "path"
        case .urlMatches: "url"
        case .view: "view"
        case .port, .portIsNone, .portEqualsCurrent, .portDiffersFromCurrent: "port"
        case .queryIsNone, .queryHas: "query"
        case .schemeEqualsCurrent, .schemeDiffersFromCurrent: "scheme"
        case .onCurrent(let inner): "current " + inner.attributeName
        }
    }

    private static func membership(_ attribute: String, _ values: [String], negated: Bool = false) -> String {
        values.count == 1
            ? "\(attribute) is \(negated ? "not " : "")\(values[0])"
            : "\(attribute) \(negated ? "not in" : "in") [\(values.joined(separator: ", "))]"
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
        let portText = switch port {
        case .schemeDefault: ""
        case .any: ":*"
        case .number(let number): ":\(number)"
        }
        return "\(scheme)://\(hostText)\(portText)\(pathGlob)"
    }
}
