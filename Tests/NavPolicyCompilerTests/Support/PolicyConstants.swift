import NavPolicy
import NavPolicyCompiler

/// The strings a checked policy mentions, for aiming requests at them
/// (`RandomPolicyGenerator.request(for:)`), and the raw request and response values that
/// servers and pages send beside them.
struct PolicyConstants {
    var domains: [String] = []
    var schemes: [String] = []
    var paths: [String] = []
    var ports: [UInt16] = []
    var queryNames: [String] = []

    /// Raw queries: repeated names, `+` for a space, escapes (valid, invalid, of UTF-8 and of
    /// invalid UTF-8), empty fields and values.
    static let queries = [
        "code=1", "code=1&state=2", "state=x&code", "a+b=1", "a%20b", "x%2By", "k%3Dv=2", "a%26b", "100%25", "100%",
        "%C3%BC=1", "%FC", "Code=1", "code&code=2", "&&code&", "=x", "", "ü", "%zz", "x+y=%E2%82",
    ]
    /// Responses' statuses: none, 0, the range ends and their neighbours, codes no rule lists,
    /// and numbers no 16-bit status holds (taken as none).
    static let responseStatuses: [Int?] = [nil, 0, 99, 100, 101, 199, 200, 204, 399, 400, 404, 499, 500, 599, 600, 65535, 65536, -1]
    /// Responses' `Content-Type` values as servers send them.
    static let responseTypes: [String?] = [
        nil, "", "text/html", "Text/HTML; charset=utf-8", " application/pdf ", "application/PDF;x=\"a;b\"", "image/png",
        "IMAGE/SVG+XML", "image", "image/", "/png", "application/vnd.ms-excel", "text/csv;", "application/zip", "text/plain",
        "app lication/pdf", "image/png\u{0}",
    ]

    /// Adds the constants of `condition`'s atoms.
    mutating func collect(_ condition: Condition) {
        switch condition {
        case .always: break
        case .atom(let atom): collect(atom)
        case .not(let operand), .named(_, let operand): collect(operand)
        case .and(let operands), .or(let operands): for operand in operands { collect(operand) }
        }
    }

    private mutating func collect(_ atom: Atom) {
        switch atom {
        case .scheme(let list): schemes += list
        case .schemePrefix(let prefix): schemes += [prefix, prefix + "-beta"]
        case .host(let patterns): domains += patterns.map(\.domain)
        case .path(let list): paths += list
        case .pathPrefix(let prefix): paths.append(prefix)
        case .pathSuffix(let suffix): paths.append("/x" + suffix)
        case .onCurrent(let inner): collect(inner)
        case .port(let list): ports += list
        case .queryHas(let names): queryNames += names
        case .pathFolded(let list): paths += list.map { $0.uppercased() }
        case .pathPrefixFolded(let prefix): paths.append(prefix.uppercased())
        case .pathSuffixFolded(let suffix): paths.append("/X" + suffix.uppercased())
        case .urlMatches(let pattern):
            schemes += pattern.schemes
            if case .pattern(let hostPattern) = pattern.host { domains.append(hostPattern.domain) }
            paths.append(pattern.pathGlob)
            if case .number(let port) = pattern.port { ports.append(port) }
        case .target, .navigation, .hostIsNone, .relation, .currentURLIsNone, .view, .portIsNone, .queryIsNone, .flag, .inParameter,
            .status, .statusIsNone, .type, .typePrefix, .typeIsNone, .attachment, .displayable:
            break
        }
    }
}
