/// A set of byte strings, each with a few flag bits, looked up in place without allocating:
/// what a parameter's items become at bind time (hosts, schemes, paths). Keys live in one
/// byte buffer; an open-addressing slot array at most half full maps FNV-1a hashes to them
/// (hashed first to last, or last to first for host and suffix keys, so a lookup can extend a
/// hash as it walks). Building is linear in the keys' bytes; a lookup hashes nothing itself
/// (the caller passes the running hash) and compares only keys of the same hash and length.
struct ByteKeySet: Sendable {
    private struct Entry: Sendable {
        var start: Int32, length: Int32, hash: UInt32, flags: UInt8
    }

    private var storage: [UInt8] = []
    private var entries: [Entry] = []
    private var slots: [Int32]
    /// Each distinct key length, ascending: where a prefix or suffix lookup probes.
    private(set) var lengths: [Int] = []
    private let reversed: Bool

    /// An empty set sized for about `capacity` keys; `reversed`: keys hash last to first.
    init(capacity: Int, reversed: Bool) {
        var size = 8
        while size < 2 * capacity { size *= 2 }
        slots = Array(repeating: -1, count: size)
        self.reversed = reversed
    }

    var isEmpty: Bool { entries.isEmpty }

    /// Adds `flags` to the key `bytes` (inserting it if new).
    mutating func insert(_ bytes: some Collection<UInt8>, flags: UInt8) {
        let key = Array(bytes)
        let hash = ByteHash.hash32(key, reversed: reversed)
        var slot = Int(hash) & (slots.count - 1)
        while slots[slot] >= 0 {
            let index = Int(slots[slot])
            let entry = entries[index]
            if entry.hash == hash, Int(entry.length) == key.count, storage[Int(entry.start)..<Int(entry.start + entry.length)].elementsEqual(key) {
                entries[index].flags |= flags
                return
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        if 2 * (entries.count + 1) > slots.count { grow() }
        slot = Int(hash) & (slots.count - 1)
        while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
        slots[slot] = Int32(entries.count)
        entries.append(Entry(start: Int32(storage.count), length: Int32(key.count), hash: hash, flags: flags))
        storage.append(contentsOf: key)
    }

    /// Sorts the distinct lengths once all keys are in.
    mutating func finish() {
        lengths = Array(Set(entries.map { Int($0.length) })).sorted()
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: 2 * slots.count)
        for (index, entry) in entries.enumerated() {
            var slot = Int(entry.hash) & (slots.count - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(index)
        }
    }

    /// The flags of the key equal to `bytes[range]` (ASCII letters of the input folded when
    /// `folded`; the keys then are lowercase), whose hash is `hash`; 0 when it is no key.
    @inline(__always)
    func flags(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, hash: UInt32, folded: Bool) -> UInt8 {
        var slot = Int(hash) & (slots.count - 1)
        return storage.withUnsafeBufferPointer { storage in
            entries.withUnsafeBufferPointer { entries in
                slots.withUnsafeBufferPointer { slots in
                    while slots[slot] >= 0 {
                        let entry = entries[Int(slots[slot])]
                        if entry.hash == hash, Int(entry.length) == range.count {
                            var equal = true
                            var key = Int(entry.start)
                            for index in range {
                                let byte = folded ? GlobMatcher.lowercased(bytes[index]) : bytes[index]
                                if byte != storage[key] { equal = false; break }
                                key += 1
                            }
                            if equal { return entry.flags }
                        }
                        slot = (slot + 1) & (slots.count - 1)
                    }
                    return 0
                }
            }
        }
    }

    /// The bytes it holds.
    var retainedBytes: Int {
        storage.count + MemoryLayout<Entry>.stride * entries.count + 4 * slots.count + 8 * lengths.count
    }
}
