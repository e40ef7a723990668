import NavPolicyCompiler
import Testing

@Test func quotedEscapesQuotesBackslashesAndControlCharacters() {
    #expect(JSONText.quoted("a\"b\\c\nd\u{01}") == "\"a\\\"b\\\\c\\nd\\u0001\"")
    #expect(JSONText.quotedOrNull(nil) == "null")
    #expect(JSONText.numberOrNull(7) == "7")
}
