/// UTF-8 validation shared by the compiler's lexer (column counting) and text renderer (caret
/// alignment) and by `JSONParser` (the byte of a string's first invalid sequence), so all agree
/// on what one column is: one valid scalar, or one byte of an invalid sequence.
package enum UTF8Scalar {
    /// The length (1…4) of the well-formed UTF-8 scalar starting at `offset`, or nil when the
    /// bytes there are not well-formed (overlong forms, surrogates and values past U+10FFFF
    /// included).
    // Inlinable: the lexer asks for every non-ASCII scalar of a policy.
    @inlinable
    package static func length(in bytes: [UInt8], at offset: Int) -> Int? {
        guard offset < bytes.count else { return nil }
        let lead = bytes[offset]
        if lead < 0x80 { return 1 }
        let secondRange: ClosedRange<UInt8>
        let length: Int
        switch lead {
        case 0xC2...0xDF:
            length = 2
            secondRange = 0x80...0xBF
        case 0xE0:
            length = 3
            secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF:
            length = 3
            secondRange = 0x80...0xBF
        case 0xED:
            length = 3
            secondRange = 0x80...0x9F
        case 0xF0:
            length = 4
            secondRange = 0x90...0xBF
        case 0xF1...0xF3:
            length = 4
            secondRange = 0x80...0xBF
        case 0xF4:
            length = 4
            secondRange = 0x80...0x8F
        default: return nil
        }
        guard offset + length <= bytes.count, secondRange.contains(bytes[offset + 1]) else { return nil }
        for index in (offset + 2)..<(offset + length) where !(0x80...0xBF).contains(bytes[index]) {
            return nil
        }
        return length
    }
}
