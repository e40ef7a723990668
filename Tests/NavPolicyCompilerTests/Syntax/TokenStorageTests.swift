import NavPolicyJSON
import NavPolicyTestSupport
import Testing

@testable import NavPolicyCompiler

/// The compact token record (`TokenList`, `LineIndex`): positions computed from offsets agree
/// with a scan from the start of the file, trivia scanned again rebuilds the source, and every
/// accessor agrees with the token it belongs to.
struct TokenStorageTests {
    /// The pieces random sources are made of: ASCII, line breaks of both kinds, a lone CR,
    /// scalars of 2, 3 and 4 bytes, and bytes of broken UTF-8.
    static let pieces: [[UInt8]] = [
        Array("a".utf8), Array(" ".utf8), Array("\n".utf8), Array("\r\n".utf8), Array("\r".utf8), Array("é".utf8),
        Array("日".utf8), Array("😀".utf8), [0xFF], [0xC3], [0xE2, 0x82], Array("\"".utf8), Array("#".utf8),
    ]

    /// Line and column of every character start, counted one character at a time from the start.
    private func referencePositions(_ bytes: [UInt8]) -> [Int: SourcePosition] {
        var positions: [Int: SourcePosition] = [:]
        var offset = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var (line, column) = (1, 1)
        while offset < bytes.count {
            positions[offset] = SourcePosition(offset: offset, line: line, column: column)
            if bytes[offset] == UInt8(ascii: "\n") {
                (line, column) = (line + 1, 1)
                offset += 1
            } else {
                column += 1
                offset += UTF8Scalar.length(in: bytes, at: offset) ?? 1
            }
        }
        positions[offset] = SourcePosition(offset: offset, line: line, column: column)
        return positions
    }

    @Test func positionsFromOffsetsMatchAScanFromTheStart() {
        let seed: UInt64 = 20_261_201
        var generator = SeededGenerator(seed: seed)
        for round in 0..<PropertyScale.cases(300) {
            var bytes: [UInt8] = generator.chance(20) ? [0xEF, 0xBB, 0xBF] : []
            for _ in 0..<generator.below(120) { bytes += generator.pick(Self.pieces) }
            let index = LineIndex(bytes)
            for (offset, expected) in referencePositions(bytes) {
                #expect(index.position(of: offset) == expected, "seed \(seed) round \(round) offset \(offset)")
            }
        }
    }

    /// Every token's leading trivia, text and trailing trivia, in order, give the source back
    /// (with tabs as spaces and without the white space the lexer drops at line ends).
    @Test(arguments: [UInt64(3), 20_261_202])
    func tokensAndTheirTriviaRebuildTheSource(seed: UInt64) {
        let text = RandomTokenText.generate(byteCount: 40_000, seed: seed)
        let (tokens, _) = Lexer.tokenize(SourceFile(name: "random", text: text))
        var rebuilt = ""
        func append(_ trivia: [TriviaPiece]) {
            for piece in trivia {
                switch piece {
                case .newlines(let count): rebuilt += String(repeating: "\n", count: count)
                case .spaces(let count): rebuilt += String(repeating: " ", count: count)
                case .comment(let comment): rebuilt += comment
                }
            }
        }
        for token in tokens {
            append(token.leadingTrivia)
            rebuilt += token.text
            append(token.trailingTrivia)
        }
        // Tabs count as spaces; spaces at a line's end are dropped as trivia but kept inside a
        // string cut by the line break, so both sides lose them.
        func normalized(_ text: String) -> String {
            text.replacingOccurrences(of: "\t", with: " ").split(separator: "\n", omittingEmptySubsequences: false)
                .map { line in String(line.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n")
        }
        #expect(normalized(rebuilt) == normalized(text), "seed \(seed)")
    }

    @Test(arguments: [UInt64(5), 20_261_203])
    func accessorsAgreeWithTheTokens(seed: UInt64) {
        let text = RandomTokenText.generate(byteCount: 20_000, seed: seed)
        let source = SourceFile(name: "random", text: text)
        let (tokens, _) = Lexer.tokenize(source)
        let positions = referencePositions(source.bytes)
        for index in tokens.indices {
            let token = tokens[index]
            #expect(token.kind == tokens.kind(at: index))
            #expect(token.range.start.offset == tokens.startOffset(at: index) && token.range.end.offset == tokens.endOffset(at: index))
            #expect(token.range.start == positions[token.range.start.offset], "seed \(seed) token \(index)")
            #expect(token.range.end == positions[token.range.end.offset], "seed \(seed) token \(index)")
            let written = String(decoding: source.bytes[token.range.start.offset..<token.range.end.offset], as: UTF8.self)
            #expect(token.text == written, "seed \(seed) token \(index)")
        }
        #expect(tokens.last?.kind == .endOfFile)
    }

    /// Lengths of 255 bytes and more are kept apart from the one-byte lengths.
    @Test(arguments: [254, 255, 256, 70_000])
    func longTokensKeepTheirLength(length: Int) {
        let value = String(repeating: "x", count: length - 2)
        let text = "let a = [\"\(value)\", b]\n"
        let (tokens, diagnostics) = Lexer.tokenize(SourceFile(name: "long", text: text))
        #expect(diagnostics.isEmpty)
        #expect(tokens[4].text == "\"\(value)\"")
        #expect(tokens[4].range.end.column == 10 + length)
        #expect(tokens[5].kind == .comma && tokens[5].range.start.offset == 9 + length)
    }

    @Test func kindCodesRoundTrip() {
        let kinds: [TokenKind] =
            Keyword.allCases.map { .keyword($0) } + [
                .identifier, .string, .number, .leftParen, .rightParen, .leftBracket, .rightBracket, .comma, .equals,
                .equalEqual, .bangEqual, .dotDot, .unknown, .endOfFile,
            ]
        #expect(Set(kinds.map(\.code)).count == kinds.count)
        for kind in kinds { #expect(TokenKind(code: kind.code) == kind) }
    }

    @Test(arguments: ["i", "ix", "ins", "whenx", "polic", "startswith", "starts-withs", "Current", "nones", "an", "thenn"])
    func nearKeywordsAreIdentifiers(word: String) {
        #expect(lex(word).tokens.first?.kind == .identifier)
    }

    /// A position is 12 bytes and a range 24, so nodes and diagnostics stay small.
    @Test func positionsAreCompact() {
        #expect(MemoryLayout<SourcePosition>.size == 12)
        #expect(MemoryLayout<SourceRange>.size == 24)
        let position = SourcePosition(offset: Int(Int32.max), line: 70_000_000, column: 3)
        #expect((position.offset, position.line, position.column) == (Int(Int32.max), 70_000_000, 3))
    }
}
