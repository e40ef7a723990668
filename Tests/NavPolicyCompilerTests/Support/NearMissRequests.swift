import NavPolicy
import NavPolicyCompiler
import NavPolicyTestSupport

/// Seeded requests and bindings built from values a policy does **not** name as well as those
/// it does: each constant, the constant plus a letter, the bare prefix and one letter short of
/// it, parent and child paths, letter-case variants, the ends of port runs ±1, repeated query
/// names, the apex of `*.x` and a look-alike host. An analysis that is wrong about "some other
/// value" (a scheme that merely starts with a prefix, a port outside a range that reaches
/// 65535, `/loginx` beside `/login`) is wrong on these.
struct NearMissRequests {
    /// Near-miss values per part, from the policy's constants.
    private(set) var schemes: [String] = ["https", "http", "x-other"]
    private(set) var hosts: [String?] = [nil, "example.com", "other.org"]
    private(set) var paths: [String] = ["/", "/x"]
    private(set) var ports: [UInt16?] = [nil, 443, 80]
    private(set) var queries: [String?] = [nil, ""]
    private(set) var statuses: [Int?] = [nil, 200, 600, 999]
    private(set) var types: [String?] = [nil, "text/html", "application/x"]
    var random: SeededGenerator

    /// The near misses of every constant of `policy` (rules and named conditions alike).
    init(policy: CheckedPolicy, seed: UInt64) {
        random = SeededGenerator(seed: seed)
        for rule in policy.rules { collect(rule.condition) }
        schemes = Array(Set(schemes)).sorted()
        hosts = Array(Set(hosts.map { $0 ?? "" })).sorted().map { $0.isEmpty ? nil : $0 }
        paths = Array(Set(paths.filter { !$0.isEmpty })).sorted()
        ports = Array(Set(ports.map { $0.map(Int.init) ?? -1 })).sorted().map { $0 < 0 ? nil : UInt16($0) }
    }

    private mutating func collect(_ condition: Condition) {
        switch condition {
        case .always: break
        case .atom(let atom): collect(atom)
        case .not(let operand), .named(_, let operand): collect(operand)
        case .and(let operands), .or(let operands): for operand in operands { collect(operand) }
        }
    }

    private mutating func collect(_ atom: Atom) {
        switch atom {
        case .scheme(let list): for scheme in list { addScheme(scheme) }
        case .schemePrefix(let prefix): addScheme(prefix)
        case .host(let patterns): for pattern in patterns { addHost(pattern.domain) }
        case .path(let list), .pathFolded(let list): for path in list { addPath(path) }
        case .pathPrefix(let path), .pathPrefixFolded(let path): addPath(path)
        case .pathSuffix(let suffix), .pathSuffixFolded(let suffix):
            addPath("/x" + suffix)
            addPath("/x" + suffix.dropFirst())
        case .port(let list): addPorts(list)
        case .queryHas(let names): for name in names { addQueryName(name) }
        case .urlMatches(let pattern):
            for scheme in pattern.schemes { addScheme(scheme) }
            if case .pattern(let host) = pattern.host { addHost(host.domain) }
            addPath(pattern.pathGlob.replacingStars(with: "x"))
            if case .number(let port) = pattern.port { addPorts([port]) }
        case .onCurrent(let inner): collect(inner)
        case .status(let list):
            // Each run of statuses by its ends and the codes just outside them.
            let before = ports.count
            addPorts(list)
            statuses += ports[before...].map { $0.map(Int.init) }
            ports.removeSubrange(before...)
        case .type(let list): for type in list { types += [type, type + "x", type.replacingOccurrences(of: "/", with: "x/")] }
        case .typePrefix(let prefix):
            types += [prefix + (prefix.hasSuffix("/") ? "x" : "/x"), prefix + "x/y"]
            if prefix.count > 1 { types.append(String(prefix.dropLast()) + "/x") }
        case .target, .navigation, .view, .hostIsNone, .relation, .currentURLIsNone, .portIsNone, .queryIsNone, .flag, .inParameter,
            .statusIsNone, .typeIsNone, .attachment, .displayable:
            break
        }
    }

    /// The scheme, one letter more, one letter less, and a variant with a suffix.
    private mutating func addScheme(_ scheme: String) {
        schemes += [scheme, scheme + "x", scheme + "-beta"]
        if scheme.count > 1 { schemes.append(String(scheme.dropLast())) }
    }

    /// The host, a child, a grandchild, its parent (the apex of a `*.` on the parent), and
    /// look-alikes that share a suffix or a prefix without a label boundary.
    private mutating func addHost(_ domain: String) {
        guard !domain.hasPrefix("["), !HostNormalizer.isIPAddress(domain) else {
            hosts.append(domain)
            return
        }
        hosts += [domain, "x." + domain, "a.b." + domain, "x" + domain, domain + ".evil.net"]
        if let dot = domain.firstIndex(of: "."), domain[domain.index(after: dot)...].contains(".") {
            hosts.append(String(domain[domain.index(after: dot)...]))
        }
    }

    /// The path, one letter more, a child, with a trailing `/`, its parent, one letter less,
    /// and in upper case.
    private mutating func addPath(_ path: String) {
        guard path.hasPrefix("/") else {
            paths.append(path)
            return
        }
        paths += [path, path + "x", path + "/x", path + "/", path.uppercased()]
        if path.count > 1 { paths.append(String(path.dropLast())) }
        if let slash = path.dropLast().lastIndex(of: "/") { paths.append(slash == path.startIndex ? "/" : String(path[..<slash])) }
    }

    /// Each run of consecutive ports by its ends and the ports just outside them.
    private mutating func addPorts(_ list: [UInt16]) {
        let sorted = Set(list).sorted()
        for (index, port) in sorted.enumerated() {
            let startsRun = index == 0 || sorted[index - 1] != port - 1
            let endsRun = index == sorted.count - 1 || sorted[index + 1] != port + 1
            guard startsRun || endsRun else { continue }
            ports.append(port)
            if startsRun && port > 0 { ports.append(port - 1) }
            if endsRun && port < .max { ports.append(port + 1) }
        }
    }

    /// The name alone, with a value, one letter more, in upper case, and given twice.
    private mutating func addQueryName(_ name: String) {
        let escaped = name.utf8.map { byte -> String in
            let plain = (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
            return plain ? String(UnicodeScalar(byte)) : "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
        }.joined()
        queries += [
            escaped, escaped + "=1", escaped + "x=1", escaped.uppercased() + "=1", escaped + "=1&" + escaped + "=2", "a=1&" + escaped,
        ]
    }

    /// A random request of near-miss values (its URLs as the runtime reads them back), with a
    /// current page that is absent, unparsable, the same URL, on the same host or another
    /// near-miss URL, and a random set of the policy's flags.
    mutating func request(flagCount: Int) -> NavigationRequest? {
        let url = self.url()
        let current: String? =
            switch random.below(8) {
            case 0, 1: nil
            case 2: "not a url"
            case 3: url
            default: self.url()
            }
        let target = random.pick(NavigationTarget.allCases)
        let navigation =
            target == .newWindow ? random.pick([NavigationType.link, .formSubmit, .other]) : random.pick(NavigationType.allCases)
        let flags = PolicyFlags(rawValue: flagCount == 0 ? 0 : UInt64(random.below(1 << min(flagCount, 16))))
        return try? NavigationRequest(
            url: url, current: current, target: target, navigation: navigation,
            view: random.pick(NavigationView.allCases), flags: flags)
    }

    /// A random response of near-miss values: status (range ends ±1, none, 600), type (a
    /// constant plus a letter, one just past a prefix), attachment and displayable, frame, view
    /// and flags.
    mutating func response(flagCount: Int) -> NavigationResponse? {
        let flags = PolicyFlags(rawValue: flagCount == 0 ? 0 : UInt64(random.below(1 << min(flagCount, 16))))
        return try? NavigationResponse(
            url: url(), status: random.pick(statuses), type: random.pick(types), attachment: random.chance(40),
            displayable: random.chance(60), isMainFrame: random.chance(60), view: random.pick(NavigationView.allCases),
            flags: flags)
    }

    /// A random URL of near-miss parts.
    private mutating func url() -> String {
        let scheme = random.pick(schemes)
        let host = random.pick(hosts)
        let path = random.pick(paths)
        let query = random.pick(queries)
        var text: String
        if let host {
            let port = random.pick(ports).map { ":\($0)" } ?? ""
            text = scheme + "://" + host + port + (path.hasPrefix("/") ? path : "/" + path)
        } else {
            text = scheme + ":" + path
        }
        if let query { text += "?" + query }
        return text
    }

    /// Items for every parameter of `policy`, aimed at `request`: each list empty one time in
    /// six, else near-miss values of its kind and the request's own parts cut short or made
    /// longer (its host exact or under `*.`, its parent domain, its path, path prefixes, the
    /// path with a trailing `/`).
    mutating func binding(for policy: CheckedPolicy, request: NavigationRequest) -> [String: [String]] {
        var result: [String: [String]] = [:]
        let urls = [request.url] + (request.current.url.map { [$0] } ?? [])
        for parameter in policy.parameters {
            guard let kind = parameter.kind, !random.chance(17) else {
                result[parameter.key] = []
                continue
            }
            var pool: [String]
            switch kind {
            case .hostPatterns:
                let own = urls.compactMap(\.host).filter { !$0.hasPrefix("[") && !HostNormalizer.isIPAddress($0) }
                pool =
                    hosts.compactMap { $0 } + own + own.map { "*." + $0 }
                    + own.compactMap { host in host.firstIndex(of: ".").map { "*." + host[host.index(after: $0)...] } }
            case .schemes: pool = schemes + urls.map(\.scheme)
            case .ports: pool = ports.compactMap { $0.map(String.init) } + urls.compactMap { $0.port.map(String.init) }
            case .paths:
                let own = urls.map(\.path).filter { $0.hasPrefix("/") }
                pool = paths + own + own.map { $0 + "/" } + own.map { String($0.prefix(max(1, $0.count - 1))) }
            case .queryNames: pool = ["a", "code", "state", "x"]
            }
            pool = pool.filter { !$0.contains("*") || $0.hasPrefix("*.") }
            result[parameter.key] = (0..<(1 + random.below(3))).map { _ in random.pick(pool) }
        }
        return result
    }
}

extension String {
    /// The string with leading zeros up to `width` characters.
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
