/// Hashes over bytes: FNV-1a 32-bit for key tables, XXH3-64 for the table checksum, XXH64 for
/// the embedded source's.
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

    /// The 32-bit hash of a key's bytes, first to last or (`reversed`, as hosts are hashed)
    /// last to first. Not generic, so the compiler's loop over 100,000 keys is specialized.
    package static func hash32(_ bytes: [UInt8], reversed: Bool) -> UInt32 {
        bytes.withUnsafeBufferPointer { hash32($0, reversed: reversed) }
    }

    /// `hash32(_:reversed:)` of bytes in place (a slice of a larger buffer).
    package static func hash32(_ buffer: UnsafeBufferPointer<UInt8>, reversed: Bool) -> UInt32 {
        var hash = basis32
        if reversed {
            for byte in buffer.reversed() { hash = step(hash, byte) }
        } else {
            for byte in buffer { hash = step(hash, byte) }
        }
        return hash
    }

    /// The table checksum of `bytes`, which must be more than `longInputMinimum`
    /// bytes: XXH3-64 with seed 0 and the default secret (xxHash's 64-bit hash for long
    /// inputs, a published algorithm). Loading checks every byte the runtime reads, so this
    /// reads 64 bytes per step in eight lanes whose 32 × 32-bit products are vector operations.
    package static func tableChecksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        XXH3.hashLong(bytes)
    }

    /// XXH3's long-input path covers inputs of more than this many bytes; every valid table's
    /// checksummed part is longer (its directory and fixed-size sections alone are).
    package static let longInputMinimum = XXH3.longInputMinimum

    /// The checksum of the embedded source's bytes: XXH64 with seed 0 (any length; the source
    /// is checked only when tooling reads it, so its speed does not matter).
    package static func sourceChecksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        XXH64.hash(bytes)
    }
}

/// XXH64 (https://github.com/Cyan4973/xxHash, `doc/xxhash_spec.md`), seed 0, little-endian reads.
enum XXH64 {
    static let (prime1, prime2, prime3, prime4, prime5) = (XXH3.prime64_1, XXH3.prime64_2, XXH3.prime64_3, XXH3.prime64_4, XXH3.prime64_5)

    @inline(__always)
    static func rotate(_ value: UInt64, _ bits: UInt64) -> UInt64 { value << bits | value >> (64 - bits) }

    @inline(__always)
    static func round(_ accumulator: UInt64, _ input: UInt64) -> UInt64 {
        rotate(accumulator &+ input &* prime2, 31) &* prime1
    }

    @inline(__always)
    static func merge(_ hash: UInt64, _ lane: UInt64) -> UInt64 {
        (hash ^ round(0, lane)) &* prime1 &+ prime4
    }

    static func hash(_ input: UnsafeRawBufferPointer) -> UInt64 {
        let count = input.count
        var offset = 0
        @inline(__always) func word64(_ at: Int) -> UInt64 {
            UInt64(littleEndian: input.loadUnaligned(fromByteOffset: at, as: UInt64.self))
        }
        var hash: UInt64
        if count >= 32 {
            var lanes = (prime1 &+ prime2, prime2, UInt64(0), 0 &- prime1)
            while count - offset >= 32 {
                lanes.0 = round(lanes.0, word64(offset))
                lanes.1 = round(lanes.1, word64(offset + 8))
                lanes.2 = round(lanes.2, word64(offset + 16))
                lanes.3 = round(lanes.3, word64(offset + 24))
                offset += 32
            }
            hash = rotate(lanes.0, 1) &+ rotate(lanes.1, 7) &+ rotate(lanes.2, 12) &+ rotate(lanes.3, 18)
            hash = merge(merge(merge(merge(hash, lanes.0), lanes.1), lanes.2), lanes.3)
        } else {
            hash = prime5
        }
        hash &+= UInt64(count)
        while count - offset >= 8 {
            hash = rotate(hash ^ round(0, word64(offset)), 27) &* prime1 &+ prime4
            offset += 8
        }
        if count - offset >= 4 {
            let word = UInt64(UInt32(littleEndian: input.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
            hash = rotate(hash ^ word &* prime1, 23) &* prime2 &+ prime3
            offset += 4
        }
        while offset < count {
            hash = rotate(hash ^ UInt64(input[offset]) &* prime5, 11) &* prime1
            offset += 1
        }
        hash ^= hash >> 33
        hash &*= prime2
        hash ^= hash >> 29
        hash &*= prime3
        return hash ^ hash >> 32
    }
}
