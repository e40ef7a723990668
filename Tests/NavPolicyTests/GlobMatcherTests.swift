import NavPolicy
import NavPolicyTestSupport
import Testing

/// The runtime's glob automaton (`GlobMatcher`: every glob's inner segments in one bit-parallel
/// pass, shared by the glob tests of one decision) agrees with a plain backtracking matcher on
/// random globs and paths: several globs per table, so they share automaton words, plain and
/// folded, tested alone and as a chain that reads every glob from one pass.
struct GlobMatcherTests {
    /// Whether `text` matches `glob` (`*` any run of bytes), the text's letters folded when
    /// `folded`: the definition, by dynamic programming over both.
    static func naiveMatch(_ glob: [UInt8], _ text: [UInt8], folded: Bool) -> Bool {
        let fold = { (byte: UInt8) in folded && byte >= 65 && byte <= 90 ? byte | 0x20 : byte }
        var reachable = [Bool](repeating: false, count: text.count + 1)
        reachable[0] = true
        for byte in glob {
            if byte == UInt8(ascii: "*") {
                for index in 1...text.count where reachable[index - 1] { reachable[index] = true }
            } else {
                for index in stride(from: text.count, through: 1, by: -1) {
                    reachable[index] = reachable[index - 1] && fold(text[index - 1]) == byte
                }
                reachable[0] = false
            }
        }
        return reachable[text.count]
    }

    /// A table holding `globs` (bytes, folded) whose diagram is `nodes` over `children`.
    static func table(_ globs: [(bytes: [UInt8], folded: Bool)], nodes: [(field: Int, firstChild: Int)], children: [Int]) -> CraftedTable {
        var table = CraftedTable()
        var words = [globs.count]
        for glob in globs {
            words += [table.strings.count, glob.bytes.count, glob.folded ? TableFormat.globFolded : 0]
            table.strings += glob.bytes
        }
        table.globs = words
        table.nodes = CraftedTable.nodes(root: 0, nodes, children: children)
        return table
    }

    /// A table testing every glob in a chain (rule 1 when all match) and one testing each glob
    /// alone (rule 1 when it matches).
    static func policies(_ globs: [(bytes: [UInt8], folded: Bool)]) throws -> (all: Policy, alone: [Policy]) {
        let chain = globs.indices.map { (field: RequestField.glob($0).tableID, firstChild: 2 * $0) }
        let chainChildren = globs.indices.flatMap { [CraftedTable.leaf(0), $0 + 1 < globs.count ? $0 + 1 : CraftedTable.leaf(1)] }
        let all = try Policy(table: table(globs, nodes: chain, children: chainChildren).bytes)
        let alone = try globs.indices.map { glob in
            try Policy(
                table: table(globs, nodes: [(RequestField.glob(glob).tableID, 0)], children: [CraftedTable.leaf(0), CraftedTable.leaf(1)])
                    .bytes)
        }
        return (all, alone)
    }

    @Test func agreesWithTheDefinitionOnRandomGlobs() throws {
        let seed: UInt64 = 0x610B
        var random = SeededGenerator(seed: seed)
        let alphabet = Array("/abA**".utf8)
        let textAlphabet = Array("/abAB".utf8)
        var matches = 0
        for _ in 0..<300 {
            let globs: [(bytes: [UInt8], folded: Bool)] = (0..<(1 + random.below(6))).map { _ in
                // Mostly short globs, which paths match often; some long ones across words.
                let bytes = (0..<(1 + random.below(random.chance(20) ? 90 : 8))).map { _ in alphabet[random.below(alphabet.count)] }
                let folded = random.chance(30)
                return (folded ? bytes.map { $0 == UInt8(ascii: "A") ? UInt8(ascii: "a") : $0 } : bytes, folded)
            }
            let (all, alone) = try Self.policies(globs)
            for _ in 0..<20 {
                let text =
                    [UInt8(ascii: "/")]
                    + (0..<random.below(random.chance(20) ? 90 : 10)).map { _ in textAlphabet[random.below(textAlphabet.count)] }
                let request = AdversarialTables.request(path: String(decoding: text, as: UTF8.self))
                let expected = globs.map { Self.naiveMatch($0.bytes, text, folded: $0.folded) }
                for (glob, policy) in alone.enumerated() {
                    #expect(
                        (policy.decide(request).rule == 1) == expected[glob],
                        "seed \(seed): \(String(decoding: globs[glob].bytes, as: UTF8.self)) folded \(globs[glob].folded) on \(String(decoding: text, as: UTF8.self))"
                    )
                }
                #expect(
                    (all.decide(request).rule == 1) == !expected.contains(false),
                    "seed \(seed): chain on \(String(decoding: text, as: UTF8.self))")
                matches += expected.filter { $0 }.count
            }
        }
        // Enough matches that both answers are exercised.
        #expect(matches > 2_000, "\(matches)")
    }

    @Test func innerBytesPastTheLimitAreRejected() {
        let glob = Array("*".utf8) + Array(repeating: UInt8(ascii: "a"), count: TableFormat.maxGlobInnerBytes + 1) + Array("*".utf8)
        let table = Self.table(
            [(glob, false)], nodes: [(RequestField.glob(0).tableID, 0)], children: [CraftedTable.leaf(0), CraftedTable.leaf(1)])
        #expect(
            throws: TableError.malformed(
                "globs: \(TableFormat.maxGlobInnerBytes + 1) bytes between the globs' first and last '*', more than \(TableFormat.maxGlobInnerBytes)"
            )
        ) {
            try Policy(table: table.bytes)
        }
        // Bytes before the first and after the last star are not inner bytes.
        let affixes =
            Array(repeating: UInt8(ascii: "a"), count: 3_000) + Array("*b*".utf8) + Array(repeating: UInt8(ascii: "c"), count: 3_000)
        #expect(
            (try? Policy(
                table: Self.table(
                    [(affixes, false)], nodes: [(RequestField.glob(0).tableID, 0)], children: [CraftedTable.leaf(0), CraftedTable.leaf(1)]
                ).bytes)) != nil)
    }

    /// Globs whose prefixes and suffixes are long and share bytes with each other (the affix
    /// tries split and compare them eight bytes at a time, forwards and backwards), plain and
    /// folded, on paths of mixed case that have some, all or none of them.
    @Test func longAffixesAgreeWithTheDefinition() throws {
        let seed: UInt64 = 0xAF1C5
        var random = SeededGenerator(seed: seed)
        var matches = 0
        for _ in 0..<PropertyScale.cases(60) {
            // A shared stem, so affixes split one another's edges at random depths.
            let stem = (0..<(8 + random.below(40))).map { _ in random.pick(Array("abAB/".utf8)) }
            let globs: [(bytes: [UInt8], folded: Bool)] = (0..<(1 + random.below(8))).map { _ in
                let folded = random.chance(50)
                func affix() -> [UInt8] {
                    let bytes =
                        Array(stem.prefix(random.below(stem.count + 1)))
                        + (0..<random.below(20)).map { _ in random.pick(Array("abAB".utf8)) }
                    return folded ? bytes.map(Self.lowercase) : bytes
                }
                let (prefix, suffix) = (affix(), Array(affix().reversed()))
                switch random.below(4) {
                case 0: return (prefix, folded)  // no star: the path must equal it
                case 1: return (prefix + Array("*".utf8) + suffix, folded)
                case 2: return (prefix + Array("*b*".utf8) + suffix, folded)
                default: return (Array("*".utf8) + suffix, folded)
                }
            }
            let (all, alone) = try Self.policies(globs)
            for _ in 0..<20 {
                // Paths built from the globs' own bytes (case flipped at random), so many match.
                let source = globs[random.below(globs.count)].bytes.filter { $0 != UInt8(ascii: "*") }
                var text = source.map { random.chance(30) ? Self.flipCase($0) : $0 }
                if random.chance(50) { text.insert(contentsOf: stem.prefix(random.below(stem.count)), at: random.below(text.count + 1)) }
                if random.chance(20) { text = text.dropLast(random.below(text.count + 1)).map { $0 } }
                // An empty path reads as `/` (what a split URL's path is).
                if text.isEmpty { text = Array("/".utf8) }
                let request = AdversarialTables.request(path: String(decoding: text, as: UTF8.self))
                let expected = globs.map { Self.naiveMatch($0.bytes, text, folded: $0.folded) }
                for (glob, policy) in alone.enumerated() {
                    #expect(
                        (policy.decide(request).rule == 1) == expected[glob],
                        "seed \(seed): \(String(decoding: globs[glob].bytes, as: UTF8.self)) folded \(globs[glob].folded) on \(String(decoding: text, as: UTF8.self))"
                    )
                }
                #expect(
                    (AdversarialTableTests.decideWithinBound(all, request).rule == 1) == !expected.contains(false),
                    "seed \(seed): chain on \(String(decoding: text, as: UTF8.self))")
                matches += expected.filter { $0 }.count
            }
        }
        print("long affixes \(PropertyScale.label), seed \(seed): \(matches) matches")
        #expect(matches > 100 * PropertyScale.factor, "\(matches)")
    }

    static func lowercase(_ byte: UInt8) -> UInt8 { byte >= 65 && byte <= 90 ? byte | 0x20 : byte }
    static func flipCase(_ byte: UInt8) -> UInt8 { (byte | 0x20) >= 97 && (byte | 0x20) <= 122 ? byte ^ 0x20 : byte }
}
