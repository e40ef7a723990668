import NavPolicy
import NavPolicyCompiler
import NavPolicyTestSupport

/// Seeded generator of random policies with an `on response` section and of responses aimed
/// at its edges: statuses none, 0, at and past the ends of 100–599 and of ranges; types with
/// parameters, odd case, white space, no `/`, empty; every attachment and displayable pair;
/// main frame and subframe, both views, flags on and off. The navigation part is
/// `RandomPolicyGenerator`'s, so response rule numbers continue after a varying count.
struct RandomResponsePolicyGenerator {
    static let statusPool: [UInt16] = [100, 200, 204, 301, 404, 410, 499, 500, 503, 599]
    static let typePool = ["text/html", "application/pdf", "application/zip", "image/png", "image/svg+xml", "application/vnd.ms-excel", "text/csv"]
    static let prefixPool = ["image/", "application/", "text", "application/vnd.", "image/sv"]
    static let hostPool = ["example.com", "files.example.com", "cdn.net"]
    static let pathPool = ["/", "/files/", "/download", "/a.pdf"]
    /// Responses' statuses: none, 0, the range ends and their neighbours, codes no rule lists,
    /// and numbers no 16-bit status holds (taken as none).
    static let responseStatuses: [Int?] = [nil, 0, 99, 100, 101, 199, 200, 204, 399, 400, 404, 499, 500, 599, 600, 65535, 65536, -1]
    /// Responses' `Content-Type` values as servers send them.
    static let responseTypes: [String?] = [
        nil, "", "text/html", "Text/HTML; charset=utf-8", " application/pdf ", "application/PDF;x=\"a;b\"", "image/png",
        "IMAGE/SVG+XML", "image", "image/", "/png", "application/vnd.ms-excel", "text/csv;", "application/zip", "text/plain",
        "app lication/pdf", "image/png\u{0}",
    ]
    static let flags = ["kiosk", "saving"]

    var random: SeededGenerator
    private var navigation: RandomPolicyGenerator

    /// A generator whose output is a function of `seed` alone.
    init(seed: UInt64) {
        random = SeededGenerator(seed: seed ^ 0x9E37_79B9)
        navigation = RandomPolicyGenerator(seed: seed)
    }

    /// A random policy: a navigation part, then a response section of up to eight rules and
    /// sometimes an `otherwise`.
    mutating func policy() -> CheckedPolicy {
        var policy = navigation.policy()
        policy.flags = Self.flags
        var line = (policy.rules.last?.line ?? 1) + 2
        for _ in 0..<(random.below(9)) {
            line += 1
            let notify = random.chance(20) ? random.pick(["http-error", "saved"]) : nil
            policy.responseRules.append(CheckedRule(condition: condition(depth: 0), action: random.pick([.allow, .cancel, .download]), notify: notify, line: line))
        }
        if random.chance(40) {
            policy.responseRules.append(CheckedRule(condition: .always, action: random.pick([.allow, .cancel, .download]), isOtherwise: true, line: line + 1))
        }
        policy.hasResponseSection = true
        return policy
    }

    private mutating func condition(depth: Int) -> Condition {
        guard depth < 3, random.chance(depth == 0 ? 55 : 30) else { return .atom(atom()) }
        let operands = (0..<(1 + random.below(3))).map { _ in condition(depth: depth + 1) }
        return switch random.below(3) {
        case 0: .and(operands)
        case 1: .or(operands)
        default: .not(operands[0])
        }
    }

    private mutating func atom() -> Atom {
        switch random.below(13) {
        case 0, 1:
            var statuses = random.subset(Self.statusPool, max: 3)
            if random.chance(30) { statuses += Array(400...499) }
            return .status(statuses.isEmpty ? [404] : statuses)
        case 2: return .statusIsNone
        case 3, 4: return .type(random.subset(Self.typePool, max: 3).nonEmpty(or: "text/html"))
        case 5: return .typePrefix(random.pick(Self.prefixPool))
        case 6: return .typeIsNone
        case 7: return .attachment
        case 8: return .displayable
        case 9: return .target(random.subset([NavigationTarget.mainFrame, .subframe], max: 2).nonEmpty(or: .mainFrame))
        case 10:
            let index = random.below(Self.flags.count)
            return .flag(FlagReference(index: index, name: Self.flags[index]))
        case 11: return .host(random.subset(Self.hostPool, max: 2).nonEmpty(or: "example.com").map {
            HostPattern(domain: $0, includesSubdomains: random.chance(50))
        })
        default: return random.chance(50) ? .pathPrefix(random.pick(Self.pathPool)) : .view([random.pick(NavigationView.allCases)])
        }
    }

    /// A random response aimed at the section's edges.
    mutating func response() -> NavigationResponse {
        let host = random.pick(Self.hostPool + ["x.files.example.com", "other.org"])
        let url = SplitURL(scheme: random.pick(["https", "http", "blob"]), host: host, path: random.pick(Self.pathPool + ["/files/a.zip"]))
        var flags = PolicyFlags()
        for index in Self.flags.indices where random.chance(50) { flags.insert(PolicyFlag(index: index)!) }
        return NavigationResponse(
            url: url, status: random.pick(Self.responseStatuses), type: random.pick(Self.responseTypes),
            attachment: random.chance(30), displayable: random.chance(70), isMainFrame: random.chance(70),
            view: random.pick(NavigationView.allCases), flags: flags)
    }
}

extension Array {
    /// The array, or `[fallback]` when it is empty.
    func nonEmpty(or fallback: Element) -> [Element] { isEmpty ? [fallback] : self }
}
