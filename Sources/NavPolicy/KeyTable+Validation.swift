/// Validation of a key table's bucket starts and entries at load. A 100,000-host table has
/// 125,000 entries, and loading it is on an app's start-up path, so each check runs in two
/// steps: a fast sequential pass that only says whether the part is sound (reductions with no
/// branch that depends on the data), and, only when it is not, the plain walk that names the
/// first fault.
extension KeyTable {
    /// The keys' total bytes and the longest key's length.
    struct KeyTotals {
        var bytes = 0, longest = 0
    }

    /// The `bucketCount + 1` starts at `starts`: the first 0, each at least the one before and
    /// at most `TableFormat.maxBucketKeys` after it, the last `entryCount`. So the buckets are
    /// disjoint, cover every entry, and a lookup examines at most `maxBucketKeys` entries.
    /// Returns what is wrong, or nil.
    static func checkBuckets(_ raw: UnsafeRawBufferPointer, _ starts: Int, bucketCount: Int, entryCount: Int) -> String? {
        @inline(__always) func start(_ bucket: Int) -> UInt32 {
            UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: starts &+ 4 &* bucket, as: UInt32.self))
        }
        // Each difference is taken modulo 2^32; with the first start 0, differences of at most
        // `maxBucketKeys` adding up (in Int, no wrap) to the key count mean every partial sum,
        // so every start, is exact: the starts ascend by at most `maxBucketKeys` to the count.
        var (widest, total) = (UInt32(0), 0)
        for bucket in 0..<bucketCount {
            let keys = start(bucket &+ 1) &- start(bucket)
            widest = max(widest, keys)
            total &+= Int(keys)
        }
        if start(0) == 0, widest <= TableFormat.maxBucketKeys, total == entryCount { return nil }
        guard start(0) == 0 else { return "bucket 0 starts at entry \(start(0)), not 0" }
        for bucket in 0..<bucketCount {
            let (first, end) = (Int(start(bucket)), Int(start(bucket + 1)))
            guard end >= first else { return "bucket starts do not ascend at bucket \(bucket)" }
            guard end - first <= TableFormat.maxBucketKeys else {
                return "bucket \(bucket) holds \(end - first) keys, more than \(TableFormat.maxBucketKeys)"
            }
        }
        return "the bucket starts end at \(start(bucketCount)), not at the key count \(entryCount)"
    }

    /// The entries at `entries`: each key's bytes inside the string table, the keys' bytes
    /// together no more than the string table (distinct keys never are; overlapping ones would
    /// make a decision's comparisons quadratic), no key longer than `longestKey`, both classes
    /// below `classCount`. Returns the keys' totals, or what is wrong.
    static func checkEntries(
        _ raw: UnsafeRawBufferPointer, _ entries: Int, entryCount: Int, stringCount: Int, classCount: Int, longestKey limit: Int
    ) -> (keys: KeyTotals, failure: String?) {
        @inline(__always) func offset(_ entry: Int) -> Int {
            Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: entries &+ entry &* TableFormat.keyEntrySize, as: UInt32.self)))
        }
        @inline(__always) func packed(_ entry: Int) -> UInt64 {
            UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: entries &+ entry &* TableFormat.keyEntrySize &+ 4, as: UInt64.self))
        }
        // Offsets are below 2^32, lengths below 2^16 and counts below 2^30: no sum can overflow.
        var (furthestEnd, largestClass, keyBytes, longest) = (0, UInt64(0), 0, 0)
        for entry in 0..<entryCount {
            let fields = packed(entry)
            let length = Int(fields & 0xFFFF)
            furthestEnd = max(furthestEnd, offset(entry) &+ length)
            keyBytes &+= length
            longest = max(longest, length)
            largestClass = max(largestClass, max(fields >> 16 & 0xFF_FFFF, fields >> 40))
        }
        if furthestEnd <= stringCount, keyBytes <= stringCount, longest <= limit, largestClass < UInt64(classCount) {
            return (KeyTotals(bytes: keyBytes, longest: longest), nil)
        }
        keyBytes = 0
        for entry in 0..<entryCount {
            let (start, fields) = (offset(entry), packed(entry))
            let length = Int(fields & 0xFFFF)
            guard start <= stringCount, length <= stringCount - start else { return (KeyTotals(), "key \(entry) points outside the string table") }
            keyBytes += length
            guard keyBytes <= stringCount else { return (KeyTotals(), "keys overlap (their bytes exceed the string table)") }
            guard length <= limit else { return (KeyTotals(), "key \(entry) is \(length) bytes long, more than \(limit)") }
            guard fields >> 16 & 0xFF_FFFF < UInt64(classCount), fields >> 40 < UInt64(classCount) else { return (KeyTotals(), "key \(entry) has a class out of range") }
        }
        return (KeyTotals(), "keys are unsound")  // Unreachable: the fast pass found a fault the walk names.
    }
}

extension KeyTable {
    /// Checks the distinct key lengths listed at `listed` (`count` words; the path table's,
    /// probed one lookup each): ascending, adding up to at most `TableFormat.maxPathKeyLengthSum`,
    /// and exactly the keys' lengths (a listed length without a key would cost a lookup for
    /// nothing, a key whose length is not listed would never be found).
    func checkLengths(_ bytes: [UInt8], listed: Int, count: Int) throws(TableError) {
        let limit = TableFormat.maxPathKeyLengthSum
        var (sum, previous) = (0, 0)
        var isListed = [Bool](repeating: false, count: min(longestKey, limit) + 1)
        for index in 0..<count {
            let length = bytes.word(at: listed + 4 * index)
            guard length > previous || index == 0 else { throw .malformed("paths: key lengths are not ascending") }
            sum += length
            guard sum <= limit else { throw .malformed("paths: the distinct key lengths add up to more than \(limit) bytes") }
            guard length < isListed.count else { throw .malformed("paths: length \(length) is listed but no key has it") }
            isListed[length] = true
            previous = length
        }
        var hasKey = [Bool](repeating: false, count: isListed.count)
        for entry in 0..<entryCount {
            let length = keyLength(bytes, entry)
            guard isListed[length] else { throw .malformed("paths: key \(entry) has length \(length), which is not listed") }
            hasKey[length] = true
        }
        guard hasKey == isListed else { throw .malformed("paths: a listed key length has no key") }
    }
}
