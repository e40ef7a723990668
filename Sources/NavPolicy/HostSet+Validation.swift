extension HostSet {
    /// Reads and validates a host set at the cursor in one pass over each part: chains (a
    /// parent before its child, depth one more than the parent's, at most
    /// `TableFormat.maxHostDepth`), infos, then the blocks: each block where the one before
    /// ended, its entries within the data, keys at most `maxHostKeyBytes` long sharing no more
    /// than the key before has, each index record's prefix equal to its block's first key.
    /// What these checks bound is all a lookup's work depends on; the keys' order and their
    /// chains' depths only decide which class a lookup returns, which a crafted table chooses
    /// freely anyway, so they are the compiler's to get right (tests), not load's to check.
    init(_ cursor: inout SectionCursor, classCount: Int) throws(TableError) {
        keyCount = try cursor.word()
        blockCount = try cursor.word()
        chainCount = try cursor.word()
        infoCount = try cursor.word()
        infoBytes = try cursor.word()
        let dataLength = try cursor.word()
        let perBlock = TableFormat.hostBlockKeys
        guard keyCount <= TableFormat.maxHostKeys, blockCount == (keyCount + perBlock - 1) / perBlock else {
            throw .malformed("hosts: \(keyCount) keys in \(blockCount) blocks")
        }
        guard infoCount <= keyCount, chainCount <= keyCount, infoBytes == HostEntry.infoBytes(forCount: infoCount) else {
            throw .malformed("hosts: \(infoCount) infos and \(chainCount) chains for \(keyCount) keys, \(infoBytes) bytes per info")
        }
        chainsStart = try cursor.records(chainCount, wordsEach: 3)
        infosStart = try cursor.records(infoCount, wordsEach: 2)
        blocksStart = try cursor.records(blockCount, wordsEach: 5)
        dataStart = try cursor.records((dataLength + 3) / 4, wordsEach: 1)
        dataEnd = dataStart + dataLength
        let (chains, infos, blocks, start, end, keys) = (chainsStart, infosStart, blocksStart, dataStart, dataEnd, keyCount)
        let (chainTotal, infoTotal, width) = (chainCount, infoCount, infoBytes)
        let failure: String? = cursor.bytes.withUnsafeBytes { raw in
            if let failure = Self.checkChains(raw, chains, count: chainTotal, classCount: classCount) { return failure }
            if let failure = Self.checkInfos(raw, infos, count: infoTotal, classCount: classCount, chainCount: chainTotal) {
                return failure
            }
            return Self.checkBlocks(
                raw,
                HostSetLayout(
                    keyCount: keys, blocksStart: blocks, dataStart: start, dataEnd: end,
                    infoBytes: width, infosStart: infos, chainsStart: chains, infoCount: infoTotal))
        }
        if let failure { throw .malformed("hosts: \(failure)") }
        let bytes = cursor.bytes
        fences = HostFences(blockCount: blockCount) {
            (bytes.bigEndianWord64(at: blocks + 20 * $0 + 4), bytes.bigEndianWord64(at: blocks + 20 * $0 + 12))
        }
    }

    /// Chains: parent + 1 (0: none) below the chain's own index, deeper class in range, depth
    /// 1 without a parent and one more than the parent's otherwise.
    private static func checkChains(_ raw: UnsafeRawBufferPointer, _ start: Int, count: Int, classCount: Int) -> String? {
        for chain in 0..<count {
            let record = start + 12 * chain
            let (parent, deeper, depth) = (raw.word(record), raw.word(record + 4), raw.word(record + 8))
            guard parent <= chain, deeper < classCount else { return "chain \(chain) has parent \(parent) or class \(deeper) out of range" }
            let expected = parent == 0 ? 1 : raw.word(start + 12 * (parent - 1) + 8) + 1
            guard depth == expected else { return "chain \(chain) has depth \(depth), not \(expected)" }
            guard depth <= TableFormat.maxHostDepth else {
                return "chain \(chain) has depth \(depth), more than \(TableFormat.maxHostDepth)"
            }
        }
        return nil
    }

    /// Infos: exact class and chain in range.
    private static func checkInfos(_ raw: UnsafeRawBufferPointer, _ start: Int, count: Int, classCount: Int, chainCount: Int) -> String? {
        for info in 0..<count where raw.word(start + 8 * info) >= classCount || raw.word(start + 8 * info + 4) >= chainCount {
            return "info \(info) has a class or chain out of range"
        }
        return nil
    }

    /// The blocks and their entries in one pass: validation reads every entry of a million-key
    /// set, and loading it is most of `navpolicy eval`.
    private static func checkBlocks(_ raw: UnsafeRawBufferPointer, _ layout: HostSetLayout) -> String? {
        // `TableBytes` binds its memory to UInt8.
        let bytes = raw.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: UInt8.self)
        let (end, infoBytes, infoCount) = (layout.dataEnd, layout.infoBytes, layout.infoCount)
        var (length, offset, inBlock, block) = (0, layout.dataStart, 0, 0)
        for index in 0..<layout.keyCount {
            if inBlock == 0 && layout.dataStart &+ raw.word(layout.blocksStart &+ 20 &* block) != offset {
                return "block \(block) does not start where the one before ends"
            }
            guard end &- offset >= 1 &+ infoBytes else { return "key \(index) runs past the data" }
            let header = bytes[offset]
            var (shared, suffix, start) = (Int(header >> 3), Int(header & 7), offset &+ 1)
            if header == HostEntry.longForm {
                guard end &- offset >= 3 &+ infoBytes else { return "key \(index) runs past the data" }
                (shared, suffix, start) = (Int(bytes[offset &+ 1]), Int(bytes[offset &+ 2]), offset &+ 3)
            }
            var info = Int(bytes[start])
            if infoBytes > 1 { info |= Int(bytes[start &+ 1]) << 8 | (infoBytes > 2 ? Int(bytes[start &+ 2]) << 16 : 0) }
            start &+= infoBytes
            let total = shared &+ suffix
            guard info < infoCount, suffix > 0, total <= TableFormat.maxHostKeyBytes, end &- start >= suffix,
                inBlock == 0 ? shared == 0 : shared <= length
            else {
                return "key \(index) is out of range"
            }
            // A block's first key is whole: its record's prefix must be its first 16 bytes.
            if inBlock == 0,
                let failure = checkPrefix(
                    raw, layout.blocksStart &+ 20 &* block &+ 4, UnsafeBufferPointer(start: bytes + start, count: total))
            {
                return failure
            }
            length = total
            offset = start &+ suffix
            inBlock &+= 1
            if inBlock == TableFormat.hostBlockKeys { (inBlock, block) = (0, block &+ 1) }
        }
        guard offset == end else { return "\(end &- offset) bytes after the last key" }
        return nil
    }

    /// The index record's 16 bytes at `record` must be the block's first key, zero-padded.
    private static func checkPrefix(_ raw: UnsafeRawBufferPointer, _ record: Int, _ key: UnsafeBufferPointer<UInt8>) -> String? {
        for position in 0..<16 where raw[record + position] != (position < key.count ? key[position] : 0) {
            return "a block's index prefix is not its first key's"
        }
        return nil
    }
}

/// Where a host set's parts are, for validation.
private struct HostSetLayout {
    let keyCount, blocksStart, dataStart, dataEnd, infoBytes, infosStart, chainsStart, infoCount: Int
}

extension UnsafeRawBufferPointer {
    /// The little-endian word at an offset already checked to be in range.
    fileprivate func word(_ offset: Int) -> Int {
        Int(UInt32(littleEndian: loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
    }
}
