/// A set of ASCII bytes as two 64-bit masks: membership is one shift and test, so the byte
/// scans of the URL splitter and host normalizer stay branch-light. Non-ASCII bytes are
/// members only when `includesNonASCII` is set.
struct ASCIISet: Sendable {
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

    /// Bytes of an already normalized DNS label: `a`–`z`, `0`–`9`, `-`, `_`.
    static let nameBytes = ASCIISet("-_", ranges: [UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9")])

    /// WHATWG forbidden host code points (what an opaque host may not contain).
    static let forbiddenHost = ASCIISet("\u{0}\t\n\r #/:<>?@[\\]^|")

    /// WHATWG forbidden domain code points in ASCII: forbidden host code points, C0 controls, `%`, DEL.
    static let forbiddenDomain = forbiddenHost.union(ASCIISet("%\u{7F}", ranges: [0...0x1F]))

    /// The WHATWG path percent-encode set.
    static let pathEncoded = ASCIISet("\"#<>?^`{}\u{7F}", ranges: [0...0x20], nonASCII: true)

    /// The C0 control percent-encode set (opaque paths).
    static let c0ControlEncoded = ASCIISet("\u{7F}", ranges: [0...0x1F], nonASCII: true)
}
