import NavPolicy
import NavPolicyCompiler
import NavPolicyTestSupport

/// A block-list policy of a given number of host patterns (exact and `*.` mixed), built as a
/// `CheckedPolicy` value, and a seeded request mix of hits and misses against it:
///
///     when host in [N patterns] then cancel
///     when scheme not in ["http", "https"] then open external
///     otherwise allow
///
/// The same generator serves every size, so host lengths and the hit/miss mix do not change
/// with the list size; only the list does.
struct HostListWorkload {
    /// The number of host patterns.
    let size: Int
    /// The policy.
    let policy: CheckedPolicy
    /// The requests: a quarter exact hits, a quarter `*.` hits (subdomains and the bare
    /// domain), a quarter near misses (a subdomain of an exact pattern), a quarter unrelated.
    let requests: [NavigationRequest]
    /// The patterns, for writing the policy as source text.
    let patterns: [HostPattern]

    /// A workload of `size` patterns and `requestCount` requests.
    init(size: Int, requestCount: Int = 256, seed: UInt64 = 0x4057) {
        var random = SeededGenerator(seed: seed)
        let patterns = (0..<size).map { index in
            HostPattern(domain: Self.domain(index, &random), includesSubdomains: index % 2 == 1)
        }
        self.size = size
        self.patterns = patterns
        policy = CheckedPolicy(
            name: "host-list-\(size)",
            rules: [
                CheckedRule(condition: .atom(.host(patterns)), action: .cancel, line: 2),
                CheckedRule(condition: .not(.atom(.scheme(["http", "https"]))), action: .openExternal, line: 3),
                CheckedRule(condition: .always, action: .allow, isOtherwise: true, line: 4),
            ])
        requests = (0..<requestCount).map { index in
            let pattern = patterns.randomElement(using: &random) ?? HostPattern(domain: "example.com", includesSubdomains: false)
            let host: String
            switch index % 4 {
            case 0: host = pattern.includesSubdomains ? "www." + pattern.domain : pattern.domain
            case 1: host = pattern.includesSubdomains ? pattern.domain : "cdn." + pattern.domain
            case 2: host = Self.domain(size + index, &random)
            default: host = "media." + Self.domain(size + index, &random)
            }
            let scheme = index % 16 == 15 ? "itms-apps" : "https"
            return NavigationRequest(
                url: SplitURL(scheme: scheme, host: host, path: "/p"), current: Self.current,
                target: index % 3 == 0 ? .newWindow : .mainFrame, navigation: .link)
        }
    }

    private static let current = CurrentPage.loaded(SplitURL(scheme: "https", host: "news.example.com", path: "/"))
    private static let syllables = ["ad", "tra", "ck", "ex", "am", "ple", "net", "wo", "rk", "me", "dia", "clo", "ud", "pix", "el"]
    private static let suffixes = ["com", "net", "org", "io", "co.uk", "de", "app", "com.au"]

    /// A host name unique to `index`: two or three syllables, a hyphen, the index, maybe a label in
    /// front, and a public suffix.
    private static func domain(_ index: Int, _ random: inout SeededGenerator) -> String {
        let wordLength = Int.random(in: 2...3, using: &random)
        let word = (0..<wordLength).map { _ in syllables.randomElement(using: &random) ?? "x" }.joined()
        let prefix = Int.random(in: 0..<4, using: &random) == 0 ? "cdn-" + String(Int.random(in: 0..<10, using: &random)) + "." : ""
        return prefix + word + "-" + String(index, radix: 36) + "." + (suffixes.randomElement(using: &random) ?? "com")
    }

    /// The policy as source text, for timing the whole check-and-compile path.
    var sourceText: String {
        let list = patterns.map { "\"" + $0.description + "\"" }.joined(separator: ", ")
        return "policy \"host-list-\(size)\"\nwhen host in [" + list + "] then cancel\n"
            + "when scheme not in [\"http\", \"https\"] then open external\notherwise allow\n"
    }
}
