import NavPolicy

/// URL strings a web page can choose, each built to make splitting slow: `NavigationRequest(url:
/// current:)` runs on the app's main thread for every navigation, so any URL of up to a
/// megabyte must split in linear time. Issue 24 found combining marks (the standard library's
/// NFC is quadratic on a long run of them), also percent-encoded, and labels of many distinct
/// code points (Punycode costs label length × distinct code points) taking up to seconds. The
/// unit tests split them at small sizes and count the work; `NavPolicyBenchmarks --only g`
/// times them at 10 KB and 1 MB.
public enum HostileURLs {
    /// One hostile URL shape.
    public struct Case: Sendable {
        /// What the URL attacks.
        public let name: String
        /// The URL of about `length` bytes.
        public let url: @Sendable (_ length: Int) -> String
    }

    /// Every shape.
    public static let all: [Case] = [
        Case(name: "host a + alternating U+0301 U+0316") { length in
            "https://a" + String(repeating: "\u{301}\u{316}", count: max(1, (length - 10) / 4)) + "/"
        },
        Case(name: "host a + alternating U+0301 U+0316, percent-encoded") { length in
            "https://a" + String(repeating: "%CC%81%CC%96", count: max(1, (length - 10) / 12)) + "/"
        },
        Case(name: "labels of 1,024 distinct CJK code points") { length in
            "https://" + repeatedLabels(cjkLabel, length: length - 9) + "/"
        },
        Case(name: "xn-- labels of 1,000 code points after a non-ASCII label") { length in
            "https://\u{E9}." + repeatedLabels(punycodeLabel, length: length - 11) + "/"
        },
        Case(name: "one label of distinct CJK code points") { length in
            "https://"
                + String(String.UnicodeScalarView((0..<max(1, (length - 9) / 3)).map { Unicode.Scalar(0x4E00 + UInt32($0 % 20_000))! }))
                + "/"
        },
        Case(name: "U+FDFA (maps to 18 code points) repeated") { length in
            "https://" + String(repeating: "\u{FDFA}", count: max(1, (length - 9) / 3)) + "/"
        },
        Case(name: "one-letter Arabic labels (a bidi domain)") { length in
            "https://" + String(repeating: "\u{628}.", count: max(1, (length - 9) / 3)) + "com/"
        },
        Case(name: "ZWNJ after runs of transparent marks") { length in
            "https://"
                + String(
                    repeating: "\u{628}" + String(repeating: "\u{64B}", count: 30) + "\u{200C}\u{628}", count: max(1, (length - 9) / 66))
                + "/"
        },
        Case(name: "ASCII host of one-letter labels") { length in
            "https://" + String(repeating: "a.", count: max(1, (length - 10) / 2)) + "a/"
        },
        Case(name: "host of decimal digits (an IPv4 number)") { length in
            "https://" + String(repeating: "9", count: max(1, length - 9)) + "/"
        },
        Case(name: "userinfo of @ signs") { length in
            "https://" + String(repeating: "@", count: max(1, length - 10)) + "a/"
        },
        Case(name: "path of ../ segments") { length in
            "https://example.com" + String(repeating: "/a/..", count: max(1, (length - 19) / 5))
        },
        Case(name: "path and query of bytes to percent-encode") { length in
            "https://example.com/" + String(repeating: "\"", count: max(1, (length - 21) / 2)) + "?"
                + String(repeating: "\"", count: max(1, (length - 21) / 2))
        },
    ]

    /// A label of 1,024 distinct CJK code points (U+4E00 onwards, 3 bytes each in UTF-8).
    public static let cjkLabel = String(String.UnicodeScalarView((0..<1_024).map { Unicode.Scalar(0x4E00 + UInt32($0))! }))

    /// The `xn--` form of a label of 1,000 `ü` (valid Punycode of valid code points, so every
    /// such label is decoded and checked), as the runtime itself encodes it.
    public static let punycodeLabel: String =
        SplitURL(scheme: "https", host: String(repeating: "\u{FC}", count: 1_000), path: "/").host ?? "xn--tda"

    /// Copies of `label` joined by dots, about `length` bytes in all.
    static func repeatedLabels(_ label: String, length: Int) -> String {
        Array(repeating: label, count: max(1, length / (label.utf8.count + 1))).joined(separator: ".")
    }
}
