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

    /// Id of flag 0 (version 8).
    private static let firstFlag = firstCurrentQueryName + TableFormat.maxQueryNames
    /// Id of parameter test 0 on the URL (version 8).
    private static let firstParameterTest = firstFlag + PolicyFlag.maximumCount
    /// Id of parameter test 0 on the current URL (version 8).
    private static let firstCurrentParameterTest = firstParameterTest + TableFormat.maxParameterTests

    /// One past the largest field id.
    package static let tableIDCount = firstCurrentParameterTest + TableFormat.maxParameterTests

    /// The field's id in a table (version 4 numbering; version 8 added the flags and parameter
    /// tests after the last id, version 11 the response fields after the relations, moving the
    /// indexed families up by four).
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
        case .status: 16
        case .attachment: 17
        case .displayable: 18
        case .type: 19
        case .glob(let index): Self.firstGlob + index
        case .queryName(let index): Self.firstQueryName + index
        case .currentGlob(let index): Self.firstCurrentGlob + index
        case .currentQueryName(let index): Self.firstCurrentQueryName + index
        case .flag(let index): Self.firstFlag + index
        case .parameterTest(let index, _): Self.firstParameterTest + index
        case .currentParameterTest(let index, _): Self.firstCurrentParameterTest + index
        }
    }

    /// The field with a table id in a table of `globCount` globs, `queryNameCount` query
    /// names, `flagCount` flags and parameter tests reading `parameterTestParts`; nil for an
    /// id that names no field of such a table.
    package init?(tableID id: Int, globCount: Int, queryNameCount: Int, flagCount: Int = 0, parameterTestParts: [URLPart] = []) {
        guard id >= 0, id < Self.tableIDCount else { return nil }
        // The id ranges in ascending order: the attributes, then each indexed family.
        let field: RequestField =
            id < Self.firstGlob
            ? Self.attributes[id]
            : id < Self.firstQueryName
                ? .glob(id - Self.firstGlob)
                : id < Self.firstCurrentGlob
                    ? .queryName(id - Self.firstQueryName)
                    : id < Self.firstCurrentQueryName
                        ? .currentGlob(id - Self.firstCurrentGlob)
                        : id < Self.firstFlag
                            ? .currentQueryName(id - Self.firstCurrentQueryName)
                            : id < Self.firstParameterTest
                                ? .flag(id - Self.firstFlag)
                                : id < Self.firstCurrentParameterTest
                                    ? .parameterTest(id - Self.firstParameterTest, .host)
                                    : .currentParameterTest(id - Self.firstCurrentParameterTest, .host)
        switch field {
        case .glob(let index), .currentGlob(let index): guard index < globCount else { return nil }
        case .queryName(let index), .currentQueryName(let index): guard index < queryNameCount else { return nil }
        case .flag(let index): guard index < flagCount else { return nil }
        case .parameterTest(let index, _):
            guard index < parameterTestParts.count else { return nil }
            self = .parameterTest(index, parameterTestParts[index])
            return
        case .currentParameterTest(let index, _):
            guard index < parameterTestParts.count else { return nil }
            self = .currentParameterTest(index, parameterTestParts[index])
            return
        case .target, .navigation, .view, .scheme, .host, .port, .path, .query,
            .currentScheme, .currentHost, .currentPort, .currentPath, .currentQuery, .relation,
            .status, .type, .attachment, .displayable:
            break
        }
        self = field
    }
}
