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
        let ranges = (0..<(starts.count - 1)).map { starts[$0]..<starts[$0 + 1] }
        // The names are distinct (so are the keys): no ties to break.
        return bytes.withUnsafeBufferPointer { buffer in
            ranges.withUnsafeBufferPointer { ByteStringOrder.sortedIndices(buffer, $0, tieBreak: <) }
        }
    }

    /// Whether name `prefix` is name `name`'s first labels.
    func isLabelPrefix(_ prefix: Int, of name: Int) -> Bool {
        let (short, long) = (starts[prefix]..<starts[prefix + 1], starts[name]..<starts[name + 1])
        guard short.count < long.count, bytes[long.lowerBound + short.count] == 0 else { return false }
        return sharedCount(short, long) == short.count
    }

    /// The bytes names `left` and `right` share at their start.
    func sharedCount(_ left: Int, _ right: Int) -> Int {
        sharedCount(starts[left]..<starts[left + 1], starts[right]..<starts[right + 1])
    }

    /// The bytes the names at `left` and `right` in the buffer share at their start (a loop
    /// over the buffer: slices' generic comparisons cost a call per byte for every key).
    private func sharedCount(_ left: Range<Int>, _ right: Range<Int>) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            let common = min(left.count, right.count)
            var count = 0
            while count < common && buffer[left.lowerBound + count] == buffer[right.lowerBound + count] { count += 1 }
            return count
        }
    }
}
