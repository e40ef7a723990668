import NavPolicyJSON
import Testing

/// Input built to crash, exhaust or slow a parser: each is an error (or a value) naming where,
/// never a crash, and the work stays linear in the input.
@Suite struct JSONParserHostileInputTests {
    @Test func nestingPastTheLimitIsAnErrorAtItsBracketNotARecursion() throws {
        let arrays = Array(repeating: UInt8(ascii: "["), count: 100_000)
        #expect(throws: JSONParseError(.nestedTooDeeply, at: JSONParser.maximumDepth)) { try JSONParser.parse(arrays) }
        let objects = Array(String(repeating: #"{"a":"#, count: 100_000).utf8)
        #expect(throws: JSONParseError(.nestedTooDeeply, at: 5 * JSONParser.maximumDepth)) { try JSONParser.parse(objects) }
        let limit = JSONParser.maximumDepth
        let allowed = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect(try JSONParser.parse(Array(allowed.utf8)) != .null)
    }

    @Test func aTenMegabyteStringIsReadOrRefusedWhole() throws {
        let length = 10 << 20
        let document = [UInt8(ascii: "\"")] + Array(repeating: UInt8(ascii: "a"), count: length) + [UInt8(ascii: "\"")]
        // Past a request line's limit: refused before a byte is read.
        #expect(throws: JSONParseError(.tooLong(limit: 1 << 20), at: 1 << 20)) { try JSONParser.parse(document, maximumLength: 1 << 20) }
        // Unterminated, or with a bad byte at its end: an error there.
        #expect(throws: JSONParseError(.unterminatedString, at: length + 1)) { try JSONParser.parse(Array(document.dropLast())) }
        #expect(throws: JSONParseError(.invalidUTF8, at: length + 1)) { try JSONParser.parse(Array(document.dropLast()) + [0xFF, 0x22]) }
        // Within the message limit: read whole.
        #expect(try JSONParser.parse(document).stringValue?.utf8.count == length)
    }

    @Test(arguments: [
        (#""\ud800""#, 7), (#""\ud800x""#, 7), (#""\ud800\u0041""#, 13), (#""\udbff\ud800""#, 13), (#""\udc00""#, 7),
        (#""\udfff\ud800""#, 7), (#"{"\ude00": 1}"#, 8),
    ])
    func loneSurrogateEscapesAreErrors(text: String, offset: Int) {
        #expect(throws: JSONParseError(.unpairedSurrogate, at: offset)) { try JSONParser.parse(Array(text.utf8)) }
    }

    @Test(arguments: [
        (#"{"a": 1, "a": 2}"#, "a", 9),
        (#"{"x": {"a": 1, "b": {}, "a": 2}}"#, "a", 24),
        (#"[{"b": [{"c": 1, "c": null}]}]"#, "c", 17),
        (#"{"\u0061": 1, "a": 2}"#, "a", 14),
    ])
    func aRepeatedKeyIsAnErrorAtItsQuoteAtEveryDepth(text: String, key: String, offset: Int) {
        #expect(throws: JSONParseError(.duplicateKey(key), at: offset)) { try JSONParser.parse(Array(text.utf8)) }
    }

    @Test func aRepeatedLongKeyIsQuotedByItsPrefix() {
        let key = String(repeating: "k", count: 100_000)
        let text = #"{"\#(key)": 1, "\#(key)": 2}"#
        do {
            _ = try JSONParser.parse(Array(text.utf8))
            Issue.record("a repeated key was accepted")
        } catch {
            #expect("\(error)" == "duplicate key '\(String(repeating: "k", count: 60))…' at byte \(key.utf8.count + 8)")
        }
    }

    @Test func hugeNumbersAreErrorsNotInfinitiesOrBigNumberWork() throws {
        #expect(throws: JSONParseError(.numberOutOfRange, at: 1)) { try JSONParser.parse(Array("[1e999]".utf8)) }
        #expect(throws: JSONParseError(.numberOutOfRange, at: 0)) { try JSONParser.parse(Array("-1.5e400".utf8)) }
        let digits = Array(repeating: UInt8(ascii: "7"), count: 1_000_000)
        #expect(throws: JSONParseError(.numberTooLong, at: 1)) { try JSONParser.parse([UInt8(ascii: "[")] + digits + [UInt8(ascii: "]")]) }
        let longest = Array(digits.prefix(JSONParser.maximumNumberLength))
        #expect(try JSONParser.parse(longest) != .null)
        #expect(throws: JSONParseError(.numberTooLong, at: 0)) { try JSONParser.parse(longest + [UInt8(ascii: "7")]) }
        // Too small to represent is zero, not an error.
        #expect(try JSONParser.parse(Array("1e-999".utf8)) == .number(0))
    }

    /// Shapes built to make a careless parser quadratic: rescanning a string per escape,
    /// reserving the rest of the input per string, searching the keys before each new one.
    enum Shape: String, CaseIterable, CustomTestStringConvertible {
        case manyKeys, repeatedKeyAtTheEnd, manyNumbers, escapes, escapedStrings, surrogatePairs, multibyte, nesting, unterminated

        func document(_ count: Int) -> [UInt8] {
            let text =
                switch self {
                case .manyKeys: "{" + (0..<count).map { #""k\#($0)": 0"# }.joined(separator: ",") + "}"
                case .repeatedKeyAtTheEnd: "{" + (0..<count).map { #""k\#($0)": 0"# }.joined(separator: ",") + #", "k0": 1}"#
                case .manyNumbers: "[" + Array(repeating: "-1.5e3", count: count).joined(separator: ",") + "]"
                case .escapes: "\"" + String(repeating: #"\n"#, count: count) + "\""
                case .escapedStrings: "[" + Array(repeating: #""a\tb""#, count: count).joined(separator: ",") + "]"
                case .surrogatePairs: "\"" + String(repeating: #"\ud83d\ude00"#, count: count) + "\""
                case .multibyte: "\"" + String(repeating: "é😀", count: count) + "\""
                case .nesting:
                    "["
                        + Array(repeating: String(repeating: "[", count: 60) + String(repeating: "]", count: 60), count: count)
                        .joined(separator: ",") + "]"
                case .unterminated: "[" + String(repeating: "1,", count: count)
                }
            return Array(text.utf8)
        }

        var testDescription: String { rawValue }
    }

    /// The parser's work (bytes looked at, copied or hashed) stays within a few steps per input
    /// byte as the input grows eightfold: a count, not a timing, so it holds on any machine.
    @Test(arguments: Shape.allCases)
    func workIsLinearInTheInput(shape: Shape) {
        for count in [1_000, 8_000] {
            let document = shape.document(count)
            var parser = JSONParser(document)
            _ = try? parser.parseDocument()
            #expect(parser.work <= 4 * document.count + 16, "\(shape): \(parser.work) steps for \(document.count) bytes")
        }
    }
}
