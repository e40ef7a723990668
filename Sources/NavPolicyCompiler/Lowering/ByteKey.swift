/// Bytes as a dictionary key hashed in one call: `[UInt8]`'s own hashing feeds the hasher one
/// byte at a time, which dominated interning the strings of a 100,000-key table.
struct ByteKey: Hashable {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }
}
