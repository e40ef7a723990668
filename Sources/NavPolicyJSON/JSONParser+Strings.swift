extension JSONParser {
    /// A string literal, `index` at its opening quote, escapes decoded. Linear in the literal's
    /// length: the bytes between escapes are validated and copied once, each escape appends its
    /// scalar's UTF-8, and the text is made once.
    mutating func parseString() throws(JSONParseError) -> String {
        index += 1
        var runStart = index
        // Most strings have no escape: one scan, one validation, no copy but the string's own.
        while let byte = peek, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 { index += 1 }
        work += index - runStart
        if peek == UInt8(ascii: "\"") {
            try validateUTF8(runStart..<index)
            let text = String(decoding: bytes[runStart..<index], as: UTF8.self)
            index += 1
            return text
        }
        // Grown as it goes (not reserved for the rest of the input, which would cost the rest
        // of the input for every escaped string).
        var value: [UInt8] = []
        while true {
            guard let byte = peek else { throw error(.unterminatedString) }
            guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 else {
                index += 1
                work += 1
                continue
            }
            try validateUTF8(runStart..<index)
            value.append(contentsOf: bytes[runStart..<index])
            work += index - runStart
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: value, as: UTF8.self)
            }
            guard byte == UInt8(ascii: "\\") else { throw error(.controlCharacter) }
            index += 1
            UTF8.encode(try parseEscape()) { value.append($0) }
            runStart = index
        }
    }

    /// Throws at the first byte of `range` that does not start a well-formed UTF-8 scalar
    /// within it.
    private mutating func validateUTF8(_ range: Range<Int>) throws(JSONParseError) {
        var offset = range.lowerBound
        while offset < range.upperBound {
            if bytes[offset] < 0x80 {
                offset += 1
                continue
            }
            guard let length = UTF8Scalar.length(in: bytes, at: offset), offset + length <= range.upperBound else {
                throw error(.invalidUTF8, at: offset)
            }
            offset += length
        }
        work += range.count
    }

    /// The scalar of one escape, `index` just after its backslash. An invalid escape is an
    /// error at the character after the backslash; a surrogate error is at the end of the
    /// escape that shows it.
    private mutating func parseEscape() throws(JSONParseError) -> Unicode.Scalar {
        guard let byte = peek else { throw error(.unterminatedString) }
        index += 1
        work += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHexQuad()
            if (0xD800..<0xDC00).contains(high) {
                // A high surrogate must be followed by an escaped low one.
                guard peek == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error(.unpairedSurrogate)
                }
                index += 2
                let low = try parseHexQuad()
                guard (0xDC00..<0xE000).contains(low) else { throw error(.unpairedSurrogate) }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            // nil only for a low surrogate on its own.
            guard let scalar = Unicode.Scalar(high) else { throw error(.unpairedSurrogate) }
            return scalar
        default:
            throw error(.invalidEscape, at: index - 1)
        }
    }

    private mutating func parseHexQuad() throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek, let digit = Self.hexValue(byte) else { throw error(.invalidUnicodeEscape) }
            value = value << 4 | digit
            index += 1
        }
        work += 4
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
