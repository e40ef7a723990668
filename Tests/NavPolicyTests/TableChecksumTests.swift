@testable import NavPolicy
import Testing

/// The table checksum is XXH64 with seed 0: these are xxHash's own answers (from the
/// reference implementation through PyPI's `xxhash`), covering every code path — the empty
/// input, a tail shorter than 8 bytes, whole stripes of 32 bytes, and stripes plus a tail of
/// 8-byte words, a 4-byte word and single bytes.
@Suite struct TableChecksumTests {
    /// 1,000 bytes of `i * 7 % 251`.
    static let pattern = (0..<1_000).map { UInt8($0 * 7 % 251) }

    @Test(arguments: [
        (0, 0xEF46_DB37_51D8_E999 as UInt64), (37, 0x4788_90C6_0739_0313), (1_000, 0x023F_D2ED_1FF9_57D5),
    ])
    func checksumIsXXH64(length: Int, expected: UInt64) {
        #expect(ByteHash.checksum(Self.pattern, 0..<length) == expected)
    }

    @Test func checksumOfShortTextAndAllBytes() {
        #expect(ByteHash.checksum(Array("abc".utf8), 0..<3) == 0x44BC_2CF5_AD77_0999)
        #expect(ByteHash.checksum((0...255).map(UInt8.init), 0..<256) == 0x1FAC_BE84_06CD_904B)
    }

    @Test func checksumCoversOnlyItsRange() {
        let framed = [0xFF, 0xFF] + Array(Self.pattern[0..<37]) + [0xFF]
        #expect(ByteHash.checksum(framed, 2..<39) == ByteHash.checksum(Self.pattern, 0..<37))
    }
}
