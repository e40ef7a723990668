import NavPolicy

/// The request fields a policy can test: the one vocabulary the lowering, the decision
/// diagram, the linter, `diff` and the table encoder share. Integer field ids exist only in
/// the table format (`TableFieldID` in Encoding).
///
/// Declaration order is the order in which the diagram builder and the request-space walks fix
/// fields; fields whose values constrain later ones come first (a special scheme needs a host;
/// `host == current` needs a host; an opaque path needs a hostless URL). To add a field: add a
/// case before `glob`, lower its atoms to it (`LoweredAtom.field`), give it classes in
/// `PartitionBuilder`, representatives and feasibility in `RequestPartition`, a value in
/// `RequestValue`/`RequestWitness`, and a table id in `TableFieldID`.
package enum RequestField: Hashable, Comparable, Sendable {
    /// `target`: main frame, new window or subframe.
    case target
    /// `navigation`: how the navigation started.
    case navigation
    /// `view`: the main web view or a pop-up.
    case view
    /// The URL's scheme.
    case scheme
    /// The URL's host, or none.
    case host
    /// The URL's effective port, or none.
    case port
    /// The URL's path (exact paths and prefixes).
    case path
    /// Whether the URL has a query (`query is none`).
    case query
    /// The current URL's scheme (none without a current URL), classified like `scheme`.
    case currentScheme
    /// The current URL's host, or none, classified like `host`.
    case currentHost
    /// The current URL's effective port, or none, classified like `port`.
    case currentPort
    /// The current URL's path (none without a current URL), classified like `path`.
    case currentPath
    /// Whether the current URL has a query.
    case currentQuery
    /// How a part of the URL relates to the same part of the current URL (`CurrentRelation`):
    /// `scheme == current scheme`, `host != current`, `port == current port`, and on the host
    /// also `current is none`.
    case relation(ComparedPart)
    /// Whether the path matches the general glob with this index (a boolean field of the
    /// diagram; the request-space walks classify it jointly with `path`).
    case glob(Int)
    /// Whether some query parameter has the query name with this index (a boolean field of the
    /// diagram; the request-space walks fix it with `query`).
    case queryName(Int)
    /// Whether the current URL's path matches the glob with this index (fixed with `currentPath`).
    case currentGlob(Int)
    /// Whether some parameter of the current URL's query has the query name with this index
    /// (fixed with `currentQuery`).
    case currentQueryName(Int)

    /// The fields that are not globs or query names, in walk order: the levels of a
    /// request-space walk. The relations come after both parts they relate.
    package static let attributes: [RequestField] = [
        .target, .navigation, .view, .scheme, .host, .port, .path, .query,
        .currentScheme, .currentHost, .currentPort, .currentPath, .currentQuery,
        .relation(.scheme), .relation(.host), .relation(.port),
    ]

    /// Every field of a policy with `globCount` general globs and `queryNameCount` query
    /// names, in diagram order.
    package static func all(globCount: Int, queryNameCount: Int = 0) -> [RequestField] {
        attributes + (0..<globCount).map(RequestField.glob) + (0..<queryNameCount).map(RequestField.queryName)
            + (0..<globCount).map(RequestField.currentGlob) + (0..<queryNameCount).map(RequestField.currentQueryName)
    }

    /// The walk level that fixes this field (a glob is fixed with the path, a query name with
    /// the query).
    package var level: RequestField {
        switch self {
        case .glob: .path
        case .queryName: .query
        case .currentGlob: .currentPath
        case .currentQueryName: .currentQuery
        default: self
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
        default: nil
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
        default: nil
        }
    }

    /// The field's name in JSON and DOT output (`host`, `glob "/a/*/b"`, `query has "code"`,
    /// `current host`, `scheme vs current`), given the globs' labels and the query names.
    package func name(globs: [String], queryNames: [String] = []) -> String {
        switch self {
        case .target: "target"
        case .navigation: "navigation"
        case .view: "view"
        case .scheme: "scheme"
        case .host: "host"
        case .port: "port"
        case .relation(let part): part.name + " vs current"
        case .path: "path"
        case .query: "query"
        case .queryName(let index): "query has " + JSONText.quoted(queryNames.indices.contains(index) ? queryNames[index] : "?")
        case .glob(let index): "glob " + JSONText.quoted(globs.indices.contains(index) ? globs[index] : "?")
        case .currentScheme, .currentHost, .currentPort, .currentPath, .currentQuery, .currentGlob, .currentQueryName:
            "current " + (urlField?.name(globs: globs, queryNames: queryNames) ?? "")
        }
    }
}

extension ComparedPart {
    /// The part's name in the language (`scheme`, `host`, `port`).
    package var name: String {
        switch self {
        case .scheme: "scheme"
        case .host: "host"
        case .port: "port"
        }
    }
}
