import NavPolicy

/// A checked source compiled into a table and loaded as an app loads it.
public struct CompiledPolicy: Sendable {
    /// The source it was compiled from.
    public let checked: CheckedSource
    /// The table bytes.
    public let table: [UInt8]
    /// The runtime policy loaded from `table`.
    public let policy: Policy
}
