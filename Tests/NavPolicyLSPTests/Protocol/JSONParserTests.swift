import NavPolicyLSPProtocol
import Testing

@Suite struct JSONParserTests {
    @Test(arguments: [
        ("null", JSONValue.null),
        ("true", .bool(true)),
        (" [1, -2.5e1, 0, 1E2] ", .array([.number(1), .number(-25), .number(0), .number(100)])),
        (#"{"a": {"b": []}, "c": "x"}"#, .object(JSONObject([("a", ["b": []]), ("c", "x")]))),
        (#""\u00e9\ud83d\ude00\n\"\\\/""#, .string("é😀\n\"\\/")),
        (#""naïve""#, .string("naïve")),
    ])
    func parsesValidDocuments(text: String, expected: JSONValue) throws {
        #expect(try JSONParser.parse(Array(text.utf8)) == expected)
    }

    @Test(arguments: [
        "", "nul", "[1,]", "{\"a\" 1}", "{\"a\":1,}", "01", "1.", "-", "1e", "\"abc", "\"\\x\"", "\"\\ud800\"", "\"\\udc00x\"",
        "\"a\u{1}b\"", "[1] 2", "{1: 2}", "tru", "[", "\"\\u12\"",
    ])
    func rejectsInvalidDocuments(text: String) {
        #expect(throws: JSONParseError.self) { try JSONParser.parse(Array(text.utf8)) }
    }

    @Test func rejectsInvalidUTF8InStrings() {
        #expect(throws: JSONParseError.self) { try JSONParser.parse([0x22, 0xFF, 0x22]) }
    }

    @Test func nestingPastTheLimitIsAnErrorNotARecursion() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONParseError.self) { try JSONParser.parse(Array(deep.utf8)) }
        let limit = JSONParser.maximumDepth
        let allowed = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect(try JSONParser.parse(Array(allowed.utf8)) != .null)
    }

    @Test func serializedTextParsesBackToTheSameValue() throws {
        let value: JSONValue = ["id": 7, "text": "a\"b\\c\n\u{7}é😀", "list": [true, false, .null, .number(0.5), .number(-3)], "empty": [:]]
        #expect(try JSONParser.parse(value.serialized) == value)
        #expect(JSONValue.int(42).serializedText == "42")
        #expect(JSONValue.number(.infinity).serializedText == "null")
    }

    @Test func integersReadOnlyWhenExact() {
        #expect(JSONValue.number(3).intValue == 3)
        #expect(JSONValue.number(3.5).intValue == nil)
        #expect(JSONValue.number(1e300).intValue == nil)
        #expect(JSONValue.string("3").intValue == nil)
    }
}
