import NavPolicy
import NavPolicyTestSupport
import Testing

/// Seeded random inputs into the splitter and the normalizer: they must never trap, and what
/// they produce must be stable (a normalized host normalizes to itself).
@Suite struct URLFuzzTests {
    /// Fragments that steer random strings into interesting parser states.
    static let fragments: [String] = [
        "http://", "https:", "file:", "mailto:", "foo://", "//", "\\", "/", "@", ":", "[", "]", "::",
        ".", "..", "%2e", "%", "%41", "%zz", "?", "#", "0x", "0", "1", "255", "65536", "xn--", "xn--zca",
        "ß", "ü", "Ａ", "。", "\u{200D}", "\u{AD}", "\u{301}", "\u{202E}", "\u{10FFFF}", "\t", "\n", " ", "a", "Z",
    ]

    static let schemes = ["http://", "https://", "HTTP:\\\\", "file://", "foo://", "mailto:", "ws:"]

    static func randomString(_ generator: inout SeededGenerator) -> String {
        // Half the inputs start with a scheme, so the splitter gets past the scheme state.
        var text = Bool.random(using: &generator) ? (schemes.randomElement(using: &generator) ?? "") : ""
        for _ in 0..<Int.random(in: 0...12, using: &generator) {
            if Bool.random(using: &generator) {
                text += fragments.randomElement(using: &generator) ?? ""
            } else {
                let bytes = (0..<Int.random(in: 1...4, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
                text += String(decoding: bytes, as: UTF8.self)
            }
        }
        return text
    }

    @Test(arguments: [1, 2, 3, 0xC0FFEE] as [UInt64])
    func randomInputsNeverTrapAndAreStable(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var splits = 0
        var hosts = 0
        for iteration in 0..<2_000 {
            let input = Self.randomString(&generator)
            if let split = URLSplitter.split(input) {
                splits += 1
                #expect(!split.scheme.isEmpty && split.path.first != nil, "seed \(seed) iteration \(iteration): \(input.debugDescription)")
                // A host from a special URL is normalized: normalizing again changes nothing,
                // except that only one trailing dot goes each time (`a..` gives `a.`).
                if let host = split.host, !host.hasPrefix("["), !host.hasSuffix(".") {
                    if ["http", "https", "ws", "wss", "ftp", "file"].contains(split.scheme) {
                        #expect(HostNormalizer.normalizeRequestHost(host) == host,
                            "seed \(seed) iteration \(iteration): \(input.debugDescription)")
                    }
                }
            }
            if case .success(let host) = HostNormalizer.normalize(input) {
                hosts += 1
                #expect(HostNormalizer.normalize(host) == .success(host), "seed \(seed) iteration \(iteration): \(input.debugDescription)")
                #expect(HostNormalizer.normalizeRequestHost(input) == host, "seed \(seed) iteration \(iteration): \(input.debugDescription)")
            }
            _ = NavigationRequest(url: input, current: input)
        }
        // The generator must reach accepting states, or the properties above test nothing.
        #expect(splits > 100 && hosts > 10, "seed \(seed): \(splits) splits, \(hosts) hosts")
        print("fuzz seed \(seed): 2000 inputs, \(splits) split, \(hosts) valid hosts")
    }

    @Test func hugeInputsFinishQuickly() {
        // Long IDN labels and long paths stay linear or bounded (Punycode is capped per label).
        let idn = "https://" + String(repeating: "ü\u{4E00}", count: 50_000) + ".example/"
        #expect(URLSplitter.split(idn) == nil)
        let punycode = "https://a\u{E9}.xn--" + String(repeating: "99", count: 50_000) + "/"
        #expect(URLSplitter.split(punycode) == nil)
        let path = "https://example.com/" + String(repeating: "a/../b/./", count: 20_000)
        #expect(URLSplitter.split(path)?.path.count == 20_000 * 2 + 1)
    }
}
