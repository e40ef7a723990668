/// A part of a URL that a parameter test reads (`host in servers`, `path starts-with
/// prefixes`, `query has names`): what the parameter's items are compared with, and the
/// request-space level that fixes the test, as the path level fixes a glob.
package enum URLPart: Int, CaseIterable, Sendable, Hashable, Comparable {
    /// The scheme.
    case scheme
    /// The host.
    case host
    /// The effective port.
    case port
    /// The path.
    case path
    /// The query's parameter names.
    case query

    /// Parts in URL order (a parameter test's index decides its part, so fields order by index first).
    package static func < (lhs: URLPart, rhs: URLPart) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The field of the part on the request's own URL.
    package var field: RequestField {
        switch self {
        case .scheme: .scheme
        case .host: .host
        case .port: .port
        case .path: .path
        case .query: .query
        }
    }
}
