/// The embedded source's packing (format 10): the source's bytes, a 0 byte doubled, except
/// runs of host literals, each `0, runMarker`, the item count and the separator's length
/// (unsigned LEB128), the separator, then per item its host set key index and wildcard bit
/// (`index << 1 | wildcard`, `itemWidth` bits each, least significant bit first, padded to a
/// byte). Item k expands to `"`, `*.` when its bit is set, key k's host name, `"`, with the
/// separator between items. The compiler's `SourcePacker` writes it; `unpack` reads it.
package enum SourcePacking {
    /// The byte after a 0 that starts a run (a 0 after a 0 is a literal 0).
    package static let runMarker: UInt8 = 1
    /// The longest separator between a run's items.
    package static let longestSeparator = 64

    /// Bits per item: enough for every key index, and the wildcard bit.
    package static func itemWidth(keyCount: Int) -> Int {
        (Int.bitWidth - max(keyCount - 1, 1).leadingZeroBitCount) + 1
    }

    /// Appends `value` as unsigned LEB128.
    package static func appendNumber(_ value: Int, to bytes: inout [UInt8]) {
        var rest = value
        repeat {
            bytes.append(UInt8(rest & 0x7F) | (rest > 0x7F ? 0x80 : 0))
            rest >>= 7
        } while rest > 0
    }

    /// The source text of packed bytes; nil when they are not a packing (a run past the end, a
    /// key index past the set, an escape that is neither).
    static func unpack(_ packed: UnsafeRawBufferPointer, hostName: (Int) -> [UInt8]?, keyCount: Int) -> [UInt8]? {
        var text: [UInt8] = []
        text.reserveCapacity(packed.count * 2)
        var reader = PackedReader(bytes: packed)
        let width = itemWidth(keyCount: keyCount)
        while let byte = reader.byte() {
            guard byte == 0 else {
                text.append(byte)
                continue
            }
            switch reader.byte() {
            case 0: text.append(0)
            case runMarker:
                guard let count = reader.number(), let separatorLength = reader.number(), separatorLength <= longestSeparator,
                    let separator = reader.bytes(separatorLength), count <= (reader.remaining * 8) / width
                else { return nil }
                for item in 0..<count {
                    let value = reader.bits(at: item * width, width: width)
                    guard let name = hostName(value >> 1) else { return nil }
                    if item > 0 { text += separator }
                    text.append(UInt8(ascii: "\""))
                    if value & 1 == 1 { text += [UInt8(ascii: "*"), UInt8(ascii: ".")] }
                    text += name
                    text.append(UInt8(ascii: "\""))
                }
                reader.skipBits(count * width)
            default: return nil
            }
        }
        return text
    }
}

/// Reads a packed source front to back, every read checked against the end.
private struct PackedReader {
    let bytes: UnsafeRawBufferPointer
    private(set) var offset = 0

    init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    var remaining: Int { bytes.count - offset }

    mutating func byte() -> UInt8? {
        guard offset < bytes.count else { return nil }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// An unsigned LEB128 number of at most four bytes.
    mutating func number() -> Int? {
        var value = 0
        for shift in stride(from: 0, to: 28, by: 7) {
            guard let byte = byte() else { return nil }
            value |= Int(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return value }
        }
        return nil
    }

    mutating func bytes(_ count: Int) -> [UInt8]? {
        guard count <= remaining else { return nil }
        defer { offset += count }
        return Array(bytes[offset..<(offset + count)])
    }

    /// `width` bits starting `bit` bits after the offset (checked in range by the caller).
    func bits(at bit: Int, width: Int) -> Int {
        var value = 0
        for index in 0..<width {
            let position = bit + index
            value |= Int(bytes[offset + position / 8] >> (position % 8) & 1) << index
        }
        return value
    }

    mutating func skipBits(_ count: Int) { offset += (count + 7) / 8 }
}
