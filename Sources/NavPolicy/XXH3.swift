// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (The constants keep the names of the XXH3 specification.)
/// XXH3-64 (https://github.com/Cyan4973/xxHash, `doc/xxhash_spec.md`) with seed 0 and the
/// default secret, for inputs longer than 240 bytes only: the table checksum, which always
/// covers more. The long-input path reads 64-byte stripes into eight 64-bit lanes; each lane
/// adds its neighbour's input and the 32 × 32-bit product of its input XOR the secret, which
/// are plain vector operations (`SIMD8<UInt64>`), so the hash runs near memory speed where
/// XXH64's four serial 64-bit multiply chains cost about one instruction per byte.
enum XXH3 {
    /// The long-input path is XXH3's for more than this many bytes.
    static let longInputMinimum = 240

    private static let prime32_1: UInt64 = 0x9E37_79B1
    private static let prime32_2: UInt64 = 0x85EB_CA77
    private static let prime32_3: UInt64 = 0xC2B2_AE3D
    // The 64-bit primes, which XXH64 shares (literals here: the hot loop's code is the better for it).
    static let prime64_1: UInt64 = 0x9E37_79B1_85EB_CA87
    static let prime64_2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    static let prime64_3: UInt64 = 0x1656_67B1_9E37_79F9
    static let prime64_4: UInt64 = 0x85EB_CA77_C2B2_AE63
    static let prime64_5: UInt64 = 0x27D4_EB2F_1656_67C5
    private static let primeMX1: UInt64 = 0x1656_6791_9E37_79F9

    /// The default 192-byte secret.
    private static let secret: [UInt8] = [
        0xB8, 0xFE, 0x6C, 0x39, 0x23, 0xA4, 0x4B, 0xBE, 0x7C, 0x01, 0x81, 0x2C, 0xF7, 0x21, 0xAD, 0x1C,
        0xDE, 0xD4, 0x6D, 0xE9, 0x83, 0x90, 0x97, 0xDB, 0x72, 0x40, 0xA4, 0xA4, 0xB7, 0xB3, 0x67, 0x1F,
        0xCB, 0x79, 0xE6, 0x4E, 0xCC, 0xC0, 0xE5, 0x78, 0x82, 0x5A, 0xD0, 0x7D, 0xCC, 0xFF, 0x72, 0x21,
        0xB8, 0x08, 0x46, 0x74, 0xF7, 0x43, 0x24, 0x8E, 0xE0, 0x35, 0x90, 0xE6, 0x81, 0x3A, 0x26, 0x4C,
        0x3C, 0x28, 0x52, 0xBB, 0x91, 0xC3, 0x00, 0xCB, 0x88, 0xD0, 0x65, 0x8B, 0x1B, 0x53, 0x2E, 0xA3,
        0x71, 0x64, 0x48, 0x97, 0xA2, 0x0D, 0xF9, 0x4E, 0x38, 0x19, 0xEF, 0x46, 0xA9, 0xDE, 0xAC, 0xD8,
        0xA8, 0xFA, 0x76, 0x3F, 0xE3, 0x9C, 0x34, 0x3F, 0xF9, 0xDC, 0xBB, 0xC7, 0xC7, 0x0B, 0x4F, 0x1D,
        0x8A, 0x51, 0xE0, 0x4B, 0xCD, 0xB4, 0x59, 0x31, 0xC8, 0x9F, 0x7E, 0xC9, 0xD9, 0x78, 0x73, 0x64,
        0xEA, 0xC5, 0xAC, 0x83, 0x34, 0xD3, 0xEB, 0xC3, 0xC5, 0x81, 0xA0, 0xFF, 0xFA, 0x13, 0x63, 0xEB,
        0x17, 0x0D, 0xDD, 0x51, 0xB7, 0xF0, 0xDA, 0x49, 0xD3, 0x16, 0x55, 0x26, 0x29, 0xD4, 0x68, 0x9E,
        0x2B, 0x16, 0xBE, 0x58, 0x7D, 0x47, 0xA1, 0xFC, 0x8F, 0xF8, 0xB8, 0xD1, 0x7A, 0xD0, 0x31, 0xCE,
        0x45, 0xCB, 0x3A, 0x8F, 0x95, 0x16, 0x04, 0x28, 0xAF, 0xD7, 0xFB, 0xCA, 0xBB, 0x4B, 0x40, 0x7E,
    ]
    /// Stripes per block: each stripe of a block uses the secret 8 bytes further on.
    private static let stripesPerBlock = (192 - 64) / 8
    private static let blockSize = 64 * stripesPerBlock

    /// The hash of `input`, which must be longer than `longInputMinimum` bytes. Swift targets
    /// are little-endian, so lanes load as they are stored.
    static func hashLong(_ input: UnsafeRawBufferPointer) -> UInt64 {
        precondition(input.count > longInputMinimum, "XXH3's long-input path needs more than 240 bytes")
        return secret.withUnsafeBytes { secret in
            @inline(__always) func secretLanes(_ offset: Int) -> SIMD8<UInt64> {
                secret.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt64>.self)
            }
            @inline(__always) func stripe(_ offset: Int) -> SIMD8<UInt64> {
                input.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt64>.self)
            }
            let keys = (0..<stripesPerBlock).map { secretLanes(8 * $0) }
            let scrambleKey = secretLanes(192 - 64)
            var lanes = SIMD8<UInt64>(prime32_3, prime64_1, prime64_2, prime64_3, prime64_4, prime32_2, prime64_5, prime32_1)
            let count = input.count
            let blocks = (count - 1) / blockSize
            keys.withUnsafeBufferPointer { keys in
                for block in 0..<blocks {
                    let start = block &* blockSize
                    for index in 0..<stripesPerBlock {
                        accumulate(&lanes, stripe(start &+ 64 &* index), keys[index])
                    }
                    lanes ^= lanes &>> 47
                    lanes ^= scrambleKey
                    lanes &*= prime32_1
                }
                // The last block, full or not, without the scramble; then its last 64 bytes.
                let start = blocks * blockSize
                for index in 0..<((count - start - 1) / 64) {
                    accumulate(&lanes, stripe(start &+ 64 &* index), keys[index])
                }
            }
            accumulate(&lanes, stripe(count - 64), secretLanes(192 - 64 - 7))
            // Merge the lanes pairwise with the secret from byte 11 on.
            let mergeKey = lanes ^ secretLanes(11)
            var result = UInt64(count) &* prime64_1
            for pair in 0..<4 {
                let product = mergeKey[2 * pair].multipliedFullWidth(by: mergeKey[2 * pair + 1])
                result &+= product.low ^ product.high
            }
            result ^= result >> 37
            result &*= primeMX1
            return result ^ result >> 32
        }
    }

    /// One stripe into the lanes: lane i gains lane i XOR 1's input and the product of the low
    /// and high halves of its own input XOR the secret.
    @inline(__always)
    private static func accumulate(_ lanes: inout SIMD8<UInt64>, _ input: SIMD8<UInt64>, _ key: SIMD8<UInt64>) {
        let mixed = input ^ key
        var swapped = SIMD8<UInt64>()
        swapped.evenHalf = input.oddHalf
        swapped.oddHalf = input.evenHalf
        lanes &+= swapped &+ (mixed & 0xFFFF_FFFF) &* (mixed &>> 32)
    }
}
