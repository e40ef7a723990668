/// The canonical order of keys and list items: byte-wise over UTF-8, a prefix first. One loop
/// over contiguous storage — the generic `lexicographicallyPrecedes` steps an iterator per byte,
/// which dominated sorting a list of 100,000 hosts.
enum ByteStringOrder {
    /// Negative when `left` sorts before `right`, zero when they are equal, positive after.
    static func compare(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Int {
        let count = min(left.count, right.count)
        var index = 0
        while index < count {
            if left[index] != right[index] { return Int(left[index]) - Int(right[index]) }
            index += 1
        }
        return left.count - right.count
    }

    /// Whether `left` sorts before `right`.
    static func precedes(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        compare(left, right) < 0
    }

    /// Whether two buffers hold the same bytes.
    static func equal(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        left.count == right.count && compare(left, right) == 0
    }

    /// Whether the bytes `left` sort before the bytes `right`.
    static func precedes(_ left: [UInt8], _ right: [UInt8]) -> Bool {
        left.withUnsafeBufferPointer { left in right.withUnsafeBufferPointer { precedes(left, $0) } }
    }

    /// The indices of the byte strings `storage[ranges[i]]` in byte order; equal strings in
    /// `tieBreak` order, then in index order: the order a stable sort by `compare` and
    /// `tieBreak` gives.
    ///
    /// A most-significant-first radix sort eight bytes at a time: a run of strings sharing
    /// their first bytes is ordered by its next eight bytes as one integer (zero-padded, which
    /// keeps the byte order), and only strings sharing those go on to the next eight. A
    /// comparison sort of a million hosts did 20 million closure calls, each comparing from
    /// the first byte.
    static func sortedIndices(
        _ storage: UnsafeBufferPointer<UInt8>, _ ranges: UnsafeBufferPointer<Range<Int>>, tieBreak: (Int, Int) -> Bool
    ) -> [Int] {
        var order = Array(ranges.indices)
        // Equal strings: `tieBreak`, then the index.
        func tiePrecedes(_ left: Int, _ right: Int) -> Bool {
            tieBreak(left, right) || !tieBreak(right, left) && left < right
        }
        // Strings that share their first `offset` bytes, compared from there.
        func precedes(_ left: Int, _ right: Int, from offset: Int) -> Bool {
            let order = compare(
                UnsafeBufferPointer(rebasing: storage[(ranges[left].lowerBound + offset)..<ranges[left].upperBound]),
                UnsafeBufferPointer(rebasing: storage[(ranges[right].lowerBound + offset)..<ranges[right].upperBound]))
            return order != 0 ? order < 0 : tiePrecedes(left, right)
        }
        var runs = [(start: 0, end: order.count, offset: 0)]
        var keys: [(prefix: UInt64, index: Int)] = []
        while let (start, end, offset) = runs.popLast() {
            guard end - start > 16 else {
                insertionSort(&order, start..<end) { precedes($0, $1, from: offset) }
                continue
            }
            keys.removeAll(keepingCapacity: true)
            for index in order[start..<end] {
                keys.append((prefix(storage, ranges[index], from: offset), index))
            }
            if keys.count >= 1_024 { radixSort(&keys) } else { keys.sort { $0.prefix < $1.prefix } }
            // Each group of one prefix: the strings ending within these eight bytes first (each is
            // a prefix of the longer ones), shorter first; the longer ones go on to the next eight.
            var first = 0
            while first < keys.count {
                var last = first + 1
                while last < keys.count && keys[last].prefix == keys[first].prefix { last += 1 }
                if last - first == 1 {
                    order[start + first] = keys[first].index
                    first = last
                    continue
                }
                // Written back in place, the ended strings first: no arrays per group (a host
                // list has thousands of groups).
                let base = start + first
                var write = base
                for key in keys[first..<last] where ranges[key.index].count <= offset + 8 {
                    order[write] = key.index
                    write += 1
                }
                let endedEnd = write
                for key in keys[first..<last] where ranges[key.index].count > offset + 8 {
                    order[write] = key.index
                    write += 1
                }
                insertionSort(&order, base..<endedEnd) {
                    ranges[$0].count != ranges[$1].count ? ranges[$0].count < ranges[$1].count : tiePrecedes($0, $1)
                }
                if start + last - endedEnd > 1 { runs.append((endedEnd, start + last, offset + 8)) }
                first = last
            }
        }
        return order
    }

    /// The eight bytes of `storage[range]` from `offset` on as one big-endian integer, zero
    /// past the string's end (which keeps the byte order: a prefix sorts first).
    @inline(__always)
    private static func prefix(_ storage: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, from offset: Int) -> UInt64 {
        let start = range.lowerBound + offset
        if range.upperBound - start >= 8, let base = storage.baseAddress {
            return UInt64(bigEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
        }
        var prefix: UInt64 = 0
        for byte in 0..<8 {
            let position = start + byte
            prefix = prefix << 8 | UInt64(position < range.upperBound ? storage[position] : 0)
        }
        return prefix
    }

    /// Sorts `order[range]` by `precedes` in place, stably; a long range (many equal strings)
    /// by a stable merge sort instead.
    private static func insertionSort(_ order: inout [Int], _ range: Range<Int>, by precedes: (Int, Int) -> Bool) {
        guard range.count > 1 else { return }
        guard range.count <= 32 else {
            // `sort` is not guaranteed stable: the position breaks ties, which makes it so.
            var sorted = Array(order[range].enumerated())
            sorted.sort { precedes($0.element, $1.element) || !precedes($1.element, $0.element) && $0.offset < $1.offset }
            order.replaceSubrange(range, with: sorted.map(\.element))
            return
        }
        for position in (range.lowerBound + 1)..<range.upperBound {
            let index = order[position]
            var slot = position
            while slot > range.lowerBound && precedes(index, order[slot - 1]) {
                order[slot] = order[slot - 1]
                slot -= 1
            }
            order[slot] = index
        }
    }

    /// Sorts by `prefix`, stably: least significant byte first, one counting pass per byte,
    /// skipping a byte all keys share.
    private static func radixSort(_ keys: inout [(prefix: UInt64, index: Int)]) {
        guard keys.count > 1 else { return }
        var other = keys
        for shift in stride(from: 0, to: 64, by: 8) {
            let moved = keys.withUnsafeBufferPointer { source in
                other.withUnsafeMutableBufferPointer { target in
                    var counts = [Int](repeating: 0, count: 257)
                    for key in source { counts[Int(truncatingIfNeeded: key.prefix >> UInt64(shift)) & 0xFF + 1] += 1 }
                    if counts.contains(source.count) { return false }
                    for digit in 0..<256 { counts[digit + 1] += counts[digit] }
                    for key in source {
                        let digit = Int(truncatingIfNeeded: key.prefix >> UInt64(shift)) & 0xFF
                        target[counts[digit]] = key
                        counts[digit] += 1
                    }
                    return true
                }
            }
            if moved { swap(&keys, &other) }
        }
    }
}
