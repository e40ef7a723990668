import NavPolicy

/// Writes the host keys as a host set (`HostSet`, `Documentation/TableFormat.md`): the keys'
/// label-reversed names sorted, front-coded in blocks of `TableFormat.hostBlockKeys`, each key
/// pointing at an interned (exact class, class chain) info. Time is one sort of the names plus
/// a linear pass; the names live in one buffer, not an array each.
enum HostSetEncoder {
    /// The host set's bytes (a whole number of words) for the partition's host keys, which hold
    /// every label suffix of every key, and the keys' order in it (`order[position]` is an
    /// index into `keys`).
    static func encode(_ keys: [PartitionKey]) throws(TableCompilerError) -> (bytes: [UInt8], order: [Int]) {
        guard keys.count <= TableFormat.maxHostKeys else {
            throw .tooLarge("\(keys.count) host keys, more than \(TableFormat.maxHostKeys)")
        }
        let names = ReversedNames(keys)
        let order = names.sortedOrder()
        var chains = Interned()
        var infos = Interned()
        var chainRecords: [Int] = []
        var infoRecords: [Int] = []
        // The ancestors of the key being placed (a preorder walk: a key's subdomains follow it).
        var ancestors: [(key: Int, chain: Int, depth: Int)] = []
        let infoOfPosition = order.map { key in
            while let top = ancestors.last, !names.isLabelPrefix(top.key, of: key) { ancestors.removeLast() }
            let parent = ancestors.last.map { $0.chain + 1 } ?? 0
            let depth = (ancestors.last?.depth ?? 0) + 1
            let deeper = keys[key].deeperClass
            let chain = chains.index(of: parent << 32 | deeper) { chainRecords += [parent, deeper, depth] }
            ancestors.append((key, chain, depth))
            return infos.index(of: keys[key].exactClass << 32 | chain) { infoRecords += [keys[key].exactClass, chain] }
        }
        let infoBytes = HostEntry.infoBytes(forCount: infoRecords.count / 2)
        var data: [UInt8] = []
        var blocks: [UInt8] = []
        data.reserveCapacity(8 * keys.count)
        for (position, key) in order.enumerated() {
            let name = names[key]
            let isHead = position % TableFormat.hostBlockKeys == 0
            let shared = isHead ? 0 : names.sharedCount(order[position - 1], key)
            if isHead {
                var record = WordWriter()
                record.word(data.count)
                blocks += record.bytes
                blocks += (0..<16).map { $0 < name.count ? name[name.startIndex + $0] : 0 }
            }
            HostEntry.append(shared: shared, suffix: name.count - shared, info: infoOfPosition[position], infoBytes: infoBytes, to: &data)
            data += name[(name.startIndex + shared)...]
        }
        return (assemble(keyCount: keys.count, chains: chainRecords, infos: infoRecords, blocks: blocks, data: data), order)
    }

    /// Counts, chains, infos, block records and the data padded to a word.
    private static func assemble(keyCount: Int, chains: [Int], infos: [Int], blocks: [UInt8], data: [UInt8]) -> [UInt8] {
        var writer = WordWriter()
        let blockCount = (keyCount + TableFormat.hostBlockKeys - 1) / TableFormat.hostBlockKeys
        writer.words([keyCount, blockCount, chains.count / 3, infos.count / 2, HostEntry.infoBytes(forCount: infos.count / 2), data.count])
        writer.words(chains)
        writer.words(infos)
        writer.bytes += blocks
        writer.bytes += data
        writer.bytes += repeatElement(0, count: (4 - data.count % 4) % 4)
        return writer.bytes
    }
}

/// Dense ids for packed values, in first-seen order.
private struct Interned {
    private var ids: [Int: Int] = [:]
    /// The last value asked for and its id: sibling keys, adjacent in name order, mostly ask
    /// for the same chain and info, which then costs no hash lookup.
    private var last: (value: Int, id: Int)?

    /// The id of `value`, calling `added` when it is new.
    mutating func index(of value: Int, added: () -> Void) -> Int {
        if let last, last.value == value { return last.id }
        let id: Int
        if let known = ids[value] {
            id = known
        } else {
            id = ids.count
            ids[value] = id
            added()
        }
        last = (value, id)
        return id
    }
}
