/// A host name as the host set stores and searches it: its labels in reverse order with a 0
/// byte between them (`a.example.com` → `com`, 0, `example`, 0, `a`). The separator sorts below
/// every byte a label has, so a domain's subdomains sort directly after it.
package enum HostName {
    /// The stack buffer a request host is reversed into: the longest key plus one byte, and
    /// 16 zero bytes after the name for its search prefix.
    package static let bufferSize = 272

    /// The host name form of a label-reversed name.
    package static func host<Bytes: BidirectionalCollection>(ofReversed name: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        var host: [UInt8] = []
        host.reserveCapacity(name.count)
        for label in name.split(separator: 0, omittingEmptySubsequences: false).reversed() {
            if !host.isEmpty { host.append(UInt8(ascii: ".")) }
            host.append(contentsOf: label)
        }
        return host
    }

    /// Writes a request host's label-reversed name into `buffer` (`bufferSize` bytes), followed
    /// by 16 zero bytes. Only the first `maxHostKeyBytes + 1` bytes are kept: no key is longer,
    /// so they decide the lookup. A label holding a 0 byte (which no key has) ends the name with
    /// a separator and 0xFF, a label no key has either, and the name can then match no key whole.
    ///
    /// Every decision with a host key reverses its host, so labels are found and copied eight
    /// bytes at a time; a label that holds a 0 byte or reaches the limit is copied byte by byte.
    package static func reversed(_ host: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt8>) -> (
        count: Int, canBeExact: Bool
    ) {
        let limit = TableFormat.maxHostKeyBytes + 1
        let target = UnsafeMutableRawPointer(buffer.baseAddress.unsafelyUnwrapped)
        var (count, end, canBeExact) = (0, host.count, true)
        labels: while let source = host.baseAddress {
            let (start, hasZero) = labelStart(source, before: end)
            if count > 0 {
                guard count < limit else { break }
                buffer[count] = 0
                count &+= 1
            }
            let length = end &- start
            if !hasZero && length <= limit &- count {
                // Whole words while the host has eight bytes from the position on (the bytes
                // written past the label are overwritten by what follows, or zeroed below).
                var index = 0
                while index < length && start &+ index &+ 8 <= host.count {
                    target.storeBytes(
                        of: UnsafeRawPointer(source + (start &+ index)).loadUnaligned(as: UInt64.self), toByteOffset: count &+ index,
                        as: UInt64.self)
                    index &+= 8
                }
                while index < length {
                    buffer[count &+ index] = source[start &+ index]
                    index &+= 1
                }
                count &+= length
            } else {
                let labelStart = count
                var index = start
                while index < end {
                    guard count < limit else { break labels }
                    let byte = source[index]
                    if byte == 0 {
                        buffer[labelStart] = 0xFF
                        count = labelStart &+ 1
                        canBeExact = false
                        break labels
                    }
                    buffer[count] = byte
                    count &+= 1
                    index &+= 1
                }
            }
            guard start > 0 else { break }
            end = start &- 1
        }
        if count >= limit { canBeExact = canBeExact && count == host.count }
        target.storeBytes(of: 0, toByteOffset: count, as: UInt64.self)
        target.storeBytes(of: 0, toByteOffset: count &+ 8, as: UInt64.self)
        return (count, canBeExact)
    }

    /// Where the label ending at `end` starts (after the last `.` before `end`, or 0), and
    /// whether it holds a 0 byte: eight bytes a step from the end, then byte by byte.
    @inline(__always)
    private static func labelStart(_ source: UnsafePointer<UInt8>, before end: Int) -> (start: Int, hasZero: Bool) {
        var (start, hasZero) = (end, false)
        while start >= 8 {
            let word = UnsafeRawPointer(source + (start &- 8)).loadUnaligned(as: UInt64.self)
            let (dots, zeros) = (zeroBytes(word ^ 0x2E2E_2E2E_2E2E_2E2E), zeroBytes(word))
            guard dots != 0 else {
                hasZero = hasZero || zeros != 0
                start &-= 8
                continue
            }
            // The last dot in memory order is the word's most significant flagged byte.
            let dot = (63 &- dots.leadingZeroBitCount) >> 3
            hasZero = hasZero || (dot < 7 && zeros >> UInt64(8 &* (dot &+ 1)) != 0)
            return (start &- 8 &+ dot &+ 1, hasZero)
        }
        while start > 0 {
            let byte = source[start &- 1]
            if byte == UInt8(ascii: ".") { break }
            hasZero = hasZero || byte == 0
            start &-= 1
        }
        return (start, hasZero)
    }

    /// 0x80 in exactly the bytes of `word` that are 0 (no borrow runs between bytes, so a flag
    /// is never false, unlike the shorter `(w - 0x01…) & ~w & 0x80…`).
    @inline(__always)
    static func zeroBytes(_ word: UInt64) -> UInt64 {
        let low = 0x7F7F_7F7F_7F7F_7F7F as UInt64
        return ~(((word & low) &+ low) | word | low)
    }
}
