/// Why the parameters an app gives a table, or a flag name it asks for, do not fit the policy.
///
/// Thrown by `Policy(table:parameters:)` (inside `PolicyLoadError.parameter`) and by
/// `Policy.flag(_:)`. Every case names the key or flag, so a log line says what to fix.
public enum ParameterError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The table declares this parameter (`param "servers"`) and the app did not give it.
    case missing(key: String)
    /// The app gave a key the table does not declare; `suggestion` is a declared key close to it.
    case undeclared(key: String, suggestion: String?)
    /// An item of the parameter is not a value of its kind (a host pattern, a scheme, a port, a
    /// path or a query name), checked as the compiler checks a constant of that kind.
    case invalidItem(key: String, item: String, reason: String)
    /// `policy.flag(name)` of a name the policy does not declare; `suggestion` is a declared
    /// flag close to it.
    case undeclaredFlag(name: String, suggestion: String?)

    /// What is wrong, in words a person can read in a log or an alert.
    public var description: String {
        switch self {
        case .missing(let key):
            "the policy declares parameter '\(key)', which was not given; pass its items as parameters[\"\(key)\"] (an empty list is allowed)"
        case .undeclared(let key, let suggestion):
            "the policy declares no parameter '\(key)'" + Self.offering(suggestion)
        case .invalidItem(let key, let item, let reason):
            "parameter '\(key)': item '\(item)' is not valid: \(reason)"
        case .undeclaredFlag(let name, let suggestion):
            "the policy declares no flag '\(name)'" + Self.offering(suggestion)
        }
    }

    /// ` (did you mean 'x'?)`, or nothing without a suggestion.
    private static func offering(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }
}

/// Why `Policy(table:parameters:)` could not load: the table bytes, or the parameters given
/// for them.
public enum PolicyLoadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The table is corrupt, of another format version, or otherwise refused.
    case table(TableError)
    /// The table loaded, and the parameters do not fit its declarations.
    case parameter(ParameterError)

    /// The underlying error's description.
    public var description: String {
        switch self {
        case .table(let error): error.description
        case .parameter(let error): error.description
        }
    }
}
