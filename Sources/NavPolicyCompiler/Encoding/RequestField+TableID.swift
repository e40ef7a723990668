import NavPolicy

/// The table format's integer field ids (`TableFormat.Field`): the only place a `RequestField`
/// becomes a number and back.
extension RequestField {
    /// The field's id in a table.
    var tableID: Int {
        switch self {
        case .target: TableFormat.Field.target
        case .navigation: TableFormat.Field.navigation
        case .view: TableFormat.Field.view
        case .scheme: TableFormat.Field.scheme
        case .host: TableFormat.Field.host
        case .port: TableFormat.Field.port
        case .path: TableFormat.Field.path
        case .query: TableFormat.Field.query
        case .currentScheme: TableFormat.Field.currentScheme
        case .currentHost: TableFormat.Field.currentHost
        case .currentPort: TableFormat.Field.currentPort
        case .currentPath: TableFormat.Field.currentPath
        case .currentQuery: TableFormat.Field.currentQuery
        case .relation(let part): TableFormat.Field.relation(part)
        case .glob(let index): TableFormat.Field.firstGlob + index
        case .queryName(let index): TableFormat.Field.firstQueryName + index
        case .currentGlob(let index): TableFormat.Field.firstCurrentGlob + index
        case .currentQueryName(let index): TableFormat.Field.firstCurrentQueryName + index
        }
    }

    /// The field with a table id (past the attributes, a glob or a query name of either URL).
    init(tableID: Int) {
        if let attribute = RequestField.attributes.first(where: { $0.tableID == tableID }) {
            self = attribute
        } else if tableID >= TableFormat.Field.firstCurrentQueryName {
            self = .currentQueryName(tableID - TableFormat.Field.firstCurrentQueryName)
        } else if tableID >= TableFormat.Field.firstCurrentGlob {
            self = .currentGlob(tableID - TableFormat.Field.firstCurrentGlob)
        } else if tableID >= TableFormat.Field.firstQueryName {
            self = .queryName(tableID - TableFormat.Field.firstQueryName)
        } else {
            self = .glob(tableID - TableFormat.Field.firstGlob)
        }
    }
}
