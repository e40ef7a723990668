import NavPolicy

/// Validates and normalizes the string constants of a policy: schemes, host patterns and paths.
enum ValueValidator {
    /// A port number written as digits only, 0–65535 (`8443`); nil for anything else.
    static func port(_ text: String) -> UInt16? {
        guard !text.isEmpty, text.utf8.count <= 5, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        return UInt16(exactly: Int(text) ?? Int.max)
    }

    /// A scheme per RFC 3986 (`ALPHA *(ALPHA / DIGIT / "+" / "-" / ".")`), lowercased.
    static func scheme(_ text: String) -> Result<String, ValueProblem> {
        if isScheme(text) { return .success(text.lowercased()) }
        // `https:` or `https://`: the scheme with its separator.
        let stripped = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        return .failure(.invalidScheme(text, bare: stripped != text && isScheme(stripped) ? stripped.lowercased() : nil))
    }

    /// Whether `text` has RFC 3986 scheme syntax.
    static func isScheme(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, isASCIILetter(first) else { return false }
        return text.unicodeScalars.allSatisfy { isASCIILetter($0) || ("0"..."9").contains($0) || $0 == "+" || $0 == "-" || $0 == "." }
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// Why a host pattern is rejected.
    enum HostPatternFailure: Error, Sendable, Hashable {
        /// A wildcard other than a leading `*.` label.
        case misplacedWildcard
        /// The domain is not a valid host.
        case invalidHost(HostNormalizer.Failure)
        /// `*.` before an IP address, which has no subdomains.
        case wildcardAddress
    }

    /// A host pattern: `example.com` or `*.example.com`, normalized with `HostNormalizer`; a
    /// rejected one that is a URL or carries a port says what to write instead.
    static func hostPattern(_ text: String) -> Result<HostPattern, ValueProblem> {
        hostPatternParts(text).mapError { .invalidHostPattern(text, $0, hint: hostHint(text)) }
    }

    /// The host pattern, or why it is rejected (shared by host constants and match patterns).
    static func hostPatternParts(_ text: String) -> Result<HostPattern, HostPatternFailure> {
        // Byte-wise: a list of 100,000 hosts passes through here, and character-wise search
        // costs a grapheme break per character.
        var text = text
        let (includesSubdomains, wildcardDomain, hasStar) = text.withUTF8 { bytes in
            let includesSubdomains = bytes.count >= 2 && bytes[0] == UInt8(ascii: "*") && bytes[1] == UInt8(ascii: ".")
            let domain = UnsafeBufferPointer(rebasing: bytes[(includesSubdomains ? 2 : 0)...])
            return (includesSubdomains, includesSubdomains ? String(decoding: domain, as: UTF8.self) : nil,
                    domain.contains(UInt8(ascii: "*")))
        }
        let domain = wildcardDomain ?? text
        if hasStar { return .failure(.misplacedWildcard) }
        switch HostNormalizer.normalize(domain) {
        case .success(let normalized):
            if includesSubdomains, HostNormalizer.isIPAddress(normalized) { return .failure(.wildcardAddress) }
            return .success(HostPattern(domain: normalized, includesSubdomains: includesSubdomains))
        case .failure(let failure):
            return .failure(.invalidHost(failure))
        }
    }

    /// A path constant: compared as written. One without a leading `/` can only match an
    /// opaque path (`about:blank` has the path `blank`). A `*` is no wildcard in a path: it is
    /// `path-pattern`, with a hint at `ends-with` or `url matches`.
    static func path(_ text: String) -> Result<String, ValueProblem> {
        text.contains("*") ? .failure(.starInPath(text)) : .success(text)
    }

    /// What a host constant that is a URL or carries a port (`https://example.com`,
    /// `example.com:8080`) holds: the host alone and the port written.
    struct HostHint: Sendable, Hashable {
        /// The host without scheme, path or port.
        var host: String
        /// Whether a scheme or path was written around it.
        var hadURLParts: Bool
        /// The port written after it, if any (possibly empty: `example.com:`).
        var port: String?
    }

    /// The host a constant that is a URL or carries a port holds, or nil.
    static func hostHint(_ text: String) -> HostHint? {
        var rest = Substring(text)
        var sawURL = false
        if let separator = rest.firstRange(of: "://") {
            rest = rest[separator.upperBound...]
            sawURL = true
        }
        if let slash = rest.firstIndex(of: "/") {
            rest = rest[..<slash]
            sawURL = true
        }
        var port: Substring?
        if !rest.hasPrefix("["), let colon = rest.lastIndex(of: ":"), rest[rest.index(after: colon)...].allSatisfy(\.isNumber) {
            port = rest[rest.index(after: colon)...]
            rest = rest[..<colon]
        }
        guard sawURL || port != nil, !rest.isEmpty, case .success = hostPatternParts(String(rest)) else { return nil }
        return HostHint(host: String(rest), hadURLParts: sawURL, port: port.map(String.init))
    }
}
