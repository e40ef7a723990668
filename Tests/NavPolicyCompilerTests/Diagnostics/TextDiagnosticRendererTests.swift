import NavPolicyCompiler
import Testing

struct TextDiagnosticRendererTests {
    let source = SourceFile(
        name: "ads.navpolicy", text: "policy \"ads\"\n\twhen target is new-tab then open external\nlet x = [\"é\", y]\n")

    func offsetRange(_ offset: Int, line: Int, column: Int, length: Int) -> SourceRange {
        SourceRange(
            start: SourcePosition(offset: offset, line: line, column: column),
            end: SourcePosition(offset: offset + length, line: line, column: column + length))
    }

    @Test func compilerFormWithTabAlignedCaretNotesAndHelp() {
        let diagnostic = Diagnostic.error(
            .unknownValue, "unknown target 'new-tab'", at: offsetRange(29, line: 2, column: 17, length: 7),
            notes: [
                DiagnosticNote("did you mean 'new-window'?"),
                DiagnosticNote("the header", range: offsetRange(0, line: 1, column: 1, length: 6)),
            ],
            help: "targets are 'new-window', 'main-frame' and 'subframe'")
        let rendered = TextDiagnosticRenderer.render([diagnostic], source: source, useColor: false)
        #expect(
            rendered == """
                ads.navpolicy:2:17: error: unknown target 'new-tab' [unknown-value]
                    \twhen target is new-tab then open external
                    \t               ^~~~~~~
                note: did you mean 'new-window'?
                ads.navpolicy:1:1: note: the header
                    policy "ads"
                    ^~~~~~
                help: targets are 'new-window', 'main-frame' and 'subframe'

                """)
    }

    @Test func multiByteColumnsEmptyRangesAndBlankLineBetweenDiagnostics() {
        let empty = Diagnostic.error(.expectedComma, "expected ','", at: SourceRange(at: SourcePosition(offset: 69, line: 3, column: 13)))
        let warning = Diagnostic.warning(.unusedDefinition, "unused 'y'", at: offsetRange(71, line: 3, column: 15, length: 1))
        let rendered = TextDiagnosticRenderer.render([empty, warning], source: source, useColor: false)
        #expect(
            rendered == """
                ads.navpolicy:3:13: error: expected ',' [expected-comma]
                    let x = ["é", y]
                                ^

                ads.navpolicy:3:15: warning: unused 'y' [unused-definition]
                    let x = ["é", y]
                                  ^

                """)
    }

    @Test func rangeSpanningLinesIsUnderlinedToTheEndOfItsFirstLine() {
        let spanning = Diagnostic.error(
            .unexpectedToken, "spans",
            at: SourceRange(start: SourcePosition(offset: 7, line: 1, column: 8), end: SourcePosition(offset: 20, line: 2, column: 5)))
        let lines = TextDiagnosticRenderer.render([spanning], source: source, useColor: false).split(separator: "\n")
        #expect(lines[2] == "           ^~~~~")
    }

    @Test func colourOnlyWhenAsked() {
        let diagnostic = Diagnostic.warning(
            .missingOtherwise, "careful", at: offsetRange(0, line: 1, column: 1, length: 6), notes: [DiagnosticNote("see")])
        let plain = TextDiagnosticRenderer.render([diagnostic], source: source, useColor: false)
        let coloured = TextDiagnosticRenderer.render([diagnostic], source: source, useColor: true)
        #expect(!plain.contains("\u{1B}["))
        #expect(coloured.contains("\u{1B}[1;33mwarning:\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[1;36mnote:\u{1B}[0m"))
        #expect(TextDiagnosticRenderer.render([diagnostic], source: source, useColor: true).contains("\u{1B}[1m"))
    }

    @Test func invalidBytesAndControlCharactersShowAsReplacementCharacters() {
        let bytes = Array("a ".utf8) + [0xFF, 0x00] + Array(" b".utf8)
        let source = SourceFile(name: "bad", bytes: bytes)
        let diagnostic = Diagnostic.error(
            .unexpectedToken, "after",
            at: SourceRange(
                start: SourcePosition(offset: 5, line: 1, column: 6), end: SourcePosition(offset: 6, line: 1, column: 7)))
        let rendered = TextDiagnosticRenderer.render([diagnostic], source: source, useColor: false)
        #expect(rendered.contains("    a \u{FFFD}\u{FFFD} b\n         ^\n"))
    }

    @Test func longLinesShowAWindowAroundThePosition() {
        let line = String(repeating: "a ", count: 500) + "bad" + String(repeating: " b", count: 500)
        let source = SourceFile(name: "long", text: line)
        let diagnostic = Diagnostic.error(.unexpectedToken, "bad", at: offsetRange(1000, line: 1, column: 1001, length: 3))
        let lines = TextDiagnosticRenderer.render([diagnostic], source: source, useColor: false).split(separator: "\n")
        // 110 characters either side of the position: 55 "a " before, "bad" and 107 more after.
        #expect(lines[1] == "    …" + String(repeating: "a ", count: 55) + "bad" + String(repeating: " b", count: 53) + " …")
        #expect(lines[2] == "     " + String(repeating: " ", count: 110) + "^~~")
    }

    @Test func byteOrderMarkIsNotShown() {
        let source = SourceFile(name: "bom", bytes: [0xEF, 0xBB, 0xBF] + Array("when x".utf8))
        let diagnostic = Diagnostic.error(.unexpectedToken, "x", at: offsetRange(8, line: 1, column: 6, length: 1))
        #expect(TextDiagnosticRenderer.render([diagnostic], source: source, useColor: false).hasSuffix("    when x\n         ^\n"))
    }

    @Test func noDiagnosticsRenderNothing() {
        #expect(TextDiagnosticRenderer.render([], source: source, useColor: true) == "")
    }
}
