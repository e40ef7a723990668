/// Splits absolute URL strings the way the WHATWG URL standard parses them (no base URL),
/// keeping only what a policy reads: scheme, host, port, path and query.
///
/// Works on the string's UTF-8 bytes in place; the parts already normalized there (the common
/// case: a URL a web view reports) are ranges of the string, so splitting one allocates nothing.
package enum URLSplitter {
    /// How a scheme shapes the rest of the URL.
    private enum SchemeKind {
        /// http, https, ws, wss, ftp: authority required, backslash is a slash.
        case special(defaultPort: UInt16)
        /// file: optional host, `localhost` means none.
        case file
        /// Any other scheme: opaque host after `//` if any, else an opaque path.
        case other
    }

    /// Splits an absolute URL; nil when it has no scheme or the standard rejects it
    /// (a special URL without a host, an invalid host or port). `splitting` says why.
    package static func split(_ url: String) -> SplitURL? {
        try? splitting(url)
    }

    /// Splits an absolute URL; the error says why it has no scheme or the standard rejects it.
    /// The parts already normalized in `url` (the common case) are ranges of it: no copy.
    package static func splitting(_ url: String) throws(URLSplitError) -> SplitURL {
        guard
            let result = url.utf8.withContiguousStorageIfAvailable({ bytes -> Result<SplitURL, URLSplitError> in
                let result = split(bytes, of: url)
                // The standard removes tabs and newlines anywhere. They are rare, so the bytes are
                // first split as they are: every scan fails on a tab or newline in what it reads,
                // and only after a failure on input holding one is a copy without them split.
                guard case .failure = result, containsTabOrNewline(bytes) else { return result }
                let cleaned = String(decoding: bytes.lazy.filter { !isTabOrNewline($0) }, as: UTF8.self)
                return cleaned.utf8.withContiguousStorageIfAvailable { split($0, of: cleaned) } ?? result
            })
        else {
            // Native strings are contiguous UTF-8; a bridged one is copied once.
            var native = url
            native.makeContiguousUTF8()
            return try splitting(native)
        }
        return try result.get()
    }

    /// Splits `url`, whose UTF-8 `bytes` are; its parts are ranges of `url` where they need no
    /// change. A tab or newline fails as `noScheme` (the caller removes them and retries).
    private static func split(_ bytes: UnsafeBufferPointer<UInt8>, of url: String) -> Result<SplitURL, URLSplitError> {
        let parts: Parts
        let host: SplitURL.Piece?
        do throws(URLSplitError) {
            parts = try Parts(bytes)
            host = try normalizedHost(parts)
        } catch {
            return .failure(error)
        }
        let rest = UnsafeBufferPointer(rebasing: bytes[parts.pathStart..<parts.end])
        // The path scan ends where the query starts: each byte is read once.
        guard let (path, pathEnd) = URLPath.serialize(rest, style: parts.pathStyle, at: parts.pathStart),
            let query = URLQuery.serialize(rest, from: pathEnd, special: parts.isSpecial, at: parts.pathStart)
        else { return .failure(.noScheme) }  // a tab or newline: retried
        let scheme = parts.knownScheme?.rawValue ?? asciiLowercased(parts.scheme)
        // `h://.:8`: the trailing-dot rule empties the host `.`; its port goes with it, so a
        // non-special URL never has a port without a host.
        let port = host == nil && !parts.isSpecial ? nil : parts.port
        return .success(SplitURL(normalizedScheme: scheme, port: port, url: url, host: host, path: path, query: query))
    }

    /// Where scheme, authority and path lie in a URL's bytes (offsets into them).
    private struct Parts {
        /// The URL's bytes.
        let bytes: UnsafeBufferPointer<UInt8>
        /// The scheme's bytes, as written.
        var scheme: UnsafeBufferPointer<UInt8>
        /// The scheme when it is one of the common ones (then its name is a literal).
        var knownScheme: KnownScheme?
        /// How the scheme shapes the URL.
        var kind: SchemeKind
        /// Where the raw host (still to be normalized) lies; nil when the URL has no authority.
        var host: Range<Int>?
        /// Whether `host` is already a normalized name.
        var hostIsNormalized = false
        /// The effective port: the explicit one, else the scheme's default; nil for neither.
        var port: UInt16?
        /// Where the bytes after the authority start (the path, then `?` query, `#` fragment).
        var pathStart: Int
        /// Where the URL ends, trailing C0 controls and spaces trimmed.
        var end: Int
        /// The path rules that apply.
        var pathStyle: URLPath.Style

        /// Whether the scheme is special, `file` included (its query encodes `'` too).
        var isSpecial: Bool {
            if case .other = kind { return false }
            return true
        }

        /// Locates the parts; throws when there is no scheme, or the authority is malformed (a
        /// special URL without a host, a bad port, credentials without a host), or holds a tab
        /// or newline (then as `noScheme`; the caller retries without them).
        init(_ bytes: UnsafeBufferPointer<UInt8>) throws(URLSplitError) {
            self.bytes = bytes
            // Leading and trailing C0 controls and spaces are trimmed.
            var start = 0
            var end = bytes.count
            while start < end, bytes[start] <= 0x20 { start += 1 }
            while end > start, bytes[end - 1] <= 0x20 { end -= 1 }

            guard start < end, isASCIIAlpha(bytes[start]) else { throw .noScheme }
            self.end = end
            var index = start + 1
            let schemeBytes = ASCIISet.schemeBytes
            while index < end, schemeBytes.contains(bytes[index]) { index += 1 }
            guard index < end, bytes[index] == UInt8(ascii: ":") else { throw .noScheme }
            scheme = UnsafeBufferPointer(rebasing: bytes[start..<index])
            knownScheme = KnownScheme(scheme)
            kind = knownScheme?.kind ?? .other
            // Authority and path scans stop at `?` or `#`: the query and fragment are never read.
            let restStart = index + 1
            let rest = UnsafeBufferPointer(rebasing: bytes[restStart..<end])
            host = nil
            port = nil
            switch kind {
            case .special(let defaultPort):
                var index = 0
                while index < rest.count, isSlash(rest[index], special: true) { index += 1 }
                let authority = try Authority(rest, from: index, special: true)
                guard !authority.host.isEmpty else { throw .missingHost }
                host = (restStart + authority.host.lowerBound)..<(restStart + authority.host.upperBound)
                hostIsNormalized = authority.hostIsNormalized
                port = authority.port ?? defaultPort
                pathStart = restStart + authority.end
                pathStyle = .special
            case .file:
                pathStart = restStart
                if rest.count >= 2, isSlash(rest[0], special: true), isSlash(rest[1], special: true) {
                    let authorityEnd = endOfFileHost(rest, from: 2)
                    if authorityEnd < rest.count, isTabOrNewline(rest[authorityEnd]) { throw .noScheme }
                    let authority = UnsafeBufferPointer(rebasing: rest[2..<authorityEnd])
                    if URLPath.isWindowsDriveLetter(authority) {
                        pathStart = restStart + 2  // `file://C:/x`: the "host" is the first path segment
                    } else {
                        pathStart = restStart + authorityEnd
                        host = (restStart + 2)..<pathStart
                    }
                }
                pathStyle = .file
            case .other:
                guard rest.count >= 2, rest[0] == UInt8(ascii: "/"), rest[1] == UInt8(ascii: "/") else {
                    pathStart = restStart
                    pathStyle = rest.first == UInt8(ascii: "/") ? .other : .opaque
                    return
                }
                let authority = try Authority(rest, from: 2, special: false)
                host = (restStart + authority.host.lowerBound)..<(restStart + authority.host.upperBound)
                hostIsNormalized = authority.hostIsNormalized
                port = authority.port
                pathStart = restStart + authority.end
                pathStyle = .other
            }
        }
    }

    /// The normalized host of located parts: nil when the URL has none; throws when the
    /// standard rejects it. An already normalized name is a range of the URL.
    private static func normalizedHost(_ parts: Parts) throws(URLSplitError) -> SplitURL.Piece? {
        guard let range = parts.host else { return nil }
        // A normalized name needs no normalizing or checks, in any kind of URL but `file:`.
        if parts.hostIsNormalized { return .range(range) }
        let raw = UnsafeBufferPointer(rebasing: parts.bytes[range])
        let normalized: String
        switch parts.kind {
        case .special:
            normalized = try HostNormalizer.normalizeURLHost(raw).mapError(URLSplitError.init).get()
        case .file:
            if raw.isEmpty { return nil }
            normalized = try HostNormalizer.normalizeURLHost(raw, strictness: .fileURL).mapError(URLSplitError.init).get()
        case .other:
            let isIPv6 = raw.first == UInt8(ascii: "[")
            guard isIPv6 || !raw.contains(where: ASCIISet.forbiddenHost.contains) else { throw .invalidHost(.forbiddenCharacter) }
            // An opaque host is normalized like a request host, so the URL and pre-split forms
            // agree; one that is not a DNS name (`%zz`) is kept ASCII-lowercased.
            switch HostNormalizer.normalizeURLHost(raw) {
            case .success(let host): normalized = host
            case .failure(let failure): if isIPv6 { throw URLSplitError(failure) } else { normalized = asciiLowercased(raw) }
            }
        }
        return normalized.isEmpty ? nil : .rewritten(normalized)
    }

    /// The userinfo-free host and the port of an authority (`user:pass@host:port`).
    private struct Authority {
        /// Where the host lies in the scanned bytes: after the last `@` and before the port.
        var host: Range<Int>
        /// The port, if one is given.
        var port: UInt16?
        /// Where the authority ends in the scanned bytes (at `/`, `?`, `#`, `\` if special, or the end).
        var end: Int
        /// Whether the host is already a normalized name (found by the one-pass common case).
        var hostIsNormalized = false

        /// Scans an authority from `start`; throws when the port is not a number up to 65535,
        /// the host is missing after credentials or before a port, or it holds a tab or newline
        /// (then as `noScheme`; the caller retries without them).
        init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, special: Bool) throws(URLSplitError) {
            // Common case: a normalized name right up to the authority's end (no userinfo, port
            // or brackets), found and checked in one pass.
            if let nameEnd = HostNormalizer.endOfNormalizedName(bytes, from: start),
                nameEnd == bytes.count || Self.endsAuthority(bytes[nameEnd], special: special)
            {
                host = start..<nameEnd
                port = nil
                end = nameEnd
                hostIsNormalized = true
                return
            }
            let stops = special ? ASCIISet.specialAuthorityStops : ASCIISet.authorityStops
            var hostStart = start
            var colon: Int? = nil
            var insideBrackets = false
            var index = start
            scan: while index < bytes.count {
                let byte = bytes[index]
                if stops.contains(byte) {
                    switch byte {
                    case UInt8(ascii: "@"):
                        // The host starts after the last `@`; earlier ones belong to the userinfo.
                        hostStart = index + 1
                        colon = nil
                        insideBrackets = false
                    case UInt8(ascii: "["): insideBrackets = true
                    case UInt8(ascii: "]"): insideBrackets = false
                    case UInt8(ascii: ":"): if !insideBrackets && colon == nil { colon = index }
                    case 0x09, 0x0A, 0x0D: throw .noScheme  // removed, then split again
                    default: break scan
                    }
                }
                index += 1
            }
            end = index
            if hostStart > start, hostStart == end { throw .missingHost }  // credentials without a host
            let hostEnd = colon ?? end
            host = hostStart..<hostEnd
            port = nil
            guard let colon else { return }
            guard hostEnd > hostStart else { throw .missingHost }
            var value: UInt32 = 0
            var digits = 0
            for byte in bytes[(colon + 1)..<end] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { throw .invalidPort }
                value = value * 10 + UInt32(byte - UInt8(ascii: "0"))
                guard value <= 65535 else { throw .invalidPort }
                digits += 1
            }
            if digits > 0 { port = UInt16(value) }
        }

        /// `/`, `?`, `#`, and in a special URL `\\`.
        static func endsAuthority(_ byte: UInt8, special: Bool) -> Bool {
            byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") || isSlash(byte, special: special)
        }
    }

    /// The schemes recognized by name: the special ones, and common others whose lowercased
    /// name then comes back as a literal (no allocation).
    private enum KnownScheme: String {
        case ws, wss, ftp, http, https, file, about, mailto

        /// The scheme the bytes spell in any letter case; nil for any other.
        init?(_ scheme: UnsafeBufferPointer<UInt8>) {
            // Compared as one word of lowercased bytes (`| 0x20` leaves digits, `+-.` as they are).
            guard scheme.count <= 6 else { return nil }
            var word: UInt64 = 0
            for byte in scheme { word = word << 8 | UInt64(byte | 0x20) }
            switch word {
            case Self.word("http"): self = .http
            case Self.word("https"): self = .https
            case Self.word("file"): self = .file
            case Self.word("mailto"): self = .mailto
            case Self.word("about"): self = .about
            case Self.word("ws"): self = .ws
            case Self.word("wss"): self = .wss
            case Self.word("ftp"): self = .ftp
            default: return nil
            }
        }

        /// A lowercase name of up to eight bytes as one word, first byte highest (folded to a
        /// constant by the optimizer).
        private static func word(_ name: StaticString) -> UInt64 {
            UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount).reduce(0) { $0 << 8 | UInt64($1) }
        }

        /// How the scheme shapes the URL.
        var kind: SchemeKind {
            switch self {
            case .ws, .http: .special(defaultPort: 80)
            case .wss, .https: .special(defaultPort: 443)
            case .ftp: .special(defaultPort: 21)
            case .file: .file
            case .about, .mailto: .other
            }
        }
    }

    private static func isTabOrNewline(_ byte: UInt8) -> Bool {
        byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Whether the bytes contain a tab, line feed or carriage return; eight bytes at a time
    /// until a word holds a byte below 0x0E.
    private static func containsTabOrNewline(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            if (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word & 0x8080_8080_8080_8080 != 0 { break }
            index += 8
        }
        while index < bytes.count {
            if isTabOrNewline(bytes[index]) { return true }
            index += 1
        }
        return false
    }

    /// The end of a `file:` host: `/`, `\\`, `?`, `#` or the end.
    private static func endOfFileHost(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let stops = ASCIISet.fileHostStops
        var index = start
        while index < bytes.count, !stops.contains(bytes[index]) { index += 1 }
        return index
    }

    static func isSlash(_ byte: UInt8, special: Bool) -> Bool {
        byte == UInt8(ascii: "/") || (special && byte == UInt8(ascii: "\\"))
    }

    private static func isASCIIAlpha(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    /// The bytes as a string with ASCII letters lowercased, copied only when something changes.
    private static func asciiLowercased(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) else {
            return String(utf8Bytes: bytes)
        }
        return String(decoding: bytes.lazy.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 }, as: UTF8.self)
    }
}
