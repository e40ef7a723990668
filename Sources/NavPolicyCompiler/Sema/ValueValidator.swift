import NavPolicy

/// Validates and normalizes the string constants of a policy: schemes, host patterns and paths.
enum ValueValidator {
    /// A port number written as digits only, 0–65535 (`8443`); nil for anything else
    /// (`ParameterItem.port`, which also checks parameter items).
    static func port(_ text: String) -> UInt16? { ParameterItem.port(text) }

    /// An HTTP status code written as digits only, 100–999 (`404`); nil for anything else.
    static func status(_ text: String) -> UInt16? {
        guard let number = port(text), (100...999).contains(number) else { return nil }
        return number
    }

    /// A `type` constant, lowercased: a MIME type essence (`type/subtype` of token characters,
    /// no parameters: `MIMEType.essence` of itself), or with `prefix` the start of one (token
    /// characters and at most one `/`, `image/`). One check for a type the policy writes and
    /// the essence the runtime makes of a response's `Content-Type`.
    static func mimeType(_ text: String, prefix: Bool) -> Result<String, ValueProblem> {
        let lowered = ConditionChecker.asciiLowercased(text)
        if prefix {
            // The start of an essence is an essence's prefix: complete it to check it.
            let slashes = lowered.utf8.filter { $0 == UInt8(ascii: "/") }.count
            let completed = slashes == 0 ? lowered + "/x" : lowered.hasSuffix("/") ? lowered + "x" : lowered
            guard !lowered.isEmpty, slashes <= 1, MIMEType.essence(of: completed) == completed else {
                return .failure(.invalidType(text, prefix: true))
            }
            return .success(lowered)
        }
        guard MIMEType.essence(of: lowered) == lowered else { return .failure(.invalidType(text, prefix: false)) }
        return .success(lowered)
    }

    /// A scheme per RFC 3986 (`ALPHA *(ALPHA / DIGIT / "+" / "-" / ".")`), lowercased.
    static func scheme(_ text: String) -> Result<String, ValueProblem> {
        if isScheme(text) { return .success(text.lowercased()) }
        // `https:` or `https://`: the scheme with its separator.
        let stripped = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        return .failure(.invalidScheme(text, bare: stripped != text && isScheme(stripped) ? stripped.lowercased() : nil))
    }

    /// Whether `text` has RFC 3986 scheme syntax (`ParameterItem.isScheme`).
    static func isScheme(_ text: String) -> Bool { ParameterItem.isScheme(text) }

    /// Why a host pattern is rejected.
    typealias HostPatternFailure = ParameterItem.HostPatternFailure

    /// A host pattern: `example.com` or `*.example.com`, normalized with `HostNormalizer`; a
    /// rejected one that is a URL or carries a port says what to write instead.
    static func hostPattern(_ text: String) -> Result<HostPattern, ValueProblem> {
        hostPatternParts(text).mapError { .invalidHostPattern(text, $0, hint: hostHint(text)) }
    }

    /// The domain of a host pattern as written when it is a `*.` pattern whose domain is
    /// already normalized (`HostNormalizer.isNormalizedName`), or the whole text when it is
    /// such a domain itself, with whether it was a `*.` pattern; nil for any other text. Such a
    /// pattern is valid and its own canonical form (`hostPattern` gives it back unchanged: a
    /// normalized name has no `*` and is no address), so checks over every item of a long host
    /// list read it in place, and only other items as strings.
    static func plainHostPattern(_ text: UnsafeBufferPointer<UInt8>) -> (domain: UnsafeBufferPointer<UInt8>, isWildcard: Bool)? {
        let isWildcard = text.count >= 2 && text[0] == UInt8(ascii: "*") && text[1] == UInt8(ascii: ".")
        let domain = isWildcard ? UnsafeBufferPointer(rebasing: text[2...]) : text
        return HostNormalizer.isNormalizedName(domain) ? (domain, isWildcard) : nil
    }

    /// The host pattern, or why it is rejected (shared by host constants, match patterns and
    /// the runtime's host parameter items: `ParameterItem.hostPatternParts`).
    static func hostPatternParts(_ text: String) -> Result<HostPattern, HostPatternFailure> {
        ParameterItem.hostPatternParts(text).map { HostPattern(domain: $0.domain, includesSubdomains: $0.includesSubdomains) }
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
