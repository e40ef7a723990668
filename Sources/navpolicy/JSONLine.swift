import NavPolicyJSON

/// One JSON-lines record (`eval --requests`, `test` cases): a JSON object read by the shared
/// `JSONParser` (its limits: nesting, number length, repeated keys at every depth, UTF-8,
/// surrogates), whose errors become the command's messages, each naming its byte column
/// (from 1): `invalid json at column 12: expected ':' after a key`.
enum JSONLine {
    /// The object `line` holds. A line that holds another JSON value names it (`a line must be
    /// a json object, found an array at column 1`); one that starts with no JSON value at all is
    /// `invalid json at column 1: expected '{' to start a json object`.
    static func object(_ line: [UInt8]) throws(RequestDecoder.Failure) -> JSONObject {
        let start = line.firstIndex { !Self.isWhitespace($0) } ?? line.count
        guard start < line.count else { throw invalid("empty line", at: start) }
        let value: JSONValue
        let end: Int
        do throws(JSONParseError) {
            (value, end) = try JSONParser.parsePrefix(line, maximumLength: LineReader.maximumLineLength)
        } catch {
            guard line[start] == UInt8(ascii: "{") else { throw invalid("expected '{' to start a json object", at: start) }
            throw failure(error)
        }
        guard case .object(let object) = value else {
            throw RequestDecoder.Failure(message: "a line must be a json object, found \(value.typeName) at column \(start + 1)")
        }
        guard end == line.count else { throw invalid("unexpected text after the object", at: end) }
        return object
    }

    /// The message of a parse error: a repeated key is named as such, anything else is invalid JSON.
    private static func failure(_ error: JSONParseError) -> RequestDecoder.Failure {
        if case .duplicateKey = error.reason {
            return RequestDecoder.Failure(message: "\(error.reason) at column \(error.offset + 1)")
        }
        return invalid(error.reason.description, at: error.offset)
    }

    /// `invalid json at column 12: expected ':' after a key`.
    private static func invalid(_ reason: String, at offset: Int) -> RequestDecoder.Failure {
        RequestDecoder.Failure(message: "invalid json at column \(offset + 1): \(reason)")
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
