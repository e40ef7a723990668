/// Validation of a key table's records and slots at load. A 100,000-host table has 125,000
/// records and half a million slots, and loading it is on an app's start-up path, so each check
/// runs in two steps: a fast pass that only says whether the part is sound (reductions the
/// compiler vectorizes, 64 slots per occupancy word, no branch that depends on the data), and,
/// only when it is not, the plain per-record walk that names the first fault.
extension KeyTable {
    /// The keys' total bytes and the longest key's length.
    struct KeyTotals {
        var bytes = 0, longest = 0
    }

    /// The records at `entries`: each key's bytes inside the string table, the keys' bytes
    /// together no more than the string table (distinct keys never are; overlapping ones would
    /// make a decision's comparisons quadratic), no key longer than `longestKey`, both classes
    /// below `classCount`. Returns the keys' totals, or what is wrong.
    static func checkEntries(
        _ raw: UnsafeRawBufferPointer, _ entries: Int, entryCount: Int, stringCount: Int, classCount: Int, longestKey limit: Int
    ) -> (keys: KeyTotals, failure: String?) {
        @inline(__always) func word(_ offset: Int) -> Int {
            Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
        }
        let recordBytes = 4 * TableFormat.keyEntryWords
        // Words are below 2^32 and counts below 2^30, so none of these sums can overflow.
        var (furthestEnd, largestClass, keyBytes, longest) = (0, 0, 0, 0)
        for entry in 0..<entryCount {
            let base = entries &+ entry &* recordBytes
            let length = word(base &+ 4)
            furthestEnd = max(furthestEnd, word(base) &+ length)
            keyBytes = keyBytes &+ length
            longest = max(longest, length)
            largestClass = max(largestClass, max(word(base &+ 8), word(base &+ 12)))
        }
        if furthestEnd <= stringCount, keyBytes <= stringCount, longest <= limit, largestClass < classCount {
            return (KeyTotals(bytes: keyBytes, longest: longest), nil)
        }
        keyBytes = 0
        for entry in 0..<entryCount {
            let base = entries + entry * recordBytes
            let (offset, length) = (word(base), word(base + 4))
            guard offset <= stringCount, length <= stringCount - offset else { return (KeyTotals(), "key \(entry) points outside the string table") }
            keyBytes += length
            guard keyBytes <= stringCount else { return (KeyTotals(), "keys overlap (their bytes exceed the string table)") }
            guard length <= limit else { return (KeyTotals(), "key \(entry) is \(length) bytes long, more than \(limit)") }
            guard word(base + 8) < classCount, word(base + 12) < classCount else { return (KeyTotals(), "key \(entry) has a class out of range") }
        }
        return (KeyTotals(), "keys are unsound")  // Unreachable: the fast pass found a fault the walk names.
    }

    /// The slots at `slots`: each names an existing key or is empty (0); each key is in one slot
    /// at most (a key in several would be compared once per slot, past the bound's "each key
    /// at most once per decision"; found by fuzzing); no cyclic run of occupied slots is longer
    /// than `TableFormat.maxProbeRun`. Returns what is wrong, or nil.
    static func checkSlots(_ raw: UnsafeRawBufferPointer, _ slots: Int, slotCount: Int, entryCount: Int) -> String? {
        @inline(__always) func stored(_ slot: Int) -> Int {
            Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: slots &+ 4 &* slot, as: UInt32.self)))
        }
        if slotCount >= 64, slotsAreSound(raw, slots, slotCount: slotCount, entryCount: entryCount) { return nil }
        var inSlot = [Bool](repeating: false, count: entryCount)
        for slot in 0..<slotCount {
            let key = stored(slot)
            guard key <= entryCount else { return "slot \(slot) names a missing key" }
            guard key == 0 || !inSlot[key - 1] else { return "key \(key - 1) is in two slots" }
            if key > 0 { inSlot[key - 1] = true }
        }
        let run = TableFormat.longestOccupiedRun(slotCount: slotCount) { stored($0) != 0 }
        guard run <= TableFormat.maxProbeRun else { return "\(run) slots in a row are occupied, more than \(TableFormat.maxProbeRun)" }
        return nil
    }

    /// Whether the slots are sound, 64 at a time (`slotCount` is a power of two of at least 64):
    /// vector compares turn each 64 slots into an occupancy word (1.5 instructions per slot),
    /// whose runs are found with
    /// shifts; the keys seen are bits of 64-bit words (16 KB for 125,000 keys, which stay in
    /// cache), visited only for occupied slots.
    private static func slotsAreSound(_ raw: UnsafeRawBufferPointer, _ slots: Int, slotCount: Int, entryCount: Int) -> Bool {
        let limit = TableFormat.maxProbeRun
        let seen = UnsafeMutablePointer<UInt64>.allocate(capacity: entryCount / 64 + 1)
        seen.initialize(repeating: 0, count: entryCount / 64 + 1)
        defer { seen.deallocate() }
        var (carried, firstWord, repeated, missing) = (0, UInt64(0), UInt64(0), false)
        for chunk in stride(from: 0, to: slotCount, by: 64) {
            var occupied: UInt64 = 0
            for group in 0..<8 {
                // A slot is empty exactly when its word is zero, whatever the byte order. Each of 8
                // slots becomes a byte 0 or 1 (vector compare and pack), and the multiply gathers
                // byte i into bit 56 + i (no partial products overlap below bit 56).
                let lanes = raw.loadUnaligned(fromByteOffset: slots &+ 4 &* (chunk &+ 8 &* group), as: SIMD8<UInt32>.self)
                let nonzero = SIMD8<UInt8>(truncatingIfNeeded: (lanes | (0 &- lanes)) &>> 31)
                occupied |= ((unsafeBitCast(nonzero, to: UInt64.self) &* 0x0102_0408_1020_4080) >> 56) << UInt64(8 * group)
            }
            if chunk == 0 { firstWord = occupied }
            var keys = occupied
            while keys != 0 {
                let key = Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: slots &+ 4 &* (chunk &+ keys.trailingZeroBitCount), as: UInt32.self))) &- 1
                missing = missing || key >= entryCount
                let (word, bit) = (min(key, entryCount) >> 6, UInt64(1) << UInt64(key & 63))
                repeated |= seen[word] & bit
                seen[word] |= bit
                keys &= keys &- 1
            }
            // A run that continues from the chunks before, then the runs inside this chunk: bits
            // still set after ANDing the word with itself shifted by 1, 2, 4, 8 and 16 begin runs
            // of 32 or more, and the last shift makes that `limit + 1` (31 < limit < 64).
            guard occupied != ~0 else {
                carried += 64
                if carried > limit { return false }
                continue
            }
            guard carried + (~occupied).trailingZeroBitCount <= limit else { return false }
            var runs = occupied & occupied >> 1
            runs &= runs >> 2
            runs &= runs >> 4
            runs &= runs >> 8
            runs &= runs >> 16
            runs &= runs >> UInt64(limit - 31)
            guard runs == 0 else { return false }
            carried = (~occupied).leadingZeroBitCount
        }
        // The run that ends the slots continues, cyclically, with the one that starts them.
        return !missing && repeated == 0 && carried + (~firstWord).trailingZeroBitCount <= limit
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
