import NavPolicy
import NavPolicyCompiler
import NavPolicyTestSupport
import Testing

/// The embedded source refers to the host set's keys for its host lists (`SourcePacker`,
/// `SourcePacking`): a compiled table gives back its source byte for byte, whatever the
/// layout of its lists, and a host list is not stored twice.
struct SourcePackingTests {
    /// Items of a random list: host keys written as the compiler stores them, written
    /// otherwise (upper case, a trailing dot: not packed), and a few that are no host.
    static func item(_ index: Int, _ random: inout SeededGenerator) -> String {
        let name = ["ads", "t", "cdn", "x-y"][random.below(4)] + "\(index).example." + ["com", "net", "co.uk"][random.below(3)]
        switch random.below(10) {
        case 0: return name.uppercased()
        case 1: return name + "."
        case 2, 3, 4: return "*." + name
        default: return name
        }
    }

    @Test func compiledSourcesRoundTripExactly() throws {
        let seed: UInt64 = 0x50_4C_AC
        var random = SeededGenerator(seed: seed)
        let separators = [", ", ",\n  ", ",\n\t", ",", " , "]
        for round in 0..<PropertyScale.cases(60) {
            var text = "policy \"packing\"\n# a comment with \"quotes\" and \"a.example.com\"\n"
            for rule in 0..<(1 + random.below(3)) {
                let count = random.below(2) == 0 ? random.below(6) : 20 + random.below(300)
                let separator = separators[random.below(separators.count)]
                var items = (0..<count).map { "\"" + Self.item(rule * 1_000 + $0, &random) + "\"" }
                // A list whose separators change midway: two runs, or literal text.
                if count > 10, random.below(3) == 0 { items[count / 2] = " " + items[count / 2] }
                text += "when host in [" + items.joined(separator: separator) + "] then cancel\n"
            }
            text += "otherwise allow\n"
            let source = SourceFile(name: "packing.navpolicy", text: text)
            let run = PolicyPipeline(lints: false, embedsSource: true).compile(source)
            guard let compiled = run.value else {
                Issue.record("seed \(seed) round \(round): \(run.diagnostics.prefix(2).map(\.message))")
                continue
            }
            let policy = try Policy(table: compiled.bytes)
            #expect(try policy.sourceText() == text, "seed \(seed) round \(round)")
        }
    }

    @Test func aHostListIsStoredOnce() throws {
        var random = SeededGenerator(seed: 7)
        let items = (0..<5_000).map { "  \"" + Self.item($0, &random).lowercased().trimmingSuffixDot() + "\"" }
        let text = "when host in [\n" + items.joined(separator: ",\n") + "\n] then cancel\notherwise allow\n"
        let source = SourceFile(name: "list.navpolicy", text: text)
        let bare = try #require(PolicyPipeline(lints: false).compile(source).value).bytes
        let sourced = try #require(PolicyPipeline(lints: false, embedsSource: true).compile(source).value).bytes
        // 5,000 items of about 25 bytes: packed at under 3 bytes each.
        #expect(sourced.count - bare.count < 3 * items.count, "\(bare.count) → \(sourced.count) for \(text.utf8.count) bytes of text")
        #expect(try Policy(table: sourced).sourceText() == text)
    }

    /// A packed source whose run names a key past the host set, or ends early, or escapes
    /// with an unknown byte, is a typed error when read (decisions are unaffected).
    @Test func corruptPackingsAreTypedErrors() throws {
        let table = try #require(
            PolicyPipeline(lints: false).compile(SourceFile(name: "p", text: "when host is \"a.example\" then cancel\n")).value
        ).bytes
        for packed: [UInt8] in [[0, 1], [0, 1, 9, 0, 0x01], [0, 7], [0, 1, 0x80]] {
            let policy = try Policy(table: CraftedTable.replacingSourceSection(of: table, with: TableFormat.sourceSection(packed: packed)))
            #expect(throws: TableError.malformed("source: the packed source refers past the host set or ends inside a run")) {
                try policy.sourceText()
            }
        }
    }

    @Test func zeroBytesAndBrokenRunsStayLiteral() {
        let section = TableFormat.sourceSection("a\u{0}b \"x\" \"y\"")
        #expect(Array(section.dropFirst(8)) == Array("a".utf8) + [0, 0] + Array("b \"x\" \"y\"".utf8))
    }
}

extension String {
    fileprivate func trimmingSuffixDot() -> String { hasSuffix(".") ? String(dropLast()) : self }
}
