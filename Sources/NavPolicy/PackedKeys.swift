/// A small classifier's keys packed into two 64-bit words each at load: for a handful of short
/// keys (the scheme table is typically `file`, `http`, `https`) a linear scan of register
/// compares beats hashing the input and probing the key table. A split URL packs its scheme
/// the same way when it is built (`SplitURL.schemeKey`), so classifying it reads no string.
struct PackedKeys {
    /// Up to `maxLength` bytes and their length in two words: bytes 0–7 little-endian in
    /// `low`, bytes 8–14 in `high` below the length in its top byte. Two packed byte strings
    /// are equal exactly when their words are.
    struct Packed: Hashable, Sendable {
        let low: UInt64, high: UInt64

        /// Stands for any longer byte string: its top byte (255) is no packed length, so it
        /// equals no packed key.
        static let unpackable = Packed(low: 0, high: UInt64.max)

        /// Whether these are packed bytes, not `unpackable`.
        @inline(__always)
        var isPacked: Bool { self != Self.unpackable }
    }

    /// One key and its class.
    struct Key {
        let packed: Packed, classIndex: Int
    }

    /// Tables with more keys than this keep hashing.
    static let maxKeys = 8
    /// Bytes that fit in a key's two words beside its length.
    static let maxLength = 15

    /// The keys, or nil when the table is too large or a key too long to pack.
    static func keys(of table: KeyTable, _ reader: TableReader) -> [Key]? {
        guard table.entryCount <= maxKeys else { return nil }
        return reader.withValidatedBytes { validated in
            var keys: [Key] = []
            for entry in 0..<table.entryCount {
                let packed = pack(validated.bytes(table.keyRange(validated, entry, strings: reader.strings.lowerBound)))
                guard packed.isPacked else { return nil }
                keys.append(Key(packed: packed, classIndex: table.exactClass(validated, entry)))
            }
            return keys
        }
    }

    /// The bytes packed, or `Packed.unpackable` when longer than `maxLength`.
    @inline(__always)
    static func pack(_ bytes: UnsafeBufferPointer<UInt8>) -> Packed {
        guard bytes.count <= maxLength else { return .unpackable }
        guard let base = bytes.baseAddress else { return Packed(low: 0, high: 0) }
        let raw = UnsafeRawPointer(base)
        let length = UInt64(bytes.count) << 56
        return bytes.count <= 8
            ? Packed(low: word(raw, bytes.count), high: length)
            : Packed(low: raw.loadUnaligned(as: UInt64.self), high: word(raw + 8, bytes.count - 8) | length)
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

    /// The class of the key equal to `input` (packed), or `unmatched`.
    @inline(__always)
    static func classify(_ input: Packed, _ keys: UnsafeMutableBufferPointer<Key>, unmatched: Int) -> Int {
        for key in keys where key.packed == input {
            return key.classIndex
        }
        return unmatched
    }
}
