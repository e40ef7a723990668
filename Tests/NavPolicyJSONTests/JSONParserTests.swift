import NavPolicyJSON
import Testing

@Suite struct JSONParserTests {
    @Test(arguments: [
        ("null", JSONValue.null),
        ("true", .bool(true)),
        (" [1, -2.5e1, 0, 1E2, -0.5] ", .array([.number(1), .number(-25), .number(0), .number(100), .number(-0.5)])),
        (#"{"a": {"b": []}, "c": "x"}"#, .object(JSONObject([("a", ["b": []]), ("c", "x")]))),
        (#""\u00e9\ud83d\ude00\n\"\\\/\b\f\r\t""#, .string("é😀\n\"\\/\u{8}\u{C}\r\t")),
        (#""naïve""#, .string("naïve")),
        (#"[{"a": 1}, {"a": 2}]"#, JSONValue.array([["a": 1], ["a": 2]])),
    ])
    func parsesValidDocuments(text: String, expected: JSONValue) throws {
        #expect(try JSONParser.parse(Array(text.utf8)) == expected)
    }

    /// Each error names the byte (from 0) where it was found, as the command-line tool's
    /// `invalid json at column N` and the language server's `-32700` answers report it.
    @Test(arguments: [
        ("", JSONParseError.Reason.expectedValue, 0),
        ("nul", .unexpectedCharacter, 0),
        ("tru", .unexpectedCharacter, 0),
        ("[1,]", .unexpectedCharacter, 3),
        ("[1 2]", .expectedCommaOrBracket, 3),
        ("[", .expectedValue, 1),
        (#"{"a" 1}"#, .expectedColon, 5),
        (#"{"a":1,}"#, .expectedKey, 7),
        ("{1: 2}", .expectedKey, 1),
        (#"{"a":1 "b":2}"#, .expectedCommaOrBrace, 7),
        ("01", .leadingZero, 1),
        ("-01", .leadingZero, 2),
        ("-", .invalidNumber, 1),
        ("1.", .invalidNumber, 2),
        ("1e", .invalidNumber, 2),
        ("1e+", .invalidNumber, 3),
        (#""abc"#, .unterminatedString, 4),
        (#""\x""#, .invalidEscape, 2),
        (#""\u12""#, .invalidUnicodeEscape, 5),
        ("\"a\u{1}b\"", .controlCharacter, 2),
        ("[1] 2", .trailingText, 4),
    ])
    func errorsNameTheirReasonAndByte(text: String, reason: JSONParseError.Reason, offset: Int) {
        #expect(throws: JSONParseError(reason, at: offset)) { try JSONParser.parse(Array(text.utf8)) }
    }

    @Test func invalidUTF8IsAnErrorAtItsFirstBadByte() {
        // `"ab` then C3 28 (a lead byte without its continuation), in the plain and the escaped path.
        #expect(throws: JSONParseError(.invalidUTF8, at: 3)) { try JSONParser.parse([0x22, 0x61, 0x62, 0xC3, 0x28, 0x22]) }
        #expect(throws: JSONParseError(.invalidUTF8, at: 5)) { try JSONParser.parse(Array(#""\nab"#.utf8) + [0xFF, 0x22]) }
        // Overlong forms and encoded surrogates are not well-formed either.
        #expect(throws: JSONParseError(.invalidUTF8, at: 1)) { try JSONParser.parse([0x22, 0xC0, 0xAF, 0x22]) }
        #expect(throws: JSONParseError(.invalidUTF8, at: 1)) { try JSONParser.parse([0x22, 0xED, 0xA0, 0x80, 0x22]) }
    }

    @Test func aPrefixIsReadUpToTheWhiteSpaceAfterIt() throws {
        let (value, end) = try JSONParser.parsePrefix(Array(" [1] x".utf8))
        #expect(value == [1] && end == 5)
    }

    @Test func numbersKeepTheirTextAndCompareByValue() throws {
        let value = try JSONParser.parse(Array("[1.0, 404, -2.5e1]".utf8))
        guard case .array(let elements) = value, case .number(let first) = elements[0], case .number(let third) = elements[2] else {
            Issue.record("not an array of numbers: \(value)")
            return
        }
        #expect(first.text == "1.0" && first == 1 && elements[0].intValue == 1)
        #expect(third.text == "-2.5e1" && third.value == -25)
        #expect(elements[1].intValue == 404)
    }

    @Test func serializedTextParsesBackToTheSameValue() throws {
        let value: JSONValue = [
            "id": 7, "text": "a\"b\\c\n\u{7}\u{7F}é😀", "list": [true, false, .null, .number(0.5), .number(-3)], "empty": [:],
        ]
        #expect(try JSONParser.parse(value.serialized) == value)
    }

    @Test func integersReadOnlyWhenExact() {
        #expect(JSONValue.number(3).intValue == 3)
        #expect(JSONValue.number(3.5).intValue == nil)
        #expect(JSONValue.number(1e300).intValue == nil)
        #expect(JSONValue.string("3").intValue == nil)
    }

    @Test func typeNamesReadAsTheyAreQuotedInErrors() {
        let values: [JSONValue] = ["", 1, true, .null, [], [:]]
        #expect(values.map(\.typeName) == ["a string", "a number", "a boolean", "null", "an array", "an object"])
    }
}
