import NavPolicyCompiler
import Testing

/// Lexes text and returns the tokens and diagnostics.
func lex(_ text: String) -> (tokens: TokenList, diagnostics: DiagnosticList) {
    Lexer.tokenize(SourceFile(name: "test", text: text))
}

/// Lexes raw bytes and returns the tokens and diagnostics.
func lex(bytes: [UInt8]) -> (tokens: TokenList, diagnostics: DiagnosticList) {
    Lexer.tokenize(SourceFile(name: "test", bytes: bytes))
}

struct LexerTests {
    @Test func keywordsIdentifiersAndPunctuation() {
        let (tokens, diagnostics) = lex(#"when path starts-with "/x" and host != current or a == b then open new-window ( ) [ , ] = "#)
        #expect(diagnostics.isEmpty)
        let kinds = tokens.map(\.kind)
        #expect(
            kinds == [
                .keyword(.when), .identifier, .keyword(.startsWith), .string, .keyword(.and), .identifier, .bangEqual,
                .keyword(.current), .keyword(.or), .identifier, .equalEqual, .identifier, .keyword(.then), .keyword(.open),
                .identifier, .leftParen, .rightParen, .leftBracket, .comma, .rightBracket, .equals, .endOfFile,
            ])
        #expect(tokens[14].text == "new-window")
        #expect(tokens[3].text == #""/x""#)
    }

    @Test func everyKeywordIsRecognized() {
        for keyword in Keyword.allCases {
            let (tokens, _) = lex(keyword.rawValue)
            #expect(tokens.first?.kind == .keyword(keyword))
        }
        #expect(lex("policy_x").tokens.first?.kind == .identifier)
        #expect(lex("Policy").tokens.first?.kind == .identifier)
    }

    @Test func rangesCountColumnsInScalarsAndLinesAfterCRLF() {
        let (tokens, diagnostics) = lex("\"é日\" x\r\n\ty")
        #expect(diagnostics.isEmpty)
        #expect(tokens[0].range.start == SourcePosition(offset: 0, line: 1, column: 1))
        #expect(tokens[0].range.end == SourcePosition(offset: 7, line: 1, column: 5))
        #expect(tokens[1].range.start == SourcePosition(offset: 8, line: 1, column: 6))
        #expect(tokens[2].range.start == SourcePosition(offset: 12, line: 2, column: 2))
        #expect(tokens[2].leadingTrivia == [.newlines(1), .spaces(1)])
        #expect(tokens[3].kind == .endOfFile)
        #expect(tokens[3].range.start == SourcePosition(offset: 13, line: 2, column: 3))
    }

    @Test func ownLineCommentsLeadTheNextTokenAndEndOfLineCommentsTrailThePrevious() {
        let text = "# header\n\n\n# about a\nwhen a # end of line\n  # own line\nthen b  \n# last\n"
        let (tokens, diagnostics) = lex(text)
        #expect(diagnostics.isEmpty)
        #expect(tokens[0].leadingTrivia == [.comment("# header"), .newlines(3), .comment("# about a"), .newlines(1)])
        #expect(tokens[1].text == "a")
        #expect(tokens[1].trailingTrivia == [.spaces(1), .comment("# end of line")])
        #expect(tokens[2].leadingTrivia == [.newlines(1), .spaces(2), .comment("# own line"), .newlines(1)])
        #expect(tokens[3].trailingTrivia == [])
        #expect(tokens[4].kind == .endOfFile)
        #expect(tokens[4].leadingTrivia == [.newlines(1), .comment("# last"), .newlines(1)])
    }

    @Test func commentBeforeCRLFExcludesTheCarriageReturn() {
        let (tokens, _) = lex("a # note\r\n\r\nb")
        #expect(tokens[0].trailingTrivia == [.spaces(1), .comment("# note")])
        #expect(tokens[1].leadingTrivia == [.newlines(2)])
        #expect(tokens[1].range.start.line == 3)
    }

    @Test func escapesAreValidatedAndResolved() {
        let (tokens, diagnostics) = lex(#""a\"b\\c""#)
        #expect(diagnostics.isEmpty)
        #expect(StringLiteral.value(ofLiteral: tokens[0].text) == #"a"b\c"#)
        #expect(StringLiteral.quoted(#"a"b\c"#) == tokens[0].text)

        let invalid = lex(#""a\nb\t""#)
        #expect(invalid.diagnostics.map(\.code.rawValue) == ["invalid-escape", "invalid-escape"])
        #expect(invalid.diagnostics[0].range.start.column == 3)
        #expect(invalid.diagnostics[0].range.end.column == 5)
        #expect(invalid.tokens[0].kind == .string)
    }

    @Test func stringsEndAtTheLineOrFile() {
        let newline = lex("\"abc\nx")
        #expect(newline.diagnostics.map(\.code.rawValue) == ["newline-in-string"])
        #expect(newline.tokens.map(\.kind) == [.string, .identifier, .endOfFile])
        #expect(newline.tokens[0].text == "\"abc")

        let unterminated = lex("x \"abc")
        #expect(unterminated.diagnostics.map(\.code.rawValue) == ["unterminated-string"])
        #expect(unterminated.diagnostics[0].range.start.column == 3)
        #expect(unterminated.diagnostics[0].range.end.column == 7)
    }

    @Test func runsOfBadBytesAreOneTokenAndOneDiagnostic() {
        let (tokens, diagnostics) = lex(bytes: Array("a ".utf8) + [0xFF, 0xFE, 0xC3] + Array(" b".utf8))
        #expect(diagnostics.map(\.code.rawValue) == ["invalid-utf8"])
        #expect(diagnostics[0].range.start.column == 3)
        #expect(diagnostics[0].range.end.column == 6)
        #expect(tokens.map(\.kind) == [.identifier, .unknown, .identifier, .endOfFile])
        #expect(tokens[2].range.start.column == 7)

        let nul = lex(bytes: [0, 0, 0] + Array("when".utf8))
        #expect(nul.diagnostics.map(\.code.rawValue) == ["nul-character"])
        #expect(nul.tokens.map(\.kind) == [.unknown, .keyword(.when), .endOfFile])

        // `1.2` is a number token (version 2 ports); sema judges it where it is used.
        let punctuation = lex("a @@@ ! é 1.2")
        #expect(punctuation.diagnostics.map(\.code.rawValue) == Array(repeating: "unexpected-character", count: 3))
        #expect(
            punctuation.diagnostics.map(\.message) == [
                "unexpected characters '@@@'", "unexpected character '!'", "unexpected character 'é'",
            ])
        #expect(punctuation.tokens.map(\.kind).dropLast().last == .number)
    }

    @Test func badBytesInsideStringsAndCommentsAreDiagnosedOnce() {
        let bytes = Array("\"a".utf8) + [0xFF, 0xFF, 0] + Array("b\" # c".utf8) + [0, 0] + Array("\nx".utf8)
        let (tokens, diagnostics) = lex(bytes: bytes)
        #expect(diagnostics.map(\.code.rawValue) == ["invalid-utf8", "nul-character", "nul-character"])
        #expect(diagnostics[0].range.start.column == 3)
        #expect(diagnostics[0].range.end.column == 5)
        #expect(tokens.map(\.kind) == [.string, .identifier, .endOfFile])
        #expect(tokens[1].range.start.line == 2)
    }

    @Test func loneCarriageReturnIsAnUnexpectedControlCharacter() {
        let (tokens, diagnostics) = lex("a\rb")
        #expect(diagnostics.map(\.message) == ["unexpected control character U+000D"])
        #expect(tokens.map(\.kind) == [.identifier, .unknown, .identifier, .endOfFile])
    }

    @Test func leadingByteOrderMarkIsSkipped() {
        let (tokens, diagnostics) = lex(bytes: [0xEF, 0xBB, 0xBF] + Array("when".utf8))
        #expect(diagnostics.isEmpty)
        #expect(tokens[0].range.start == SourcePosition(offset: 3, line: 1, column: 1))
        #expect(lex("a \u{FEFF}").diagnostics.map(\.code.rawValue) == ["unexpected-character"])
    }

    @Test func emptyAndWhitespaceOnlyFiles() {
        #expect(lex("").tokens.map(\.kind) == [.endOfFile])
        let blank = lex("  \n\n\t")
        #expect(blank.tokens.map(\.kind) == [.endOfFile])
        #expect(blank.tokens[0].leadingTrivia == [.newlines(2)])
        #expect(blank.tokens[0].range.start == SourcePosition(offset: 5, line: 3, column: 2))
    }
}
