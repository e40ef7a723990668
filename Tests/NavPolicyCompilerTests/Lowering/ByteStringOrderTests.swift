import NavPolicyTestSupport
import Testing

@testable import NavPolicyCompiler

/// The canonical key order is the byte order of the generic comparison it replaced, and host
/// keys come with every label suffix.
struct ByteStringOrderTests {
    @Test func agreesWithLexicographicComparison() {
        let seed: UInt64 = 0xB17E
        var random = SeededGenerator(seed: seed)
        let alphabet: [UInt8] = Array("ab.-9".utf8) + [0xC3, 0xA9]
        for _ in 0..<2_000 {
            let left = (0..<random.below(6)).map { _ in alphabet[random.below(alphabet.count)] }
            let right =
                random.chance(30)
                ? left + [alphabet[random.below(alphabet.count)]]
                : (0..<random.below(6)).map { _ in alphabet[random.below(alphabet.count)] }
            let expected = left.lexicographicallyPrecedes(right)
            #expect(ByteStringOrder.precedes(left, right) == expected, "seed \(seed): \(left) \(right)")
        }
    }

    /// The radix sort orders as a stable comparison sort by bytes then `tieBreak` does: strings
    /// sharing long prefixes (runs past eight and sixteen bytes), zero bytes against the
    /// zero padding of a shorter string, and repeats that only the tie-break and the index
    /// order, in runs both shorter and longer than the insertion-sort and radix cut-offs.
    @Test(arguments: [5, 40, 3_000]) func sortedIndicesIsTheStableByteOrder(count: Int) {
        let seed: UInt64 = 0x5047 + UInt64(count)
        var random = SeededGenerator(seed: seed)
        let stems: [[UInt8]] = [[], Array("static.a".utf8), Array("static.addia-9999".utf8), [0x61, 0, 0]]
        let alphabet: [UInt8] = [0, 0x61, 0x62, 0x2E, 0xC3]
        var storage: [UInt8] = []
        var ranges: [Range<Int>] = []
        for _ in 0..<count {
            let start = storage.count
            storage += stems[random.below(stems.count)] + (0..<random.below(4)).map { _ in alphabet[random.below(alphabet.count)] }
            ranges.append(start..<storage.count)
        }
        let flags = (0..<count).map { _ in random.chance(50) }
        let tieBreak = { (left: Int, right: Int) in !flags[left] && flags[right] }
        let expected = ranges.indices.sorted { left, right in
            let (a, b) = (storage[ranges[left]], storage[ranges[right]])
            return a.lexicographicallyPrecedes(b) || a.elementsEqual(b) && tieBreak(left, right)
        }
        let sorted = storage.withUnsafeBufferPointer { storage in
            ranges.withUnsafeBufferPointer { ByteStringOrder.sortedIndices(storage, $0, tieBreak: tieBreak) }
        }
        #expect(sorted == expected, "seed \(seed)")
    }

    @Test func hostKeysAreEveryLabelSuffix() {
        var index = HostKeyIndex()
        var domain = "a.b.example.com"
        let key = domain.withUTF8 { index.insert($0) }
        var chain: [String] = []
        var next = key
        while next >= 0 {
            chain.append(String(decoding: index.bytes(next), as: UTF8.self))
            next = index.parents[next]
        }
        #expect(chain == ["a.b.example.com", "b.example.com", "example.com", "com"])
        // A domain whose suffixes are known adds only itself, linked to them.
        var other = "c.example.com"
        let added = other.withUTF8 { index.insert($0) }
        #expect(index.count == 5)
        #expect(String(decoding: index.bytes(index.parents[added]), as: UTF8.self) == "example.com")
        #expect(
            index.sortedKeys().map { String(decoding: index.bytes($0), as: UTF8.self) }
                == ["a.b.example.com", "b.example.com", "c.example.com", "com", "example.com"])
        var again = "b.example.com"
        #expect(again.withUTF8 { index.insert($0) } == index.parents[key])
    }

    /// Many domains sharing suffixes: the index holds each suffix once, finds each again, and
    /// survives its table growing.
    @Test func hostKeysAreInternedOnce() {
        var index = HostKeyIndex()
        var keys: [String: Int] = [:]
        for number in 0..<5_000 {
            var domain = "h\(number).t\(number % 37).example"
            keys[domain] = domain.withUTF8 { index.insert($0) }
        }
        #expect(index.count == 5_000 + 37 + 1)
        for (domain, key) in keys {
            var domain = domain
            #expect(domain.withUTF8 { index.insert($0) } == key)
            #expect(String(decoding: index.bytes(key), as: UTF8.self) == domain)
        }
        #expect(index.count == 5_000 + 37 + 1)
    }
}
