/// Query parameter names read as `URLSearchParams` reads them (`query has`): the query is split on `&`, a field's name is the part before its first `=`, `+` reads
/// as a space, percent-escapes are decoded (an invalid escape stays as written), and the bytes
/// are read as UTF-8 with each maximal invalid subpart replaced by U+FFFD. The name is compared
/// byte for byte with that reading, in place: nothing is decoded into a buffer, so nothing is
/// allocated, and each query byte is read a bounded number of times. `QueryNameIndex` finds
/// every table name a query has in one pass with these readings.
enum QueryNameMatcher {
    /// Calls `body` with each parameter's raw name (the bytes before its first `=`) in query
    /// order, skipping empty fields (`&&`), until `body` returns false: the one split of a
    /// query into names, for the table's query names (`QueryNameIndex`) and bound ones.
    @inline(__always)
    static func forEachRawName(_ query: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Bool) {
        var start = 0
        while start <= query.count {
            var end = start
            while end < query.count, query[end] != UInt8(ascii: "&") { end += 1 }
            if end > start {
                var nameEnd = start
                while nameEnd < end, query[nameEnd] != UInt8(ascii: "=") { nameEnd += 1 }
                guard body(UnsafeBufferPointer(rebasing: query[start..<nameEnd])) else { return }
            }
            start = end + 1
        }
    }

    /// Whether the decoded reading of `raw` is exactly `name`; stops at the first byte that differs.
    static func decodedNameEquals(_ raw: UnsafeBufferPointer<UInt8>, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        var matched = 0
        let complete = readName(raw) { byte in
            guard matched < name.count, name[matched] == byte else { return false }
            matched += 1
            return true
        }
        return complete && matched == name.count
    }

    /// The order of `name` against the decoded reading of `raw`: -1 before it, 0 equal, 1 after
    /// (bytewise); stops at the first byte that differs. What a binary search among names that
    /// share a hash and length compares, so colliding names never make a lookup scan them all.
    static func decodedNameOrder(_ raw: UnsafeBufferPointer<UInt8>, _ name: UnsafeBufferPointer<UInt8>) -> Int {
        var (matched, order) = (0, 0)
        _ = readName(raw) { byte in
            guard matched < name.count else {
                order = -1
                return false
            }
            guard name[matched] == byte else {
                order = name[matched] < byte ? -1 : 1
                return false
            }
            matched += 1
            return true
        }
        return order != 0 ? order : matched < name.count ? 1 : 0
    }

    /// The first index of `keys` (ascending) whose key is not below `key`: a binary search, one
    /// probe a step (the name tables of the table and of a bound parameter share it).
    @inline(__always)
    static func lowerBound<Meter: WorkMeter>(_ key: UInt64, in keys: [UInt64], _ meter: inout Meter) -> Int {
        var (low, high) = (0, keys.count)
        while low < high {
            meter.probe()
            let middle = (low + high) / 2
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The `QueryNameIndex.key` of the decoded reading of `raw` (its FNV-1a hash and length).
    static func decodedKey(_ raw: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var (hash, count) = (ByteHash.basis32, 0)
        _ = readName(raw) { byte in
            hash = ByteHash.step(hash, byte)
            count += 1
            return true
        }
        return QueryNameIndex.key(hash: hash, count: count)
    }

    /// Feeds the decoded reading of `raw` to `body` byte by byte until `body` returns false;
    /// returns whether it read to the end.
    private static func readName(_ raw: UnsafeBufferPointer<UInt8>, _ body: (UInt8) -> Bool) -> Bool {
        var decoded = PercentDecoded(raw)
        var stopped = false
        func emit(_ byte: UInt8) {
            if !stopped, !body(byte) { stopped = true }
        }
        // UTF-8 repair: a lead byte announces how many continuation bytes follow, and in what
        // range the first of them lies; a byte out of range ends the subpart, which reads as
        // U+FFFD (EF BF BD), and is then read again as the start of what follows.
        var pending: UInt8?
        while let lead = pending ?? decoded.next() {
            pending = nil
            let (count, low, high): (Int, UInt8, UInt8) =
                switch lead {
                case 0x00...0x7F: (0, 0, 0)
                case 0xC2...0xDF: (1, 0x80, 0xBF)
                case 0xE0: (2, 0xA0, 0xBF)
                case 0xE1...0xEC, 0xEE...0xEF: (2, 0x80, 0xBF)
                case 0xED: (2, 0x80, 0x9F)
                case 0xF0: (3, 0x90, 0xBF)
                case 0xF1...0xF3: (3, 0x80, 0xBF)
                case 0xF4: (3, 0x80, 0x8F)
                default: (-1, 0, 0)
                }
            guard count >= 0 else {
                replacement(emit)
                if stopped { return false }
                continue
            }
            var sequence: (UInt8, UInt8, UInt8, UInt8) = (lead, 0, 0, 0)
            var taken = 0
            var complete = true
            while taken < count {
                guard let byte = decoded.next() else {
                    complete = false
                    break
                }
                let (from, to): (UInt8, UInt8) = taken == 0 ? (low, high) : (0x80, 0xBF)
                guard byte >= from, byte <= to else {
                    pending = byte
                    complete = false
                    break
                }
                taken += 1
                switch taken {
                case 1: sequence.1 = byte
                case 2: sequence.2 = byte
                default: sequence.3 = byte
                }
            }
            guard complete else {
                replacement(emit)
                if stopped { return false }
                continue
            }
            emit(sequence.0)
            if count >= 1 { emit(sequence.1) }
            if count >= 2 { emit(sequence.2) }
            if count >= 3 { emit(sequence.3) }
            if stopped { return false }
        }
        return !stopped
    }

    /// The UTF-8 bytes of U+FFFD.
    @inline(__always)
    private static func replacement(_ emit: (UInt8) -> Void) {
        emit(0xEF)
        emit(0xBF)
        emit(0xBD)
    }

    /// The bytes of a raw name with `+` read as a space and valid percent-escapes decoded.
    private struct PercentDecoded {
        let raw: UnsafeBufferPointer<UInt8>
        var index = 0

        init(_ raw: UnsafeBufferPointer<UInt8>) { self.raw = raw }

        mutating func next() -> UInt8? {
            guard index < raw.count else { return nil }
            let byte = raw[index]
            if byte == UInt8(ascii: "%"), index + 2 < raw.count, let high = Self.hex(raw[index + 1]), let low = Self.hex(raw[index + 2]) {
                index += 3
                return high << 4 | low
            }
            index += 1
            return byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte
        }

        private static func hex(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            default: nil
            }
        }
    }
}
