/// The parts of an absolute URL a policy reads, split per the WHATWG URL standard. Public as
/// the parts of `NavigationRequest` (its URL and current page).
public struct SplitURL: Sendable, CustomReflectable {
    /// The scheme, ASCII-lowercased (`https`, `itms-apps`).
    public let scheme: String
    /// The normalized host; nil when the URL has none (`mailto:x`, `about:blank`, `file:///x`).
    public var host: String? { hostRange.map(string) }
    /// The effective port: the explicit port, else the scheme's default (`http`/`ws` 80,
    /// `https`/`wss` 443, `ftp` 21); nil for other schemes without a port.
    public let port: UInt16?
    /// The path, `/` when empty; query and fragment excluded, dot segments resolved. An opaque
    /// path (`about:blank`, `mailto:a@b.example`) does not start with `/` (`blank`, `a@b.example`).
    public var path: String { string(pathRange) }
    /// The query without `?`, percent-encoded as the standard serializes it; nil when the URL
    /// has no `?`, empty when nothing follows it.
    public var query: String? { queryRange.map(string) }

    /// The string holding the host, path and query: the URL string itself when they needed no
    /// change there (the common case for URLs a web view reports: no copy, no allocation), else
    /// one string of the normalized parts. The public properties copy their part out of it
    /// (Swift stores up to 15 bytes inline, without allocating); the runtime reads the bytes in
    /// place (`withHost`, `withPath`, `withQuery`).
    private let text: String
    /// Where the host lies in `text`'s UTF-8; nil when the URL has none.
    private let hostRange: Range<Int>?
    /// Where the path lies in `text`'s UTF-8.
    private let pathRange: Range<Int>
    /// Where the query lies in `text`'s UTF-8; nil when the URL has none.
    private let queryRange: Range<Int>?

    /// A part as the splitter finds it: a range of the URL string's UTF-8 that needs no change
    /// (at ASCII boundaries), or its normalized text.
    enum Piece {
        /// The part is these bytes of the URL string.
        case range(Range<Int>)
        /// The part, rewritten.
        case rewritten(String)

        /// Whether the part is a range of the URL string (a missing part is none of its bytes).
        static func isRange(_ piece: Piece?) -> Bool {
            if case .rewritten = piece { return false }
            return true
        }
    }

    /// A split URL from already normalized parts (the splitter's output): kept in `url` itself
    /// when every part is a range of it (`url` must then be native UTF-8), else copied together
    /// into one string. Inlined into the splitter, which then moves its pieces in without copies.
    @inline(__always)
    init(normalizedScheme scheme: String, port: UInt16?, url: String, host: Piece?, path: Piece, query: Piece?) {
        self.scheme = scheme
        self.port = port
        if Piece.isRange(host), case .range(let path) = path, Piece.isRange(query) {
            func range(_ piece: Piece?) -> Range<Int>? {
                if case .range(let range) = piece { return range }
                return nil
            }
            text = url
            (hostRange, pathRange, queryRange) = (range(host), path, range(query))
            return
        }
        (text, hostRange, pathRange, queryRange) = Self.joined(url, host, path, query)
    }

    /// The parts written one after the other into a new string, and where each lies in it.
    /// Out of line: the common case above (every part a range of the URL) stays small enough
    /// to be inlined into the splitter.
    @inline(never)
    private static func joined(_ url: String, _ host: Piece?, _ path: Piece, _ query: Piece?)
        -> (text: String, host: Range<Int>?, path: Range<Int>, query: Range<Int>?)
    {
        func count(_ piece: Piece?) -> Int {
            switch piece {
            case .range(let range): range.count
            case .rewritten(let text): text.utf8.count
            case nil: 0
            }
        }
        // The lengths first, so that the string is written in place.
        let (hostCount, pathCount, queryCount) = (count(host), count(path), count(query))
        let pathEnd = hostCount + pathCount
        // Each part is valid UTF-8 on its own, so nothing is repaired and the ranges hold.
        let text = String(unsafeUninitializedCapacity: pathEnd + queryCount) { storage in
            var end = 0
            func write(_ piece: Piece?) {
                func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
                    _ = UnsafeMutableBufferPointer(rebasing: storage[end...]).initialize(fromContentsOf: bytes)
                    end += bytes.count
                }
                switch piece {
                case .range(let range): NavPolicy.withBytes(url) { copy(UnsafeBufferPointer(rebasing: $0[range])) }
                case .rewritten(let text): NavPolicy.withBytes(text, copy)
                case nil: break
                }
            }
            write(host)
            write(path)
            write(query)
            return end
        }
        return (text, host.map { _ in 0..<hostCount }, hostCount..<pathEnd, query.map { _ in pathEnd..<(pathEnd + queryCount) })
    }

    /// A split URL from the parts an app adapter has (`URLComponents` or `URL`): the scheme is
    /// ASCII-lowercased, the host normalized like the compiler normalizes host constants
    /// (lowercase, one trailing dot removed, IDN labels to punycode, IPv6 in brackets), a missing
    /// port becomes the scheme's default (a non-special URL without a host has none), and an
    /// empty path becomes `/`. Pass the explicit port
    /// only (`URLComponents.port`), the query without `?` (`URLComponents.percentEncodedQuery`).
    public init(scheme: String, host: String?, port: Int? = nil, path: String, query: String? = nil) {
        let scheme = scheme.lowercased()
        let host = host.flatMap { HostNormalizer.normalizeRequestHost($0) }
        // A port belongs to a host: a non-special URL whose host is none (or became empty, `.`)
        // has no port, as the splitter reads it.
        let defaultPort = Self.defaultPort(ofScheme: scheme)
        self.init(
            normalizedScheme: scheme, port: host == nil && defaultPort == nil ? nil : port.flatMap { UInt16(exactly: $0) } ?? defaultPort,
            url: "", host: host.map(Piece.rewritten), path: .rewritten(path.isEmpty ? "/" : path), query: query.map(Piece.rewritten))
    }

    /// Splits an absolute URL string; nil when it has no scheme or the standard rejects it.
    package init?(_ url: String) {
        guard let split = URLSplitter.split(url) else { return nil }
        self = split
    }

    /// The default port of a special scheme (`http`/`ws` 80, `https`/`wss` 443, `ftp` 21);
    /// nil for any other (lowercase) scheme.
    package static func defaultPort(ofScheme scheme: String) -> UInt16? {
        switch scheme {
        case "http", "ws": 80
        case "https", "wss": 443
        case "ftp": 21
        default: nil
        }
    }

    /// The public parts, so a split URL prints as its scheme, host, port, path and query.
    public var customMirror: Mirror {
        Mirror(
            self, children: ["scheme": scheme, "host": host as Any, "port": port as Any, "path": path, "query": query as Any],
            displayStyle: .struct)
    }

    /// Runs `body` over the host's UTF-8 bytes in place; nil when the URL has no host.
    @inline(__always)
    package func withHost<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        guard let hostRange else { return nil }
        return withBytes(hostRange, body)
    }

    /// Runs `body` over the path's UTF-8 bytes in place.
    @inline(__always)
    package func withPath<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withBytes(pathRange, body)
    }

    /// Runs `body` over the query's UTF-8 bytes in place; nil when the URL has no query.
    @inline(__always)
    package func withQuery<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        guard let queryRange else { return nil }
        return withBytes(queryRange, body)
    }

    /// Whether the URL has a query (`?`), without reading it.
    @inline(__always)
    package var hasQuery: Bool { queryRange != nil }

    /// Whether both URLs have a host and the hosts are the same bytes; nil when either has none.
    @inline(__always)
    package func hasSameHost(as other: SplitURL) -> Bool? {
        guard let hostRange, let otherRange = other.hostRange else { return nil }
        return hostRange.count == otherRange.count && withBytes(hostRange) { host in other.withBytes(otherRange) { bytesEqual(host, $0) } }
    }

    /// Runs `body` over bytes of `text` in place (`text` is native UTF-8, so contiguous).
    @inline(__always)
    private func withBytes<Result>(_ range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable({ body(UnsafeBufferPointer(rebasing: $0[range])) }) { return result }
        return Array(text.utf8).withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// A part as a string: `text` itself when the part is all of it, else a copy.
    private func string(_ range: Range<Int>) -> String {
        if range.lowerBound == 0, range.upperBound == text.utf8.count { return text }
        return withBytes(range) { String(utf8Bytes: $0) }
    }
}

extension SplitURL: Hashable {
    /// Equal scheme and port, and host, path and query of the same bytes (not `String`'s
    /// Unicode canonical equivalence: the bytes are what a policy classifies).
    public static func == (left: SplitURL, right: SplitURL) -> Bool {
        left.scheme == right.scheme && left.port == right.port
            && equalParts(left, left.hostRange, right, right.hostRange)
            && equalParts(left, left.pathRange, right, right.pathRange)
            && equalParts(left, left.queryRange, right, right.queryRange)
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(scheme)
        hasher.combine(port)
        for range in [hostRange, pathRange, queryRange] {
            hasher.combine(range?.count ?? -1)
            if let range { withBytes(range) { hasher.combine(bytes: UnsafeRawBufferPointer($0)) } }
        }
    }

    /// Whether two optional parts are both missing, or both present with the same bytes.
    private static func equalParts(_ left: SplitURL, _ leftRange: Range<Int>?, _ right: SplitURL, _ rightRange: Range<Int>?) -> Bool {
        guard let leftRange, let rightRange else { return leftRange == nil && rightRange == nil }
        return leftRange.count == rightRange.count
            && left.withBytes(leftRange) { bytes in right.withBytes(rightRange) { bytesEqual(bytes, $0) } }
    }
}
