/// A checked source compiled into the table bytes `Policy(table:)` loads.
public struct CompiledTable: Sendable {
    /// The source it was compiled from.
    package let checked: CheckedSource
    /// The table.
    public let bytes: [UInt8]
}
