import NavPolicy

/// A host set (`Documentation/TableFormat.md`, "Host set") written from its documented layout
/// without the compiler, in parts a test can tamper with before taking its words.
public struct CraftedHostSet: Sendable {
    /// Key, block, chain and info counts, bytes per info index, data length.
    public var counts: [Int]
    /// Per chain: parent + 1 (0: none), deeper class, depth.
    public var chains: [Int]
    /// Per info: exact class, chain.
    public var infos: [Int]
    /// Per block: where its entries start in the data, then its first key's first 16 bytes.
    public var blocks: [(offset: Int, prefix: [UInt8])]
    /// The front-coded entries.
    public var data: [UInt8]

    /// One key in host name form with its classes.
    public struct Key: Sendable {
        public var host: String, exactClass: Int, deeperClass: Int

        /// A key and its classes.
        public init(_ host: String, exactClass: Int = 0, deeperClass: Int = 0) {
            (self.host, self.exactClass, self.deeperClass) = (host, exactClass, deeperClass)
        }
    }

    /// The set of `keys`, which should hold every label suffix of each (as the compiler's do):
    /// one chain and one info per key, entries sharing all they can with the key before.
    public init(_ keys: [Key]) {
        let names = keys.map { key in
            Array(key.host.split(separator: ".", omittingEmptySubsequences: false).reversed().joined(separator: "\u{0}").utf8)
        }
        let order = keys.indices.sorted { names[$0].lexicographicallyPrecedes(names[$1]) }
        let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { (names[$0.element], $0.offset) })
        let infoBytes = keys.count <= 256 ? 1 : keys.count <= 65_536 ? 2 : 3
        (chains, infos, blocks, data) = ([], [], [], [])
        for (index, key) in order.enumerated() {
            let name = names[key]
            let parent = name.lastIndex(of: 0).flatMap { position[Array(name[..<$0])] }
            let depth = name.filter { $0 == 0 }.count + 1
            chains += [parent.map { $0 + 1 } ?? 0, keys[key].deeperClass, depth]
            infos += [keys[key].exactClass, index]
            let previous = index % 16 == 0 ? [] : names[order[index - 1]]
            let shared = zip(previous, name).prefix { $0 == $1 }.count
            if index % 16 == 0 { blocks.append((data.count, (0..<16).map { $0 < name.count ? name[$0] : 0 })) }
            let suffix = name.count - shared
            data +=
                shared < 32 && suffix < 8 && shared << 3 | suffix != 0xFF
                ? [UInt8(shared << 3 | suffix)] : [0xFF, UInt8(shared), UInt8(suffix)]
            data += (0..<infoBytes).map { UInt8(truncatingIfNeeded: index >> (8 * $0)) }
            data += name[shared...]
        }
        counts = [keys.count, blocks.count, keys.count, keys.count, infoBytes, data.count]
    }

    /// The section words after the classifier's three (class count, none, unmatched): counts,
    /// chains, infos, block records, then the data packed four bytes a word.
    public var words: [Int] {
        var bytes: [UInt8] = []
        for block in blocks {
            bytes += (0..<4).map { UInt8(truncatingIfNeeded: block.offset >> (8 * $0)) } + block.prefix
        }
        bytes += data + Array(repeating: 0, count: (4 - data.count % 4) % 4)
        let packed = stride(from: 0, to: bytes.count, by: 4).map { start in (0..<4).reduce(0) { $0 | Int(bytes[start + $1]) << (8 * $1) } }
        return counts + chains + infos + packed
    }
}
