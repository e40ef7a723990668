/// The table checksum's extent and its sealing, one piece of code for the reader, the encoder
/// and the tests and fuzz target that rewrite table bytes.
///
/// The checksum (XXH3-64 at `checksumOffset`) covers every byte from the end of the fixed header
/// to the start of the source section, which the encoder writes last: the directory and every
/// section the runtime reads. The source section carries its own XXH64, checked only when the
/// source is read, so loading a table with its source embedded reads no source byte.
extension TableFormat {
    /// The bytes the table checksum covers, from the end of the fixed header to the source
    /// section's offset in the directory; nil when the bytes are shorter than the header or that
    /// offset leaves at most `ByteHash.longInputMinimum` bytes or lies past the end (no valid
    /// table does: its directory and fixed-size sections alone are longer).
    package static func checksummedRange(_ bytes: [UInt8]) -> Range<Int>? {
        bytes.withUnsafeBytes { checksummedRange(raw: $0) }
    }

    /// The bytes the table checksum covers in a loaded table's bytes.
    package static func checksummedRange(_ bytes: TableBytes) -> Range<Int>? {
        checksummedRange(raw: bytes.raw)
    }

    private static func checksummedRange(raw: UnsafeRawBufferPointer) -> Range<Int>? {
        guard raw.count >= headerSize else { return nil }
        let end = Int(
            UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: fixedHeaderSize + 8 * Section.source.rawValue, as: UInt32.self)))
        guard end > fixedHeaderSize + ByteHash.longInputMinimum, end <= raw.count else { return nil }
        return fixedHeaderSize..<end
    }

    /// The table checksum of `bytes[range]` (a `checksummedRange`).
    package static func checksum(_ bytes: [UInt8], _ range: Range<Int>) -> UInt64 {
        bytes.withUnsafeBytes { ByteHash.tableChecksum(UnsafeRawBufferPointer(rebasing: $0[range])) }
    }

    /// The table checksum of a loaded table's `bytes[range]`.
    package static func checksum(_ bytes: TableBytes, _ range: Range<Int>) -> UInt64 {
        ByteHash.tableChecksum(UnsafeRawBufferPointer(rebasing: bytes.raw[range]))
    }

    /// Writes the table checksum into the header. Bytes whose directory puts the source section
    /// out of range are left as they are: the reader rejects them before any checksum.
    package static func seal(_ table: inout [UInt8]) {
        guard let range = checksummedRange(table) else { return }
        table.replaceSubrange(checksumOffset..<(checksumOffset + 8), with: littleEndianBytes(checksum(table, range)))
    }

    /// The source section for `source`: empty without a source, else its bytes packed without
    /// runs (`SourcePacking`: a 0 byte doubled) after their XXH64 checksum.
    package static func sourceSection(_ source: String?) -> [UInt8] {
        guard let source else { return [] }
        var packed: [UInt8] = []
        for byte in source.utf8 {
            packed.append(byte)
            if byte == 0 { packed.append(0) }
        }
        return sourceSection(packed: packed)
    }

    /// The source section of packed source bytes (`SourcePacking`): their XXH64 checksum, then them.
    package static func sourceSection(packed: [UInt8]) -> [UInt8] {
        littleEndianBytes(packed.withUnsafeBytes(ByteHash.sourceChecksum)) + packed
    }

    /// The eight bytes of `value`, least significant first.
    private static func littleEndianBytes(_ value: UInt64) -> [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
}
