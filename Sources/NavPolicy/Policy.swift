/// A compiled policy loaded from table bytes: validated once, then decides requests.
public struct Policy: Sendable {
    /// Loads and validates a compiled table. Throws a typed error for anything corrupt.
    public init(table bytes: [UInt8]) throws(TableError) {
        // Placeholder; replaced by the table reader.
        throw TableError.badMagic
    }

    /// Decides one request; allocates nothing.
    public func decide(_ request: NavigationRequest) -> Decision {
        .implicitDefault
    }

    /// Whether bytes start like a compiled table (magic), so tools can tell tables from sources.
    public static func looksLikeTable(_ bytes: [UInt8]) -> Bool {
        // Placeholder; replaced by the table reader.
        false
    }

    /// The policy source embedded in the table for tooling, if the compiler stored it.
    public var sourceText: String? { nil }
}
