/// The items an app gave for a table's parameters, checked against the table's declarations
/// and built into the structures a decision looks items up in.
///
/// Built once by `Policy(table:parameters:)`; immutable after, so a policy shares it between
/// threads.
struct ParameterBinding: Sendable {
    /// A binding of a table that declares no parameters.
    static let empty = ParameterBinding()

    private init() {}

    /// Checks `given` against `declared`: every declared key given, no other key (with a
    /// suggestion among the declared keys), every item valid for its parameter's kind.
    /// Undeclared keys are reported first (a misspelled key also leaves its parameter
    /// missing), each in key order so the error does not depend on dictionary order.
    init(declared: [TableParameter], given: [String: [String]]) throws(ParameterError) {
        let keys = declared.map(\.key)
        for key in given.keys.sorted() where !keys.contains(key) {
            throw .undeclared(key: key, suggestion: NameSuggestion.closest(to: key, among: keys))
        }
        for key in keys where given[key] == nil { throw .missing(key: key) }
    }
}
