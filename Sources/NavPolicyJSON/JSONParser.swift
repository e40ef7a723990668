/// Reads one JSON document (RFC 8259) from UTF-8 bytes: the language server's messages and
/// the command-line tool's request lines. Hostile input costs linear time and bounded stack and
/// memory: a document longer than its limit, nesting deeper than `maximumDepth`, a number longer
/// than `maximumNumberLength` or past `Double`'s range, a repeated key (at any depth), invalid
/// UTF-8 in a string, a lone surrogate escape, a leading zero, a control character and
/// trailing text are errors naming the byte where they were found, never a crash.
public struct JSONParser {
    /// The deepest nesting of arrays and objects accepted, the outermost one included. Request
    /// lines nest three levels and protocol messages a few more; nobody sends hundreds.
    public static let maximumDepth = 64
    /// The longest document `parse` accepts unless told otherwise: the language server's
    /// message limit (`MessageFramer.maximumContentLength`).
    public static let maximumLength = 64 << 20
    /// The longest number accepted, in characters: far more than a `Double` needs (17
    /// significant digits and an exponent), and few enough that converting one is cheap.
    public static let maximumNumberLength = 100

    /// The document.
    let bytes: [UInt8]
    /// The offset of the next byte to read.
    var index = 0
    /// The arrays and objects open around `index`.
    private var depth = 0
    /// Bytes looked at, copied or hashed so far: what the tests check grows linearly with the
    /// input, instead of timing the parser.
    package internal(set) var work = 0

    /// Parses `bytes` as one JSON value, with nothing but white space after it.
    public static func parse(_ bytes: [UInt8], maximumLength: Int = JSONParser.maximumLength) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(bytes)
        return try parser.parseDocument(maximumLength: maximumLength)
    }

    /// Parses the one value at the start of `bytes` (after white space) and ignores what
    /// follows: the value and where the white space after it ends, so a caller that wants one
    /// kind of document can name the kind it found before complaining about the rest.
    public static func parsePrefix(_ bytes: [UInt8], maximumLength: Int = JSONParser.maximumLength) throws(JSONParseError) -> (
        value: JSONValue, end: Int
    ) {
        var parser = JSONParser(bytes)
        let value = try parser.parsePrefix(maximumLength: maximumLength)
        return (value, parser.index)
    }

    /// A parser at the start of `bytes`.
    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// `parse`, on this parser, so a test can read `work` afterwards.
    package mutating func parseDocument(maximumLength: Int = JSONParser.maximumLength) throws(JSONParseError) -> JSONValue {
        let value = try parsePrefix(maximumLength: maximumLength)
        guard peek == nil else { throw error(.trailingText) }
        return value
    }

    private mutating func parsePrefix(maximumLength: Int) throws(JSONParseError) -> JSONValue {
        // Checked before anything is read, so an oversized document costs nothing.
        guard bytes.count <= maximumLength else { throw JSONParseError(.tooLong(limit: maximumLength), at: maximumLength) }
        let value = try parseValue()
        skipWhitespace()
        return value
    }

    /// The next byte, nil at the end.
    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// An error for `reason` at `offset`, or at `index` when none is given.
    func error(_ reason: JSONParseError.Reason, at offset: Int? = nil) -> JSONParseError {
        JSONParseError(reason, at: offset ?? index)
    }

    /// Skips JSON's four white-space bytes.
    mutating func skipWhitespace() {
        let start = index
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
        work += index - start + 1
    }

    private mutating func parseValue() throws(JSONParseError) -> JSONValue {
        skipWhitespace()
        guard let byte = peek else { throw error(.expectedValue) }
        switch byte {
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "{"), UInt8(ascii: "["): return try parseContainer()
        case UInt8(ascii: "t"):
            try parseLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try parseLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try parseLiteral("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error(.unexpectedCharacter)
        }
    }

    private mutating func parseLiteral(_ word: StaticString) throws(JSONParseError) {
        let length = word.utf8CodeUnitCount
        let matches =
            index + length <= bytes.count
            && word.withUTF8Buffer { expected in (0..<length).allSatisfy { bytes[index + $0] == expected[$0] } }
        guard matches else { throw error(.unexpectedCharacter) }
        index += length
        work += length
    }

    /// An array or an object, `index` at its bracket; too deep is an error at that bracket,
    /// before any recursion.
    private mutating func parseContainer() throws(JSONParseError) -> JSONValue {
        guard depth < Self.maximumDepth else { throw error(.nestedTooDeeply) }
        depth += 1
        defer { depth -= 1 }
        let isObject = peek == UInt8(ascii: "{")
        index += 1
        skipWhitespace()
        if peek == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
            index += 1
            return isObject ? .object(JSONObject()) : .array([])
        }
        return isObject ? .object(try parseMembers()) : .array(try parseElements())
    }

    private mutating func parseElements() throws(JSONParseError) -> [JSONValue] {
        var elements: [JSONValue] = []
        repeat {
            elements.append(try parseValue())
        } while try !closes(with: UInt8(ascii: "]"), else: .expectedCommaOrBracket)
        return elements
    }

    /// After an element or a member: true at the closing bracket (read), false after a comma.
    private mutating func closes(with close: UInt8, else reason: JSONParseError.Reason) throws(JSONParseError) -> Bool {
        skipWhitespace()
        if peek == UInt8(ascii: ",") {
            index += 1
            return false
        }
        guard peek == close else { throw error(reason) }
        index += 1
        return true
    }

    /// An object's members; a repeated key is an error at the key's opening quote. The keys
    /// seen are hashed, so checking costs each key's length once, not the members before it.
    private mutating func parseMembers() throws(JSONParseError) -> JSONObject {
        var object = JSONObject()
        var keys: Set<String> = []
        repeat {
            skipWhitespace()
            guard peek == UInt8(ascii: "\"") else { throw error(.expectedKey) }
            let keyStart = index
            let key = try parseString()
            work += key.utf8.count
            guard keys.insert(key).inserted else { throw error(.duplicateKey(key), at: keyStart) }
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { throw error(.expectedColon) }
            index += 1
            object.append(key, try parseValue())
        } while try !closes(with: UInt8(ascii: "}"), else: .expectedCommaOrBrace)
        return object
    }

    /// A number, kept with its text. Its length is checked before it is converted, so a
    /// megabyte of digits costs one scan, not a big-number conversion.
    private mutating func parseNumber() throws(JSONParseError) -> JSONNumber {
        let start = index
        if peek == UInt8(ascii: "-") { index += 1 }
        if peek == UInt8(ascii: "0") {
            index += 1
            if let byte = peek, Self.isDigit(byte) { throw error(.leadingZero) }
        } else {
            guard skipDigits() > 0 else { throw error(.invalidNumber) }
        }
        if peek == UInt8(ascii: ".") {
            index += 1
            guard skipDigits() > 0 else { throw error(.invalidNumber) }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard skipDigits() > 0 else { throw error(.invalidNumber) }
        }
        guard index - start <= Self.maximumNumberLength else { throw error(.numberTooLong, at: start) }
        // The text is ASCII digits and signs, so it converts exactly as written.
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw error(.numberOutOfRange, at: start) }
        work += text.utf8.count
        return JSONNumber(value: value, text: text)
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func skipDigits() -> Int {
        let start = index
        while let byte = peek, Self.isDigit(byte) { index += 1 }
        work += index - start + 1
        return index - start
    }
}
