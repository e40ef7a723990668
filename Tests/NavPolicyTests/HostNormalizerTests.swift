import NavPolicy
import Testing

/// Host constants (strict) and request hosts (best-effort) normalize the same way.
@Suite struct HostNormalizerTests {
    static let valid: [(String, String)] = [
        ("example.com", "example.com"),
        ("Example.COM", "example.com"),
        ("example.com.", "example.com"),
        ("bücher.example", "xn--bcher-kva.example"),
        ("BÜCHER.example.", "xn--bcher-kva.example"),
        ("xn--bcher-kva.example", "xn--bcher-kva.example"),
        ("faß.de", "xn--fa-hia.de"),  // non-transitional: ß kept
        ("ＥＸＡＭＰＬＥ．com", "example.com"),  // fullwidth letters and full stop
        ("例え.テスト", "xn--r8jz45g.xn--zckzah"),
        ("a\u{AD}b.com", "ab.com"),  // soft hyphen is ignored
        ("[::1]", "[::1]"),
        ("[0:0:0:0:0:0:0:1]", "[::1]"),
        ("[2001:DB8:0:0:1:0:0:1]", "[2001:db8::1:0:0:1]"),
        ("[::ffff:192.168.0.1]", "[::ffff:c0a8:1]"),
        ("[::]", "[::]"),
        ("[1:0:0:2:0:0:0:3]", "[1:0:0:2::3]"),  // the longest zero run is compressed
        ("[1:0:0:2:0:0:3:4]", "[1::2:0:0:3:4]"),  // the first of equal runs
        ("[1:2:3:4:5:6:7:0]", "[1:2:3:4:5:6:7:0]"),  // a single zero is not compressed
        ("1.2.3", "1.2.0.3"),
        ("0x", "0.0.0.0"),
        ("4294967295", "255.255.255.255"),
        ("1.2.3.4.", "1.2.3.4"),
        ("127.0.0.1", "127.0.0.1"),
        ("0x7f.1", "127.0.0.1"),
        ("017.0.0.1", "15.0.0.1"),
        ("2130706433", "127.0.0.1"),
        ("under_score.example", "under_score.example"),
        ("1a.example", "1a.example"),
    ]

    @Test(arguments: valid)
    func normalizesConstant(_ input: String, _ expected: String) {
        #expect(HostNormalizer.normalize(input) == .success(expected))
    }

    @Test(arguments: valid)
    func requestHostAgreesWithConstant(_ input: String, _ expected: String) {
        #expect(HostNormalizer.normalizeRequestHost(input) == expected)
    }

    static let invalid: [(String, HostNormalizer.Failure)] = [
        ("", .empty),
        (".", .empty),
        ("a..b", .emptyLabel),
        (".a", .emptyLabel),
        ("a b.com", .forbiddenCharacter(" ")),
        ("a/b", .forbiddenCharacter("/")),
        ("user@host", .forbiddenCharacter("@")),
        ("host:80", .forbiddenCharacter(":")),
        ("a%41", .forbiddenCharacter("%")),
        ("a／b", .forbiddenCharacter("/")),  // fullwidth solidus maps to `/`
        (String(repeating: "a", count: 64) + ".com", .labelTooLong(String(repeating: "a", count: 64))),
        (Array(repeating: String(repeating: "a", count: 50), count: 6).joined(separator: "."), .nameTooLong),
        ("[::1", .invalidIPv6),
        ("[1:2:3]", .invalidIPv6),
        ("[::1::]", .invalidIPv6),
        ("1.2.3.256", .invalidIPv4),
        ("0x100000000", .invalidIPv4),
        ("1.2.3.4.5", .invalidIPv4),
        ("1.256.3", .invalidIPv4),
        ("09", .invalidIPv4),  // leading zero means octal
        ("a\u{200D}b", .invalidInternationalLabel("a\u{200D}b")),  // CheckJoiners
        ("\u{301}a", .invalidInternationalLabel("\u{301}a")),  // leading combining mark
        ("xn--a.ß", .invalidInternationalLabel("xn--a")),  // invalid punycode in a Unicode domain
        ("a\u{E000}", .invalidInternationalLabel("a\u{E000}")),  // private use
    ]

    @Test(arguments: invalid)
    func rejectsConstant(_ input: String, _ failure: HostNormalizer.Failure) {
        #expect(HostNormalizer.normalize(input) == .failure(failure))
    }

    @Test func punycodeLengthCountsAgainstLabelLimit() {
        // 30 scattered ideographs encode to a label well over 63 bytes.
        let label = String(String.UnicodeScalarView(stride(from: 0x4E00, to: 0x9000, by: 557).prefix(30).compactMap(Unicode.Scalar.init)))
        guard case .failure(.labelTooLong(let encoded)) = HostNormalizer.normalize(label + ".de") else {
            Issue.record("expected labelTooLong, got \(HostNormalizer.normalize(label + ".de"))")
            return
        }
        #expect(encoded.hasPrefix("xn--"))
    }

    @Test func requestHostsAreBestEffort() {
        #expect(HostNormalizer.normalizeRequestHost("::1") == "[::1]")  // Foundation drops brackets
        #expect(HostNormalizer.normalizeRequestHost("Ex%41mple.com") == "example.com")
        #expect(HostNormalizer.normalizeRequestHost("a..b") == "a..b")  // WHATWG keeps empty labels
        #expect(HostNormalizer.normalizeRequestHost(".") == nil)
        #expect(HostNormalizer.normalizeRequestHost("a b") == nil)
        #expect(HostNormalizer.normalizeRequestHost("") == nil)
    }

    @Test func normalizedHostIsReturnedUnchanged() {
        let host = "already.normalized-host.example"
        guard case .success(let normalized) = HostNormalizer.normalize(host) else {
            Issue.record("expected success")
            return
        }
        #expect(normalized == host)
        #expect(HostNormalizer.normalizeRequestHost(host) == host)
    }
}
