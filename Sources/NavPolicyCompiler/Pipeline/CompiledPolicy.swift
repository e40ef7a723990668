import NavPolicy

/// A checked source compiled into a table and loaded as an app loads it, its parameters bound
/// (`PolicyParameters`): the pipeline's last product.
public struct CompiledPolicy: Sendable {
    /// The source it was compiled from.
    package let checked: CheckedSource
    /// The table bytes.
    package let table: [UInt8]
    /// The runtime policy loaded from `table`, ready to decide.
    public let policy: Policy
}
