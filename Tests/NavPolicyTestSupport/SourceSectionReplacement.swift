import NavPolicy

/// Tables whose embedded source is replaced by any text, sealed again: valid tables (they load
/// and decide as before) whose source section holds what a crafted download might carry, for
/// the tests of what reading that source costs.
public enum SourceSectionReplacement {
    /// `table` (a valid table, its source section last) with `text` as its source.
    public static func replacing(in table: [UInt8], with text: String) -> [UInt8] {
        let entry = TableFormat.fixedHeaderSize + 8 * TableFormat.Section.source.rawValue
        let offset = Int(word(table, at: entry))
        var result = Array(table[..<offset]) + TableFormat.sourceSection(text)
        setWord(&result, at: entry + 4, UInt32(result.count - offset))
        setWord(&result, at: 8, UInt32(result.count))
        TableFormat.seal(&result)
        return result
    }

    private static func word(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
    }

    private static func setWord(_ bytes: inout [UInt8], at offset: Int, _ value: UInt32) {
        for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * index)) }
    }
}
