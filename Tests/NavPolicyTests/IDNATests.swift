import NavPolicyTestSupport
import Testing

@testable import NavPolicy

/// UTS #46 processing as the URL standard runs it: the mapping table (compatibility mappings
/// included), the disallowed set, the bidi rule and the ContextJ joiner rules.
@Suite struct IDNATests {
    /// Hosts that the complete mapping table accepts, with the host a browser shows.
    @Test(arguments: [
        ("ﬀ.com", "ff.com"),  // ligature: compatibility mapping
        ("ſ.example", "s.example"),  // long s
        ("ℌ.example", "h.example"),  // black-letter capital H
        ("𝐀𝐁𝐂.example", "abc.example"),  // mathematical bold
        ("𝔞.example", "a.example"),  // mathematical fraktur (a row of its own in the table)
        ("①", "0.0.0.1"),  // circled digit one is `1`, an IPv4 number
        ("Ⅻ.example", "xii.example"),  // roman numeral
        ("ＡＢＣ．com", "abc.com"),  // fullwidth letters and full stop
        ("Ĳ.example", "ij.example"),  // Latin ligature IJ
        ("Ā.example", "xn--yda.example"),  // an alternating upper/lowercase row: Ā → ā
        ("ā.example", "xn--yda.example"),
        ("ß.de", "xn--zca.de"),  // deviation, kept by non-transitional processing
        ("a\u{AD}b.com", "ab.com"),  // ignored
        ("a\u{FE0F}b.com", "ab.com"),  // variation selector: ignored
        ("نامه\u{200C}ای", "xn--mgba3gch31f060k"),  // ZWNJ between Arabic joining letters
        ("क\u{94D}\u{200D}ष", "xn--11b2ezcw70k"),  // ZWJ after a virama
        ("ابج.com", "xn--mgbcm.com"),  // a right-to-left label beside a left-to-right one
        ("ا١٢", "xn--mgb0jd"),  // Arabic letter then Arabic-Indic digits
        ("e\u{301}.example", "xn--9ca.example"),  // NFC composes e + combining acute to é
    ])
    func mapsLikeABrowser(_ input: String, _ expected: String) throws {
        #expect(URLSplitter.split("https://\(input)/")?.host == expected)
        #expect(HostNormalizer.normalizeRequestHost(input) == expected)
    }

    /// Hosts that UTS #46 rejects: disallowed code points, bidi and joiner rule violations.
    @Test(arguments: [
        "look⿰out.net",  // U+2FF0 ideographic description character
        "⒈com",  // digit full stop: disallowed since Unicode 16
        "a\u{2FFF}b",  // U+2FF0–2FFF are all disallowed
        "a\u{31EF}b",  // CJK stroke HXG, disallowed since Unicode 15.1
        "١",  // an Arabic-Indic digit alone: a right-to-left label must start with a letter
        "يa",  // a right-to-left label holding a left-to-right letter
        "1.ي",  // in a Bidi domain name, a label starting with a digit
        "ا1١",  // European and Arabic-Indic digits in one right-to-left label
        "a\u{200C}b",  // ZWNJ between non-joining letters
        "a\u{200D}b",  // ZWJ not after a virama
        "\u{301}a",  // a leading combining mark
        "a\u{E000}",  // private use
        "a\u{FFFD}",  // replacement character (also what undecodable UTF-8 becomes)
        "xn--a.ß",  // invalid punycode in a Unicode domain
        "xn--zca.ß\u{200D}",  // joiner rule in a second label
    ])
    func rejects(_ input: String) {
        #expect(URLSplitter.split("https://\(input)/") == nil, "\(input.unicodeScalars.map { String($0.value, radix: 16) })")
        #expect(throws: URLSplitError.invalidHost(.invalidInternationalName)) { try URLSplitter.splitting("https://\(input)/") }
    }

    /// `http:①` is the IPv4 address 0.0.0.1, as the standard parses it (mapping, then IPv4).
    @Test func circledDigitIsAnIPv4Address() {
        #expect(URLSplitter.split("http:①")?.host == "0.0.0.1")
        #expect(URLSplitter.split("http:١") == nil)
    }

    /// Every replacement string in the table is valid and NFC as it stands, so mapped text
    /// needs composing only where the input itself combines code points: the property the
    /// standard's tables promise and the NFC step relies on. Checks every mapped code point.
    @Test func everyMappingIsValidAndNormalized() {
        var checked = 0
        var problems: [String] = []
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            var mapped: [Unicode.Scalar] = []
            guard IDNAMappingTable.map(scalar, into: &mapped), mapped != [scalar], !mapped.isEmpty else { continue }
            checked += 1
            if !mapped.allSatisfy({ $0 == "." || IDNAMappingTable.isValid($0) }) || !IDNA.isNFC(mapped) {
                problems.append(String(value, radix: 16))
            }
        }
        #expect(checked > 5_000)
        #expect(problems.isEmpty, "mappings that are not valid NFC: \(problems.prefix(20))")
    }

    /// The table's statuses at the edges the URL standard's tests care about.
    @Test func tableStatuses() {
        #expect(IDNAMappingTable.isValid("a") && !IDNAMappingTable.isValid("A"))
        #expect(IDNAMappingTable.isValid("\u{DF}") && IDNAMappingTable.isValid("\u{200D}"))  // deviations
        var output: [Unicode.Scalar] = []
        #expect(!IDNAMappingTable.map("\u{2FF0}", into: &output) && !IDNAMappingTable.map("\u{31EF}", into: &output))
        #expect(IDNAMappingTable.map("\u{AD}", into: &output) && output.isEmpty)
        #expect(IDNAMappingTable.map("\u{FB00}", into: &output) && output == ["f", "f"])
        #expect(IDNAMappingTable.unicodeVersion == "18.0.0")
    }

    /// Label properties: bidi classes, marks, viramas and joining types from Unicode's data.
    @Test func labelProperties() {
        #expect(IDNALabelProperties("\u{5D0}").bidiClass == .rightToLeft)  // Hebrew alef
        #expect(IDNALabelProperties("\u{628}").bidiClass == .arabicLetter)
        #expect(IDNALabelProperties("\u{661}").bidiClass == .arabicNumber)
        #expect(IDNALabelProperties("1").bidiClass == .europeanNumber)
        #expect(IDNALabelProperties("a").bidiClass == .leftToRight)
        #expect(IDNALabelProperties("\u{301}").isMark && IDNALabelProperties("\u{301}").bidiClass == .nonspacingMark)
        #expect(IDNALabelProperties("\u{94D}").isVirama)  // Devanagari sign virama
        #expect(IDNALabelProperties("\u{628}").joiningType == .dualJoining)
        #expect(IDNALabelProperties("\u{627}").joiningType == .rightJoining)  // alef
        #expect(IDNALabelProperties("\u{64B}").joiningType == .transparent)  // fathatan
    }

    /// Code points that exercise every step: compatibility mappings, ignored and disallowed
    /// code points, joiners, viramas, marks, right-to-left letters and digits, dots.
    static let alphabet: [Unicode.Scalar] = [
        "a", "Z", "1", "-", ".", "\u{FB00}", "\u{2460}", "\u{17F}", "\u{210C}", "\u{1D400}", "\u{DF}", "\u{AD}",
        "\u{2FF0}", "\u{31EF}", "\u{200C}", "\u{200D}", "\u{94D}", "\u{915}", "\u{301}", "\u{628}", "\u{627}",
        "\u{64B}", "\u{661}", "\u{5D0}", "\u{3002}", "\u{FF21}", "\u{E9}", "\u{1100}", "\u{1161}",
    ]

    /// Seeded random hosts from `alphabet`: a host that splits is ASCII, splits to itself
    /// again (idempotent), and agrees with the pre-split form; one that does not names an
    /// invalid host as the reason.
    @Test(arguments: [7, 8, 0xDECAF] as [UInt64])
    func randomHostsAreStable(seed: UInt64) {
        print("IDNATests.randomHostsAreStable seed \(seed) \(PropertyScale.label)")
        var generator = SeededGenerator(seed: seed)
        var accepted = 0
        for iteration in 0..<PropertyScale.cases(3_000) {
            var text = ""
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                text.unicodeScalars.append(Self.alphabet.randomElement(using: &generator) ?? "a")
            }
            let context = "seed \(seed) iteration \(iteration): \(text.unicodeScalars.map { String($0.value, radix: 16) })"
            do {
                let split = try URLSplitter.splitting("https://\(text)/")
                // `a..` keeps one of its dots (`a.`): only one trailing dot is removed.
                guard let host = split.host, !host.hasSuffix(".") else { continue }
                accepted += 1
                #expect(host.utf8.allSatisfy { $0 < 0x80 }, "\(context)")
                #expect(URLSplitter.split("https://\(host)/")?.host == host, "\(context)")
                #expect(HostNormalizer.normalizeRequestHost(text) == host, "\(context)")
            } catch {
                switch error {
                case .invalidHost, .missingHost: break
                default: Issue.record("\(context): \(error)")
                }
            }
        }
        #expect(accepted > 100, "seed \(seed): only \(accepted) accepted")
    }
}
