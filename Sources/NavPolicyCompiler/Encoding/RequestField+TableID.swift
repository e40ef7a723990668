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
        case .current: TableFormat.Field.current
        case .path: TableFormat.Field.path
        case .glob(let index): TableFormat.Field.firstGlob + index
        }
    }

    /// The field with a table id (any id past the attributes is a glob).
    init(tableID: Int) {
        self = RequestField.attributes.first { $0.tableID == tableID } ?? .glob(tableID - TableFormat.Field.firstGlob)
    }
}
