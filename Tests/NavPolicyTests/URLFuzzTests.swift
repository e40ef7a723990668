import NavPolicyTestSupport
import Testing

@testable import NavPolicy

/// Seeded random inputs into the splitter and the normalizer: they must never trap, and what
/// they produce must be stable (a normalized host normalizes to itself).
@Suite struct URLFuzzTests {
    /// Fragments that steer random strings into interesting parser states.
    static let fragments: [String] = [
        "http://", "https:", "file:", "mailto:", "foo://", "//", "\\", "/", "@", ":", "[", "]", "::",
        ".", "..", "%2e", "%", "%41", "%zz", "?", "#", "0x", "0", "1", "255", "65536", "xn--", "xn--zca",
        "ß", "ü", "Ａ", "。", "\u{200D}", "\u{AD}", "\u{301}", "\u{202E}", "\u{10FFFF}", "\t", "\n", " ", "a", "Z",
    ]

    /// Random inputs per seed (× `NAVPOLICY_PROPERTY_SCALE`).
    static let inputsPerSeed = PropertyScale.cases(2_000)

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
        for iteration in 0..<Self.inputsPerSeed {
            let input = Self.randomString(&generator)
            if let split = URLSplitter.split(input) {
                splits += 1
                #expect(!split.scheme.isEmpty && split.path.first != nil, "seed \(seed) iteration \(iteration): \(input.debugDescription)")
                // A host from a special URL is normalized: normalizing again changes nothing,
                // except that only one trailing dot goes each time (`a..` gives `a.`).
                if let host = split.host, !host.hasPrefix("["), !host.hasSuffix(".") {
                    if ["http", "https", "ws", "wss", "ftp", "file"].contains(split.scheme) {
                        #expect(
                            HostNormalizer.normalizeRequestHost(host) == host,
                            "seed \(seed) iteration \(iteration): \(input.debugDescription)")
                    }
                }
            }
            if case .success(let host) = HostNormalizer.normalize(input) {
                hosts += 1
                #expect(HostNormalizer.normalize(host) == .success(host), "seed \(seed) iteration \(iteration): \(input.debugDescription)")
                #expect(
                    HostNormalizer.normalizeRequestHost(input) == host, "seed \(seed) iteration \(iteration): \(input.debugDescription)")
            }
            _ = (try? NavigationRequest(url: input, current: input))
        }
        // The generator must reach accepting states, or the properties above test nothing.
        #expect(splits > 100 && hosts > 10, "seed \(seed): \(splits) splits, \(hosts) hosts")
        print("fuzz seed \(seed): \(Self.inputsPerSeed) inputs, \(splits) split, \(hosts) valid hosts")
    }

    /// The splitter skips the up-front tab and newline removal and lets its scans fail on one
    /// instead; a URL with tabs and newlines inserted anywhere must split (and give the same
    /// current host) as the URL without them.
    @Test(arguments: [4, 5, 0xBEEF] as [UInt64])
    func tabsAndNewlinesAnywhereAreRemoved(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let plain = ["https://www.Example.com:8080/a/./b?q#f", "file://host/C|/x", "foo://h/p", "mailto:x y ?z", "https://u@h/"]
        for iteration in 0..<Self.inputsPerSeed {
            var input = Array(iteration < 500 ? (plain.randomElement(using: &generator) ?? "") : Self.randomString(&generator))
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                input.insert(
                    ["\t", "\n", "\r"].randomElement(using: &generator) ?? "\t", at: Int.random(in: 0...input.count, using: &generator))
            }
            let text = String(input)
            let removed = String(text.unicodeScalars.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" })
            #expect(URLSplitter.split(text) == URLSplitter.split(removed), "seed \(seed) iteration \(iteration): \(text.debugDescription)")
            #expect(
                (try? NavigationRequest(url: "a:", current: text))?.currentHost
                    == (try? NavigationRequest(url: "a:", current: removed))?.currentHost,
                "seed \(seed) iteration \(iteration): \(text.debugDescription)")
        }
    }

    /// A current URL that starts like the navigation's URL may skip its own split; its host
    /// must still be what splitting it alone gives.
    @Test(arguments: [6, 7] as [UInt64])
    func currentHostSharingThePrefixIsItsOwnHost(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let urls = [
            "https://a.example/x", "HTTPS://A.Example:443/", "foo://h:1/p", "http://u@h/", "https://h\\x", "foo://h\\x", "file://h/x",
        ]
        let tails = ["", "/y", "?q", "#f", "\\z", ".b/", ":8080/", "@k/", " ", "\t/", "x"]
        for iteration in 0..<Self.inputsPerSeed {
            let url = Bool.random(using: &generator) ? (urls.randomElement(using: &generator) ?? "") : Self.randomString(&generator)
            let cut = Int.random(in: 0...url.utf8.count, using: &generator)
            let prefix = String(decoding: Array(url.utf8)[..<cut], as: UTF8.self)
            let current =
                prefix + (tails.randomElement(using: &generator) ?? "")
                + (Bool.random(using: &generator) ? Self.randomString(&generator) : "")
            let alone = (try? NavigationRequest(url: "a:", current: current))?.currentHost
            if let request = (try? NavigationRequest(url: url, current: current)) {
                #expect(
                    request.currentHost == alone, "seed \(seed) iteration \(iteration): \(url.debugDescription) \(current.debugDescription)"
                )
            }
        }
    }

    /// Long IDN hosts, also with a long `xn--` label, are refused by the mapping step's cap
    /// (`IDNA.maxMappedCodePoints`): mapping reads each code point once and hands nothing on,
    /// so NFC and Punycode (quadratic in a label's length) never read them. Counted (what
    /// mapping hands on), not timed.
    @Test func hugeHostsAreCutBeforeTheQuadraticSteps() {
        let idnHost = String(repeating: "ü\u{4E00}", count: 50_000) + ".example"
        let punycodeHost = "a\u{E9}.xn--" + String(repeating: "99", count: 50_000)
        for host in [idnHost, punycodeHost] {
            #expect(IDNA.mapped(Array(host.utf8)) == .failure(.nameTooLong))
            #expect(URLSplitter.split("https://\(host)/") == nil)
        }
        // At the cap the same code points map in full: the cap, not their content, cut the hosts.
        let atTheCap = String(String.UnicodeScalarView(idnHost.unicodeScalars.prefix(IDNA.maxMappedCodePoints)))
        #expect((try? IDNA.mapped(Array(atTheCap.utf8)).get())?.count == IDNA.maxMappedCodePoints)
    }

    /// A path of 20,000 `a/../b/./` runs resolves its dot segments to 20,000 `b`s.
    @Test func dotSegmentsOfALongPathResolve() {
        let path = "https://example.com/" + String(repeating: "a/../b/./", count: 20_000)
        #expect(URLSplitter.split(path)?.path == "/" + String(repeating: "b/", count: 20_000))
    }
}
