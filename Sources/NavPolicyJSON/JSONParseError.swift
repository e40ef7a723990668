/// Why some bytes are not a JSON document, and the byte offset (from 0) where it was noticed.
/// The reasons read as the command-line tool prints them (`invalid json at column 17:
/// expected a key in double quotes`), which its users and tests rely on.
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public enum Reason: Sendable, Hashable, CustomStringConvertible {
        /// The text ended where a value should start.
        case expectedValue
        /// A byte that starts no value, or a misspelt `true`, `false` or `null`.
        case unexpectedCharacter
        /// An object member does not start with `"`.
        case expectedKey
        /// A key without `:` after it.
        case expectedColon
        /// An object member without `,` or `}` after it.
        case expectedCommaOrBrace
        /// An array element without `,` or `]` after it.
        case expectedCommaOrBracket
        /// Something after the document's value.
        case trailingText
        /// A `-` without digits, a `.` or an exponent without digits after it.
        case invalidNumber
        /// `01`: JSON numbers have no leading zeros.
        case leadingZero
        /// A number longer than `JSONParser.maximumNumberLength` characters.
        case numberTooLong
        /// A number past `Double`'s range (`1e999`).
        case numberOutOfRange
        /// The text ended inside a string.
        case unterminatedString
        /// A raw control character (U+0000–U+001F) in a string.
        case controlCharacter
        /// Bytes in a string that are not well-formed UTF-8 (reported at the first bad byte).
        case invalidUTF8
        /// A backslash followed by a character that escapes nothing.
        case invalidEscape
        /// `\u` not followed by four hexadecimal digits.
        case invalidUnicodeEscape
        /// A `\u` escape of a surrogate that is not half of a high–low pair.
        case unpairedSurrogate
        /// A key an object already has (at every depth: no silent overwrite, no first-one-wins).
        case duplicateKey(String)
        /// Arrays and objects nested deeper than `JSONParser.maximumDepth`.
        case nestedTooDeeply
        /// A document longer than the limit it was read under, in bytes.
        case tooLong(limit: Int)

        public var description: String {
            switch self {
            case .expectedValue: "expected a value"
            case .unexpectedCharacter: "unexpected character"
            case .expectedKey: "expected a key in double quotes"
            case .expectedColon: "expected ':' after a key"
            case .expectedCommaOrBrace: "expected ',' or '}'"
            case .expectedCommaOrBracket: "expected ',' or ']'"
            case .trailingText: "unexpected text after the value"
            case .invalidNumber: "invalid number"
            case .leadingZero: "a number cannot start with 0"
            case .numberTooLong: "number longer than \(JSONParser.maximumNumberLength) characters"
            case .numberOutOfRange: "number out of range"
            case .unterminatedString: "unterminated string"
            case .controlCharacter: "control character in a string"
            case .invalidUTF8: "invalid utf-8 in a string"
            case .invalidEscape: "invalid escape"
            case .invalidUnicodeEscape: "invalid \\u escape"
            case .unpairedSurrogate: "unpaired surrogate"
            case .duplicateKey(let key): "duplicate key \(Self.quotedPrefix(key))"
            case .nestedTooDeeply: "nested too deeply"
            case .tooLong(let limit): "longer than \(limit) bytes"
            }
        }

        /// `'key'`, cut to its first 60 characters (`'aaaa…'`) so a 2 MB key does not become a
        /// 2 MB message; as the command-line tool quotes every value it names.
        private static func quotedPrefix(_ key: String) -> String {
            let limit = 60
            return key.count > limit ? "'\(key.prefix(limit))…'" : "'\(key)'"
        }
    }

    /// What is wrong.
    public var reason: Reason
    /// The byte offset, from 0, where it was noticed.
    public var offset: Int

    /// An error for `reason` at `offset`.
    public init(_ reason: Reason, at offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    public var description: String { "\(reason) at byte \(offset)" }
}
