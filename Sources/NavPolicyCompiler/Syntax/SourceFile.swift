import NavPolicy

/// A policy source: its name (as shown in diagnostics) and its bytes.
public struct SourceFile: Sendable, Hashable {
    /// The largest source the lexer reads (2 GiB less a byte): positions are 32-bit.
    package static let maximumByteCount = Int(Int32.max)

    /// The name diagnostics print (`Examples/ads.navpolicy`, or `<stdin>`).
    package let name: String
    /// The raw bytes. Invalid UTF-8 is diagnosed by the lexer, never trapped on.
    package let bytes: [UInt8]

    /// A source from raw bytes.
    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    /// Whether the bytes are a compiled table (they start with the table's magic), not policy
    /// source text: a tool that reads both tells them apart before choosing `Policy(table:)` or
    /// the pipeline.
    public var isCompiledTable: Bool { Policy.looksLikeTable(bytes) }

    /// A source from text.
    public init(name: String, text: String) {
        self.init(name: name, bytes: Array(text.utf8))
    }
}
