/// Host normalization shared by the compiler (host constants) and the runtime (request hosts):
/// ASCII lowercase, one trailing dot removed (unless two end the host), IDN labels to punycode, IPv6 in brackets
/// (WHATWG compressed form), IPv4 in dotted decimal (WHATWG number forms such as `0x7f.1`).
///
/// Both entry points run one pipeline, so a host the compiler accepts normalizes to the same
/// text at run time; the constant form adds the DNS length and empty-label checks.
package enum HostNormalizer {
    /// Why a host constant is not a valid host.
    package enum Failure: Error, Sendable, Hashable {
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
        /// The host ends in a number (so it is an IPv4 address) but is not a valid one (`1.2.3.256`).
        case invalidIPv4
    }

    /// How strictly a host is checked.
    enum Strictness {
        /// A policy constant: DNS length limits and no empty labels.
        case constant
        /// A pre-split request host: what the WHATWG host parser accepts; an unbracketed IPv6
        /// address (as Foundation's `URL.host` returns it) is accepted too.
        case request
        /// The host of a URL string, exactly what the WHATWG host parser accepts: an IPv6
        /// address only in brackets as written (never after percent-decoding).
        case url
        /// The host of a `file:` URL: as `url`, and the host `localhost` (exactly, so not
        /// `localhost.`) is no host (empty).
        case fileURL
    }

    /// Normalizes a host constant from a policy; the error says why it is not a host.
    package static func normalize(_ host: String) -> Result<String, Failure> {
        if isNormalizedName(host) { return .success(host) }
        return normalizeBytes(Array(host.utf8), strictness: .constant)
    }

    /// Whether a normalized host is an IP address: a bracketed IPv6 literal, or a name whose
    /// last label is a number (WHATWG parses those as IPv4, so normalized they are dotted decimal).
    /// An address has no subdomains, so no `*.` pattern stands before one.
    package static func isIPAddress(_ normalizedHost: String) -> Bool {
        // Byte-wise: every `*.` pattern of a 100,000-host list passes through here.
        var host = normalizedHost
        return host.withUTF8 { bytes in
            if bytes.first == UInt8(ascii: "[") { return true }
            var end = bytes.count
            while end > 0, bytes[end - 1] == UInt8(ascii: ".") { end -= 1 }
            var start = end
            while start > 0, bytes[start - 1] != UInt8(ascii: ".") { start -= 1 }
            return start < end && bytes[start..<end].allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        }
    }

    /// Normalizes a host taken from a request (for example Foundation's `URL.host`, which keeps
    /// case and a trailing dot and decodes punycode); nil when nothing usable remains.
    package static func normalizeRequestHost(_ host: String) -> String? {
        if isNormalizedName(host) { return host }
        var host = host
        guard case .success(let normalized) = host.withUTF8({ normalizeURLHost($0, strictness: .request) }),
            !normalized.isEmpty
        else { return nil }
        return normalized
    }

    /// Normalizes the host of a URL (percent-encoded bytes); the failure says why it is not a
    /// valid host; empty for the host `.` (and `localhost` in a `file:` URL).
    static func normalizeURLHost(_ host: UnsafeBufferPointer<UInt8>, strictness: Strictness = .url) -> Result<String, Failure> {
        if isNormalizedName(host), strictness != .fileURL { return .success(String(utf8Bytes: host)) }
        // IPv6 literals are parsed as they are, never percent-decoded.
        if host.first == UInt8(ascii: "[") { return normalizedIPv6(host) }
        return normalizeBytes(host.contains(UInt8(ascii: "%")) ? percentDecoded(host) : Array(host), strictness: strictness)
    }

    /// A bracketed IPv6 literal in WHATWG compressed form.
    private static func normalizedIPv6(_ input: some BidirectionalCollection<UInt8>) -> Result<String, Failure> {
        guard input.count >= 2, input.last == UInt8(ascii: "]"),
            let address = IPv6Address(parsing: input.dropFirst().dropLast())
        else { return .failure(.invalidIPv6) }
        return .success(address.serialized)
    }

    /// The full pipeline: IPv6 literal, or IDNA to ASCII, forbidden code points, IPv4 number
    /// forms, trailing dot, and for constants the DNS limits.
    static func normalizeBytes(_ input: [UInt8], strictness: Strictness) -> Result<String, Failure> {
        guard let first = input.first else { return .failure(.empty) }
        // In a URL, brackets were seen before percent-decoding (`%5B::1%5D` is no address).
        if first == UInt8(ascii: "["), strictness == .constant || strictness == .request { return normalizedIPv6(input) }
        if strictness == .request, input.contains(UInt8(ascii: ":")), let address = IPv6Address(parsing: input) {
            return .success(address.serialized)
        }
        var ascii: [UInt8]
        if input.allSatisfy({ $0 < 0x80 }) {
            // An ASCII domain is only lowercased: `xn--` labels are not validated (the URL
            // standard's shortcut, which the WPT data expects: `xn--a` stays as it is).
            ascii = input.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 }
            // The common case (`WWW.Example.com.` from Foundation's `URL.host`) is done here.
            let withoutDot = ascii.last == UInt8(ascii: ".") ? ascii.dropLast() : ascii[...]
            if strictness == .fileURL, isLocalhost(ascii) { return .success("") }
            if let name = withoutDot.withUnsafeBufferPointer({ isNormalizedName($0) ? String(utf8Bytes: $0) : nil }) {
                return .success(name)
            }
        } else {
            switch IDNA.toASCII(input) {
            case .success(let bytes): ascii = bytes
            case .failure(let failure): return .failure(failure)
            }
        }
        if let forbidden = ascii.first(where: ASCIISet.forbiddenDomain.contains) {
            return .failure(.forbiddenCharacter(Character(Unicode.Scalar(forbidden))))
        }
        if ascii.isEmpty { return .failure(.empty) }
        if IPv4Address.endsInNumber(ascii) {
            guard let address = IPv4Address(parsing: ascii) else { return .failure(.invalidIPv4) }
            return .success(address.serialized)
        }
        // `localhost` is checked before the trailing-dot rule: `file://localhost./` has a host.
        if strictness == .fileURL, isLocalhost(ascii) { return .success("") }
        // One trailing dot goes, but not from a host ending in two (`a..`): what would remain
        // ends in a dot, so normalizing again would change it. Normalizing twice changes nothing.
        if ascii.last == UInt8(ascii: "."), ascii.dropLast().last != UInt8(ascii: ".") { ascii.removeLast() }
        // A URL may have the host `.`; with its dot removed nothing is left (a request without host).
        if ascii.isEmpty { return strictness == .constant ? .failure(.empty) : .success("") }
        if strictness == .constant {
            if ascii.count > 253 { return .failure(.nameTooLong) }
            for label in ascii.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false) {
                if label.isEmpty { return .failure(.emptyLabel) }
                if label.count > 63 { return .failure(.labelTooLong(String(decoding: label, as: UTF8.self))) }
            }
        }
        return .success(String(decoding: ascii, as: UTF8.self))
    }

    /// Whether the domain is exactly `localhost`, which a `file:` URL treats as no host.
    private static func isLocalhost(_ ascii: [UInt8]) -> Bool {
        ascii.elementsEqual("localhost".utf8)
    }

    /// Whether bytes are already a normalized DNS name that every strictness accepts unchanged:
    /// lowercase letters, digits, `-` and `_`, non-empty labels within the DNS limits, no
    /// trailing dot, not ending in a number.
    package static func isNormalizedName(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        endOfNormalizedName(bytes, from: 0) == bytes.count
    }

    /// Where a normalized name starting at `start` ends: at the first byte that is neither a
    /// name byte nor a dot, or the end; nil when the bytes up to there are not a normalized
    /// name. Lets the URL splitter find and check a plain host in one pass.
    static func endOfNormalizedName(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        let nameBytes = ASCIISet.nameBytes  // hoisted: read once, not per byte
        var labelStart = start
        var index = start
        // Past 253 bytes it is no normalized name: stop there, not at the end of a long host.
        let end = Swift.min(bytes.count, start + 254)
        while index < end {
            let byte = bytes[index]
            if !nameBytes.contains(byte) {
                guard byte == UInt8(ascii: ".") else { break }
                guard index > labelStart, index - labelStart <= 63 else { return nil }
                labelStart = index + 1
            }
            index += 1
        }
        guard index > labelStart, index - labelStart <= 63, index - start <= 253 else { return nil }
        // A last label starting with a digit may be a number (`1.2.3.4`, `0x7f`): slow path.
        return bytes[labelStart] >= UInt8(ascii: "0") && bytes[labelStart] <= UInt8(ascii: "9") ? nil : index
    }

    /// `isNormalizedName` for a string's UTF-8 (native strings are contiguous).
    static func isNormalizedName(_ host: String) -> Bool {
        host.utf8.withContiguousStorageIfAvailable { isNormalizedName($0) } ?? false
    }

    /// Bytes with `%XX` escapes decoded; other `%` kept as they are.
    static func percentDecoded(_ bytes: some Collection<UInt8>) -> [UInt8] {
        let input = Array(bytes)
        var output: [UInt8] = []
        output.reserveCapacity(input.count)
        var index = 0
        while index < input.count {
            if input[index] == UInt8(ascii: "%"), index + 2 < input.count,
                let high = hexValue(input[index + 1]), let low = hexValue(input[index + 2])
            {
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(input[index])
                index += 1
            }
        }
        return output
    }
}
