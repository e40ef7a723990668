/// A host name as the host set stores and searches it: its labels in reverse order with a 0
/// byte between them (`a.example.com` → `com`, 0, `example`, 0, `a`). The separator sorts below
/// every byte a label has, so a domain's subdomains sort directly after it.
package enum HostName {
    /// The stack buffer a request host is reversed into: the longest key plus one byte, and
    /// 16 zero bytes after the name for its search prefix.
    static let bufferSize = 272

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
    static func reversed(_ host: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt8>) -> (count: Int, canBeExact: Bool) {
        let limit = TableFormat.maxHostKeyBytes + 1
        var (count, end, canBeExact) = (0, host.count, true)
        labels: while true {
            var start = end
            while start > 0 && host[start &- 1] != UInt8(ascii: ".") { start &-= 1 }
            if count > 0 {
                guard count < limit else { break }
                buffer[count] = 0
                count &+= 1
            }
            let labelStart = count
            var index = start
            while index < end {
                guard count < limit else { break labels }
                let byte = host[index]
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
            guard start > 0 else { break }
            end = start &- 1
        }
        if count >= limit { canBeExact = canBeExact && count == host.count }
        for index in count..<(count &+ 16) { buffer[index] = 0 }
        return (count, canBeExact)
    }
}
