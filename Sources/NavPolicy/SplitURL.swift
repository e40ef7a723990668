/// The parts of an absolute URL a policy reads, split per the WHATWG URL standard. Public as
/// the parts of `NavigationRequest` (its URL and current page).
public struct SplitURL: Sendable, Hashable, CustomReflectable {
    /// The scheme, ASCII-lowercased (`https`, `itms-apps`).
    public let scheme: String
    /// The normalized host; nil when the URL has none (`mailto:x`, `about:blank`, `file:///x`).
    /// Derived from `hostPart`: a host longer than 15 bytes split from a URL string is copied
    /// on each read (the runtime reads `hostPart` in place).
    public var host: String? { hostPart?.string }
    /// The effective port: the explicit port, else the scheme's default (`http`/`ws` 80,
    /// `https`/`wss` 443, `ftp` 21); nil for other schemes without a port.
    public let port: UInt16?
    /// The path, `/` when empty; query and fragment excluded, dot segments resolved. An opaque
    /// path (`about:blank`, `mailto:a@b.example`) does not start with `/` (`blank`, `a@b.example`).
    public var path: String { pathPart.string }
    /// The query without `?`, percent-encoded as the standard serializes it; nil when the URL
    /// has no `?`, empty when nothing follows it.
    public var query: String? { queryPart?.string }

    /// The host's bytes: a range of the URL string when it was already normalized there.
    package let hostPart: URLPart?
    /// The path's bytes: a range of the URL string when it needed no change.
    package let pathPart: URLPart
    /// The query's bytes: a range of the URL string when it needed no percent-encoding.
    package let queryPart: URLPart?

    /// A split URL from parts already normalized (the splitter's output), taken as they are.
    init(normalizedScheme scheme: String, host: URLPart?, port: UInt16?, path: URLPart, query: URLPart?) {
        self.scheme = scheme
        hostPart = host
        self.port = port
        pathPart = path
        queryPart = query
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
        hostPart = host.map(URLPart.init)
        // A port belongs to a host: a non-special URL whose host is none (or became empty, `.`)
        // has no port, as the splitter reads it.
        let defaultPort = Self.defaultPort(ofScheme: scheme)
        self.port = host == nil && defaultPort == nil ? nil : port.flatMap { UInt16(exactly: $0) } ?? defaultPort
        pathPart = URLPart(path.isEmpty ? "/" : path)
        queryPart = query.map(URLPart.init)
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

    /// The public parts, so a split URL prints as its scheme, host, port, path and query.
    public var customMirror: Mirror {
        Mirror(self, children: ["scheme": scheme, "host": host as Any, "port": port as Any, "path": path, "query": query as Any], displayStyle: .struct)
    }
}
