import NavPolicyTestSupport
import Testing

@testable import NavPolicyCompiler

/// A list file's items are byte ranges in the file (`ListFileItems`): each reads back as the
/// value an inline list would hold, with its kind, text and range, and in place as bytes.
@Suite struct ListFileItemsTests {
    static func items(_ text: String) -> (items: ListItems, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let list = ListFileLoader.items(of: SourceFile(name: "lists/x.txt", text: text), diagnostics: &diagnostics)
        return (list.items, diagnostics)
    }

    static func described(_ value: ValueSyntax) -> String {
        let range = value.range
        let place = "\(range.start.line):\(range.start.column)-\(range.end.column)@\(range.start.offset)"
        switch value {
        case .string(let string): return "string \(string.value) \(place)"
        case .number(let number): return "number \(number.text) \(place)"
        case .word(let word): return "word \(word.text) \(place)"
        default: return "other \(place)"
        }
    }

    @Test func itemsReadBackWithTheirKindsTextsAndRanges() {
        let (items, diagnostics) = Self.items("# c\n  a.example\r\n\n\t80\nnew-window\n  héllo.example  \n\"q.example\"\n*.b.example")
        #expect(
            items.map(Self.described) == [
                "string a.example 2:3-12@6",
                "number 80 4:2-4@19",
                "word new-window 5:1-11@22",
                "string héllo.example 6:3-16@35",
                "string *.b.example 8:1-12@64",
            ])
        #expect(
            diagnostics.map { "\($0.file ?? "") \($0.range.start.line):\($0.range.start.column)-\($0.range.end.column) \($0.message)" } == [
                "lists/x.txt 7:1-12 \(SemanticMessage.quotedListItem("\"q.example\"").diagnostic(at: SourceRange(at: .start)).message)"
            ])
        #expect(items.stringValue(at: 0) == "a.example")
        #expect(items.stringValue(at: 1) == nil)
        #expect(items.stringValue(at: 2) == nil)
        #expect(items.text(at: 2)?.text == "new-window" && items.text(at: 2)?.isString == false)
        #expect(items.text(at: 1) == nil)
    }

    @Test func plainBytesAreTheItemsTextInPlace() {
        let (items, _) = Self.items("a.example\n443\nlink\nzürich.example\n")
        let read = items.indices.map { position in
            items.withPlainBytes(at: position) { text, isString in "\(String(decoding: text, as: UTF8.self)) \(isString)" }
        }
        #expect(read == ["a.example true", nil, "link false", "zürich.example true"])
    }

    @Test func parsedListItemsAreReadInPlaceUnlessEscapedOrNumbers() throws {
        let source = SourceFile(name: "p.navpolicy", text: #"when host in ["a.example", "b\u{2e}example", x, 80] then cancel"#)
        let (syntax, _) = Parser.parse(source)
        guard case .rule(let rule) = syntax.statements.first,
            case .comparison(let comparison) = rule.condition, case .list(let list) = comparison.value
        else {
            Issue.record("no list parsed")
            return
        }
        let read = list.items.indices.map { position in
            list.items.withPlainBytes(at: position) { text, isString in "\(String(decoding: text, as: UTF8.self)) \(isString)" }
        }
        #expect(read == ["a.example true", nil, "x false", nil])
    }

    /// `ValueValidator.plainHostPattern`, the in-place fast path of sema and the host lints,
    /// accepts only text that `hostPattern` takes unchanged: the same domain and wildcard.
    @Test func plainHostPatternsAreTheirOwnCanonicalForm() {
        let seed = UInt64.random(in: 0...UInt64(UInt32.max))
        print("plain host patterns vs hostPattern, seed \(seed)")
        var random = SeededGenerator(seed: seed)
        let pieces = [
            "a", "b", "Z", "ex", "0", "9", "xn--", "-", "_", ".", ".", "*", "*.", "é", "com", "1.2.3.4", "[::1]", "%41", " ", "63",
        ]
        var (fast, agreed) = (0, 0)
        for _ in 0..<PropertyScale.cases(4_000) {
            var text = (0..<(1 + random.below(8))).map { _ in random.pick(pieces) }.joined()
            if random.chance(10) { text = String(repeating: "a", count: 60 + random.below(8)) + "." + text }
            var bytes = text
            let plain = bytes.withUTF8 {
                ValueValidator.plainHostPattern($0).map { (String(decoding: $0.domain, as: UTF8.self), $0.isWildcard) }
            }
            guard let (domain, isWildcard) = plain else { continue }
            fast += 1
            guard case .success(let pattern) = ValueValidator.hostPattern(text) else {
                Issue.record("seed \(seed): '\(text)' read in place, refused by hostPattern")
                continue
            }
            #expect(pattern.domain == domain && pattern.includesSubdomains == isWildcard, "seed \(seed): '\(text)'")
            #expect(pattern.description == text, "seed \(seed): '\(text)' is not its own canonical form")
            agreed += 1
        }
        print("plain host patterns vs hostPattern, seed \(seed): \(agreed) of \(fast) read in place agree")
        #expect(fast > 100)
    }
}
