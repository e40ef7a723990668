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
    /// How the host relates to the current URL (`CurrentRelation`).
    case current
    /// The URL's path (exact paths and prefixes).
    case path
    /// Whether the URL has a query (`query is none`).
    case query
    /// Whether the path matches the general glob with this index (a boolean field of the
    /// diagram; the request-space walks classify it jointly with `path`).
    case glob(Int)
    /// Whether some query parameter has the query name with this index (a boolean field of the
    /// diagram; the request-space walks fix it with `query`).
    case queryName(Int)

    /// The fields that are not globs, in walk order: the levels of a request-space walk.
    package static let attributes: [RequestField] = [.target, .navigation, .view, .scheme, .host, .port, .current, .path, .query]

    /// Every field of a policy with `globCount` general globs and `queryNameCount` query
    /// names, in diagram order.
    package static func all(globCount: Int, queryNameCount: Int = 0) -> [RequestField] {
        attributes + (0..<globCount).map(RequestField.glob) + (0..<queryNameCount).map(RequestField.queryName)
    }

    /// The walk level that fixes this field (a glob is fixed with the path, a query name with
    /// the query).
    package var level: RequestField {
        switch self {
        case .glob: .path
        case .queryName: .query
        default: self
        }
    }

    /// The field's name in JSON and DOT output (`host`, `glob "/a/*/b"`, `query has "code"`),
    /// given the globs' labels and the query names.
    package func name(globs: [String], queryNames: [String] = []) -> String {
        switch self {
        case .target: "target"
        case .navigation: "navigation"
        case .view: "view"
        case .scheme: "scheme"
        case .host: "host"
        case .port: "port"
        case .current: "current"
        case .path: "path"
        case .query: "query"
        case .queryName(let index): "query has " + JSONText.quoted(queryNames.indices.contains(index) ? queryNames[index] : "?")
        case .glob(let index): "glob " + JSONText.quoted(globs.indices.contains(index) ? globs[index] : "?")
        }
    }
}
