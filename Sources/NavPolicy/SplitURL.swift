/// The parts of an absolute URL a policy reads, split per the WHATWG URL standard. Public as
/// the parts of `NavigationRequest` (its URL and current page).
public struct SplitURL: Sendable, Hashable {
    /// The scheme, ASCII-lowercased (`https`, `itms-apps`).
    public let scheme: String
    /// The normalized host; nil when the URL has none (`mailto:x`, `about:blank`, `file:///x`).
    public let host: String?
    /// The effective port: the explicit port, else the scheme's default (`http`/`ws` 80,
    /// `https`/`wss` 443, `ftp` 21); nil for other schemes without a port.
    public let port: UInt16?
    /// The path, `/` when empty; query and fragment excluded, dot segments resolved. An opaque
    /// path (`about:blank`, `mailto:a@b.example`) does not start with `/` (`blank`, `a@b.example`).
    public let path: String
    /// The query without `?`, percent-encoded as the standard serializes it; nil when the URL
    /// has no `?`, empty when nothing follows it.
    public let query: String?

    /// A split URL from parts already normalized (the splitter's output), taken as they are.
    init(normalizedScheme scheme: String, host: String?, port: UInt16?, path: String, query: String?) {
        self.scheme = scheme
        self.host = host
        self.port = port
        self.path = path
        self.query = query
    }

    /// A split URL from the parts an app adapter has (`URLComponents` or `URL`): the scheme is
    /// ASCII-lowercased, the host normalized like the compiler normalizes host constants
    /// (lowercase, one trailing dot removed, IDN labels to punycode, IPv6 in brackets), a missing
    /// port becomes the scheme's default (a non-special URL without a host has none), and an
    /// empty path becomes `/`. Pass the explicit port
    /// only (`URLComponents.port`), the query without `?` (`URLComponents.percentEncodedQuery`).
    public init(scheme: String, host: String?, port: Int? = nil, path: String, query: String? = nil) {
        let scheme = scheme.lowercased()
        self.scheme = scheme
        let host = host.flatMap { HostNormalizer.normalizeRequestHost($0) }
        self.host = host
        // A port belongs to a host: a non-special URL whose host is none (or became empty, `.`)
        // has no port, as the splitter reads it.
        let defaultPort = Self.defaultPort(ofScheme: scheme)
        self.port = host == nil && defaultPort == nil ? nil : port.flatMap { UInt16(exactly: $0) } ?? defaultPort
        self.path = path.isEmpty ? "/" : path
        self.query = query
    }

    /// Splits an absolute URL string; nil when it has no scheme or the standard rejects it.
    package init?(_ url: String) {
        guard let split = URLSplitter.split(url) else { return nil }
        self = split
    }

    /// The default port of a special scheme (`http`/`ws` 80, `https`/`wss` 443, `ftp` 21);
    /// nil for any other (lowercase) scheme.
    public static func defaultPort(ofScheme scheme: String) -> UInt16? {
        switch scheme {
        case "http", "ws": 80
        case "https", "wss": 443
        case "ftp": 21
        default: nil
        }
    }
}
