/// The items an app gave for a table's parameters, checked against the table's declarations
/// and built into the structures a decision looks items up in (`BoundParameterTest`, one per
/// parameter test of the table).
///
/// Built once by `Policy(table:parameters:)`, linear in the items; immutable after, so a
/// policy shares it between threads.
struct ParameterBinding: Sendable {
    /// A binding of a table that declares no parameters.
    static let empty = ParameterBinding(tests: [])

    /// The tests with their items, by test index (what `DecisionProgram` decides with).
    let tests: [BoundParameterTest]

    private init(tests: [BoundParameterTest]) {
        self.tests = tests
    }

    /// Checks `given` against `declared`: every declared key given, no other key (with a
    /// suggestion among the declared keys), every item valid for its parameter's kind; then
    /// builds each of `tests`. Undeclared keys are reported first (a misspelled key also leaves
    /// its parameter missing), in key order so the error does not depend on dictionary order.
    init(declared: [TableParameter], tests: [TableParameterTest], given: [String: [String]]) throws(ParameterError) {
        let keys = declared.map(\.key)
        for key in given.keys.sorted() where !keys.contains(key) {
            throw .undeclared(key: key, suggestion: NameSuggestion.closest(to: key, among: keys))
        }
        var items: [BoundParameterTest.Items] = []
        items.reserveCapacity(declared.count)
        for parameter in declared {
            guard let values = given[parameter.key] else { throw .missing(key: parameter.key) }
            items.append(try Self.checked(values, parameter))
        }
        self.init(tests: tests.map { BoundParameterTest($0.form, items[$0.parameter]) })
    }

    /// The most characters of an item an error quotes: a stranger's item may be a megabyte.
    static let quotedItemLength = 80

    /// `item`, or its first `quotedItemLength` characters and how long it is.
    static func excerpt(_ item: String) -> String {
        guard item.unicodeScalars.count > quotedItemLength else { return item }
        return String(String.UnicodeScalarView(item.unicodeScalars.prefix(quotedItemLength))) + "… (\(item.utf8.count) bytes)"
    }

    /// `values` checked as constants of the parameter's kind (any strings for a parameter no
    /// test reads).
    private static func checked(_ values: [String], _ parameter: TableParameter) throws(ParameterError) -> BoundParameterTest.Items {
        func refused(_ item: String, _ reason: String) -> ParameterError {
            .invalidItem(key: parameter.key, item: excerpt(item), reason: reason)
        }
        switch parameter.kind {
        case .hostPatterns?:
            var patterns: [(domain: String, includesSubdomains: Bool)] = []
            patterns.reserveCapacity(values.count)
            for item in values {
                switch ParameterItem.hostPattern(item) {
                case .success(let pattern): patterns.append(pattern)
                case .failure(let refusal): throw refused(item, refusal.reason)
                }
            }
            return .hosts(patterns)
        case .schemes?:
            var schemes: [String] = []
            for item in values {
                switch ParameterItem.scheme(item) {
                case .success(let scheme): schemes.append(scheme)
                case .failure(let refusal): throw refused(item, refusal.reason)
                }
            }
            return .strings(schemes)
        case .ports?:
            var ports: [UInt16] = []
            for item in values {
                guard let port = ParameterItem.port(item) else { throw refused(item, "a port is 1 to 5 decimal digits, at most 65535") }
                ports.append(port)
            }
            return .ports(ports)
        case .paths?:
            for item in values {
                if case .failure(let refusal) = ParameterItem.path(item) { throw refused(item, refusal.reason) }
            }
            return .strings(values)
        case .queryNames?, nil:
            return .strings(values)
        }
    }
}
