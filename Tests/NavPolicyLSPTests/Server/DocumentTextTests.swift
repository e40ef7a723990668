import NavPolicyLSPProtocol
import Testing

@testable import NavPolicyLSP

@Suite struct DocumentTextTests {
    /// `é` is 2 bytes and 1 UTF-16 unit; `😀` is 4 bytes and 2 units.
    let text = DocumentText("ab\né😀x\r\nlast")

    @Test func convertsOffsetsToUTF16AndUTF8Columns() {
        // "x" on line 1 sits after é (2 bytes) and 😀 (4 bytes): byte 3 + 6 = 9.
        #expect(text.position(ofOffset: 9, encoding: .utf16) == Position(line: 1, character: 3))
        #expect(text.position(ofOffset: 9, encoding: .utf8) == Position(line: 1, character: 6))
        #expect(text.offset(of: Position(line: 1, character: 3), encoding: .utf16) == 9)
        #expect(text.offset(of: Position(line: 1, character: 6), encoding: .utf8) == 9)
    }

    @Test func clampsPositionsPastLinesAndTheText() {
        // Past the end of line 1 means its end, before "\r\n".
        #expect(text.offset(of: Position(line: 1, character: 99), encoding: .utf16) == 10)
        #expect(text.offset(of: Position(line: 40, character: 0), encoding: .utf16) == text.bytes.count)
        // Inside the surrogate pair of 😀: the character's start.
        #expect(text.offset(of: Position(line: 1, character: 2), encoding: .utf16) == 5)
    }

    @Test func replacesRangesAndKeepsLineStartsRight() {
        var edited = text
        edited.replace(
            edited.offsets(of: TextRange(start: Position(line: 0, character: 1), end: Position(line: 1, character: 1)), encoding: .utf16),
            with: Array("Z".utf8))
        #expect(String(decoding: edited.bytes, as: UTF8.self) == "aZ😀x\r\nlast")
        #expect(edited.lineStarts == [0, 9])
        #expect(edited.position(ofOffset: edited.bytes.count, encoding: .utf16) == Position(line: 1, character: 4))
    }
}
