/// The host keys of a table as a sorted, front-coded set of label-reversed names
/// (`example.com` is stored as `com`, 0, `example`): neighbours share their leading labels, so
/// a million names take a fraction of their text, and one predecessor search answers a lookup.
///
/// Layout (`Documentation/TableFormat.md`, "Host set"): counts, the class chains, the key
/// infos, one index record per block of `TableFormat.hostBlockKeys` keys (where its bytes start
/// and its first key's first 16 bytes), then the blocks' front-coded entries. Every label
/// suffix of a key is a key (the compiler writes them all), and the separator 0 sorts below
/// every label byte, so a key's subdomains follow it directly: the greatest key at or below a
/// host's reversed name shares with it exactly the labels of the longest key the host is in.
/// Each key's info gives its exact class and a chain of deeper classes, one per label
/// (the key's own and its parent domains'), so that key's class needs no second search.
package struct HostSet: Sendable {
    /// Number of keys.
    package let keyCount: Int
    let blockCount: Int
    let chainsStart: Int
    let infosStart: Int
    /// Bytes per entry's info index (1 to 3).
    let infoBytes: Int
    let blocksStart: Int
    let dataStart: Int
    let dataEnd: Int
    /// Number of class chains and key infos (validation's counts).
    let chainCount: Int
    let infoCount: Int
    /// The first search steps' fences (every `HostFences.stride`-th block's first 16 bytes),
    /// for a set of more than `2 × HostFences.stride` blocks.
    let fences: HostFences?

    /// The class of `host` (normalized; no host is the caller's none class): the exact class of
    /// a key equal to it, else the deeper class, at that key's depth, of the longest key it is
    /// a subdomain of, else `unmatched`. Allocation-free: the reversed name is built on the stack.
    @inline(__always)
    func classify<Meter: WorkMeter>(_ host: UnsafeBufferPointer<UInt8>, unmatched: Int, _ table: ValidatedBytes, _ meter: inout Meter)
        -> Int
    {
        guard keyCount > 0 else { return unmatched }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: HostName.bufferSize) { buffer in
            let name = HostName.reversed(host, into: buffer)
            meter.bytes(host.count)
            return classify(
                ReversedHost(bytes: UnsafeBufferPointer(buffer), count: name.count, canBeExact: name.canBeExact), unmatched: unmatched,
                table, &meter)
        }
    }

    /// The lookup of a reversed name: the block, the greatest key at or below the name in it,
    /// then the class its shared labels give.
    private func classify<Meter: WorkMeter>(_ name: ReversedHost, unmatched: Int, _ table: ValidatedBytes, _ meter: inout Meter) -> Int {
        guard let block = block(of: name, table, &meter) else { return unmatched }
        let found = predecessor(of: name, inBlock: block, table, &meter)
        guard found.length > 0 else { return unmatched }
        let info = infosStart &+ 8 &* found.info
        if found.shared == found.length, found.length == name.count, name.canBeExact { return table.word(at: info) }
        // The longest label boundary both names have within the shared bytes: the key there is
        // the found key's ancestor (or itself) and the longest key the host is under.
        var boundary = found.shared
        if !(found.shared == found.length && (boundary == name.count || name.bytes[boundary] == 0)) {
            repeat { boundary &-= 1 } while boundary > 0 && name.bytes[boundary] != 0
        }
        guard boundary > 0 else { return unmatched }
        let depth = 1 &+ name.separators(before: boundary)
        meter.bytes(2 &* found.shared)
        var chain = chainsStart &+ 12 &* table.word(at: info &+ 4)
        var steps = table.word(at: chain &+ 8) &- depth
        // A compiled key's chain has one class per label, so it is never shallower than the
        // labels it shares; a crafted chain that is gets the unmatched class. The walk takes at
        // most the chain's depth less one steps (validation: depths count up from a root).
        guard steps >= 0 else { return unmatched }
        while steps > 0 {
            meter.probe()
            chain = chainsStart &+ 12 &* (table.word(at: chain) &- 1)
            steps &-= 1
        }
        return table.word(at: chain &+ 4)
    }

    /// The last block whose first key is at or below `name` (nil: the name is below every key),
    /// by a binary search of the blocks' 16-byte prefixes, comparing whole keys only on a tie,
    /// within the blocks the fences leave (`HostFences`) when the set has them.
    /// The search halves a count rather than moving two bounds, so its steps depend only on
    /// the number of blocks it searches: with fences, usually `HostFences.stride`.
    @inline(__always)
    private func block<Meter: WorkMeter>(of name: ReversedHost, _ table: ValidatedBytes, _ meter: inout Meter) -> Int? {
        let (high0, high1) = name.prefix
        var (base, count) = (0, blockCount)
        if let fences {
            let window = fences.window(of: (high0, high1), blockCount: blockCount, &meter)
            (base, count) = (window.lowerBound, window.count)
        }
        while count > 1 {
            meter.probe()
            let half = count >> 1
            base = isAtOrBelow(name, (high0, high1), block: base &+ half, table, &meter) ? base &+ half : base
            count &-= half
        }
        // The search keeps the first block when every other one is above the name, so check it.
        guard base == 0 else { return base }
        meter.probe()
        return isAtOrBelow(name, (high0, high1), block: 0, table, &meter) ? 0 : nil
    }

    /// Whether `block`'s first key is at or below the name whose first 16 bytes are `prefix`.
    @inline(__always)
    private func isAtOrBelow<Meter: WorkMeter>(
        _ name: ReversedHost, _ prefix: (UInt64, UInt64), block: Int, _ table: ValidatedBytes, _ meter: inout Meter
    ) -> Bool {
        let record = blocksStart &+ 20 &* block
        let (key0, key1) = (table.bigEndianWord64(at: record &+ 4), table.bigEndianWord64(at: record &+ 12))
        // Only a tie of all 16 bytes (rare) compares the rest of the whole key.
        let (highBelow, highEqual, lowBelow) = (key0 < prefix.0, key0 == prefix.0, key1 < prefix.1)
        var atOrBelow = highBelow || (highEqual && lowBelow)
        if highEqual && key1 == prefix.1 { atOrBelow = headIsAtOrBelow(name, block: block, table, &meter) }
        return atOrBelow
    }

    /// Whether the first key of `block`, whose first 16 bytes equal the name's, is at or below it.
    private func headIsAtOrBelow<Meter: WorkMeter>(_ name: ReversedHost, block: Int, _ table: ValidatedBytes, _ meter: inout Meter) -> Bool
    {
        var offset = dataStart &+ table.word(at: blocksStart &+ 20 &* block)
        let entry = HostEntry.decode(table, at: &offset, infoBytes: infoBytes)
        let length = entry.suffix
        var index = 16
        meter.bytes(length)
        while index < length && index < name.count {
            let (key, byte) = (table[offset &+ index], name.bytes[index])
            if key != byte { return key < byte }
            index &+= 1
        }
        return length <= name.count
    }

    /// The greatest key of `block` at or below `name`: its info, its length and the bytes it
    /// shares with the name. Entries are read in order, each sharing `shared` bytes with the one
    /// before: one sharing more bytes than that one shared with the name is below the name too,
    /// one sharing fewer is above it, so only the other entries' bytes are compared, and each
    /// byte of the name at most once.
    private func predecessor<Meter: WorkMeter>(
        of name: ReversedHost, inBlock block: Int, _ table: ValidatedBytes, _ meter: inout Meter
    ) -> (info: Int, length: Int, shared: Int) {
        var offset = dataStart &+ table.word(at: blocksStart &+ 20 &* block)
        let end = block &+ 1 < blockCount ? dataStart &+ table.word(at: blocksStart &+ 20 &* (block &+ 1)) : dataEnd
        var found = (info: 0, length: 0, shared: 0)
        var matched = 0
        while offset < end {
            meter.probe()
            let entry = HostEntry.decode(table, at: &offset, infoBytes: infoBytes)
            let suffixStart = offset
            offset &+= entry.suffix
            let length = entry.shared &+ entry.suffix
            if found.length > 0 {
                if entry.shared > matched {
                    found = (entry.info, length, matched)
                    continue
                }
                if entry.shared < matched { break }
            }
            // Compare from the shared bytes on (the first entry of a block shares none).
            // Eight bytes a step while both have them (the entry's within its own suffix), then
            // byte by byte from the first difference or the last few bytes.
            var index = entry.shared
            let stop = min(length, name.count)
            while index &+ 8 <= stop {
                let difference = table.word64(at: suffixStart &+ index &- entry.shared) ^ name.word64(at: index)
                if difference != 0 {
                    index &+= difference.trailingZeroBitCount >> 3
                    break
                }
                index &+= 8
            }
            while index < stop && table[suffixStart &+ index &- entry.shared] == name.bytes[index] { index &+= 1 }
            meter.bytes(index &- entry.shared)
            if index < length && (index == name.count || table[suffixStart &+ index &- entry.shared] > name.bytes[index]) { break }
            matched = index
            found = (entry.info, length, matched)
        }
        return found
    }
}

/// A request host's labels in reverse order, 0 between them, in a stack buffer.
struct ReversedHost {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Bytes of the name used (at most `TableFormat.maxHostKeyBytes + 1`).
    let count: Int
    /// False when the name was cut short or marked as matching no key in full.
    let canBeExact: Bool

    /// The little-endian word of the 8 bytes at `offset` (below `count + 8`: the buffer has 16
    /// zero bytes past the name).
    @inline(__always)
    func word64(at offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped).loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The number of separators (0 bytes) before `end` (at most `count`), a word at a time.
    @inline(__always)
    func separators(before end: Int) -> Int {
        var (total, index) = (0, 0)
        while index < end {
            var zeros = HostName.zeroBytes(word64(at: index))
            if end &- index < 8 { zeros &= (1 &<< UInt64(8 &* (end &- index))) &- 1 }
            total &+= zeros.nonzeroBitCount
            index &+= 8
        }
        return total
    }

    /// The first 16 bytes as two big-endian words (the buffer is zero past `count`).
    @inline(__always)
    var prefix: (UInt64, UInt64) {
        let raw = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped)
        return (
            UInt64(bigEndian: raw.loadUnaligned(as: UInt64.self)), UInt64(bigEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        )
    }
}

extension HostSet {
    /// Key `index`'s host name (nil past the last key): its block's entries decoded up to it.
    func hostName(at index: Int, _ table: ValidatedBytes) -> [UInt8]? {
        guard index >= 0, index < keyCount else { return nil }
        var offset = dataStart + table.word(at: blocksStart + 20 * (index / TableFormat.hostBlockKeys))
        var name: [UInt8] = []
        for _ in 0...(index % TableFormat.hostBlockKeys) { _ = nextKey(&name, at: &offset, table) }
        return HostName.host(ofReversed: name)
    }

    /// Every key in host name form with its exact class and its own deeper class, in the
    /// set's order (for tools: `navpolicy compile --json`, the graph's class names).
    func keys(_ table: ValidatedBytes) -> [(key: [UInt8], exactClass: Int, deeperClass: Int)] {
        var result: [(key: [UInt8], exactClass: Int, deeperClass: Int)] = []
        result.reserveCapacity(keyCount)
        var name: [UInt8] = []
        var offset = dataStart
        while offset < dataEnd {
            let info = infosStart + 8 * nextKey(&name, at: &offset, table)
            let chain = chainsStart + 12 * table.word(at: info + 4)
            result.append((HostName.host(ofReversed: name), table.word(at: info), table.word(at: chain + 4)))
        }
        return result
    }

    /// Rewrites `name` (the key before, label-reversed) into the entry at `offset`'s key,
    /// moves past the entry and returns its info index.
    private func nextKey(_ name: inout [UInt8], at offset: inout Int, _ table: ValidatedBytes) -> Int {
        let entry = HostEntry.decode(table, at: &offset, infoBytes: infoBytes)
        name.removeSubrange(entry.shared...)
        name += table.bytes(offset..<(offset + entry.suffix))
        offset += entry.suffix
        return entry.info
    }
}
