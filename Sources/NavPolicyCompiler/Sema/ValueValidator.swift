import NavPolicy

/// Validates and normalizes the string constants of a policy: schemes, host patterns and paths.
enum ValueValidator {
    /// The help shown for any wildcard other than a leading `*.` label.
    static let hostPatternHelp = "write '*.example.com' to match a domain and its subdomains"

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
        var domain = Substring(text)
        let includesSubdomains = text.hasPrefix("*.")
        if includesSubdomains { domain = domain.dropFirst(2) }
        if domain.contains("*") { return .failure(.misplacedWildcard) }
        switch HostNormalizer.normalize(String(domain)) {
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

    /// A path constant: compared as written, and must start with `/` like every path of a
    /// hierarchical URL (a path without it could never match an `http` URL).
    static func path(_ text: String) -> Result<String, ValueProblem> {
        if text.hasPrefix("/") { return .success(text) }
        return .failure(ValueProblem(
            code: .invalidPath, message: "invalid path '\(text)': a path starts with '/'",
            help: "write '/\(text)'", replacement: literal("/" + text)))
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
