import NavPolicy

/// Tables whose glob affixes, rules or sources are as large as the reader allows, and the long
/// requests (10 KB to 1 MB) that make a decision read them: issue 24 found each costing the
/// table's size per decision, not the request's.
extension AdversarialTables {
    /// A path of `length` bytes: `/` and then `A`s (upper case, so a folded glob folds every byte).
    public static func upperPath(_ length: Int) -> String {
        "/" + String(repeating: "A", count: max(0, length - 1))
    }

    /// A request whose path and current URL's path are both `path`.
    public static func request(path: String, currentPath: String) -> NavigationRequest {
        NavigationRequest(
            url: SplitURL(scheme: "https", host: "example.com", path: path),
            current: .loaded(SplitURL(scheme: "https", host: "example.com", path: currentPath)), target: .mainFrame, navigation: .link)
    }

    /// `count` folded globs, each `/aaa…a*a*aaa…a` with a prefix and a suffix of `affixBytes`
    /// bytes each (and one inner byte, so the automaton runs too): all of them match an
    /// `upperPath` of at least `2 × affixBytes + 1` bytes, so each affix is compared whole.
    /// The diagram tests every glob on the URL's path, then on the current URL's, then hands
    /// the decision to a matcher whose fields are all of those glob fields, with one term
    /// (rule 1) that every class admits, so every decision is rule 1 after classifying all of
    /// them: before the affixes were checked once per request, one decision compared each
    /// affix at its node, again inside the automaton's run and again for its matcher field.
    public static func foldedAffixGlobs(count: Int, affixBytes: Int) -> CraftedTable {
        var table = CraftedTable()
        let affix = Array(repeating: UInt8(ascii: "a"), count: affixBytes)
        let glob = [UInt8(ascii: "/")] + affix.dropFirst() + Array("*a*".utf8) + affix
        var globs = [count]
        for _ in 0..<count {
            globs += [table.strings.count, glob.count, TableFormat.globFolded]
            table.strings += glob
        }
        table.globs = globs
        let fields = (0..<count).map { RequestField.glob($0).tableID } + (0..<count).map { RequestField.currentGlob($0).tableID }
        let chain = fields.enumerated().map { (field: $0.element, firstChild: 2 * $0.offset) }
        let matcherLeaf = CraftedTable.leaf(Int(TableFormat.matcherOutcome))
        let children = (1..<fields.count).flatMap { [$0, $0] } + [matcherLeaf, matcherLeaf]
        table.nodes = CraftedTable.nodes(root: 0, chain, children: children)
        table.matcher = CraftedTable.matcher(
            termRules: [1],
            fields.map { field in
                CraftedTable.MatcherField(field: field, base: [1], denseFlips: [[], []], sparseFlips: [[], []])
            })
        return table
    }

    /// `count` rules (`allow`, line = rule number, no notify tag) and nothing else: 16 bytes
    /// per rule. Decoded into one `Decision` (88 bytes) per rule at load, a table of 3.9
    /// million rules (62 MB) made loading peak at 415 MB.
    public static func manyRules(_ count: Int) -> CraftedTable {
        var table = CraftedTable()
        table.rules = [count, 0, 0, 0, 0]
        table.rules.reserveCapacity(4 + 4 * count)
        for rule in 1...count { table.rules += [rule, Int(Action.allow.rawValue), 0, 0] }
        // The last rule decides, so a decision reads the record furthest in.
        table.nodes = CraftedTable.nodes(root: CraftedTable.leaf(count), [], children: [])
        return table
    }
}
