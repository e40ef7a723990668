/// The table's query names (`query has`) by the hash and length of their bytes, so that one
/// pass over a query finds every name it has: each parameter's name is read once
/// (`QueryNameMatcher`), hashed, and looked up by binary search (at most 9 probes among 256
/// names); only the name with the same hash and length is compared. The reader rejects two
/// names with the same hash and length (the compiler refuses such a policy), so each parameter
/// costs at most one comparison, and a decision's query name work is linear in the query, not
/// its length times the names. Immutable after `init`, hence safe to share between threads.
package struct QueryNameIndex: Sendable {
    /// The names' keys, ascending, and the name index of each.
    private let keys: [UInt64]
    private let names: [Int]

    /// Indexes the validated names at `ranges` of `bytes`; two names with the same key are
    /// `malformed`.
    init(_ ranges: [Range<Int>], _ bytes: TableBytes) throws(TableError) {
        let keyed = ranges.indices.map { (key: Self.key(bytes[ranges[$0]]), name: $0) }.sorted { $0.key < $1.key }
        for (first, second) in zip(keyed, keyed.dropFirst()) where first.key == second.key {
            throw .malformed(
                "query names: names \(min(first.name, second.name)) and \(max(first.name, second.name)) have the same hash and length")
        }
        (keys, names) = (keyed.map(\.key), keyed.map(\.name))
    }

    /// The bytes of its arrays.
    var retainedBytes: Int { MemoryLayout<UInt64>.stride * keys.count + MemoryLayout<Int>.stride * names.count }

    /// The key of a name's bytes: its FNV-1a hash and its length. One function for the reader's
    /// index and the compiler's check.
    package static func key<Bytes: Sequence>(_ name: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var (hash, count) = (ByteHash.basis32, 0)
        for byte in name {
            hash = ByteHash.step(hash, byte)
            count += 1
        }
        return key(hash: hash, count: count)
    }

    /// The key of a name with this hash and length.
    static func key(hash: UInt32, count: Int) -> UInt64 {
        UInt64(hash) << 32 | UInt64(UInt32(truncatingIfNeeded: count))
    }

    /// The names `query` has, one bit per name index (`name(i)` gives name i's bytes).
    func present<Meter: WorkMeter>(in query: UnsafeBufferPointer<UInt8>, name: (Int) -> UnsafeBufferPointer<UInt8>, _ meter: inout Meter)
        -> GlobPass.Bits
    {
        var found = GlobPass.Bits()
        guard !keys.isEmpty else { return found }
        meter.bytes(query.count)
        QueryNameMatcher.forEachRawName(query) { raw in
            let key = QueryNameMatcher.decodedKey(raw)
            let low = QueryNameMatcher.lowerBound(key, in: keys, &meter)
            if low < keys.count, keys[low] == key {
                let index = names[low]
                meter.bytes(raw.count)
                if QueryNameMatcher.decodedNameEquals(raw, name(index)) { found[index >> 6] |= UInt64(1) << UInt64(index & 63) }
            }
            return true
        }
        return found
    }
}
