/// An IPv4 address as the WHATWG host parser reads it: 1–4 dot-separated numbers, each
/// decimal, hex (`0x`) or octal (leading `0`); fewer parts fill the low bytes (`0x7f.1`).
struct IPv4Address: Hashable, Sendable {
    /// The address as a 32-bit big-endian number.
    var value: UInt32

    /// Whether an ASCII host must be parsed as IPv4: its last label (ignoring one trailing
    /// empty label) is all digits or a `0x` hex number.
    static func endsInNumber(_ host: some Collection<UInt8>) -> Bool {
        var labels = host.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        if labels.last?.isEmpty == true {
            if labels.count == 1 { return false }
            labels.removeLast()
        }
        guard let last = labels.last, !last.isEmpty else { return false }
        if last.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) { return true }
        return hexDigitsAfterPrefix(last) != nil
    }

    /// Parses a host that ends in a number; nil when it is not a valid IPv4 address.
    init?(parsing host: some Collection<UInt8>) {
        var parts = host.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        if parts.last?.isEmpty == true, parts.count > 1 { parts.removeLast() }
        guard parts.count <= 4, !parts.isEmpty else { return nil }
        var numbers: [UInt64] = []
        numbers.reserveCapacity(4)
        for part in parts {
            guard let number = Self.parseNumber(part) else { return nil }
            numbers.append(number)
        }
        var address: UInt64 = 0
        for (index, number) in numbers.enumerated() {
            if index < numbers.count - 1 {
                guard number <= 255 else { return nil }
                address |= number << (8 * UInt64(3 - index))
            } else {
                guard number < (UInt64(1) << (8 * UInt64(5 - numbers.count))) else { return nil }
                address |= number
            }
        }
        value = UInt32(truncatingIfNeeded: address)
    }

    /// Dotted decimal (`127.0.0.1`).
    var serialized: String {
        var text = ""
        text.reserveCapacity(15)
        for shift in stride(from: 24, through: 0, by: -8) {
            if shift != 24 { text.append(".") }
            text.append(String((value >> UInt32(shift)) & 0xff))
        }
        return text
    }

    /// One part's value, saturating at 2^33 (already out of range), or nil when not a number.
    private static func parseNumber(_ part: some Collection<UInt8>) -> UInt64? {
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
            value = min(value * radix + UInt64(digit), 1 << 33)
        }
        return value
    }

    /// The hex digits after a `0x`/`0X` prefix (possibly none), or nil without that prefix
    /// or with a non-hex digit.
    private static func hexDigitsAfterPrefix<Part: Collection<UInt8>>(_ part: Part) -> Part.SubSequence? {
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
