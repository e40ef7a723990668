import NavPolicy

/// The host keys of a policy, each once: every pattern's domain and each of its label suffixes
/// (`a.b.c`, `b.c`, `c`; the runtime walks a host's suffixes right to left and stops at the
/// first miss). Interned in an open-addressing table over one flat byte buffer with the
/// runtime's right-to-left FNV-1a hash, computed for all suffixes of a domain in one backward
/// pass: a list of 100,000 hosts costs one hash step per byte and no string, array or
/// `Hasher` call per key (hashing `Substring`s normalized them and dominated the compile).
struct HostKeyIndex {
    /// The keys' bytes: a new domain is stored once and its new suffixes point into it.
    private var storage: [UInt8] = []
    /// Each key's range in `storage`.
    private(set) var ranges: [Range<Int>] = []
    /// Each key's parent, the key one label shorter (`b.c` for `a.b.c`); -1 for a last label.
    private(set) var parents: [Int] = []
    private var hashes: [UInt32] = []
    /// `insert`'s suffix starts and hashes, kept to reuse its storage.
    private var suffixes: [(start: Int, hash: UInt32)] = []
    /// Key + 1 per slot, 0 when empty; at most half full.
    private var slots = [Int32](repeating: 0, count: 1_024)

    /// Number of keys.
    var count: Int { ranges.count }

    /// A key's bytes.
    func bytes(_ key: Int) -> ArraySlice<UInt8> { storage[ranges[key]] }

    /// Adds `domain` and its label suffixes; returns the domain's key.
    mutating func insert(_ domain: UnsafeBufferPointer<UInt8>) -> Int {
        // Suffix hashes right to left, kept at each label start: index 0 and after each dot.
        suffixes.removeAll(keepingCapacity: true)
        var hash = ByteHash.basis32
        for index in stride(from: domain.count - 1, through: 0, by: -1) {
            hash = Self.step(hash, domain[index])
            if index == 0 || domain[index - 1] == UInt8(ascii: ".") { suffixes.append((index, hash)) }
        }
        if domain.isEmpty { suffixes.append((0, hash)) }
        let starts = suffixes
        // Longest first; a suffix already present came with all of its own suffixes.
        var base: Int?
        var (first, previous) = (-1, -1)
        for (start, hash) in starts.reversed() {
            let suffix = UnsafeBufferPointer(rebasing: domain[start...])
            let (found, slot) = find(suffix, hash)
            let key: Int
            if let found {
                key = found
            } else {
                if base == nil {
                    base = storage.count
                    storage.append(contentsOf: domain)
                }
                key = ranges.count
                ranges.append((base! + start)..<(base! + domain.count))
                parents.append(-1)
                hashes.append(hash)
                slots[slot] = Int32(key + 1)
            }
            if previous >= 0 { parents[previous] = key }
            if first < 0 { first = key }
            if found != nil { break }
            previous = key
            if 2 * ranges.count > slots.count { grow() }
        }
        return first
    }

    /// The key equal to `bytes` (a domain inserted, or a label suffix of one), if any.
    func key(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var hash = ByteHash.basis32
        for byte in bytes.reversed() { hash = Self.step(hash, byte) }
        return find(bytes, hash).key
    }

    /// `ByteHash.step` (FNV-1a), here so that it inlines: the runtime's is not inlinable into
    /// this module, and a call per byte cost a sixth of an insert.
    @inline(__always)
    private static func step(_ hash: UInt32, _ byte: UInt8) -> UInt32 {
        (hash ^ UInt32(byte)) &* 0x0100_0193
    }

    /// The key equal to `bytes`, or the empty slot where it goes.
    private func find(_ bytes: UnsafeBufferPointer<UInt8>, _ hash: UInt32) -> (key: Int?, slot: Int) {
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        return storage.withUnsafeBufferPointer { storage in
            while slots[slot] != 0 {
                let key = Int(slots[slot]) - 1
                if hashes[key] == hash, ranges[key].count == bytes.count,
                    ByteStringOrder.equal(UnsafeBufferPointer(rebasing: storage[ranges[key]]), bytes)
                {
                    return (key, slot)
                }
                slot = (slot + 1) & mask
            }
            return (nil, slot)
        }
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: 2 * slots.count)
        let mask = slots.count - 1
        for key in ranges.indices {
            var slot = Int(hashes[key]) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(key + 1)
        }
    }

    /// The keys in byte order (`ByteStringOrder`), the order a table emits them in.
    func sortedKeys() -> [Int] {
        storage.withUnsafeBufferPointer { storage in
            // Keys are distinct: no ties to break.
            ranges.withUnsafeBufferPointer { ByteStringOrder.sortedIndices(storage, $0, tieBreak: <) }
        }
    }
}
