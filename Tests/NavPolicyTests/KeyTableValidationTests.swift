import NavPolicy
import NavPolicyTestSupport
import Testing

/// The reader's key table checks agree with a plain model: bucket starts (the first 0, starts
/// ascending by at most `TableFormat.maxBucketKeys`, the last the key count) on random starts,
/// including starts that wrap past 2^32 (which its fast pass takes modulo 2^32); entries
/// (strings in range, keys not overlapping, classes in range; the scheme table's, which has
/// no length limit) on
/// random entries of every count modulo 4 (its fast pass reads four at a time), including
/// offsets, lengths and classes at their fields' limits.
struct KeyTableValidationTests {
    /// What the model expects of `starts` over `keyCount` keys: nil when sound, else the
    /// reader's message.
    static func expectedFailure(_ starts: [Int], keyCount: Int) -> String? {
        guard starts[0] == 0 else { return "paths: bucket 0 starts at entry \(starts[0]), not 0" }
        for bucket in 0..<(starts.count - 1) {
            guard starts[bucket + 1] >= starts[bucket] else { return "paths: bucket starts do not ascend at bucket \(bucket)" }
            let keys = starts[bucket + 1] - starts[bucket]
            guard keys <= TableFormat.maxBucketKeys else {
                return "paths: bucket \(bucket) holds \(keys) keys, more than \(TableFormat.maxBucketKeys)"
            }
        }
        let last = starts[starts.count - 1]
        return last == keyCount ? nil : "paths: the bucket starts end at \(last), not at the key count \(keyCount)"
    }

    /// A table whose path key table has `keyCount` one-byte keys and these bucket starts.
    static func table(starts: [Int], keyCount: Int) -> CraftedTable {
        var table = CraftedTable()
        table.strings = Array(repeating: UInt8(ascii: "x"), count: keyCount)
        let keys = (0..<keyCount).map { CraftedTable.Key(offset: $0, length: 1) }
        // One listed key length, 1 (the reader requires the keys' lengths listed).
        table.paths = [1, 0, 1, 1] + CraftedTable.keyTable(keys, starts: starts)
        return table
    }

    @Test func randomBucketStartsAgreeWithTheModel() {
        let seed: UInt64 = 0xB0C4E7
        var random = SeededGenerator(seed: seed)
        var outcomes = [String: Int]()
        for _ in 0..<3_000 {
            let bucketCount = 1 << random.below(8)
            // Bucket sizes mostly within the bound, now and then one past it; at least one key
            // (the listed key length needs one).
            var starts = [0]
            for bucket in 0..<bucketCount {
                let keys = random.below(20) == 0 ? TableFormat.maxBucketKeys + 1 + random.below(4) : random.below(5)
                starts.append(starts[bucket] + (bucket == 0 ? max(1, keys) : keys))
            }
            var keyCount = starts[bucketCount]
            switch random.below(12) {
            case 0: keyCount += 1 + random.below(3)  // Fewer starts than keys.
            case 1: starts[0] = 1 + random.below(3)
            case 2 where bucketCount > 1:
                // A start that goes back, by a little or (as a 32-bit word) past 2^32.
                let bucket = 1 + random.below(bucketCount - 1)
                starts[bucket] = random.below(2) == 0 ? max(0, starts[bucket - 1] - 1 - random.below(3)) : (1 << 32) - 1 - random.below(8)
            default: break
            }
            let expected = Self.expectedFailure(starts.map { $0 & 0xFFFF_FFFF }, keyCount: keyCount)
            outcomes[expected.map { String($0.prefix(16)) } ?? "sound", default: 0] += 1
            let table = Self.table(starts: starts, keyCount: keyCount).bytes
            if let expected {
                #expect(throws: TableError.malformed(expected), "seed \(seed): \(starts)") { try Policy(table: table) }
            } else {
                #expect((try? Policy(table: table)) != nil, "seed \(seed): \(starts)")
            }
        }
        // Every verdict occurs, so the comparison covers each check.
        #expect(outcomes.count >= 4, "\(outcomes)")
    }

    /// A bucket count that is not a power of two is rejected before any start is read.
    @Test func bucketCountMustBeAPowerOfTwo() {
        var table = CraftedTable()
        table.paths = [1, 0, 0] + CraftedTable.keyTable([], starts: [0, 0, 0, 0])
        #expect(throws: TableError.malformed("paths: bucket count 3 is not a power of two")) { try Policy(table: table.bytes) }
    }

    /// What the model expects of scheme key `entries` over `stringCount` string bytes and
    /// `classCount` classes: nil when sound, else the reader's message.
    static func expectedFailure(_ entries: [CraftedTable.Key], stringCount: Int, classCount: Int) -> String? {
        var keyBytes = 0
        for (index, key) in entries.enumerated() {
            guard key.offset + key.length <= stringCount else { return "schemes: key \(index) points outside the string table" }
            keyBytes += key.length
            guard keyBytes <= stringCount else { return "schemes: keys overlap (their bytes exceed the string table)" }
            guard key.exactClass < classCount, key.deeperClass < classCount else { return "schemes: key \(index) has a class out of range" }
        }
        return nil
    }

    @Test func randomEntriesAgreeWithTheModel() {
        let seed: UInt64 = 0xE17E5
        var random = SeededGenerator(seed: seed)
        var outcomes = [String: Int]()
        for _ in 0..<3_000 {
            let stringCount = random.below(700)
            let classCount = 2 + random.below(4)
            var entries: [CraftedTable.Key] = []
            for _ in 0..<random.below(40) {
                var key = CraftedTable.Key(
                    offset: random.below(stringCount + 1), length: random.below(12),
                    exactClass: random.below(classCount), deeperClass: random.below(classCount))
                switch random.below(60) {
                case 0: key.offset = random.below(2) == 0 ? stringCount + 1 + random.below(4) : 0xFFFF_FFFF - random.below(8)
                case 1: key.length = random.below(2) == 0 ? 254 + random.below(300) : TableFormat.maxKeyBytes
                case 2: key.exactClass = random.below(2) == 0 ? classCount : TableFormat.maxKeyClasses - 1
                case 3: key.deeperClass = random.below(2) == 0 ? classCount + random.below(3) : TableFormat.maxKeyClasses - 1
                default: break
                }
                entries.append(key)
            }
            var table = CraftedTable()
            table.strings = Array(repeating: UInt8(ascii: "a"), count: stringCount)
            // Four buckets of at most 10 keys each.
            table.schemes = [classCount, 0, 0] + CraftedTable.keyTable(entries, starts: (0...4).map { Swift.min(entries.count, 10 * $0) })
            let expected = Self.expectedFailure(entries, stringCount: stringCount, classCount: classCount)
            outcomes[expected.map { String($0.prefix(16)) } ?? "sound", default: 0] += 1
            if let expected {
                #expect(throws: TableError.malformed(expected), "seed \(seed): \(entries)") { try Policy(table: table.bytes) }
            } else {
                #expect((try? Policy(table: table.bytes)) != nil, "seed \(seed): \(entries)")
            }
        }
        // Every verdict occurs, so the comparison covers each check.
        #expect(outcomes.count >= 5, "\(outcomes)")
    }
}
