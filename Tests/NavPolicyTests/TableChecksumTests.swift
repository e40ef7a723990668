import Testing

@testable import NavPolicy

/// The table checksum is XXH3-64 (seed 0, default secret) over more than 240 bytes and the
/// embedded source's is XXH64 (seed 0): these are xxHash's own answers (from the reference
/// implementation through PyPI's `xxhash`), covering every code path — for XXH3 one partial
/// block, exactly one block, a block and a byte, several blocks with the last stripe
/// overlapping; for XXH64 the empty input, a tail shorter than 8 bytes, whole stripes of 32
/// bytes, and stripes plus a tail of 8-byte words, a 4-byte word and single bytes.
@Suite struct TableChecksumTests {
    /// 5,000 bytes of `i * 7 % 251`.
    static let pattern = (0..<5_000).map { UInt8($0 * 7 % 251) }

    static func tableChecksum(_ bytes: [UInt8], _ range: Range<Int>) -> UInt64 {
        bytes.withUnsafeBytes { ByteHash.tableChecksum(UnsafeRawBufferPointer(rebasing: $0[range])) }
    }

    static func sourceChecksum(_ bytes: [UInt8], _ range: Range<Int>) -> UInt64 {
        bytes.withUnsafeBytes { ByteHash.sourceChecksum(UnsafeRawBufferPointer(rebasing: $0[range])) }
    }

    @Test(arguments: [
        (241, 0xC614_C8C3_5753_48C1 as UInt64), (256, 0xF418_6DC1_63A3_283C), (1_000, 0xD1EB_8367_BF32_94E7),
        (1_024, 0xF22E_F3DC_84FF_47EA), (1_025, 0x43F8_69A8_3769_A435), (2_112, 0xF909_96F4_BAA1_FC32), (4_999, 0x432C_85AC_F611_D00A),
    ])
    func tableChecksumIsXXH3(length: Int, expected: UInt64) {
        #expect(Self.tableChecksum(Self.pattern, 0..<length) == expected)
    }

    @Test(arguments: [
        (0, 0xEF46_DB37_51D8_E999 as UInt64), (37, 0x4788_90C6_0739_0313), (1_000, 0x023F_D2ED_1FF9_57D5),
    ])
    func sourceChecksumIsXXH64(length: Int, expected: UInt64) {
        #expect(Self.sourceChecksum(Self.pattern, 0..<length) == expected)
    }

    @Test func sourceChecksumOfShortTextAndAllBytes() {
        #expect(Self.sourceChecksum(Array("abc".utf8), 0..<3) == 0x44BC_2CF5_AD77_0999)
        #expect(Self.sourceChecksum((0...255).map(UInt8.init), 0..<256) == 0x1FAC_BE84_06CD_904B)
    }

    @Test func checksumsCoverOnlyTheirRange() {
        let framed = [0xFF, 0xFF] + Array(Self.pattern[0..<1_000]) + [0xFF]
        #expect(Self.tableChecksum(framed, 2..<1_002) == Self.tableChecksum(Self.pattern, 0..<1_000))
        #expect(Self.sourceChecksum(framed, 2..<39) == Self.sourceChecksum(Self.pattern, 0..<37))
    }
}
