import NavPolicy
import NavPolicyTestSupport
import Testing

/// The probe-run bound the reader enforces and the encoder sizes tables by: the one-pass
/// count agrees with a cyclic walk from every slot on random occupancies, wrap-around included.
struct LongestOccupiedRunTests {
    /// The longest cyclic run by walking from every slot.
    static func naive(_ occupied: [Bool]) -> Int {
        guard occupied.contains(false) else { return occupied.count }
        return occupied.indices.map { start in
            var length = 0
            while occupied[(start + length) % occupied.count] { length += 1 }
            return length
        }.max() ?? 0
    }

    @Test func agreesWithACyclicWalk() {
        let seed: UInt64 = 0x5107
        var random = SeededGenerator(seed: seed)
        for _ in 0..<2_000 {
            let count = 1 + random.below(40)
            let density = random.below(101)
            let occupied = (0..<count).map { _ in random.below(100) < density }
            #expect(TableFormat.longestOccupiedRun(slotCount: count) { occupied[$0] } == Self.naive(occupied), "seed \(seed): \(occupied)")
        }
    }

    @Test func wrapsAroundTheEnd() {
        let occupied = [true, true, false, false, true, true, true]
        #expect(TableFormat.longestOccupiedRun(slotCount: occupied.count) { occupied[$0] } == 5)
        #expect(TableFormat.longestOccupiedRun(slotCount: 4) { _ in true } == 4)
        #expect(TableFormat.longestOccupiedRun(slotCount: 4) { _ in false } == 0)
    }
}
