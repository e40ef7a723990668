/// Validation of a key table's bucket starts and entries at load. A 100,000-host table has
/// 65,536 buckets and 125,000 entries, and loading it is on an app's start-up path, so each
/// check runs in two steps: a fast sequential pass that only says whether the part is sound
/// (vector compares OR-ed into one mask, no branch that depends on the data), and, only when
/// it is not, the plain walk that names the first fault.
extension KeyTable {
    /// The `bucketCount + 1` starts at `starts`: the first 0, each at least the one before and
    /// at most `TableFormat.maxBucketKeys` after it, the last `entryCount`. So the buckets are
    /// disjoint, cover every entry, and a lookup examines at most `maxBucketKeys` entries.
    /// Returns what is wrong, or nil.
    static func checkBuckets(_ raw: UnsafeRawBufferPointer, _ starts: Int, bucketCount: Int, entryCount: Int) -> String? {
        // Reads through the base pointer, hoisted: the buffer's own reads test it for nil each
        // time, which keeps the loop from vectorizing. (The cursor checked the words are inside.)
        guard let base = raw.baseAddress.map({ $0 + starts }) else { return nil }
        func start(_ bucket: Int) -> UInt32 {
            UInt32(littleEndian: base.loadUnaligned(fromByteOffset: 4 &* bucket, as: UInt32.self))
        }
        // Four differences at a time (a power of two of at least 4 buckets has no remainder),
        // taken modulo 2^32, each at most `maxBucketKeys`, from a first start of 0: the true
        // starts are their partial sums, at most 32 × 2^27 < 2^32, so each start read is
        // exact, they ascend, and the last read equal to the key count means the sum is it.
        if bucketCount >= 4, bucketCount <= 1 << 27, start(0) == 0, Int(start(bucketCount)) == entryCount {
            let widest = SIMD4<UInt32>(repeating: UInt32(TableFormat.maxBucketKeys))
            var over = SIMDMask<SIMD4<Int32>>()
            for bucket in stride(from: 0, to: bucketCount, by: 4) {
                let current = base.loadUnaligned(fromByteOffset: 4 &* bucket, as: SIMD4<UInt32>.self)
                let next = base.loadUnaligned(fromByteOffset: 4 &* bucket &+ 4, as: SIMD4<UInt32>.self)
                over .|= next &- current .> widest
            }
            if !any(over) { return nil }
        }
        guard start(0) == 0 else { return "bucket 0 starts at entry \(start(0)), not 0" }
        for bucket in 0..<bucketCount {
            let (first, end) = (Int(start(bucket)), Int(start(bucket + 1)))
            guard end >= first else { return "bucket starts do not ascend at bucket \(bucket)" }
            guard end - first <= TableFormat.maxBucketKeys else {
                return "bucket \(bucket) holds \(end - first) keys, more than \(TableFormat.maxBucketKeys)"
            }
        }
        guard Int(start(bucketCount)) == entryCount else {
            return "the bucket starts end at \(start(bucketCount)), not at the key count \(entryCount)"
        }
        return nil
    }

    /// The entries at `entries`: each key's bytes inside the string table, the keys' bytes
    /// together no more than the string table (distinct keys never are; overlapping ones would
    /// make a decision's comparisons quadratic), no key longer than `longestKey`, both classes
    /// below `classCount`. Returns the keys' total bytes, or what is wrong.
    static func checkEntries(
        _ raw: UnsafeRawBufferPointer, _ entries: Int, entryCount: Int, stringCount: Int, classCount: Int, longestKey limit: Int
    ) -> (keyBytes: Int, failure: String?) {
        guard let base = raw.baseAddress.map({ $0 + entries }) else { return (0, nil) }
        if let keyBytes = soundKeyBytes(base, entryCount: entryCount, stringCount: stringCount, classCount: classCount, longestKey: limit) {
            return (keyBytes, nil)
        }
        var keyBytes = 0
        for entry in 0..<entryCount {
            let record = base + entry * TableFormat.keyEntrySize
            let start = Int(UInt32(littleEndian: record.loadUnaligned(as: UInt32.self)))
            let fields = UInt64(littleEndian: record.loadUnaligned(fromByteOffset: 4, as: UInt64.self))
            let length = Int(fields & 0xFFFF)
            guard start <= stringCount, length <= stringCount - start else { return (0, "key \(entry) points outside the string table") }
            keyBytes += length
            guard keyBytes <= stringCount else { return (0, "keys overlap (their bytes exceed the string table)") }
            guard length <= limit else { return (0, "key \(entry) is \(length) bytes long, more than \(limit)") }
            guard fields >> 16 & 0xFF_FFFF < UInt64(classCount), fields >> 40 < UInt64(classCount) else {
                return (0, "key \(entry) has a class out of range")
            }
        }
        return (0, "keys are unsound")  // Unreachable: the fast pass found a fault the walk names.
    }

    /// The keys' total bytes if every entry is sound, else nil; four entries (48 bytes, three
    /// vector loads) at a time, their fields gathered into 32-bit lanes, every check a lane
    /// compare OR-ed into one mask. Lengths are below 2^16 and classes below 2^24, so with at most
    /// 2^15 groups summed per lane before the lanes are added up, and a string table well below
    /// 2^32 (larger ones take the walk), no lane overflows.
    private static func soundKeyBytes(
        _ base: UnsafeRawPointer, entryCount: Int, stringCount: Int, classCount: Int, longestKey limit: Int
    ) -> Int? {
        typealias Lanes = SIMD4<UInt32>
        guard stringCount <= 0xFFFF_0000 else { return nil }
        let strings = Lanes(repeating: UInt32(stringCount))
        let longest = Lanes(repeating: UInt32(min(limit, TableFormat.maxKeyBytes)))
        let classes = Lanes(repeating: UInt32(min(classCount, TableFormat.maxKeyClasses)))
        var bad = SIMDMask<SIMD4<Int32>>()
        var keyBytes = 0
        @inline(__always) func check(_ group: UnsafeRawPointer) -> Lanes {
            let (first, second, third) = (
                group.loadUnaligned(as: Lanes.self), group.loadUnaligned(fromByteOffset: 16, as: Lanes.self),
                group.loadUnaligned(fromByteOffset: 32, as: Lanes.self)
            )
            // Entry i is words 3i (offset), 3i + 1 (length, low 16 class bits), 3i + 2 (high 8
            // class bits, deeper class).
            let offset = Lanes(first[0], first[3], second[2], third[1])
            let low = Lanes(first[1], second[0], second[3], third[2])
            let high = Lanes(first[2], second[1], third[0], third[3])
            let length = low & 0xFFFF
            bad .|= (offset .> strings) .| (offset &+ length .> strings) .| (length .> longest)
            bad .|= (low &>> 16 | (high & 0xFF) &<< 16 .>= classes) .| (high &>> 8 .>= classes)
            return length
        }
        let groups = entryCount / 4
        for chunk in stride(from: 0, to: groups, by: 1 << 15) {
            var lengths = Lanes()
            for group in chunk..<min(groups, chunk + 1 << 15) {
                lengths &+= check(base + 48 &* group)
            }
            keyBytes += Int(lengths[0]) + Int(lengths[1]) + Int(lengths[2]) + Int(lengths[3])
        }
        if entryCount % 4 != 0 {
            // The last entries padded with empty ones (offset 0, no bytes, class 0) into a group;
            // an empty table of no classes has no entries, so padding never adds a fault.
            var padded = (SIMD16<UInt32>(), SIMD16<UInt32>())
            withUnsafeMutableBytes(of: &padded) { $0.baseAddress!.copyMemory(from: base + 48 * groups, byteCount: 12 * (entryCount % 4)) }
            let lengths = withUnsafeBytes(of: &padded) { check($0.baseAddress!) }
            keyBytes += Int(lengths[0]) + Int(lengths[1]) + Int(lengths[2]) + Int(lengths[3])
        }
        return any(bad) || keyBytes > stringCount ? nil : keyBytes
    }
}

extension KeyTable {
    /// Checks the distinct key lengths listed at `listed` (`count` words; a prefix classifier's,
    /// probed one lookup each, `section` naming it in errors): ascending, adding up to at most `TableFormat.maxPathKeyLengthSum`,
    /// and exactly the keys' lengths (a listed length without a key would cost a lookup for
    /// nothing, a key whose length is not listed would never be found).
    func checkLengths(_ bytes: TableBytes, listed: Int, count: Int, section: String) throws(TableError) {
        let limit = TableFormat.maxPathKeyLengthSum
        var (sum, previous) = (0, 0)
        let longest = (0..<entryCount).reduce(0) { Swift.max($0, keyLength(bytes, $1)) }
        var isListed = [Bool](repeating: false, count: Swift.min(longest, limit) + 1)
        for index in 0..<count {
            let length = bytes.word(at: listed + 4 * index)
            guard length > previous || index == 0 else { throw .malformed("\(section): key lengths are not ascending") }
            sum += length
            guard sum <= limit else { throw .malformed("\(section): the distinct key lengths add up to more than \(limit) bytes") }
            guard length < isListed.count else { throw .malformed("\(section): length \(length) is listed but no key has it") }
            isListed[length] = true
            previous = length
        }
        var hasKey = [Bool](repeating: false, count: isListed.count)
        for entry in 0..<entryCount {
            let length = keyLength(bytes, entry)
            guard isListed[length] else { throw .malformed("\(section): key \(entry) has length \(length), which is not listed") }
            hasKey[length] = true
        }
        guard hasKey == isListed else { throw .malformed("\(section): a listed key length has no key") }
    }
}
