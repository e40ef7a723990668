/// Splits absolute URL strings the way the WHATWG URL standard parses them (no base URL),
/// keeping only what a policy reads: scheme, host, port, path and query.
///
/// Works on the string's UTF-8 bytes in place; the common case (an already normalized host
/// and a plain path) builds only the result strings.
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
    package static func splitting(_ url: String) throws(URLSplitError) -> SplitURL {
        var authority: AuthorityPrefix?
        return try split(url, locatingAuthority: &authority)
    }

    /// Where a URL's authority ends in its UTF-8, and whether the URL is special: a URL with
    /// the same bytes up to there, whose authority ends there too, has the same host.
    struct AuthorityPrefix {
        /// The UTF-8 offset where the authority ends.
        let end: Int
        /// Whether a backslash ends the authority (a special scheme).
        let special: Bool
    }

    /// `split`, also setting where the authority ends when the URL has one (and needed no tab
    /// or newline removal, so offsets are the string's own).
    static func split(_ url: String, locatingAuthority authority: inout AuthorityPrefix?) throws(URLSplitError) -> SplitURL {
        try withCleanedBytes(url) { bytes, isCleanedCopy -> Result<SplitURL, URLSplitError> in
            let parts: Parts
            let host: String?
            do throws(URLSplitError) {
                parts = try Parts(bytes)
                host = try normalizedHost(parts, reusing: nil)
            } catch {
                return .failure(error)
            }
            guard let split = splitURL(parts, host: host) else { return .failure(.noScheme) }  // a tab or newline: retried
            authority = isCleanedCopy ? nil : parts.authority
            return .success(split)
        }.get()
    }

    /// Splits a URL that often shares its host with an already split one (the current URL with
    /// the navigation's): when the host equals `candidate` (already normalized), `candidate`
    /// itself is used, no new string; when the URL shares `candidateURL`'s bytes up to the end
    /// of its `authority` and its own authority ends there, the host is `candidate` unchecked.
    static func split(_ url: String, reusingHost candidate: String?, of candidateURL: String, authority: AuthorityPrefix?) -> SplitURL? {
        let sharesHost = authority.map { sharesAuthority(url, with: candidateURL, $0) } ?? false
        let split = withCleanedBytes(url) { bytes, _ -> Result<SplitURL, URLSplitError> in
            do throws(URLSplitError) {
                let parts = try Parts(bytes)
                let host = sharesHost ? candidate : try normalizedHost(parts, reusing: candidate)
                guard let split = splitURL(parts, host: host) else { return .failure(.noScheme) }  // a tab or newline: retried
                return .success(split)
            } catch {
                return .failure(error)
            }
        }
        return try? split.get()
    }

    /// The split URL of located parts with their host already normalized; nil when the path or
    /// query holds a tab or newline (the caller removes them and retries).
    private static func splitURL(_ parts: Parts, host: String?) -> SplitURL? {
        guard let path = URLPath.serialize(parts.path, style: parts.pathStyle),
            let query = URLQuery.serialize(parts.path, special: parts.isSpecial)
        else { return nil }
        let scheme = parts.knownScheme?.rawValue ?? asciiLowercased(parts.scheme)
        // `h://.:8`: the trailing-dot rule empties the host `.`; its port goes with it, so a
        // non-special URL never has a port without a host.
        let port = host == nil && !parts.isSpecial ? nil : parts.port
        return SplitURL(normalizedScheme: scheme, host: host, port: port, path: path, query: query)
    }

    /// Whether `url` has the same bytes as `other` up to `other`'s authority end, and its
    /// authority ends there too (so both have the same scheme and authority), not shortened by
    /// the trimming of trailing C0 controls and spaces.
    private static func sharesAuthority(_ url: String, with other: String, _ authority: AuthorityPrefix) -> Bool {
        url.utf8.withContiguousStorageIfAvailable { bytes in
            other.utf8.withContiguousStorageIfAvailable { otherBytes in
                let end = authority.end
                guard bytes.count >= end, otherBytes.count >= end,
                    HostNormalizer.bytesEqual(UnsafeBufferPointer(rebasing: bytes[..<end]), UnsafeBufferPointer(rebasing: otherBytes[..<end]))
                else { return false }
                // Ending there, the URL's trailing C0 controls and spaces are trimmed: the
                // shared authority counts only when its last byte is none of them.
                if end == bytes.count { return end > 0 && bytes[end - 1] > 0x20 }
                return Authority.endsAuthority(bytes[end], special: authority.special)
            } ?? false
        } ?? false
    }

    /// Runs `body` on the URL's UTF-8 as if tabs and newlines were removed (the standard
    /// removes them anywhere). They are rare, so `body` first runs on the bytes as they are:
    /// every scan fails on a tab or newline in what it reads, and only after a failure on
    /// input holding one does `body` run again on a copy without them.
    /// `body` learns whether it runs on the cleaned copy.
    private static func withCleanedBytes<Value>(
        _ url: String, _ body: (UnsafeBufferPointer<UInt8>, Bool) -> Result<Value, URLSplitError>
    ) -> Result<Value, URLSplitError> {
        func cleaned(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<Value, URLSplitError> {
            let result = body(bytes, false)
            guard case .failure = result, containsTabOrNewline(bytes) else { return result }
            return bytes.filter { !isTabOrNewline($0) }.withUnsafeBufferPointer { body($0, true) }
        }
        // Native strings are contiguous UTF-8; a bridged one is copied once.
        if let result = url.utf8.withContiguousStorageIfAvailable(cleaned) { return result }
        return Array(url.utf8).withUnsafeBufferPointer(cleaned)
    }

    /// Where scheme, authority and path lie in a URL's bytes; no host or path string is built
    /// yet, so a host-only split stops here.
    private struct Parts {
        /// The scheme's bytes, as written.
        var scheme: UnsafeBufferPointer<UInt8>
        /// The scheme when it is one of the common ones (then its name is a literal).
        var knownScheme: KnownScheme?
        /// How the scheme shapes the URL.
        var kind: SchemeKind
        /// The raw host bytes (still to be normalized); nil when the URL has no authority.
        var host: UnsafeBufferPointer<UInt8>?
        /// Whether `host` is already a normalized name.
        var hostIsNormalized = false
        /// Where the authority ends in the bytes, when the URL has one (not for `file:`).
        var authority: AuthorityPrefix?
        /// The effective port: the explicit one, else the scheme's default; nil for neither.
        var port: UInt16?
        /// The bytes after the authority, up to the end (the path stops at `?` or `#`).
        var path: UnsafeBufferPointer<UInt8>
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
            // Leading and trailing C0 controls and spaces are trimmed.
            var start = 0
            var end = bytes.count
            while start < end, bytes[start] <= 0x20 { start += 1 }
            while end > start, bytes[end - 1] <= 0x20 { end -= 1 }

            guard start < end, isASCIIAlpha(bytes[start]) else { throw .noScheme }
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
                host = authority.host
                hostIsNormalized = authority.hostIsNormalized
                self.authority = AuthorityPrefix(end: restStart + authority.end, special: true)
                port = authority.port ?? defaultPort
                path = UnsafeBufferPointer(rebasing: rest[authority.end...])
                pathStyle = .special
            case .file:
                var pathStart = 0
                if rest.count >= 2, isSlash(rest[0], special: true), isSlash(rest[1], special: true) {
                    let authorityEnd = endOfFileHost(rest, from: 2)
                    if authorityEnd < rest.count, isTabOrNewline(rest[authorityEnd]) { throw .noScheme }
                    let authority = UnsafeBufferPointer(rebasing: rest[2..<authorityEnd])
                    if URLPath.isWindowsDriveLetter(authority) {
                        pathStart = 2  // `file://C:/x`: the "host" is the first path segment
                    } else {
                        pathStart = authorityEnd
                        host = authority
                    }
                }
                path = UnsafeBufferPointer(rebasing: rest[pathStart...])
                pathStyle = .file
            case .other:
                guard rest.count >= 2, rest[0] == UInt8(ascii: "/"), rest[1] == UInt8(ascii: "/") else {
                    path = rest
                    pathStyle = rest.first == UInt8(ascii: "/") ? .other : .opaque
                    return
                }
                let authority = try Authority(rest, from: 2, special: false)
                host = authority.host
                hostIsNormalized = authority.hostIsNormalized
                self.authority = AuthorityPrefix(end: restStart + authority.end, special: false)
                port = authority.port
                path = UnsafeBufferPointer(rebasing: rest[authority.end...])
                pathStyle = .other
            }
        }
    }

    /// The normalized host of located parts: nil when the URL has none; throws when the
    /// standard rejects it. An already normalized host equal to `candidate` returns `candidate`.
    private static func normalizedHost(_ parts: Parts, reusing candidate: String?) throws(URLSplitError) -> String? {
        guard let raw = parts.host else { return nil }
        // A normalized name needs no normalizing or checks, in any kind of URL but `file:`.
        if parts.hostIsNormalized { return HostNormalizer.string(ofNormalizedName: raw, reusing: candidate) }
        let normalized: String
        switch parts.kind {
        case .special:
            normalized = try HostNormalizer.normalizeURLHost(raw, reusing: candidate).mapError(URLSplitError.init).get()
        case .file:
            if raw.isEmpty { return nil }
            normalized = try HostNormalizer.normalizeURLHost(raw, strictness: .fileURL, reusing: candidate)
                .mapError(URLSplitError.init).get()
        case .other:
            let isIPv6 = raw.first == UInt8(ascii: "[")
            guard isIPv6 || !raw.contains(where: ASCIISet.forbiddenHost.contains) else { throw .invalidHost(.forbiddenCharacter) }
            // An opaque host is normalized like a request host, so the URL and pre-split forms
            // agree; one that is not a DNS name (`%zz`) is kept ASCII-lowercased.
            switch HostNormalizer.normalizeURLHost(raw, reusing: candidate) {
            case .success(let host): normalized = host
            case .failure(let failure): if isIPv6 { throw URLSplitError(failure) } else { normalized = asciiLowercased(raw) }
            }
        }
        return normalized.isEmpty ? nil : normalized
    }

    /// The userinfo-free host and the port of an authority (`user:pass@host:port`).
    private struct Authority {
        /// The host bytes, after the last `@` and before the port.
        var host: UnsafeBufferPointer<UInt8>
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
                nameEnd == bytes.count || Self.endsAuthority(bytes[nameEnd], special: special) {
                host = UnsafeBufferPointer(rebasing: bytes[start..<nameEnd])
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
            host = UnsafeBufferPointer(rebasing: bytes[hostStart..<hostEnd])
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
