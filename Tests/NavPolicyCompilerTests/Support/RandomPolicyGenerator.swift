import NavPolicy
import NavPolicyCompiler
import NavPolicyTestSupport
import Testing

/// Random checked policies for the compiler's property tests: the texts of the one generator,
/// `RandomPolicyText`, each from a fresh seed drawn from this one and checked by sema (a text
/// that does not check is an issue of the test, recorded with its seed). Also requests,
/// parameter items and responses aimed at a policy's constants and their edges.
///
/// Requests: the policy's hosts, their subdomains and look-alike neighbours
/// (`badexample.com`, `example.com.evil.net`), its schemes, paths and prefixes of them, no host,
/// every target and navigation type, random flags; current pages absent, unparsable, hostless
/// or aimed like the URL.
struct RandomPolicyGenerator {
    var random: SeededGenerator
    /// The language features of the policies.
    let features: RandomPolicyText.Features

    /// A generator whose output is a function of `seed` and `features` alone.
    init(seed: UInt64, features: RandomPolicyText.Features = []) {
        random = SeededGenerator(seed: seed)
        self.features = features
    }

    /// The next random policy.
    mutating func policy() -> CheckedPolicy {
        Self.checked(seed: random.next(), features: features)
    }

    /// The policy `RandomPolicyText` writes for `seed` and `features`, checked.
    static func checked(seed: UInt64, features: RandomPolicyText.Features) -> CheckedPolicy {
        let text = RandomPolicyText.make(seed: seed, features: features)
        let run = PolicyPipeline(lints: false).check(SourceFile(name: "random.navpolicy", text: text))
        guard let policy = run.policy else {
            Issue.record(
                "RandomPolicyText seed \(seed), features \(features.rawValue) does not check: \(run.diagnostics.map(\.message))\n\(text)")
            return CheckedPolicy(name: nil, rules: [])
        }
        return policy
    }

    /// A random request aimed at the constants the policy mentions, with random flags of the
    /// policy's.
    ///
    /// The current page is absent, unparsable, `about:blank` (loaded, no host), a page on
    /// the request's host, the request's own URL (every relation equal), or a URL aimed at the
    /// policy's constants like the request's (explicit default ports, no port on non-special
    /// schemes, opaque paths, queries with `+`, escapes and repeated names).
    mutating func request(for policy: CheckedPolicy) -> NavigationRequest {
        var constants = PolicyConstants()
        for rule in policy.rules { constants.collect(rule.condition) }
        let url = randomURL(constants)
        let current: CurrentPage =
            switch random.below(20) {
            case 0, 1, 2: .absent
            case 3: .unparsable
            case 4, 5: .loaded(SplitURL(scheme: "about", host: nil, path: "blank"))
            case 6, 7: TablePolicies.page(.some(url.host))
            case 8, 9: .loaded(url)
            default: .loaded(randomURL(constants))
            }
        let flags = policy.flags.isEmpty ? PolicyFlags() : PolicyFlags(rawValue: UInt64(random.below(1 << policy.flags.count)))
        return NavigationRequest(
            url: url, current: current,
            target: random.pick(NavigationTarget.allCases), navigation: random.pick(NavigationType.allCases),
            view: random.pick(NavigationView.allCases), flags: flags)
    }

    /// A random URL aimed at the constants the policy mentions.
    private mutating func randomURL(_ constants: PolicyConstants) -> SplitURL {
        let host = randomHost(constants.domains)
        let scheme =
            random.chance(85) && !constants.schemes.isEmpty
            ? random.pick(constants.schemes) : random.pick(RandomPolicyValues.schemes + ["ftp", "HTTPS"])
        // Mostly the scheme's default port; else a port the policy or the pool names.
        let port: Int? = random.chance(60) ? nil : Int(random.pick(constants.ports + RandomPolicyValues.ports))
        var path = randomPath(constants.paths)
        if random.chance(15) { path = path.uppercased() }
        let query: String? =
            switch random.below(4) {
            case 0: nil
            case 1: random.pick(PolicyConstants.queries)
            default: random.subset(PolicyConstants.queries + constants.queryNames, max: 3).joined(separator: "&")
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

    /// Items for every parameter `RandomPolicyText` declares, aimed at `requests`: each list
    /// empty one time in six, else a few items of the pools and of the requests' own parts (the
    /// request's host and the current page's, exact or as `*.`; their schemes, ports, paths and
    /// cut paths).
    mutating func binding(for requests: [NavigationRequest]) -> [String: [String]] {
        var hosts: [String] = []
        var schemes: [String] = []
        var ports: [String] = []
        var paths: [String] = []
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
        let hostItems = items(RandomPolicyValues.hosts + ["other.org"], hosts).map { host in
            // `*.` over a name (not an IP address) also matches the name itself.
            random.chance(40) && !HostNormalizer.isIPAddress(host) && !host.hasPrefix("[") ? "*." + host : host
        }
        let cutPaths = paths.map { String($0.prefix(1 + random.below(max(1, $0.count)))) }
        return [
            "servers": hostItems,
            "app.schemes": items(RandomPolicyValues.schemes + ["HTTPS", "ftp"], schemes),
            "ports": items(RandomPolicyValues.ports.map { String($0) }, ports),
            "areas": items(RandomPolicyValues.paths.filter { !$0.isEmpty } + ["/PAY", "/docs", "blank", "/"], paths + cutPaths)
                .filter { !$0.contains("*") },
            "query_names": items(RandomPolicyValues.queryNames, []),
            "unused": random.chance(50) ? [] : ["anything", "at all"],
        ]
    }

    /// A random response aimed at the response section's edges: statuses none, 0, at and past
    /// the ends of 100–599 and of ranges; types with parameters, odd case, white space, no `/`,
    /// empty; every attachment and displayable pair; main frame and subframe, both views, the
    /// policy's flags on and off.
    mutating func response() -> NavigationResponse {
        let host = random.pick(RandomPolicyValues.responseHosts + ["x.files.example.com", "other.org"])
        let url = SplitURL(
            scheme: random.pick(["https", "http", "blob"]), host: host,
            path: random.pick(RandomPolicyValues.responsePaths + ["/files/a.zip"]))
        var flags = PolicyFlags()
        if features.contains(.flags) {
            for index in RandomPolicyValues.flags.indices where random.chance(50) { flags.insert(PolicyFlag(index: index)!) }
        }
        return NavigationResponse(
            url: url, status: random.pick(PolicyConstants.responseStatuses), type: random.pick(PolicyConstants.responseTypes),
            attachment: random.chance(30), displayable: random.chance(70), isMainFrame: random.chance(70),
            view: random.pick(NavigationView.allCases), flags: flags)
    }
}

extension String {
    /// The string with every `*` replaced, to turn a glob into a matching (or near) path.
    func replacingStars(with text: String) -> String {
        split(separator: "*", omittingEmptySubsequences: false).joined(separator: text)
    }
}
