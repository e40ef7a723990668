import NavPolicy

/// Parses and checks a `url matches` pattern: `<scheme>://<host>[:<port>]<path>`, or
/// `<scheme>:<path>` for URLs without a host.
enum MatchPatternParser {
    /// The schemes `*` stands for.
    static let wildcardSchemes = ["http", "https"]

    /// Which part of a pattern is wrong (worded by `ValueProblem`).
    enum Failure: Error, Sendable, Hashable {
        /// Neither `://` nor `<scheme>:<path>`.
        case missingSchemeSeparator
        /// A `?` or `#`: the query and fragment are never matched.
        case queryOrFragment
        /// The scheme before `://` is no scheme.
        case invalidScheme(String)
        /// Nothing after the host.
        case missingPath
        /// The port is no number 0–65535 and not `*`.
        case invalidPort(String)
        /// No host, for a scheme other than `file`.
        case emptyHost
        /// `file://:port/`.
        case portWithoutHost
        /// A `*` in the host that is not the whole host or its first label.
        case misplacedWildcard
        /// The host is invalid, for this reason.
        case invalidHost(String, HostNormalizer.Failure)
        /// `*.` before an IP address.
        case wildcardAddress
    }

    /// The checked pattern, or a problem saying which part is wrong.
    static func parse(_ text: String) -> Result<MatchPattern, ValueProblem> {
        func failure(_ failure: Failure) -> Result<MatchPattern, ValueProblem> {
            .failure(.invalidMatchPattern(text, failure))
        }
        guard let separator = text.firstRange(of: "://") else {
            // `<scheme>:<path>`: URLs of that scheme without a host (`about:blank`, `mailto:*`).
            guard let colon = text.firstIndex(of: ":"), case .success(let scheme) = ValueValidator.scheme(String(text[..<colon])),
                colon != text.index(before: text.endIndex)
            else {
                return failure(.missingSchemeSeparator)
            }
            let path = String(text[text.index(after: colon)...])
            if path.contains("?") || path.contains("#") { return failure(.queryOrFragment) }
            return .success(MatchPattern(schemes: [scheme], host: .none, pathGlob: path, isOpaque: true))
        }
        let schemeText = String(text[..<separator.lowerBound])
        let rest = text[separator.upperBound...]

        let schemes: [String]
        if schemeText == "*" {
            schemes = wildcardSchemes
        } else {
            guard case .success(let scheme) = ValueValidator.scheme(schemeText) else {
                return failure(.invalidScheme(schemeText))
            }
            schemes = [scheme]
        }

        guard let slash = rest.firstIndex(of: "/") else {
            return failure(.missingPath)
        }
        let authority = rest[..<slash]
        let path = String(rest[slash...])
        let (hostText, portText) = splitPort(authority)

        let port: MatchPattern.PortPart
        switch portText {
        case nil: port = .schemeDefault
        case "*": port = .any
        case let digits?:
            guard let number = ValueValidator.port(digits) else {
                return failure(.invalidPort(digits))
            }
            port = .number(number)
        }

        let host: MatchPattern.HostPart
        switch hostText {
        case "*":
            host = .any
        case "":
            guard schemes == ["file"] else {
                return failure(.emptyHost)
            }
            guard portText == nil else { return failure(.portWithoutHost) }
            host = .none
        default:
            switch ValueValidator.hostPatternParts(hostText) {
            case .success(let pattern):
                host = .pattern(pattern)
            case .failure(.misplacedWildcard):
                return failure(.misplacedWildcard)
            case .failure(.invalidHost(let reason)):
                return failure(.invalidHost(hostText, reason))
            case .failure(.wildcardAddress):
                return failure(.wildcardAddress)
            }
        }

        if path.contains("?") || path.contains("#") { return failure(.queryOrFragment) }
        return .success(MatchPattern(schemes: schemes, host: host, port: port, pathGlob: path))
    }

    /// The host and the port text of an authority (`example.com:8443`, `[::1]:*`); the port is
    /// nil when none is written. A colon inside IPv6 brackets is part of the host.
    private static func splitPort(_ authority: Substring) -> (host: String, port: String?) {
        let searchFrom = authority.lastIndex(of: "]") ?? authority.startIndex
        guard let colon = authority[searchFrom...].lastIndex(of: ":") else { return (String(authority), nil) }
        return (String(authority[..<colon]), String(authority[authority.index(after: colon)...]))
    }
}
