extension JSONValue {
    /// The value as compact JSON text in UTF-8: members in order, strings escaped as
    /// `JSONWriter.writeString` does, numbers as `JSONWriter.text(of:)` prints them.
    public var serialized: [UInt8] {
        var output: [UInt8] = []
        JSONWriter.write(self, to: &output)
        return output
    }

    /// The value as compact JSON text.
    public var serializedText: String { String(decoding: serialized, as: UTF8.self) }
}

/// Writes JSON text: the language server's messages (`JSONValue.serialized`) and every string
/// the compiler's and the command-line tool's JSON renderers quote (`JSONText.quoted`), so all
/// JSON output escapes alike. Numbers that are whole and exact print without a fraction (`42`,
/// not `42.0`), as the protocol's integers must; others print in Swift's shortest round-trip
/// form, whatever text they were read from. Non-finite numbers, which JSON cannot express,
/// print as `null`.
package enum JSONWriter {
    /// Appends `value` as compact JSON text.
    package static func write(_ value: JSONValue, to output: inout [UInt8]) {
        switch value {
        case .null:
            output += "null".utf8
        case .bool(let bool):
            output += (bool ? "true" : "false").utf8
        case .number(let number):
            output += text(of: number.value).utf8
        case .string(let string):
            writeString(string, to: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                write(element, to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            output.append(UInt8(ascii: "{"))
            for (position, member) in object.members.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                writeString(member.key, to: &output)
                output.append(UInt8(ascii: ":"))
                write(member.value, to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// A number's JSON text: `42`, `0.5`, `1e+300`, `null` when not finite.
    package static func text(of number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }

    /// `string` as a JSON string literal, quotes included.
    package static func quoted(_ string: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(string.utf8.count + 2)
        writeString(string, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Appends `string` as a JSON string literal: quote and backslash escaped, line feed,
    /// carriage return and tab by letter, the other control characters and DEL as `\u00XX`
    /// (so no output carries a raw control byte to a terminal or log), everything else as is.
    package static func writeString(_ string: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x0A: output += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: output += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: output += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0..<0x20, 0x7F:
                output += [
                    UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                    hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)],
                ]
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
