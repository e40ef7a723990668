/// The parameter names of a query as `URLSearchParams` reads them, for `query has`: the query
/// is split on `&`, a field's name is the part before its first `=`, `+` reads as a space, and
/// percent-escapes are decoded (an invalid escape stays as written); the bytes are then read as
/// UTF-8 with invalid sequences replaced, as the URL standard's decoding does.
enum QueryNames {
    /// The decoded names of every non-empty field, in order, repeats kept.
    static func names(in query: String) -> [String] {
        query.utf8.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true).map { field in
            let name = field.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false).first ?? field[...]
            return decode(Array(name))
        }
    }

    /// `+` as space, then percent-decoding, then UTF-8 decoding.
    static func decode(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%"), index + 2 < bytes.count, let high = hexValue(bytes[index + 1]),
                let low = hexValue(bytes[index + 2])
            {
                output.append(high << 4 | low)
                index += 3
                continue
            }
            output.append(byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
