/// An IPv4 address as the WHATWG host parser reads it: 1–4 dot-separated numbers, each
/// decimal, hex (`0x`) or octal (leading `0`); fewer parts fill the low bytes (`0x7f.1`).
struct IPv4Address: Hashable, Sendable {
    /// The address as a 32-bit big-endian number.
    var value: UInt32

    /// Whether an ASCII host must be parsed as IPv4: its last label (ignoring one trailing
    /// empty label) is all digits or a `0x` hex number.
    static func endsInNumber(_ host: [UInt8]) -> Bool {
        var end = host.count
        if end > 0, host[end - 1] == UInt8(ascii: ".") {
            if end == 1 { return false }
            end -= 1
        }
        var start = end
        while start > 0, host[start - 1] != UInt8(ascii: ".") { start -= 1 }
        let last = host[start..<end]
        guard !last.isEmpty else { return false }
        if last.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) { return true }
        return hexDigitsAfterPrefix(last) != nil
    }

    /// Parses a host that ends in a number; nil when it is not a valid IPv4 address.
    /// Works part by part without allocating: a part is known to be the last only at the end.
    init?(parsing host: [UInt8]) {
        var end = host.count
        if end > 1, host[end - 1] == UInt8(ascii: ".") { end -= 1 }
        var address: UInt64 = 0
        var pending: UInt64? = nil  // the latest part, placed once another follows it
        var count = 0
        var partStart = 0
        while partStart <= end {
            var partEnd = partStart
            while partEnd < end, host[partEnd] != UInt8(ascii: ".") { partEnd += 1 }
            guard count < 4, let number = Self.parseNumber(host[partStart..<partEnd]) else { return nil }
            if let previous = pending {
                guard previous <= 255 else { return nil }
                address |= previous << (8 * UInt64(3 - (count - 1)))
            }
            pending = number
            count += 1
            partStart = partEnd + 1
        }
        guard let last = pending, last < (UInt64(1) << (8 * UInt64(5 - count))) else { return nil }
        value = UInt32(truncatingIfNeeded: address | last)
    }

    /// Dotted decimal (`127.0.0.1`).
    var serialized: String {
        String(unsafeUninitializedCapacity: 15) { text in
            var length = 0
            for shift in stride(from: 24, through: 0, by: -8) {
                if shift != 24 {
                    text[length] = UInt8(ascii: ".")
                    length += 1
                }
                let byte = UInt8(truncatingIfNeeded: value >> UInt32(shift))
                if byte >= 100 {
                    text[length] = UInt8(ascii: "0") + byte / 100
                    length += 1
                }
                if byte >= 10 {
                    text[length] = UInt8(ascii: "0") + byte / 10 % 10
                    length += 1
                }
                text[length] = UInt8(ascii: "0") + byte % 10
                length += 1
            }
            return length
        }
    }

    /// One part's value, or nil when it is not a number or past 2^32 (no address has such a
    /// part: the digits after that are not read).
    private static func parseNumber(_ part: ArraySlice<UInt8>) -> UInt64? {
        guard !part.isEmpty else { return nil }
        var digits = part[...]
        var radix: UInt64 = 10
        if let hex = hexDigitsAfterPrefix(part) {
            digits = hex
            radix = 16
        } else if part.count > 1, part.first == UInt8(ascii: "0") {
            digits = part.dropFirst()
            radix = 8
        }
        var value: UInt64 = 0
        for byte in digits {
            guard let digit = hexValue(byte), UInt64(digit) < radix else { return nil }
            value = value * radix + UInt64(digit)
            guard value <= UInt32.max else { return nil }
        }
        return value
    }

    /// The hex digits after a `0x`/`0X` prefix (possibly none), or nil without that prefix
    /// or with a non-hex digit.
    private static func hexDigitsAfterPrefix(_ part: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        guard part.count >= 2, part.first == UInt8(ascii: "0") else { return nil }
        let second = part[part.index(after: part.startIndex)]
        guard second == UInt8(ascii: "x") || second == UInt8(ascii: "X") else { return nil }
        let digits = part.dropFirst(2)
        return digits.allSatisfy({ hexValue($0) != nil }) ? digits : nil
    }
}

/// The value of an ASCII hex digit, or nil.
func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
}
