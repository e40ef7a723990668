import NavPolicy

/// Renders compiled table bytes as readable JSON (`navpolicy compile --emit json`).
public enum TableJSONRenderer {
    /// The JSON rendering of a table; throws if the bytes are not a valid table.
    public static func render(table bytes: [UInt8]) throws(TableError) -> String {
        // Placeholder; replaced by the table renderer.
        throw TableError.badMagic
    }
}
