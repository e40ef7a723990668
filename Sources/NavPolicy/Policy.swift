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
}
