import NavPolicy

/// The table's string section: byte strings appended once each and found again through an
/// open-addressing index of their FNV-1a hashes over the section itself. A dictionary keyed
/// by the strings kept an array and hashed with SipHash per string, which dominated encoding
/// the 125,000 host keys of a 100,000-host list.
struct StringTable {
    /// The section's bytes.
    private(set) var bytes: [UInt8] = []
    /// Each distinct string: where it is and its hash.
    private var entries: [(offset: Int, length: Int, hash: UInt32)] = []
    /// Entry + 1 per slot, 0 when empty; at most half full.
    private var slots = [Int32](repeating: 0, count: 64)

    /// The location of `string`, appending it unless it is there (or always when `shared` is
    /// false: a folded and a plain glob of the same bytes each get their own, since the reader
    /// requires the globs' bytes not to overlap; the newest copy is the one found later).
    mutating func location(of string: ArraySlice<UInt8>, shared: Bool = true) -> (offset: Int, length: Int) {
        let hash = string.withUnsafeBufferPointer { ByteHash.hash32($0, reversed: false) }
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while slots[slot] != 0 {
            let index = Int(slots[slot]) - 1
            let entry = entries[index]
            if entry.hash == hash, entry.length == string.count, matches(string, at: entry.offset) {
                if shared { return (entry.offset, entry.length) }
                entries[index].offset = bytes.count
                bytes += string
                return (entries[index].offset, string.count)
            }
            slot = (slot + 1) & mask
        }
        entries.append((bytes.count, string.count, hash))
        slots[slot] = Int32(entries.count)
        bytes += string
        if 2 * entries.count > slots.count { grow() }
        return (entries[entries.count - 1].offset, string.count)
    }

    private func matches(_ string: ArraySlice<UInt8>, at offset: Int) -> Bool {
        bytes.withUnsafeBufferPointer { bytes in
            string.withUnsafeBufferPointer { ByteStringOrder.equal(UnsafeBufferPointer(rebasing: bytes[offset..<(offset + $0.count)]), $0) }
        }
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: 2 * slots.count)
        let mask = slots.count - 1
        for (index, entry) in entries.enumerated() {
            var slot = Int(entry.hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
    }
}
