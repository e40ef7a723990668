@testable import NavPolicyCompiler
import NavPolicyTestSupport
import Testing

/// The canonical key order is the byte order of the generic comparison it replaced, and host
/// keys come with every label suffix.
struct ByteOrderTests {
    @Test func agreesWithLexicographicComparison() {
        let seed: UInt64 = 0xB17E
        var random = SeededGenerator(seed: seed)
        let alphabet: [UInt8] = Array("ab.-9".utf8) + [0xC3, 0xA9]
        for _ in 0..<2_000 {
            let left = (0..<random.below(6)).map { _ in alphabet[random.below(alphabet.count)] }
            let right = random.chance(30) ? left + [alphabet[random.below(alphabet.count)]] : (0..<random.below(6)).map { _ in alphabet[random.below(alphabet.count)] }
            let expected = left.lexicographicallyPrecedes(right)
            #expect(ByteOrder.precedes(left, right) == expected, "seed \(seed): \(left) \(right)")
        }
    }

    @Test func hostKeysAreEveryLabelSuffix() {
        var suffixes = PartitionBuilder.labelSuffixes("a.b.example.com"[...])
        var found: [String] = []
        while let suffix = suffixes.next() { found.append(String(suffix)) }
        #expect(found == ["a.b.example.com", "b.example.com", "example.com", "com"])
    }
}
