import NavPolicy

/// The label-reversed names (`HostName`) of host keys in one byte buffer, with the byte-wise
/// comparisons the host set encoder sorts and front-codes them by.
struct ReversedNames {
    private var bytes: [UInt8] = []
    /// Where name i starts; `starts[count]` is the end.
    private var starts: [Int] = [0]

    /// The names of `keys`, in their order.
    init(_ keys: [PartitionKey]) {
        bytes.reserveCapacity(keys.reduce(0) { $0 + $1.bytes.count })
        starts.reserveCapacity(keys.count + 1)
        for key in keys {
            // Labels right to left, each copied as it stands.
            var end = key.bytes.endIndex
            while true {
                var start = end
                while start > key.bytes.startIndex && key.bytes[start - 1] != UInt8(ascii: ".") { start -= 1 }
                bytes += key.bytes[start..<end]
                guard start > key.bytes.startIndex else { break }
                bytes.append(0)
                end = start - 1
            }
            starts.append(bytes.count)
        }
    }

    /// Name `index`'s bytes.
    subscript(index: Int) -> ArraySlice<UInt8> { bytes[starts[index]..<starts[index + 1]] }

    /// The indexes of the names in ascending byte order.
    func sortedOrder() -> [Int] {
        var order = Array(0..<(starts.count - 1))
        bytes.withUnsafeBufferPointer { buffer in
            starts.withUnsafeBufferPointer { starts in
                order.sort { Self.isBelow(buffer, starts[$0]..<starts[$0 + 1], starts[$1]..<starts[$1 + 1]) }
            }
        }
        return order
    }

    /// Whether name `prefix` is name `name`'s first labels.
    func isLabelPrefix(_ prefix: Int, of name: Int) -> Bool {
        let (short, long) = (self[prefix], self[name])
        return short.count < long.count && long[long.startIndex + short.count] == 0 && long.starts(with: short)
    }

    /// The bytes names `left` and `right` share at their start.
    func sharedCount(_ left: Int, _ right: Int) -> Int {
        let (first, second) = (self[left], self[right])
        var count = 0
        while count < first.count && count < second.count && first[first.startIndex + count] == second[second.startIndex + count] { count += 1 }
        return count
    }

    /// Byte order of two names in the buffer, eight bytes at a time.
    private static func isBelow(_ buffer: UnsafeBufferPointer<UInt8>, _ left: Range<Int>, _ right: Range<Int>) -> Bool {
        let raw = UnsafeRawPointer(buffer.baseAddress!)
        let common = min(left.count, right.count)
        var offset = 0
        while common - offset >= 8 {
            let (a, b) = (raw.loadUnaligned(fromByteOffset: left.lowerBound + offset, as: UInt64.self),
                          raw.loadUnaligned(fromByteOffset: right.lowerBound + offset, as: UInt64.self))
            if a != b { return UInt64(bigEndian: a) < UInt64(bigEndian: b) }
            offset += 8
        }
        while offset < common {
            let (a, b) = (buffer[left.lowerBound + offset], buffer[right.lowerBound + offset])
            if a != b { return a < b }
            offset += 1
        }
        return left.count < right.count
    }
}
