/// Splits absolute URL strings the way the WHATWG URL standard parses them (no base URL),
/// keeping only what a policy reads: scheme, host, port and path.
///
/// Works on the string's UTF-8 bytes in place; the common case (an already normalized host
/// and a plain path) builds only the result strings.
public enum URLSplitter {
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
    /// (a special URL without a host, an invalid host or port).
    public static func split(_ url: String) -> SplitURL? {
        var url = url
        return url.withUTF8 { bytes in
            // Tab and newline are removed anywhere in the input (rare, so copy only then).
            if bytes.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
                let cleaned = bytes.filter { $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
                return cleaned.withUnsafeBufferPointer { split(bytes: $0) }
            }
            return split(bytes: bytes)
        }
    }

    private static func split(bytes: UnsafeBufferPointer<UInt8>) -> SplitURL? {
        // Leading and trailing C0 controls and spaces are trimmed.
        var start = 0
        var end = bytes.count
        while start < end, bytes[start] <= 0x20 { start += 1 }
        while end > start, bytes[end - 1] <= 0x20 { end -= 1 }

        guard start < end, isASCIIAlpha(bytes[start]) else { return nil }
        var index = start + 1
        while index < end, isSchemeByte(bytes[index]) { index += 1 }
        guard index < end, bytes[index] == UInt8(ascii: ":") else { return nil }
        let schemeBytes = UnsafeBufferPointer(rebasing: bytes[start..<index])
        let scheme = asciiLowercased(schemeBytes)
        index += 1

        // The query and fragment are never read; everything after `?` or `#` is dropped.
        var restEnd = index
        while restEnd < end, bytes[restEnd] != UInt8(ascii: "?"), bytes[restEnd] != UInt8(ascii: "#") { restEnd += 1 }
        let rest = UnsafeBufferPointer(rebasing: bytes[index..<restEnd])

        switch kind(of: scheme) {
        case .special(let defaultPort):
            return splitSpecial(rest, scheme: scheme, defaultPort: defaultPort)
        case .file:
            return splitFile(rest)
        case .other:
            return splitOther(rest, scheme: scheme, beforeQuery: restEnd < end)
        }
    }

    private static func splitSpecial(_ rest: UnsafeBufferPointer<UInt8>, scheme: String, defaultPort: UInt16) -> SplitURL? {
        var index = 0
        while index < rest.count, isSlash(rest[index], special: true) { index += 1 }
        let authorityEnd = endOfAuthority(rest, from: index, special: true)
        guard let authority = Authority(UnsafeBufferPointer(rebasing: rest[index..<authorityEnd])),
            !authority.host.isEmpty,
            let host = HostNormalizer.normalizeURLHost(authority.host)
        else { return nil }
        let port = authority.port == defaultPort ? nil : authority.port
        let path = URLPath.serialize(UnsafeBufferPointer(rebasing: rest[authorityEnd...]), style: .special)
        return SplitURL(scheme: scheme, host: host.isEmpty ? nil : host, port: port, path: path)
    }

    private static func splitFile(_ rest: UnsafeBufferPointer<UInt8>) -> SplitURL? {
        var host: String? = nil
        var pathStart = 0
        if rest.count >= 2, isSlash(rest[0], special: true), isSlash(rest[1], special: true) {
            let authorityEnd = endOfAuthority(rest, from: 2, special: true)
            let authority = UnsafeBufferPointer(rebasing: rest[2..<authorityEnd])
            if URLPath.isWindowsDriveLetter(authority) {
                pathStart = 2  // `file://C:/x`: the "host" is the first path segment
            } else {
                pathStart = authorityEnd
                if !authority.isEmpty {
                    guard let parsed = HostNormalizer.normalizeURLHost(authority) else { return nil }
                    host = parsed == "localhost" || parsed.isEmpty ? nil : parsed
                }
            }
        }
        let path = URLPath.serialize(UnsafeBufferPointer(rebasing: rest[pathStart...]), style: .file)
        return SplitURL(scheme: "file", host: host, port: nil, path: path)
    }

    private static func splitOther(_ rest: UnsafeBufferPointer<UInt8>, scheme: String, beforeQuery: Bool) -> SplitURL? {
        guard rest.count >= 2, rest[0] == UInt8(ascii: "/"), rest[1] == UInt8(ascii: "/") else {
            let style: URLPath.Style = rest.first == UInt8(ascii: "/") ? .other : .opaque
            let path = URLPath.serialize(rest, style: style, beforeQuery: beforeQuery)
            return SplitURL(scheme: scheme, host: nil, port: nil, path: path)
        }
        let authorityEnd = endOfAuthority(rest, from: 2, special: false)
        guard let authority = Authority(UnsafeBufferPointer(rebasing: rest[2..<authorityEnd])),
            authority.host.first == UInt8(ascii: "[") || !authority.host.contains(where: HostNormalizer.isForbiddenHostByte)
        else { return nil }
        // An opaque host is normalized like a request host, so the URL and pre-split forms agree;
        // one that is not a DNS name (`%zz`) is kept ASCII-lowercased.
        let isIPv6 = authority.host.first == UInt8(ascii: "[")
        guard let normalized = HostNormalizer.normalizeURLHost(authority.host) ?? (isIPv6 ? nil : asciiLowercased(authority.host))
        else { return nil }
        let host: String? = normalized.isEmpty ? nil : normalized
        let path = URLPath.serialize(UnsafeBufferPointer(rebasing: rest[authorityEnd...]), style: .other)
        return SplitURL(scheme: scheme, host: host, port: authority.port, path: path)
    }

    /// The userinfo-free host and the port of an authority (`user:pass@host:port`).
    private struct Authority {
        var host: UnsafeBufferPointer<UInt8>
        var port: UInt16?

        /// Nil when the port is not a number up to 65535, or the host is missing before a port.
        init?(_ authority: UnsafeBufferPointer<UInt8>) {
            var hostStart = 0
            if let at = authority.lastIndex(of: UInt8(ascii: "@")) {
                hostStart = at + 1
                guard hostStart < authority.count else { return nil }  // credentials without a host
            }
            var hostEnd = hostStart
            var insideBrackets = false
            while hostEnd < authority.count {
                let byte = authority[hostEnd]
                if byte == UInt8(ascii: "[") { insideBrackets = true }
                if byte == UInt8(ascii: "]") { insideBrackets = false }
                if byte == UInt8(ascii: ":"), !insideBrackets { break }
                hostEnd += 1
            }
            host = UnsafeBufferPointer(rebasing: authority[hostStart..<hostEnd])
            port = nil
            guard hostEnd < authority.count else { return }
            guard hostEnd > hostStart else { return nil }
            var value: UInt32 = 0
            var digits = 0
            for byte in authority[(hostEnd + 1)...] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + UInt32(byte - UInt8(ascii: "0"))
                guard value <= 65535 else { return nil }
                digits += 1
            }
            if digits > 0 { port = UInt16(value) }
        }
    }

    private static func kind(of scheme: String) -> SchemeKind {
        switch scheme {
        case "http", "ws": .special(defaultPort: 80)
        case "https", "wss": .special(defaultPort: 443)
        case "ftp": .special(defaultPort: 21)
        case "file": .file
        default: .other
        }
    }

    private static func endOfAuthority(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, special: Bool) -> Int {
        var index = start
        while index < bytes.count, !isSlash(bytes[index], special: special) { index += 1 }
        return index
    }

    static func isSlash(_ byte: UInt8, special: Bool) -> Bool {
        byte == UInt8(ascii: "/") || (special && byte == UInt8(ascii: "\\"))
    }

    private static func isASCIIAlpha(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func isSchemeByte(_ byte: UInt8) -> Bool {
        isASCIIAlpha(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    /// The bytes as a string with ASCII letters lowercased, copied only when something changes.
    private static func asciiLowercased(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) else {
            return String(decoding: bytes, as: UTF8.self)
        }
        return String(decoding: bytes.lazy.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 }, as: UTF8.self)
    }
}
