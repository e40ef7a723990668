import NavPolicy
import NavPolicyTestSupport
import Testing

/// The reader's slot checks (each slot names a key or is empty, each key in one slot at most,
/// no cyclic run of occupied slots past `TableFormat.maxProbeRun`) agree with a plain model on
/// random slot arrays of 64 to 512 slots, where the reader takes its 64-slots-at-a-time path,
/// including runs that cross and wrap around 64-slot words.
struct KeyTableValidationTests {
    /// What the model expects of `slots` over `keyCount` keys: nil when sound, else the
    /// reader's message.
    static func expectedFailure(_ slots: [Int], keyCount: Int) -> String? {
        var seen = Set<Int>()
        for (slot, stored) in slots.enumerated() {
            if stored > keyCount { return "paths: slot \(slot) names a missing key" }
            if stored > 0, !seen.insert(stored).inserted { return "paths: key \(stored - 1) is in two slots" }
        }
        let run = LongestOccupiedRunTests.naive(slots.map { $0 != 0 })
        return run > TableFormat.maxProbeRun ? "paths: \(run) slots in a row are occupied, more than \(TableFormat.maxProbeRun)" : nil
    }

    /// A table whose path key table has `keyCount` one-byte keys and these slots.
    static func table(slots: [Int], keyCount: Int) -> CraftedTable {
        var table = CraftedTable()
        table.strings = Array(repeating: UInt8(ascii: "x"), count: keyCount)
        let keys = (0..<keyCount).map { CraftedTable.Key(offset: $0, length: 1) }
        // One listed key length, 1 (the reader requires the keys' lengths listed).
        table.paths = [1, 0, 1, 1] + CraftedTable.keyTable(keys, slots: slots)
        return table
    }

    @Test func randomSlotArraysAgreeWithTheModel() {
        let seed: UInt64 = 0x51075
        var random = SeededGenerator(seed: seed)
        var outcomes = [String: Int]()
        for _ in 0..<3_000 {
            let slotCount = 64 << random.below(4)
            let keyCount = 1 + random.below(slotCount - 1)
            var slots = Array(repeating: 0, count: slotCount)
            // Runs of consecutive keys at random places (some long, some wrapping), and now
            // and then a repeated or missing key.
            var next = 1
            while next <= keyCount, random.below(8) != 0 {
                var slot = random.below(slotCount)
                for _ in 0..<(1 + random.below(random.below(4) == 0 ? 70 : 20)) where next <= keyCount {
                    slots[slot] = next
                    next += 1
                    slot = (slot + 1) % slotCount
                }
            }
            switch random.below(10) {
            case 0: slots[random.below(slotCount)] = 1 + random.below(keyCount)
            case 1: slots[random.below(slotCount)] = keyCount + 1 + random.below(3)
            default: break
            }
            let expected = Self.expectedFailure(slots, keyCount: keyCount)
            outcomes[expected.map { String($0.prefix(12)) } ?? "sound", default: 0] += 1
            let table = Self.table(slots: slots, keyCount: keyCount).bytes
            if let expected {
                #expect(throws: TableError.malformed(expected), "seed \(seed): \(slots)") { try Policy(table: table) }
            } else {
                #expect((try? Policy(table: table)) != nil, "seed \(seed): \(slots)")
            }
        }
        // Every verdict occurs, so the comparison covers each check.
        #expect(outcomes.count >= 4, "\(outcomes)")
    }
}
