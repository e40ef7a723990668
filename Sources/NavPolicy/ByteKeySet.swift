/// A set of byte strings, each with a few flag bits, looked up in place without allocating:
/// what a parameter's items become at bind time (hosts, schemes, paths). Keys live in one
/// byte buffer, their entries sorted by FNV-1a hash, then length, then bytes (hashed first to
/// last, or last to first for host and suffix keys, so a lookup can extend a hash as it walks).
///
/// The items are a stranger's (a server's host list, a configuration download), so nothing
/// about their hashes may slow a lookup: an index by the hash's top bits narrows the search to
/// the entries of one bucket, and a binary search among them compares hashes, then lengths,
/// and bytes only of keys whose hash and length equal the looked-up one's. However the keys
/// collide, a lookup takes at most `log2(count) + 1` steps, each comparing at most the
/// looked-up range's bytes; building is a sort, `O(count log count)` comparisons (an
/// open-addressing table let colliding keys form one probe chain: `Documentation/Benchmarks.md`).
struct ByteKeySet: Sendable {
    private struct Entry: Sendable {
        var start: Int32, length: Int32, hash: UInt32, flags: UInt8
    }

    private var storage: [UInt8] = []
    /// Sorted by `(hash, length, bytes)` once `finish` ran, one entry per distinct key.
    private var entries: [Entry] = []
    /// `entries[buckets[b]..<buckets[b + 1]]` are the keys whose hash's top bits are `b`.
    private var buckets: [Int32] = [0, 0]
    /// How far a hash shifts right to give its bucket (32 with one bucket).
    private var shift: UInt32 = 32
    /// Each distinct key length, ascending: where a prefix or suffix lookup probes.
    private(set) var lengths: [Int] = []
    private let reversed: Bool

    /// An empty set for about `capacity` keys; `reversed`: keys hash last to first.
    init(capacity: Int, reversed: Bool) {
        entries.reserveCapacity(capacity)
        self.reversed = reversed
    }

    var isEmpty: Bool { entries.isEmpty }

    /// Adds `flags` to the key `bytes`; `finish` merges a key given twice.
    mutating func insert(_ bytes: some Collection<UInt8>, flags: UInt8) {
        let start = storage.count
        storage.append(contentsOf: bytes)
        let hash = storage.withUnsafeBufferPointer { ByteHash.hash32(UnsafeBufferPointer(rebasing: $0[start...]), reversed: reversed) }
        entries.append(Entry(start: Int32(start), length: Int32(storage.count - start), hash: hash, flags: flags))
    }

    /// Sorts the keys, merges duplicates and indexes the buckets once all keys are in; a set
    /// is looked up only after this.
    mutating func finish() {
        storage.withUnsafeBufferPointer { storage in
            func bytes(_ entry: Entry) -> UnsafeBufferPointer<UInt8> {
                UnsafeBufferPointer(rebasing: storage[Int(entry.start)..<Int(entry.start + entry.length)])
            }
            entries.sort { a, b in
                if a.hash != b.hash { return a.hash < b.hash }
                if a.length != b.length { return a.length < b.length }
                return bytes(a).lexicographicallyPrecedes(bytes(b))
            }
            var merged: [Entry] = []
            merged.reserveCapacity(entries.count)
            for entry in entries {
                if let last = merged.last, last.hash == entry.hash, last.length == entry.length, bytes(last).elementsEqual(bytes(entry)) {
                    merged[merged.count - 1].flags |= entry.flags
                } else {
                    merged.append(entry)
                }
            }
            entries = merged
        }
        // About one key per bucket: 2^bits buckets for at most 2^bits keys.
        var bits: UInt32 = 0
        while bits < 24, 1 << bits < entries.count { bits += 1 }
        shift = 32 - bits
        buckets = Array(repeating: 0, count: (1 << bits) + 1)
        var index = 0
        for bucket in 0..<(1 << bits) {
            buckets[bucket] = Int32(index)
            while index < entries.count, Int(UInt64(entries[index].hash) >> UInt64(shift)) == bucket { index += 1 }
        }
        buckets[1 << bits] = Int32(entries.count)
        lengths = Array(Set(entries.map { Int($0.length) })).sorted()
    }

    /// The flags of the key equal to `bytes[range]` (ASCII letters of the input folded when
    /// `folded`; the keys then are lowercase), whose hash is `hash`; 0 when it is no key.
    /// Counts one probe per search step (at least one) and the bytes of each key compared.
    @inline(__always)
    func flags<Meter: WorkMeter>(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, hash: UInt32, folded: Bool, _ meter: inout Meter)
        -> UInt8
    {
        meter.probe()
        let bucket = Int(UInt64(hash) >> UInt64(shift))
        return storage.withUnsafeBufferPointer { storage in
            entries.withUnsafeBufferPointer { entries in
                var (low, high) = (Int(buckets[bucket]), Int(buckets[bucket + 1]))
                while low < high {
                    meter.probe()
                    let middle = (low + high) / 2
                    let entry = entries[middle]
                    // The entry's order against the looked-up key: hash, length, then bytes.
                    var order =
                        entry.hash < hash
                        ? -1 : entry.hash > hash ? 1 : entry.length < range.count ? -1 : entry.length > range.count ? 1 : 0
                    if order == 0 {
                        meter.bytes(range.count)
                        var key = Int(entry.start)
                        for index in range {
                            let byte = folded ? GlobMatcher.lowercased(bytes[index]) : bytes[index]
                            if storage[key] != byte {
                                order = storage[key] < byte ? -1 : 1
                                break
                            }
                            key += 1
                        }
                        if order == 0 { return entry.flags }
                    }
                    if order < 0 { low = middle + 1 } else { high = middle }
                }
                return 0
            }
        }
    }

    /// The bytes it holds.
    var retainedBytes: Int {
        storage.count + MemoryLayout<Entry>.stride * entries.count + 4 * buckets.count + 8 * lengths.count
    }
}
