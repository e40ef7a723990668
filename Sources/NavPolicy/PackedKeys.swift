/// A small classifier's keys packed into two 64-bit words each at load: for a handful of short
/// keys (the scheme table is typically `file`, `http`, `https`) a linear scan of register
/// compares beats hashing the input and probing the key table.
struct PackedKeys {
    /// One key: its bytes little-endian in `low` then `high` (zero-padded), length, class.
    struct Key {
        let low: UInt64, high: UInt64, length: Int, classIndex: Int
    }

    /// Tables with more keys than this keep hashing.
    static let maxKeys = 8
    /// Bytes that fit in a key's two words.
    static let maxLength = 16

    /// The keys, or nil when the table is too large or a key too long to pack.
    static func keys(of table: KeyTable, _ reader: TableReader) -> [Key]? {
        guard table.entryCount <= maxKeys else { return nil }
        return reader.withValidatedBytes { validated in
            var keys: [Key] = []
            for entry in 0..<table.entryCount {
                let bytes = validated.bytes(table.keyRange(validated, entry, strings: reader.strings.lowerBound))
                guard let (low, high) = pack(bytes) else { return nil }
                keys.append(Key(low: low, high: high, length: bytes.count, classIndex: table.exactClass(validated, entry)))
            }
            return keys
        }
    }

    /// The bytes as two little-endian words, or nil when longer than `maxLength`.
    @inline(__always)
    static func pack(_ bytes: UnsafeBufferPointer<UInt8>) -> (low: UInt64, high: UInt64)? {
        guard bytes.count <= maxLength, let base = bytes.baseAddress else { return bytes.isEmpty ? (0, 0) : nil }
        let raw = UnsafeRawPointer(base)
        return bytes.count <= 8
            ? (word(raw, bytes.count), 0)
            : (raw.loadUnaligned(as: UInt64.self), word(raw + 8, bytes.count - 8))
    }

    /// `count` (at most 8) bytes as a little-endian word, from two overlapping loads instead of
    /// a loop: the bytes both loads cover land in the same place, so OR-ing them is exact.
    @inline(__always)
    private static func word(_ raw: UnsafeRawPointer, _ count: Int) -> UInt64 {
        if count >= 4 {
            let (first, last) = (raw.loadUnaligned(as: UInt32.self), raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
            return UInt64(UInt32(littleEndian: first)) | UInt64(UInt32(littleEndian: last)) << (8 * (count - 4))
        }
        if count >= 2 {
            let (first, last) = (raw.loadUnaligned(as: UInt16.self), raw.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self))
            return UInt64(UInt16(littleEndian: first)) | UInt64(UInt16(littleEndian: last)) << (8 * (count - 2))
        }
        return count == 1 ? UInt64(raw.load(as: UInt8.self)) : 0
    }

    /// The class of the key equal to `input`, or `unmatched`.
    @inline(__always)
    static func classify(_ input: UnsafeBufferPointer<UInt8>, _ keys: UnsafeMutableBufferPointer<Key>, unmatched: Int) -> Int {
        guard let (low, high) = pack(input) else { return unmatched }
        for key in keys where key.low == low && key.high == high && key.length == input.count {
            return key.classIndex
        }
        return unmatched
    }
}
