import NavPolicyJSON
import Testing

@Suite struct JSONWriterTests {
    @Test func stringsEscapeQuotesBackslashesControlCharactersAndDelete() {
        #expect(JSONWriter.quoted("a\"b\\c\nd\r\t\u{0}\u{1}\u{1F}\u{7F} é😀") == #""a\"b\\c\nd\r\t\u0000\u0001\u001f\u007f é😀""#)
        #expect(JSONWriter.quoted("") == #""""#)
    }

    @Test(arguments: [
        (42.0, "42"), (-3, "-3"), (0, "0"), (-0.0, "0"), (0.5, "0.5"), (1e16, "1e+16"), (Double.infinity, "null"), (Double.nan, "null"),
    ])
    func numbersPrintWholeWithoutAFractionAndNonFiniteAsNull(number: Double, text: String) {
        #expect(JSONWriter.text(of: number) == text)
        #expect(JSONValue.number(JSONNumber(number)).serializedText == text)
    }

    @Test func valuesSerializeCompactlyInMemberOrder() {
        let value: JSONValue = ["b": [1, true, .null, "x\n"], "a": [:], "c": []]
        #expect(value.serializedText == #"{"b":[1,true,null,"x\n"],"a":{},"c":[]}"#)
        #expect(value.serialized == Array(value.serializedText.utf8))
    }

    /// A number read is written by its value, as the language server always wrote it.
    @Test func aNumberReadIsWrittenByItsValueNotItsText() throws {
        #expect(try JSONParser.parse(Array("[1.50, 1e2, -0.0]".utf8)).serializedText == "[1.5,100,0]")
    }

    @Test func optionalMembersAreLeftOutNotNull() {
        #expect(JSONValue.fields([("a", 1), ("b", nil), ("c", .string(orNull: nil))]).serializedText == #"{"a":1,"c":null}"#)
    }
}
