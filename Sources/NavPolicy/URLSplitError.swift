/// Why a URL string cannot be split into the parts a policy reads: the WHATWG URL standard
/// rejects it (as a browser refuses to load it), or it is not an absolute URL.
public enum URLSplitError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No scheme: not an absolute URL (`example.com/x`), and there is no base URL.
    case noScheme
    /// A URL whose scheme needs a host has none (`https:///x`), or its userinfo or port has no
    /// host (`https://user@/`, `https://:443/`).
    case missingHost
    /// The host is not a valid host.
    case invalidHost(InvalidHostReason)
    /// The port is not a decimal number up to 65535.
    case invalidPort

    /// What is wrong with a host.
    public enum InvalidHostReason: Sendable, Hashable {
        /// A code point that may not appear in a host (`<`, a space, `%` after decoding), or an
        /// IPv6 address without brackets (`%3A%3A1`).
        case forbiddenCharacter
        /// A bracketed IPv6 address that is malformed (`[::1::]`).
        case invalidIPv6
        /// A host ending in a number that is no IPv4 address (`1.2.3.256`).
        case invalidIPv4
        /// An internationalized domain name that UTS #46 processing rejects: a disallowed code
        /// point, invalid punycode, or a label that breaks the bidi or joiner rules; or one of
        /// more than 1,024 code points after mapping, longer than any DNS name once encoded.
        case invalidInternationalName
        /// Nothing is left of the host (`%00` cases aside, a host of only ignored code points).
        case empty
    }

    /// The reason in words, for messages (`cannot split url '…': <description>`).
    public var description: String {
        switch self {
        case .noScheme: "it has no scheme"
        case .missingHost: "it has no host"
        case .invalidPort: "its port is not a number up to 65535"
        case .invalidHost(.forbiddenCharacter): "its host contains a character not allowed in a host"
        case .invalidHost(.invalidIPv6): "its host is not a valid IPv6 address"
        case .invalidHost(.invalidIPv4): "its host ends in a number but is not a valid IPv4 address"
        case .invalidHost(.invalidInternationalName): "its host is not a valid internationalized domain name (UTS #46)"
        case .invalidHost(.empty): "its host is empty"
        }
    }

    /// The reason for a host the normalizer rejected.
    init(_ failure: HostNormalizer.Failure) {
        switch failure {
        case .empty, .emptyLabel: self = .invalidHost(.empty)
        case .forbiddenCharacter: self = .invalidHost(.forbiddenCharacter)
        case .invalidIPv6: self = .invalidHost(.invalidIPv6)
        case .invalidIPv4: self = .invalidHost(.invalidIPv4)
        case .invalidInternationalLabel, .labelTooLong, .nameTooLong: self = .invalidHost(.invalidInternationalName)
        }
    }
}
