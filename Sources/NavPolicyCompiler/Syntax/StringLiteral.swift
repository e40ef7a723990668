/// Converts between a string literal as written (`"a\"b"`) and its value (`a"b`).
package enum StringLiteral {
    /// The value of a string literal's source text: quotes removed, `\"` and `\\` resolved.
    /// Lenient on broken literals (already diagnosed by the lexer): a missing closing quote is
    /// tolerated and an invalid escape keeps its backslash.
    package static func value(ofLiteral text: String) -> String {
        if let plain = text.utf8.withContiguousStorageIfAvailable(plainValue) ?? nil { return plain }
        var bytes = Array(text.utf8)
        if bytes.first == UInt8(ascii: "\"") { bytes.removeFirst() }
        var value: [UInt8] = []
        value.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.count,
                bytes[index + 1] == UInt8(ascii: "\"") || bytes[index + 1] == UInt8(ascii: "\\")
            {
                value.append(bytes[index + 1])
                index += 2
                continue
            }
            if byte == UInt8(ascii: "\""), index == bytes.count - 1 { break }
            value.append(byte)
            index += 1
        }
        return String(decoding: value, as: UTF8.self)
    }

    /// The value of the usual literal, quoted and without escapes (its inside as it is); nil
    /// for any other, which `value(ofLiteral:)` reads.
    static func plainValue(_ literal: UnsafeBufferPointer<UInt8>) -> String? {
        plainContent(literal).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The bytes between the quotes of a plain literal (no escapes), which are its value; nil
    /// for any other literal.
    static func plainContent(_ literal: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        guard literal.count >= 2, literal[0] == UInt8(ascii: "\""), literal[literal.count - 1] == UInt8(ascii: "\""),
            !literal.contains(UInt8(ascii: "\\"))
        else { return nil }
        return UnsafeBufferPointer(rebasing: literal[1..<(literal.count - 1)])
    }
    /// The canonical literal for a value: quoted, with `"` and `\` escaped.
    package static func quoted(_ value: String) -> String {
        var result = "\""
        for character in value.unicodeScalars {
            if character == "\"" || character == "\\" { result += "\\" }
            result.unicodeScalars.append(character)
        }
        return result + "\""
    }
}
