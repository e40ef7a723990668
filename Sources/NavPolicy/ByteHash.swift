/// FNV-1a hashes over bytes: 32-bit for key tables, 64-bit for the table checksum.
/// Incremental (`step`), so a classifier can hash suffixes or prefixes as it walks.
package enum ByteHash {
    /// The 32-bit FNV-1a offset basis: the hash of no bytes.
    package static let basis32: UInt32 = 0x811C_9DC5
    /// The hash after one more byte.
    @inline(__always)
    package static func step(_ hash: UInt32, _ byte: UInt8) -> UInt32 {
        (hash ^ UInt32(byte)) &* 0x0100_0193
    }

    /// The 32-bit hash of bytes in order.
    package static func hash32<Bytes: Sequence>(_ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
        bytes.reduce(basis32, step)
    }

    /// The 64-bit FNV-1a hash of `bytes[range]` (the table checksum).
    package static func checksum(_ bytes: [UInt8], _ range: Range<Int>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for index in range {
            hash = (hash ^ UInt64(bytes[index])) &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
