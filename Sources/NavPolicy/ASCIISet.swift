/// A set of ASCII bytes as two 64-bit masks: membership is one shift and test, so the byte
/// scans of the URL splitter and host normalizer stay branch-light. Non-ASCII bytes are
/// members only when `includesNonASCII` is set.
struct ASCIISet: Sendable, Equatable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    private var includesNonASCII = false

    /// The set of the given characters and inclusive ranges, plus all non-ASCII bytes if asked.
    init(_ characters: String = "", ranges: [ClosedRange<UInt8>] = [], nonASCII: Bool = false) {
        for byte in characters.utf8 { insert(byte) }
        for range in ranges { for byte in range { insert(byte) } }
        includesNonASCII = nonASCII
    }

    private mutating func insert(_ byte: UInt8) {
        if byte < 64 { low |= 1 << UInt64(byte) } else if byte < 128 { high |= 1 << UInt64(byte - 64) }
    }

    /// Whether the byte is in the set.
    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
        if byte >= 128 { return includesNonASCII }
        return (byte < 64 ? low : high) >> UInt64(byte & 63) & 1 != 0
    }

    /// The union of two sets.
    func union(_ other: ASCIISet) -> ASCIISet {
        var result = self
        result.low |= other.low
        result.high |= other.high
        result.includesNonASCII = includesNonASCII || other.includesNonASCII
        return result
    }

    /// A set from its masks. The shared sets below are written as masks so the compiler
    /// initializes them statically: no lazy-initialization call on the URL hot path.
    /// `ASCIISetTests` checks each against its character description.
    init(low: UInt64, high: UInt64, nonASCII: Bool = false) {
        self.low = low
        self.high = high
        includesNonASCII = nonASCII
    }

    /// Bytes of an already normalized DNS label: `a`–`z`, `0`–`9`, `-`, `_`.
    static let nameBytes = ASCIISet(low: 0x03FF_2000_0000_0000, high: 0x07FF_FFFE_8000_0000)

    /// Bytes of a scheme after its first letter: ASCII letters, digits, `+`, `-`, `.`.
    static let schemeBytes = ASCIISet(low: 0x03FF_6800_0000_0000, high: 0x07FF_FFFE_07FF_FFFE)

    /// WHATWG forbidden host code points (what an opaque host may not contain):
    /// NUL, tab, LF, CR, space, `#/:<>?@[\]^|`.
    static let forbiddenHost = ASCIISet(low: 0xD400_8009_0000_2601, high: 0x1000_0000_7800_0001)

    /// WHATWG forbidden domain code points in ASCII: forbidden host code points, C0 controls, `%`, DEL.
    static let forbiddenDomain = ASCIISet(low: 0xD400_8029_FFFF_FFFF, high: 0x9000_0000_7800_0001)

    /// The WHATWG path percent-encode set: C0 controls, space, `"#<>?^`{}`, DEL, non-ASCII.
    static let pathEncoded = ASCIISet(low: 0xD000_000D_FFFF_FFFF, high: 0xA800_0001_4000_0000, nonASCII: true)

    /// The C0 control percent-encode set (opaque paths): C0 controls, DEL, non-ASCII.
    static let c0ControlEncoded = ASCIISet(low: 0x0000_0000_FFFF_FFFF, high: 0x8000_0000_0000_0000, nonASCII: true)

    /// The WHATWG query percent-encode set: C0 controls, space, `"#<>`, DEL, non-ASCII.
    static let queryEncoded = ASCIISet(low: 0x5000_000D_FFFF_FFFF, high: 0x8000_0000_0000_0000, nonASCII: true)

    /// The special-query percent-encode set: `queryEncoded` plus `'`.
    static let specialQueryEncoded = ASCIISet(low: 0x5000_008D_FFFF_FFFF, high: 0x8000_0000_0000_0000, nonASCII: true)

    /// Where an authority scan acts: userinfo and port syntax `@[]:`, its end `/?#`, and tab,
    /// LF, CR (to be removed).
    static let authorityStops = ASCIISet(low: 0x8400_8008_0000_2600, high: 0x0000_0000_2800_0001)

    /// `authorityStops` plus the backslash, a slash in special URLs.
    static let specialAuthorityStops = ASCIISet(low: 0x8400_8008_0000_2600, high: 0x0000_0000_3800_0001)

    /// The end of a `file:` host: `/?#\`, and tab, LF, CR (to be removed).
    static let fileHostStops = ASCIISet(low: 0x8000_8008_0000_2600, high: 0x0000_0000_1000_0000)

    /// Where the plain-path scan stops: `pathEncoded` plus `/`.
    static let pathStops = ASCIISet(low: 0xD000_800D_FFFF_FFFF, high: 0xA800_0001_4000_0000, nonASCII: true)

    /// `pathStops` plus the backslash, a separator in special URLs.
    static let specialPathStops = ASCIISet(low: 0xD000_800D_FFFF_FFFF, high: 0xA800_0001_5000_0000, nonASCII: true)
}
