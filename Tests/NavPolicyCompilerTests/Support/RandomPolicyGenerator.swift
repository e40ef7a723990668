import NavPolicy
import NavPolicyCompiler
import NavPolicyTestSupport

/// Seeded generator of random checked policies and of requests aimed at their edges.
///
/// Policies use every atom kind (including `url matches` with every host part and glob shape),
/// `*.` patterns, nested `not` / `and` / `or` and lists. Requests are built from the policy's
/// own constants: its hosts, their subdomains and look-alike neighbours (`badexample.com`,
/// `example.com.evil.net`), its schemes, paths and prefixes of them, no host, every target
/// and navigation type; current pages absent, unparsable, hostless or aimed like the URL.
/// Atoms include `current <part>` on every URL atom and the scheme, host and port relations. Reusable by any suite that needs random policies.
struct RandomPolicyGenerator {
    static let domainPool = [
        "example.com", "b.example.com", "pay.google.com", "google.com", "paypal.com", "a.co",
        "com", "evil.net", "xn--bcher-kva.de", "x.y.z.test", "127.0.0.1", "[::1]",
    ]
    static let schemePool = ["http", "https", "mailto", "itms-apps", "about", "data", "blob", "tel"]
    static let pathPool = ["/", "/checkout", "/checkout/pay", "/a", "/a/b", "/pay", "/pay/x", "/docs/", ""]
    static let portPool: [UInt16] = [80, 443, 8443, 21, 0, 65535, 8080]
    /// Query names with spaces, `+`, `=`, `&`, `%`, non-ASCII and case variants.
    static let queryNamePool = ["code", "state", "a b", "x+y", "k=v", "a&b", "100%", "ü", "Code", ""]
    /// Raw queries: repeated names, `+` for a space, escapes (valid, invalid, of UTF-8 and of
    /// invalid UTF-8), empty fields and values.
    static let queryPool = [
        "code=1", "code=1&state=2", "state=x&code", "a+b=1", "a%20b", "x%2By", "k%3Dv=2", "a%26b", "100%25", "100%",
        "%C3%BC=1", "%FC", "Code=1", "code&code=2", "&&code&", "=x", "", "ü", "%zz", "x+y=%E2%82",
    ]
    /// Path suffixes and case-folded constants (folded constants are lowercase, as sema stores them).
    static let suffixPool = [".pdf", ".zip", "/", "pay", "x", "/docs/"]
    static let globPool = ["/*", "/pay/*", "/a*b", "/checkout", "/*/x", "/*pay*", "*", "/a/*/c*", "/docs/*"]

    var random: SeededGenerator

    /// A generator whose output is a function of `seed` alone.
    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    /// A random policy with one to nine rules and sometimes an `otherwise`.
    mutating func policy() -> CheckedPolicy {
        let domains = random.subset(Self.domainPool, max: 4)
        let schemes = random.subset(Self.schemePool, max: 3)
        let paths = random.subset(Self.pathPool, max: 3)
        var rules: [CheckedRule] = []
        var line = 1
        for _ in 0..<(1 + random.below(8)) {
            line += 1 + random.below(3)
            let condition = self.condition(depth: 0, domains: domains, schemes: schemes, paths: paths)
            let notify = random.chance(20) ? random.pick(["oauth-callback", "unlisted", "a.b_c-1"]) : nil
            rules.append(CheckedRule(condition: condition, action: random.pick(Action.allCases), notify: notify, line: line))
        }
        if random.chance(40) {
            rules.append(CheckedRule(condition: .always, action: random.pick(Action.allCases), isOtherwise: true, line: line + 1))
        }
        return CheckedPolicy(name: random.chance(50) ? "random" : nil, rules: rules)
    }

    private mutating func condition(depth: Int, domains: [String], schemes: [String], paths: [String]) -> Condition {
        let composite = depth < 3 && random.chance(depth == 0 ? 55 : 30)
        guard composite else { return .atom(atom(domains: domains, schemes: schemes, paths: paths)) }
        let operands = (0..<(1 + random.below(3))).map { _ in
            condition(depth: depth + 1, domains: domains, schemes: schemes, paths: paths)
        }
        switch random.below(3) {
        case 0: return .not(operands[0])
        case 1: return .and(operands)
        default: return .or(operands)
        }
    }

    /// A pattern sema would accept: IP addresses have no subdomains, so never `*.` over one.
    private mutating func hostPattern(_ domains: [String]) -> HostPattern {
        let domain = random.pick(domains)
        return HostPattern(domain: domain, includesSubdomains: !HostNormalizer.isIPAddress(domain) && random.chance(50))
    }

    private mutating func atom(domains: [String], schemes: [String], paths: [String]) -> Atom {
        switch random.below(27) {
        case 22: return random.chance(50) ? .relation(.scheme, .equal) : .relation(.scheme, .different)
        case 23: return random.chance(50) ? .relation(.port, .equal) : .relation(.port, .different)
        case 24, 25, 26:
            // `current <part> ...`: any atom of a URL part, on the current URL.
            while true {
                let inner = atom(domains: domains, schemes: schemes, paths: paths)
                if inner.testsURLPart { return .onCurrent(inner) }
            }
        case 12: return .view(random.subset(NavigationView.allCases, max: 1))
        case 13: return .port(random.subset(Self.portPool, max: 3))
        case 14: return .portIsNone
        case 15: return .queryIsNone
        case 16: return .queryHas(random.subset(Self.queryNamePool, max: 2))
        case 17: return .pathSuffix(random.pick(Self.suffixPool))
        case 18: return .pathFolded(random.subset(paths.map { $0.lowercased() } + ["/pay", "blank"], max: 2))
        case 19: return .pathPrefixFolded(random.pick(paths + ["/a"]).lowercased())
        case 20: return .pathSuffixFolded(random.pick(Self.suffixPool))
        case 21:
            // An opaque pattern (`about:blank`, `mailto:*`): URLs without a host.
            return .urlMatches(MatchPattern(schemes: [random.pick(schemes + ["about", "mailto"])], host: .none,
                                            pathGlob: random.pick(["blank", "*", "a@b.example", "/oauth/*"]), isOpaque: true))
        case 0: return .target(random.subset(NavigationTarget.allCases, max: 2))
        case 1: return .navigation(random.subset(NavigationType.allCases, max: 3))
        case 2: return .scheme(random.subset(schemes, max: 2))
        case 3, 4: return .host((0..<(1 + random.below(3))).map { _ in hostPattern(domains) })
        case 5: return .hostIsNone
        case 6: return .relation(.host, .noCurrent)
        case 7: return random.chance(50) ? .relation(.host, .equal) : .relation(.host, .different)
        case 8: return .path(random.subset(paths, max: 2))
        case 9: return .pathPrefix(random.pick(paths))
        default:
            let host: MatchPattern.HostPart = switch random.below(4) {
            case 0: .any
            case 1: .none
            default: .pattern(hostPattern(domains))
            }
            let matchSchemes = random.chance(30) ? ["http", "https"] : random.subset(schemes, max: 2)
            let glob = random.chance(50) ? random.pick(Self.globPool) : random.pick(paths.filter { !$0.isEmpty } + ["/"])
            // The version 2 port rule: mostly no port (the scheme's default only), else any or one.
            let port: MatchPattern.PortPart = switch random.below(4) {
            case 0: .any
            case 1: .number(random.pick(Self.portPool))
            default: .schemeDefault
            }
            return .urlMatches(MatchPattern(schemes: matchSchemes, host: host, port: port, pathGlob: glob))
        }
    }

    /// A random request aimed at the constants the policy mentions.
    ///
    /// The current page is absent, unparsable, `about:blank` (loaded, no host), a page on
    /// the request's host, the request's own URL (every relation equal), or a URL aimed at the
    /// policy's constants like the request's (explicit default ports, no port on non-special
    /// schemes, opaque paths, queries with `+`, escapes and repeated names).
    mutating func request(for policy: CheckedPolicy) -> NavigationRequest {
        var constants = Constants()
        for rule in policy.rules { constants.collect(rule.condition) }
        let url = randomURL(constants)
        let current: CurrentPage = switch random.below(20) {
        case 0, 1, 2: .absent
        case 3: .unparsable
        case 4, 5: .loaded(SplitURL(scheme: "about", host: nil, path: "blank"))
        case 6, 7: TablePolicies.page(.some(url.host))
        case 8, 9: .loaded(url)
        default: .loaded(randomURL(constants))
        }
        return NavigationRequest(
            url: url, current: current,
            target: random.pick(NavigationTarget.allCases), navigation: random.pick(NavigationType.allCases),
            view: random.pick(NavigationView.allCases))
    }

    /// A random URL aimed at the constants the policy mentions.
    private mutating func randomURL(_ constants: Constants) -> SplitURL {
        let host = randomHost(constants.domains)
        let scheme = random.chance(85) && !constants.schemes.isEmpty ? random.pick(constants.schemes) : random.pick(Self.schemePool + ["ftp", "HTTPS"])
        // Mostly the scheme's default port; else a port the policy or the pool names.
        let port: Int? = random.chance(60) ? nil : Int(random.pick(constants.ports + Self.portPool))
        var path = randomPath(constants.paths)
        if random.chance(15) { path = path.uppercased() }
        let query: String? = switch random.below(4) {
        case 0: nil
        case 1: random.pick(Self.queryPool)
        default: random.subset(Self.queryPool + constants.queryNames, max: 3).joined(separator: "&")
        }
        return SplitURL(scheme: scheme, host: host, port: port, path: path, query: query)
    }

    private mutating func randomHost(_ domains: [String]) -> String? {
        guard !domains.isEmpty, random.below(10) != 0 else { return random.chance(50) ? nil : "other.org" }
        let domain = random.pick(domains)
        return switch random.below(7) {
        case 0, 1: domain
        case 2: "x." + domain
        case 3: "a.b." + domain
        case 4: "bad" + domain
        case 5: domain + ".evil.net"
        default: String(domain.dropFirst(min(domain.count, 1 + random.below(3))))
        }
    }

    private mutating func randomPath(_ paths: [String]) -> String {
        guard !paths.isEmpty, random.below(8) != 0 else { return random.pick(["/", "/zzz", "/a/x/c", "x"]) }
        var path = random.pick(paths).replacingStars(with: random.pick(["", "x", "/a/", "pay"]))
        switch random.below(5) {
        case 0: path = String(path.prefix(random.below(path.count + 1)))
        case 1: path += random.pick(["/", "x", "/b", "c"])
        default: break
        }
        return path
    }

    /// The strings a policy mentions, for aiming requests at them.
    struct Constants {
        var domains: [String] = []
        var schemes: [String] = []
        var paths: [String] = []
        var ports: [UInt16] = []
        var queryNames: [String] = []

        mutating func collect(_ condition: Condition) {
            switch condition {
            case .always: break
            case .atom(let atom): collect(atom)
            case .not(let operand), .named(_, let operand): collect(operand)
            case .and(let operands), .or(let operands): operands.forEach { collect($0) }
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
                 .status, .statusIsNone, .type, .typePrefix, .typeIsNone, .attachment, .displayable: break
            }
        }
    }
}

extension Atom {
    /// Whether the atom tests one part of a URL (what `current <part>` may prefix).
    var testsURLPart: Bool {
        switch self {
        case .scheme, .host, .hostIsNone, .port, .portIsNone, .path, .pathPrefix, .pathSuffix, .pathFolded, .pathPrefixFolded,
             .pathSuffixFolded, .queryIsNone, .queryHas, .urlMatches, .schemePrefix, .inParameter: true
        case .target, .navigation, .view, .relation, .currentURLIsNone, .onCurrent, .flag,
             .status, .statusIsNone, .type, .typePrefix, .typeIsNone, .attachment, .displayable: false
        }
    }
}

extension String {
    /// The string with every `*` replaced, to turn a glob into a matching (or near) path.
    func replacingStars(with text: String) -> String {
        split(separator: "*", omittingEmptySubsequences: false).joined(separator: text)
    }
}
