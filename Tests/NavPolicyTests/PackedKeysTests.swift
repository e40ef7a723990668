import NavPolicyTestSupport
import Testing

@testable import NavPolicy

/// The word packing and byte comparison behind the decision path's fast scheme and host checks
/// agree with a plain byte loop at every length.
struct PackedKeysTests {
    /// The packing by a per-byte loop.
    static func naivePack(_ bytes: [UInt8]) -> (UInt64, UInt64) {
        var words: (UInt64, UInt64) = (0, 0)
        for (index, byte) in bytes.enumerated() {
            if index < 8 { words.0 |= UInt64(byte) << (8 * index) } else { words.1 |= UInt64(byte) << (8 * (index - 8)) }
        }
        return words
    }

    @Test func packMatchesAByteLoopAtEveryLength() {
        let seed: UInt64 = 0x9AC4
        var random = SeededGenerator(seed: seed)
        for length in 0...(PackedKeys.maxLength + 2) {
            for _ in 0..<PropertyScale.cases(50) {
                let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
                let packed = bytes.withUnsafeBufferPointer { PackedKeys.pack($0) }
                if length > PackedKeys.maxLength {
                    #expect(packed == nil, "length \(length)")
                } else {
                    #expect(
                        packed.map { [$0.low, $0.high] } == [Self.naivePack(bytes).0, Self.naivePack(bytes).1],
                        "bytes \(bytes), seed \(seed)")
                }
            }
        }
    }

    @Test func bytesEqualMatchesArrayEquality() {
        let seed: UInt64 = 0xB7E5
        var random = SeededGenerator(seed: seed)
        for length in 0...40 {
            let left = (0..<length).map { _ in UInt8.random(in: 0...3, using: &random) }
            var right = left
            if length > 0, Bool.random(using: &random) { right[Int.random(in: 0..<length, using: &random)] ^= 1 }
            let equal = left.withUnsafeBufferPointer { l in right.withUnsafeBufferPointer { r in bytesEqual(l, r) } }
            #expect(equal == (left == right), "\(left) vs \(right), seed \(seed)")
            let shorter = left.withUnsafeBufferPointer { l in right.dropLast().withUnsafeBufferPointer { r in bytesEqual(l, r) } }
            #expect(shorter == (length == 0), "length \(length)")
        }
    }
}
