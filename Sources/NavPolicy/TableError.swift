/// Why table bytes were rejected. Every corrupt, truncated or hostile table maps to one of these.
public enum TableError: Error, Sendable, Hashable {
    /// The bytes do not start with the table magic.
    case badMagic
    /// The table's format version is not one this runtime reads.
    case unsupportedVersion(UInt16)
    /// The bytes are shorter than the table says, or shorter than a header.
    case truncated
    /// The stored length and the byte count differ.
    case lengthMismatch(expected: Int, actual: Int)
    /// The checksum over the table does not match.
    case checksumMismatch
    /// A section, count, offset or index is out of range or inconsistent; the text says which.
    case malformed(String)
    /// The policy declares parameters (these keys, in declaration order): load it with
    /// `Policy(table:parameters:)`, which binds them.
    case parametersRequired(keys: [String])
}
