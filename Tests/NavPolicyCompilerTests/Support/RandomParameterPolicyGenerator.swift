import NavPolicy
import NavPolicyCompiler
import NavPolicyTestSupport

/// Seeded generator of random version 3 policies: a `RandomPolicyGenerator` policy whose
/// rules also test flags, `scheme starts-with`, parameters (every form: host, scheme, port, query name, and the
/// path's `is`, `starts-with`, `ends-with` and `under`, plain and `ignoring case`, on the URL
/// and on the current URL) and named conditions; and of random bindings aimed at the requests
/// (empty lists, wildcard hosts, the request's and the current page's own host) and flag sets.
struct RandomParameterPolicyGenerator {
    static let flags = ["call-active", "maps-allowed", "popup-open"]
    /// One parameter per kind, and one no rule uses.
    static let parameters = [
        CheckedParameter(name: "servers", key: "servers", kind: .hostPatterns),
        CheckedParameter(name: "app-schemes", key: "app.schemes", kind: .schemes),
        CheckedParameter(name: "ports", key: "ports", kind: .ports),
        CheckedParameter(name: "areas", key: "areas", kind: .paths),
        CheckedParameter(name: "names", key: "query_names", kind: .queryNames),
        CheckedParameter(name: "unused", key: "unused", kind: nil),
    ]
    static let pathForms: [ParameterTest.Form] = [false, true].flatMap { folded in
        [ParameterTest.PathRelation.exact, .prefix, .suffix, .under].map { ParameterTest.Form.path($0, folded: folded) }
    }

    var base: RandomPolicyGenerator
    var random: SeededGenerator

    /// A generator whose output is a function of `seed` alone.
    init(seed: UInt64) {
        base = RandomPolicyGenerator(seed: seed)
        random = SeededGenerator(seed: seed ^ 0x9E37_79B9_7F4A_7C15)
    }

    /// A random policy declaring every flag and parameter, its rules mixing version 2 atoms
    /// with flag and parameter tests, some of them behind a named condition.
    mutating func policy() -> CheckedPolicy {
        var policy = base.policy()
        policy.flags = Self.flags
        policy.parameters = Self.parameters
        for index in policy.rules.indices where !policy.rules[index].isOtherwise {
            policy.rules[index].condition = mixed(policy.rules[index].condition, depth: 0)
        }
        return policy
    }

    private mutating func mixed(_ condition: Condition, depth: Int) -> Condition {
        var result = condition
        switch random.below(6) {
        case 0: result = .and([condition, .atom(atom())])
        case 1: result = .or([.atom(atom()), condition])
        case 2: result = .and([.not(.atom(atom())), condition])
        case 3: result = .atom(atom())
        case 4 where depth < 2: result = .or([mixed(condition, depth: depth + 1), mixed(.atom(atom()), depth: depth + 1)])
        default: break
        }
        // A named condition is transparent: the same decisions as its definition.
        if random.chance(25) { result = .named(ConditionName(name: "same-server", definedAt: SourceRange(at: .start)), result) }
        return result
    }

    /// A flag, a `scheme starts-with`, or a parameter test on the URL or (one in three) the
    /// current URL.
    private mutating func atom() -> Atom {
        if random.chance(15) {
            let prefix = Atom.schemePrefix(random.pick(["h", "http", "https", "itms-", "mail", "homeassistant", "tel"]))
            return random.chance(25) ? .onCurrent(prefix) : prefix
        }
        if random.chance(30) {
            let index = random.below(Self.flags.count)
            return .flag(FlagReference(index: index, name: Self.flags[index]))
        }
        let (parameter, form): (Int, ParameterTest.Form) = switch random.below(8) {
        case 0, 1: (0, .host)
        case 2: (1, .scheme)
        case 3: (2, .port)
        case 4: (4, .queryName)
        default: (3, random.pick(Self.pathForms))
        }
        let declared = Self.parameters[parameter]
        let test = Atom.inParameter(ParameterTest(parameter: ParameterReference(index: parameter, name: declared.name, key: declared.key), form: form))
        return random.chance(33) ? .onCurrent(test) : test
    }

    /// A request aimed at the policy's constants, with random flags.
    mutating func request(for policy: CheckedPolicy) -> NavigationRequest {
        let request = base.request(for: policy)
        return NavigationRequest(url: request.url, current: request.current, target: request.target, navigation: request.navigation,
                                 view: request.view, flags: PolicyFlags(rawValue: UInt64(random.below(1 << Self.flags.count))))
    }

    /// Items for every parameter, aimed at `requests`: each list empty one time in six, else a
    /// few items of the pools and of the requests' own parts (the request's host and the
    /// current page's, exact or as `*.`; their schemes, ports, paths and cut paths).
    mutating func binding(for requests: [NavigationRequest]) -> [String: [String]] {
        var hosts: [String] = [], schemes: [String] = [], ports: [String] = [], paths: [String] = []
        for request in requests {
            for url in [request.url] + (request.current.url.map { [$0] } ?? []) {
                if let host = url.host { hosts.append(host) }
                schemes.append(url.scheme)
                if let port = url.port { ports.append(String(port)) }
                paths.append(url.path)
            }
        }
        func items(_ pool: [String], _ own: [String]) -> [String] {
            guard !random.chance(17) else { return [] }
            return random.subset(pool, max: 3) + (own.isEmpty ? [] : (0..<random.below(3)).map { _ in random.pick(own) })
        }
        let hostItems = items(RandomPolicyGenerator.domainPool + ["other.org"], hosts).map { host in
            // `*.` over a name (not an IP address) also matches the name itself.
            random.chance(40) && !HostNormalizer.isIPAddress(host) && !host.hasPrefix("[") ? "*." + host : host
        }
        let cutPaths = paths.map { String($0.prefix(1 + random.below(max(1, $0.count)))) }
        return [
            "servers": hostItems,
            "app.schemes": items(RandomPolicyGenerator.schemePool + ["HTTPS", "ftp"], schemes),
            "ports": items(RandomPolicyGenerator.portPool.map { String($0) }, ports),
            "areas": items(RandomPolicyGenerator.pathPool.filter { !$0.isEmpty } + ["/PAY", "/docs", "blank", "/"], paths + cutPaths)
                .filter { !$0.contains("*") },
            "query_names": items(RandomPolicyGenerator.queryNamePool, []),
            "unused": random.chance(50) ? [] : ["anything", "at all"],
        ]
    }
}
