import NavPolicy

/// Validates and normalizes the string constants of a policy: schemes, host patterns and paths.
enum ValueValidator {
    /// The help shown for any wildcard other than a leading `*.` label.
    static let hostPatternHelp = "write '*.example.com' to match a domain and its subdomains"

    /// A port number written as digits only, 0–65535 (`8443`); nil for anything else.
    static func port(_ text: String) -> UInt16? {
        guard !text.isEmpty, text.utf8.count <= 5, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        return UInt16(exactly: Int(text) ?? Int.max)
    }

    /// A scheme per RFC 3986 (`ALPHA *(ALPHA / DIGIT / "+" / "-" / ".")`), lowercased.
    static func scheme(_ text: String) -> Result<String, ValueProblem> {
        if isScheme(text) { return .success(text.lowercased()) }
        var problem = ValueProblem(
            code: .invalidScheme, message: "invalid scheme '\(text)'",
            help: "a scheme starts with a letter, followed by letters, digits, '+', '-' or '.'")
        let stripped = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        if stripped != text, isScheme(stripped) {
            problem.help = "write the scheme without ':' or '//'"
            problem.replacement = literal(stripped.lowercased())
        }
        return .failure(problem)
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
    enum HostPatternFailure: Error {
        /// A wildcard other than a leading `*.` label.
        case misplacedWildcard
        /// The domain is not a valid host; the reason is a message fragment.
        case invalidHost(String)
        /// `*.` before an IP address, which has no subdomains.
        case wildcardAddress
    }

    /// A host pattern: `example.com` or `*.example.com`, normalized with `HostNormalizer`.
    static func hostPattern(_ text: String) -> Result<HostPattern, ValueProblem> {
        hostPatternParts(text).mapError { failure in
            switch failure {
            case .misplacedWildcard:
                ValueProblem(
                    code: .invalidHostPattern,
                    message: "invalid host pattern '\(text)': '*' may only stand as the whole first label, followed by '.'",
                    help: hostPatternHelp)
            case .wildcardAddress:
                ValueProblem(
                    code: .invalidHostPattern,
                    message: "invalid host pattern '\(text)': an IP address has no subdomains",
                    help: "write the address without '*.'")
            case .invalidHost(let reason):
                ValueProblem(code: .invalidHost, message: "invalid host '\(text)': \(reason)")
            }
        }
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
            return .failure(.invalidHost(reason(failure)))
        }
    }

    /// Why a host is not valid, as a message fragment.
    static func reason(_ failure: HostNormalizer.Failure) -> String {
        switch failure {
        case .empty: "the host is empty"
        case .emptyLabel: "a label is empty"
        case .forbiddenCharacter(" "): "a host cannot contain a space"
        case .forbiddenCharacter(":"): "':' is only allowed inside an IPv6 literal in brackets"
        case .forbiddenCharacter(let character): "a host cannot contain '\(character)'"
        case .labelTooLong(let label): "label '\(label)' is longer than 63 bytes"
        case .nameTooLong: "the name is longer than 253 bytes"
        case .invalidInternationalLabel(let label): "label '\(label)' cannot be converted to punycode"
        case .invalidIPv6: "the IPv6 literal is malformed"
        case .invalidIPv4: "the IPv4 address is malformed"
        }
    }

    /// A path constant: compared as written. One without a leading `/` can only match an
    /// opaque path (`about:blank` has the path `blank`). A `*` is no wildcard in a path: it is
    /// `path-pattern`, with a hint at `ends-with` or `url matches`.
    static func path(_ text: String) -> Result<String, ValueProblem> {
        guard text.contains("*") else { return .success(text) }
        if text.hasPrefix("*"), !text.dropFirst().contains("*"), !text.dropFirst().contains("/") {
            return .failure(ValueProblem(
                code: .pathPattern, message: "'*' in path '\(text)' is not a wildcard",
                help: "to test the end of the path, write 'path ends-with \(literal(String(text.dropFirst())))'"))
        }
        return .failure(ValueProblem(
            code: .pathPattern, message: "'*' in path '\(text)' is not a wildcard",
            help: "paths are compared as written; use 'url matches \(literal("*://*" + (text.hasPrefix("/") ? text : "/" + text)))' for a pattern"))
    }

    /// A hint when a host constant is a URL or carries a port (`https://example.com`,
    /// `example.com:8080`): the help and the host alone, or nil.
    static func hostHint(_ text: String) -> (help: String, replacement: String)? {
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
        let portHelp = port.map { $0.isEmpty ? "" : "; test the port with 'port is \($0)'" } ?? ""
        let what = sawURL ? "a host is the name alone, without scheme or path" : "a host has no port"
        return ("\(what): write \(literal(String(rest)))\(portHelp)", literal(String(rest)))
    }

    /// `text` as a string literal of the language (quoted, `"` and `\` escaped).
    static func literal(_ text: String) -> String {
        var result = "\""
        for character in text {
            if character == "\"" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result + "\""
    }
}
