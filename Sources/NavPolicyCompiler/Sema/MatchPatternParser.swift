/// Parses and checks a `url matches` pattern: `<scheme>://<host>[:<port>]<path>`, or
/// `<scheme>:<path>` for URLs without a host.
enum MatchPatternParser {
    /// The schemes `*` stands for.
    static let wildcardSchemes = ["http", "https"]

    /// The checked pattern, or a problem saying which part is wrong.
    static func parse(_ text: String) -> Result<MatchPattern, ValueProblem> {
        func failure(_ reason: String, help: String? = nil) -> Result<MatchPattern, ValueProblem> {
            .failure(ValueProblem(code: .invalidMatchPattern, message: "invalid match pattern '\(text)': \(reason)", help: help))
        }
        guard let separator = text.firstRange(of: "://") else {
            // `<scheme>:<path>`: URLs of that scheme without a host (`about:blank`, `mailto:*`).
            guard let colon = text.firstIndex(of: ":"), case .success(let scheme) = ValueValidator.scheme(String(text[..<colon])),
                colon != text.index(before: text.endIndex)
            else {
                return failure("missing '://' after the scheme", help: "write a pattern like 'https://*.example.com/*', or 'about:blank' for a URL without a host")
            }
            let path = String(text[text.index(after: colon)...])
            if path.contains("?") || path.contains("#") {
                return failure("the query and fragment are never matched", help: "remove the part from '?' or '#' on")
            }
            return .success(MatchPattern(schemes: [scheme], host: .none, pathGlob: path, isOpaque: true))
        }
        let schemeText = String(text[..<separator.lowerBound])
        let rest = text[separator.upperBound...]

        let schemes: [String]
        if schemeText == "*" {
            schemes = wildcardSchemes
        } else {
            guard case .success(let scheme) = ValueValidator.scheme(schemeText) else {
                return failure("invalid scheme '\(schemeText)'", help: "the scheme is a scheme name or '*' (http and https)")
            }
            schemes = [scheme]
        }

        guard let slash = rest.firstIndex(of: "/") else {
            return failure("missing path after the host", help: "end the pattern with a path such as '/*'")
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
                return failure("invalid port '\(digits)'", help: "a port is a number from 0 to 65535, or '*' for any port; without one the pattern matches the scheme's default port only")
            }
            port = .number(number)
        }

        let host: MatchPattern.HostPart
        switch hostText {
        case "*":
            host = .any
        case "":
            guard schemes == ["file"] else {
                return failure("the host is empty; only 'file' URLs have no host", help: "write '*' to match any host")
            }
            guard portText == nil else { return failure("a 'file' URL without a host has no port") }
            host = .none
        default:
            switch ValueValidator.hostPatternParts(hostText) {
            case .success(let pattern):
                host = .pattern(pattern)
            case .failure(.misplacedWildcard):
                return failure("'*' in the host may only be the whole host or its first label", help: ValueValidator.hostPatternHelp)
            case .failure(.invalidHost(let reason)):
                return failure("host '\(hostText)' is invalid: \(reason)")
            case .failure(.wildcardAddress):
                return failure("an IP address has no subdomains", help: "write the address without '*.'")
            }
        }

        if path.contains("?") || path.contains("#") {
            return failure("the query and fragment are never matched", help: "remove the part from '?' or '#' on")
        }
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
