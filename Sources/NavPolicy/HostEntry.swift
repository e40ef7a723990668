/// One front-coded key of a host set block: a header, the key's info index (`infoBytes`
/// little-endian bytes) and the bytes that follow what it shares with the key before it.
/// The header is one byte `shared << 3 | suffix` when shared < 32 and suffix < 8 (not both at
/// their maximum, whose byte 0xFF marks the long form), else 0xFF, shared, suffix. In the
/// lists measured most entries share 10–19 bytes and add 2–6, so most headers are one byte.
package enum HostEntry {
    /// The header byte that starts the long form.
    static let longForm: UInt8 = 0xFF

    /// Appends an entry's header and info index (the caller appends the suffix bytes).
    package static func append(shared: Int, suffix: Int, info: Int, infoBytes: Int, to bytes: inout [UInt8]) {
        let short = shared << 3 | suffix
        if shared < 32 && suffix < 8 && short != Int(longForm) {
            bytes.append(UInt8(short))
        } else {
            bytes += [longForm, UInt8(shared), UInt8(suffix)]
        }
        for index in 0..<infoBytes { bytes.append(UInt8(truncatingIfNeeded: info >> (8 * index))) }
    }

    /// The bytes an info index takes for `infoCount` infos.
    package static func infoBytes(forCount infoCount: Int) -> Int {
        infoCount <= 1 << 8 ? 1 : infoCount <= 1 << 16 ? 2 : 3
    }

    /// Reads a validated entry's header and info index at `offset`, leaving it at the suffix.
    @inline(__always)
    static func decode(_ table: ValidatedBytes, at offset: inout Int, infoBytes: Int) -> (shared: Int, suffix: Int, info: Int) {
        let header = table[offset]
        var (shared, suffix) = (Int(header >> 3), Int(header & 7))
        if header == longForm {
            (shared, suffix) = (Int(table[offset &+ 1]), Int(table[offset &+ 2]))
            offset &+= 2
        }
        var info = Int(table[offset &+ 1])
        if infoBytes > 1 {
            info |= Int(table[offset &+ 2]) << 8
            if infoBytes > 2 { info |= Int(table[offset &+ 3]) << 16 }
        }
        offset &+= 1 &+ infoBytes
        return (shared, suffix, info)
    }
}
