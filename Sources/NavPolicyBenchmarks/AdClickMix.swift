import NavPolicy
import NavPolicyTestSupport

/// The fixed, seeded mix of ad clicks the AdMob guide's code handles: `_blank`, `_top`,
/// `_self` and `_parent` links and `window.open`, to the publisher's own host and to other
/// hosts, plus custom-scheme links (`itms-apps:`, `mailto:` …), a few `file:` URLs and a few
/// clicks before the first load.
enum AdClickMix {
    /// The clicks, the same on every run.
    static func make(count: Int, seed: UInt64 = 0xAD5) -> [AdClick] {
        var random = SeededGenerator(seed: seed)
        return (0..<count).map { _ in click(&random) }
    }

    private static let publisherHosts = ["news.example.com", "www.publisher.example", "games.example.org"]
    private static let otherHosts = [
        "www.advertiser.com", "shop.example.net", "apps.apple.com", "m.brand.example",
        "ad.doubleclick.net", "landing.campaign.io", "www.example.co.uk", "static.cdn.example",
    ]
    /// Custom-scheme destinations: (scheme, host, path).
    private static let customDestinations: [(String, String?, String)] = [
        ("itms-apps", "apps.apple.com", "/app/id1234567890"), ("mailto", nil, "ads@example.com"),
        ("tel", nil, "+15551234567"), ("market", "details", ""), ("fb", "profile", "/42"),
    ]
    /// The `target` or script that started the click: (frame, navigation type).
    private static let origins: [(NavigationTarget, NavigationType)] = [
        (.newWindow, .link),  // target="_blank"
        (.mainFrame, .link),  // target="_top"
        (.mainFrame, .link),  // target="_self"
        (.mainFrame, .link),  // target="_parent"
        (.newWindow, .other),  // window.open(url, "_blank")
    ]

    private static func click(_ random: inout SeededGenerator) -> AdClick {
        let publisher = publisherHosts.randomElement(using: &random) ?? "news.example.com"
        let hasCurrent = Int.random(in: 0..<100, using: &random) >= 5
        let current = hasCurrent ? "https://\(publisher)/article/\(Int.random(in: 1...999, using: &random))" : nil
        let (target, navigation) = origins.randomElement(using: &random) ?? (.mainFrame, .link)
        let (scheme, host, path) = destination(publisher: publisher, &random)
        let hostPart = host.map { "//" + $0 } ?? (scheme == "file" ? "//" : "")
        let query = scheme.hasPrefix("http") ? "?campaign=\(Int.random(in: 1...99_999, using: &random))&utm_source=ads" : ""
        return AdClick(
            url: scheme + ":" + hostPart + path + query, current: current,
            scheme: scheme, host: host, path: path, currentHost: hasCurrent ? publisher : nil,
            target: target, navigation: navigation)
    }

    private static func destination(publisher: String, _ random: inout SeededGenerator) -> (String, String?, String) {
        let path = "/landing/\(Int.random(in: 1...500, using: &random))"
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<40: return ("https", publisher, path)
        case 40..<78:
            let scheme = Int.random(in: 0..<4, using: &random) == 0 ? "http" : "https"
            return (scheme, otherHosts.randomElement(using: &random), path)
        case 78..<95: return customDestinations.randomElement(using: &random) ?? ("tel", nil, "1")
        default: return ("file", nil, "/private/var/mobile/ad\(Int.random(in: 1...9, using: &random)).html")
        }
    }
}
