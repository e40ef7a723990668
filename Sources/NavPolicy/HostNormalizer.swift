/// Host normalization shared by the compiler (host constants) and the runtime (request hosts):
/// ASCII lowercase, one trailing dot removed, IDN labels to punycode, IPv6 in brackets.
public enum HostNormalizer {
    /// Why a host constant is not a valid host.
    public enum Failure: Error, Sendable, Hashable {
        /// The host is empty.
        case empty
        /// A label between dots is empty.
        case emptyLabel
        /// The host contains a character that may not appear in a host.
        case forbiddenCharacter(Character)
        /// A label is longer than 63 bytes (after punycode).
        case labelTooLong(String)
        /// The whole name is longer than 253 bytes (after punycode).
        case nameTooLong
        /// An IDN label cannot be converted to punycode.
        case invalidInternationalLabel(String)
        /// A bracketed IPv6 literal is malformed.
        case invalidIPv6
    }

    /// Normalizes a host constant from a policy; the error says why it is not a host.
    public static func normalize(_ host: String) -> Result<String, Failure> {
        // Placeholder (ASCII only); replaced by the full implementation.
        var text = host.lowercased()
        if text.hasSuffix(".") { text.removeLast() }
        if text.isEmpty { return .failure(.empty) }
        return .success(text)
    }

    /// Normalizes a host taken from a request; nil when nothing usable remains.
    public static func normalizeRequestHost(_ host: String) -> String? {
        try? normalize(host).get()
    }
}
