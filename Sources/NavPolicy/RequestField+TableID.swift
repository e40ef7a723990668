/// The table format's field ids (`Documentation/TableFormat.md`): the only place a field is a
/// number. A node's or matcher field's id is decoded once, when the reader validates it at
/// load; everything after works on `RequestField`.
extension RequestField {
    /// Id of the first general glob: the attributes take the ids below it, in declaration order.
    private static let firstGlob = attributes.count
    /// Id of the first query name test.
    private static let firstQueryName = firstGlob + TableFormat.maxGlobs
    /// Id of glob 0 tested on the current URL's path.
    private static let firstCurrentGlob = firstQueryName + TableFormat.maxQueryNames
    /// Id of query name 0 tested on the current URL's query.
    private static let firstCurrentQueryName = firstCurrentGlob + TableFormat.maxGlobs

    /// One past the largest field id.
    package static let tableIDCount = firstCurrentQueryName + TableFormat.maxQueryNames

    /// The field's id in a table (version 4 numbering, kept since).
    package var tableID: Int {
        switch self {
        case .target: 0
        case .navigation: 1
        case .view: 2
        case .scheme: 3
        case .host: 4
        case .port: 5
        case .path: 6
        case .query: 7
        case .currentScheme: 8
        case .currentHost: 9
        case .currentPort: 10
        case .currentPath: 11
        case .currentQuery: 12
        case .relation(let part): 13 + part.rawValue
        case .glob(let index): Self.firstGlob + index
        case .queryName(let index): Self.firstQueryName + index
        case .currentGlob(let index): Self.firstCurrentGlob + index
        case .currentQueryName(let index): Self.firstCurrentQueryName + index
        }
    }

    /// The field with a table id in a table of `globCount` globs and `queryNameCount` query
    /// names; nil for an id that names no field of such a table.
    package init?(tableID id: Int, globCount: Int, queryNameCount: Int) {
        guard id >= 0, id < Self.tableIDCount else { return nil }
        // The id ranges in ascending order: the attributes, then each indexed family.
        let field: RequestField =
            id < Self.firstGlob ? Self.attributes[id]
            : id < Self.firstQueryName ? .glob(id - Self.firstGlob)
            : id < Self.firstCurrentGlob ? .queryName(id - Self.firstQueryName)
            : id < Self.firstCurrentQueryName ? .currentGlob(id - Self.firstCurrentGlob)
            : .currentQueryName(id - Self.firstCurrentQueryName)
        switch field {
        case .glob(let index), .currentGlob(let index): guard index < globCount else { return nil }
        case .queryName(let index), .currentQueryName(let index): guard index < queryNameCount else { return nil }
        case .target, .navigation, .view, .scheme, .host, .port, .path, .query,
             .currentScheme, .currentHost, .currentPort, .currentPath, .currentQuery, .relation: break
        }
        self = field
    }
}
