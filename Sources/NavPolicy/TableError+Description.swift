extension TableError: CustomStringConvertible {
    /// What is wrong with the table, in words a person can read in a log or an alert.
    public var description: String {
        switch self {
        case .badMagic:
            "not a compiled NavPolicy table (wrong magic bytes); compile the policy with 'navpolicy compile'"
        case .unsupportedVersion(let version):
            "table format version \(version) is not the version this runtime reads (\(TableFormat.version)); recompile the policy with the matching navpolicy tool"
        case .truncated:
            "the table is truncated"
        case .lengthMismatch(let expected, let actual):
            "the table should be \(expected) bytes but is \(actual)"
        case .checksumMismatch:
            "the table's checksum does not match its contents (the file is corrupt)"
        case .malformed(let detail):
            "the table is malformed: \(detail)"
        case .parametersRequired(let keys):
            "the policy declares parameters (" + keys.map { "'\($0)'" }.joined(separator: ", ")
                + "); load it with Policy(table:parameters:) and give their items"
        }
    }
}
