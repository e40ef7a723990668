import NavPolicy

/// What only the compiler needs of the runtime's `RequestField`: the walk level that fixes a
/// field, the same part on the other URL, and its name in JSON and DOT output. The fields
/// themselves, their kinds, the URL each reads, their none classes and their table ids are the
/// runtime's (`Sources/NavPolicy/RequestField.swift`), so the lowering, the decision diagram,
/// the linter, `diff`, the table encoder and the runtime share one vocabulary.
extension RequestField {
    /// The walk level that fixes this field (a glob is fixed with the path, a query name with
    /// the query, a parameter test with the part it reads; a flag is its own level, two free
    /// classes).
    package var level: RequestField {
        switch self {
        case .glob: .path
        case .queryName: .query
        case .currentGlob: .currentPath
        case .currentQueryName: .currentQuery
        case .parameterTest(_, let part): part.field
        case .currentParameterTest(_, let part): part.field.currentField ?? part.field
        case .flag, .target, .navigation, .view, .scheme, .host, .port, .path, .query,
            .currentScheme, .currentHost, .currentPort, .currentPath, .currentQuery, .relation,
            .status, .type, .attachment, .displayable:
            self
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
            .relation, .status, .type, .attachment, .displayable, .glob, .queryName, .currentGlob, .currentQueryName, .flag,
            .parameterTest, .currentParameterTest:
            nil
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
        case .currentParameterTest(let index, let part): .parameterTest(index, part)
        case .target, .navigation, .view, .scheme, .host, .port, .path, .query, .relation, .glob, .queryName, .flag, .parameterTest,
            .status, .type, .attachment, .displayable:
            nil
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
        case .parameterTest(let index, let part): .currentParameterTest(index, part)
        case .target, .navigation, .view, .currentScheme, .currentHost, .currentPort, .currentPath, .currentQuery,
            .relation, .currentGlob, .currentQueryName, .flag, .currentParameterTest, .status, .type, .attachment, .displayable:
            nil
        }
    }

    /// The language attribute the field belongs to (a glob to `path`, a query name to
    /// `query`, a relation to its part, a parameter test to the part it reads, a current-URL
    /// field to its URL field's); nil for a flag, which is the app's, not the request's, and
    /// for a response's `attachment` and `displayable`, which are conditions of their own.
    var attribute: Attribute? {
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
        case .parameterTest(_, let part), .currentParameterTest(_, let part): part.field.attribute
        case .status: .status
        case .type: .type
        case .flag, .attachment, .displayable: nil
        }
    }

    /// The field's name in JSON and DOT output (`host`, `glob "/a/*/b"`, `query has "code"`,
    /// `current host`, `scheme vs current`, `flag "call-active"`, `host in servers`), given the
    /// globs' labels, the query names, the flag names and the parameter tests' labels.
    package func name(globs: [String], queryNames: [String] = [], flags: [String] = [], parameterTests: [String] = []) -> String {
        let part = attribute?.rawValue ?? ""
        return switch self {
        case .target, .navigation, .view, .scheme, .host, .port, .path, .query, .status, .type: part
        case .attachment: BuiltInAtom.attachment.spelling
        case .displayable: BuiltInAtom.displayable.spelling
        case .relation: part + " vs current"
        case .queryName(let index): part + " has " + JSONText.quoted(queryNames.indices.contains(index) ? queryNames[index] : "?")
        case .glob(let index): "glob " + JSONText.quoted(globs.indices.contains(index) ? globs[index] : "?")
        case .flag(let index): "flag " + JSONText.quoted(flags.indices.contains(index) ? flags[index] : "?")
        case .parameterTest(let index, _): parameterTests.indices.contains(index) ? parameterTests[index] : part + " in ?"
        case .currentScheme, .currentHost, .currentPort, .currentPath, .currentQuery, .currentGlob, .currentQueryName,
            .currentParameterTest:
            Attribute.current.rawValue + " "
                + (urlField?.name(globs: globs, queryNames: queryNames, flags: flags, parameterTests: parameterTests) ?? "")
        }
    }
}

extension ComparedPart {
    /// The part's name in the language (`scheme`, `host`, `port`).
    package var name: String { Attribute(self).rawValue }
}
