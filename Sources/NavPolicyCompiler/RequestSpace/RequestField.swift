import NavPolicy

/// What only the compiler needs of the runtime's `RequestField`: the walk level that fixes a
/// field, the same part on the other URL, and its name in JSON and DOT output. The fields
/// themselves, their kinds, the URL each reads, their none classes and their table ids are the
/// runtime's (`Sources/NavPolicy/RequestField.swift`), so the lowering, the decision diagram,
/// the linter, `diff`, the table encoder and the runtime share one vocabulary.
extension RequestField {
    /// The walk level that fixes this field (a glob is fixed with the path, a query name with
    /// the query).
    package var level: RequestField {
        switch self {
        case .glob: .path
        case .queryName: .query
        case .currentGlob: .currentPath
        case .currentQueryName: .currentQuery
        case .target, .navigation, .view, .scheme, .host, .port, .path, .query,
             .currentScheme, .currentHost, .currentPort, .currentPath, .currentQuery, .relation: self
        }
    }

    /// The field of a compared part of the request's own URL.
    package static func url(_ part: ComparedPart) -> RequestField {
        switch part {
        case .scheme: .scheme
        case .host: .host
        case .port: .port
        }
    }

    /// The part of the request's own URL a field tests that `X == current X` compares; nil for
    /// other fields.
    package var comparedPart: ComparedPart? {
        switch self {
        case .scheme: .scheme
        case .host: .host
        case .port: .port
        case .target, .navigation, .view, .path, .query, .currentScheme, .currentHost, .currentPort, .currentPath, .currentQuery,
             .relation, .glob, .queryName, .currentGlob, .currentQueryName: nil
        }
    }

    /// The same part of the request's own URL for a current-URL field (`currentHost` → `host`,
    /// a current glob → the glob), whose classifier it shares; nil for other fields.
    package var urlField: RequestField? {
        switch self {
        case .currentScheme: .scheme
        case .currentHost: .host
        case .currentPort: .port
        case .currentPath: .path
        case .currentQuery: .query
        case .currentGlob(let index): .glob(index)
        case .currentQueryName(let index): .queryName(index)
        case .target, .navigation, .view, .scheme, .host, .port, .path, .query, .relation, .glob, .queryName: nil
        }
    }

    /// The field testing the same part of the current URL (`host` → `currentHost`); nil for
    /// fields that are no URL part.
    package var currentField: RequestField? {
        switch self {
        case .scheme: .currentScheme
        case .host: .currentHost
        case .port: .currentPort
        case .path: .currentPath
        case .query: .currentQuery
        case .glob(let index): .currentGlob(index)
        case .queryName(let index): .currentQueryName(index)
        case .target, .navigation, .view, .currentScheme, .currentHost, .currentPort, .currentPath, .currentQuery,
             .relation, .currentGlob, .currentQueryName: nil
        }
    }

    /// The language attribute the field belongs to (a glob to `path`, a query name to
    /// `query`, a relation to its part, a current-URL field to its URL field's).
    var attribute: Attribute {
        switch self {
        case .target: .target
        case .navigation: .navigation
        case .view: .view
        case .scheme, .currentScheme: .scheme
        case .host, .currentHost: .host
        case .port, .currentPort: .port
        case .path, .currentPath, .glob, .currentGlob: .path
        case .query, .currentQuery, .queryName, .currentQueryName: .query
        case .relation(let part): Attribute(part)
        }
    }

    /// The field's name in JSON and DOT output (`host`, `glob "/a/*/b"`, `query has "code"`,
    /// `current host`, `scheme vs current`), given the globs' labels and the query names.
    package func name(globs: [String], queryNames: [String] = []) -> String {
        switch self {
        case .target, .navigation, .view, .scheme, .host, .port, .path, .query: attribute.rawValue
        case .relation: attribute.rawValue + " vs current"
        case .queryName(let index): attribute.rawValue + " has " + JSONText.quoted(queryNames.indices.contains(index) ? queryNames[index] : "?")
        case .glob(let index): "glob " + JSONText.quoted(globs.indices.contains(index) ? globs[index] : "?")
        case .currentScheme, .currentHost, .currentPort, .currentPath, .currentQuery, .currentGlob, .currentQueryName:
            Attribute.current.rawValue + " " + (urlField?.name(globs: globs, queryNames: queryNames) ?? "")
        }
    }
}

extension ComparedPart {
    /// The part's name in the language (`scheme`, `host`, `port`).
    package var name: String { Attribute(self).rawValue }
}
