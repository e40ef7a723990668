import NavPolicyCompiler

/// One JSON-lines record: an object whose values are strings, numbers, booleans, null, or
/// arrays and objects of them (`"flags": [...]`, `"params": {"KEY": [...]}`), nested at most
/// `JSONScanner.maximumDepth` deep. Keys keep their order for error messages; a repeated key
/// is an error, not a silent overwrite, at every depth.
struct JSONLineObject {
    /// A field's value.
    indirect enum Value: Equatable {
        case string(String)
        /// The number's text as written (`3`, `-1.5e2`).
        case number(String)
        case bool(Bool)
        case null
        case array([Value])
        /// The members in input order.
        case object([Member])

        /// The JSON type's name, for `'rule' must be a number, found a string`.
        var typeName: String {
            switch self {
            case .string: "a string"
            case .number: "a number"
            case .bool: "a boolean"
            case .null: "null"
            case .array: "an array"
            case .object: "an object"
            }
        }
    }

    /// One member of a nested object.
    struct Member: Equatable {
        let key: String
        let value: Value
    }

    /// The fields in input order.
    private(set) var fields: [(key: String, value: Value)] = []

    /// A nested object's members as a record of their own (`"response": {...}`), read with the
    /// same accessors; its keys were checked distinct when the line was parsed.
    init(members: [Member]) {
        fields = members.map { ($0.key, $0.value) }
    }

    /// The value of `key`, nil when absent.
    subscript(key: String) -> Value? {
        fields.first { $0.key == key }?.value
    }

    /// Parses one line; throws a message saying where (the byte column) and why it is not a
    /// JSON object.
    init(line: [UInt8]) throws(RequestDecoder.Failure) {
        var scanner = JSONScanner(bytes: line)
        scanner.skipWhitespace()
        guard scanner.peek == UInt8(ascii: "{") else { throw scanner.notAnObject() }
        scanner.index += 1
        scanner.skipWhitespace()
        if scanner.peek == UInt8(ascii: "}") {
            scanner.index += 1
        } else {
            while true {
                scanner.skipWhitespace()
                guard scanner.peek == UInt8(ascii: "\"") else { throw scanner.failure("expected a key in double quotes") }
                let keyStart = scanner.index
                let key = try scanner.string()
                if fields.contains(where: { $0.key == key }) {
                    throw RequestDecoder.Failure(message: "duplicate key \(RequestDecoder.quoted(key)) at column \(keyStart + 1)")
                }
                scanner.skipWhitespace()
                guard scanner.peek == UInt8(ascii: ":") else { throw scanner.failure("expected ':' after a key") }
                scanner.index += 1
                fields.append((key, try scanner.value(depth: 0)))
                scanner.skipWhitespace()
                if scanner.peek == UInt8(ascii: ",") { scanner.index += 1; continue }
                guard scanner.peek == UInt8(ascii: "}") else { throw scanner.failure("expected ',' or '}'") }
                scanner.index += 1
                break
            }
        }
        scanner.skipWhitespace()
        guard scanner.peek == nil else { throw scanner.failure("unexpected text after the object") }
    }
}

/// A cursor over one line's bytes that reads JSON tokens (RFC 8259).
private struct JSONScanner {
    let bytes: [UInt8]
    var index = 0
    /// Nesting deeper than this is rejected instead of recursing further.
    static let maximumDepth = 64

    init(bytes: [UInt8]) { self.bytes = bytes }

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    /// `invalid json at column 12: expected ':' after a key` (columns count bytes from 1).
    func failure(_ reason: String, at offset: Int? = nil) -> RequestDecoder.Failure {
        RequestDecoder.Failure(message: "invalid json at column \((offset ?? index) + 1): \(reason)")
    }

    /// Why a line that does not start with `{` is refused: another JSON value is named
    /// (`a line must be a json object, found an array at column 1`), anything else is invalid JSON.
    mutating func notAnObject() -> RequestDecoder.Failure {
        let start = index
        guard peek != nil else { return failure("empty line") }
        do throws(RequestDecoder.Failure) {
            let value = try value(depth: 0)
            return RequestDecoder.Failure(message: "a line must be a json object, found \(value.typeName) at column \(start + 1)")
        } catch {
            return failure("expected '{' to start a json object", at: start)
        }
    }

    mutating func value(depth: Int) throws(RequestDecoder.Failure) -> JSONLineObject.Value {
        skipWhitespace()
        guard let byte = peek else { throw failure("expected a value") }
        switch byte {
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            return try nested(depth: depth + 1)
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw failure("unexpected character")
        }
    }

    private mutating func literal(_ word: String) throws(RequestDecoder.Failure) {
        let expected = Array(word.utf8)
        guard bytes.count - index >= expected.count, Array(bytes[index..<(index + expected.count)]) == expected else {
            throw failure("unexpected character")
        }
        index += expected.count
    }

    private mutating func number() throws(RequestDecoder.Failure) -> String {
        let begin = index
        if peek == UInt8(ascii: "-") { index += 1 }
        guard digits() > 0 else { throw failure("invalid number") }
        if peek == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw failure("invalid number") }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw failure("invalid number") }
        }
        return String(decoding: bytes[begin..<index], as: UTF8.self)
    }

    private mutating func digits() -> Int {
        let begin = index
        while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
        return index - begin
    }

    /// A string literal starting at `"`, escapes decoded; invalid UTF-8 is an error at its
    /// first bad byte. Linear in the literal's length: the bytes between escapes are copied
    /// into one buffer, each escape appends its scalar's UTF-8, and the text is made once.
    mutating func string() throws(RequestDecoder.Failure) -> String {
        index += 1
        var runStart = index
        // Most strings have no escape: one scan, one validation, no copy but the string's own.
        while let byte = peek, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 { index += 1 }
        if peek == UInt8(ascii: "\"") {
            try validateUTF8(runStart..<index)
            let text = String(decoding: bytes[runStart..<index], as: UTF8.self)
            index += 1
            return text
        }
        var value: [UInt8] = []
        value.reserveCapacity(bytes.count - runStart)
        while true {
            guard let byte = peek else { throw failure("unterminated string") }
            guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 else {
                index += 1
                continue
            }
            try validateUTF8(runStart..<index)
            value.append(contentsOf: bytes[runStart..<index])
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: value, as: UTF8.self)
            }
            guard byte == UInt8(ascii: "\\") else { throw failure("control character in a string") }
            index += 1
            UTF8.encode(try escape()) { value.append($0) }
            runStart = index
        }
    }

    /// Throws at the first byte of `range` that does not start a well-formed UTF-8 scalar.
    private func validateUTF8(_ range: Range<Int>) throws(RequestDecoder.Failure) {
        var offset = range.lowerBound
        while offset < range.upperBound {
            if bytes[offset] < 0x80 {
                offset += 1
                continue
            }
            guard let length = UTF8Scalar.length(in: bytes, at: offset), offset + length <= range.upperBound else {
                throw failure("invalid utf-8 in a string", at: offset)
            }
            offset += length
        }
    }

    private mutating func escape() throws(RequestDecoder.Failure) -> Unicode.Scalar {
        guard let byte = peek else { throw failure("unterminated string") }
        index += 1
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
            let high = try hexQuad()
            if (0xD800..<0xDC00).contains(high) {
                guard peek == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw failure("unpaired surrogate")
                }
                index += 2
                let low = try hexQuad()
                guard (0xDC00..<0xE000).contains(low) else { throw failure("unpaired surrogate") }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else { throw failure("unpaired surrogate") }
            return scalar
        default:
            index -= 1
            throw failure("invalid escape")
        }
    }

    private mutating func hexQuad() throws(RequestDecoder.Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek, let digit = Self.hexValue(byte) else { throw failure("invalid \\u escape") }
            value = value << 4 | digit
            index += 1
        }
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

    /// An array or object, its members parsed.
    private mutating func nested(depth: Int) throws(RequestDecoder.Failure) -> JSONLineObject.Value {
        guard depth <= Self.maximumDepth else { throw failure("nested too deeply") }
        let isObject = peek == UInt8(ascii: "{")
        let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        var elements: [JSONLineObject.Value] = []
        var members: [JSONLineObject.Member] = []
        var keys: Set<String> = []
        index += 1
        skipWhitespace()
        if peek == close {
            index += 1
        } else {
            while true {
                if isObject {
                    skipWhitespace()
                    guard peek == UInt8(ascii: "\"") else { throw failure("expected a key in double quotes") }
                    let keyStart = index
                    let key = try string()
                    if !keys.insert(key).inserted {
                        throw RequestDecoder.Failure(message: "duplicate key \(RequestDecoder.quoted(key)) at column \(keyStart + 1)")
                    }
                    skipWhitespace()
                    guard peek == UInt8(ascii: ":") else { throw failure("expected ':' after a key") }
                    index += 1
                    members.append(JSONLineObject.Member(key: key, value: try value(depth: depth)))
                } else {
                    elements.append(try value(depth: depth))
                }
                skipWhitespace()
                if peek == UInt8(ascii: ",") { index += 1; continue }
                guard peek == close else { throw failure(isObject ? "expected ',' or '}'" : "expected ',' or ']'") }
                index += 1
                break
            }
        }
        return isObject ? .object(members) : .array(elements)
    }
}
