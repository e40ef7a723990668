/// An IPv6 address parsed and serialized as the WHATWG URL standard does (the text between
/// the brackets; embedded IPv4 accepted; serialized lowercase with the longest zero run compressed).
struct IPv6Address: Hashable, Sendable {
    /// The eight 16-bit pieces.
    var pieces: [UInt16]

    /// Parses the text inside `[` `]`; nil when it is not a valid IPv6 address.
    init?(parsing text: some Collection<UInt8>) {
        let input = Array(text)
        var address = [UInt16](repeating: 0, count: 8)
        var pieceIndex = 0
        var compress: Int? = nil
        var pointer = 0
        func byte(_ at: Int) -> UInt8? { at < input.count ? input[at] : nil }

        if byte(pointer) == UInt8(ascii: ":") {
            guard byte(pointer + 1) == UInt8(ascii: ":") else { return nil }
            pointer += 2
            pieceIndex += 1
            compress = pieceIndex
        }
        while let current = byte(pointer) {
            guard pieceIndex < 8 else { return nil }
            if current == UInt8(ascii: ":") {
                guard compress == nil else { return nil }
                pointer += 1
                pieceIndex += 1
                compress = pieceIndex
                continue
            }
            var value: UInt16 = 0
            var length = 0
            while length < 4, let digit = byte(pointer).flatMap(hexValue) {
                value = value * 0x10 + UInt16(digit)
                pointer += 1
                length += 1
            }
            if byte(pointer) == UInt8(ascii: ".") {
                guard length != 0, pieceIndex <= 6 else { return nil }
                pointer -= length
                guard let embedded = Self.parseEmbeddedIPv4(input[pointer...]) else { return nil }
                address[pieceIndex] = UInt16(embedded >> 16)
                address[pieceIndex + 1] = UInt16(embedded & 0xffff)
                pieceIndex += 2
                pointer = input.count
                break
            } else if byte(pointer) == UInt8(ascii: ":") {
                pointer += 1
                guard byte(pointer) != nil else { return nil }
            } else if byte(pointer) != nil {
                return nil
            }
            address[pieceIndex] = value
            pieceIndex += 1
        }
        if let compress {
            var swaps = pieceIndex - compress
            pieceIndex = 7
            while pieceIndex != 0, swaps > 0 {
                address.swapAt(pieceIndex, compress + swaps - 1)
                pieceIndex -= 1
                swaps -= 1
            }
        } else if pieceIndex != 8 {
            return nil
        }
        pieces = address
    }

    /// The dotted-quad tail of an IPv6 address: exactly four decimal parts, no leading zeros.
    private static func parseEmbeddedIPv4(_ input: ArraySlice<UInt8>) -> UInt32? {
        var value: UInt32 = 0
        var partsSeen = 0
        var pointer = input.startIndex
        while pointer < input.endIndex {
            var part: UInt32? = nil
            if partsSeen > 0 {
                guard input[pointer] == UInt8(ascii: "."), partsSeen < 4 else { return nil }
                pointer += 1
            }
            guard pointer < input.endIndex, input[pointer] >= UInt8(ascii: "0"), input[pointer] <= UInt8(ascii: "9") else { return nil }
            while pointer < input.endIndex, input[pointer] >= UInt8(ascii: "0"), input[pointer] <= UInt8(ascii: "9") {
                let digit = UInt32(input[pointer] - UInt8(ascii: "0"))
                if part == 0 { return nil }
                part = (part ?? 0) * 10 + digit
                if let part, part > 255 { return nil }
                pointer += 1
            }
            value = value << 8 | (part ?? 0)
            partsSeen += 1
        }
        return partsSeen == 4 ? value : nil
    }

    /// Bracketed, lowercase hex, the first longest run of two or more zero pieces as `::`.
    var serialized: String {
        var bestStart = -1
        var bestLength = 1
        var index = 0
        while index < 8 {
            var end = index
            while end < 8, pieces[end] == 0 { end += 1 }
            if end - index > bestLength {
                bestStart = index
                bestLength = end - index
            }
            index = max(end, index + 1)
        }
        var text = "["
        var ignoring = false
        for (position, piece) in pieces.enumerated() {
            if ignoring, piece == 0 { continue }
            ignoring = false
            if position == bestStart {
                text.append(position == 0 ? "::" : ":")
                ignoring = true
                continue
            }
            text.append(String(piece, radix: 16))
            if position != 7 { text.append(":") }
        }
        text.append("]")
        return text
    }
}
