/// Validation of the bit-vector matcher section (`TableFormat.Section.matcher`).
extension TableReader {
    /// Where the validated parts of the matcher section are.
    package struct MatcherLayout: Sendable {
        /// One matcher field's sets: class `c` admits the base set XOR the dense sets and the
        /// single terms that `c` flips.
        package struct Field: Sendable {
            /// The field.
            package var field: RequestField
            /// Its class count (equal to the classifier's).
            package var classCount: Int
            /// Dense sets, references to them over all classes, and single flipped terms.
            package var denseCount, denseFlipCount, sparseFlipCount: Int
            /// Byte offsets of the base set (the dense sets follow it), the dense flips' class
            /// starts and entries, and the sparse flips' class starts and entries.
            var setsStart, denseStartsStart, denseFlipsStart, sparseStartsStart, sparseFlipsStart: Int
        }

        /// Number of terms.
        package var termCount: Int
        /// Byte offset of the terms' rule numbers.
        var termsStart: Int
        /// The matcher fields, ascending.
        package var fields: [Field]
        /// The most matcher words one decision reads (`TableFormat.matcherDecisionWords`),
        /// validated to be at most `TableFormat.maxMatcherDecisionWords`.
        package var decisionWords: Int
    }

    /// Validates a matcher section in one pass over it: every term names a rule; field ids
    /// name fields of the table (`decoding`) and ascend; each field has its classifier's class
    /// count, base and dense sets
    /// whose bits past the last term are zero, and per class flip lists whose starts ascend
    /// from 0 to their count and whose entries (dense set indices, terms) exist and strictly
    /// ascend, so a decision reads each set and each entry at most once; and what a decision
    /// reads at most, the sets and flips of each field's costliest class, is within
    /// `TableFormat.maxMatcherDecisionWords`.
    static func matcherLayout(
        _ section: SectionCursor, ruleCount: Int, decoding: (Int) -> RequestField?, classCount classCountOf: (RequestField) -> Int
    ) throws(TableError) -> MatcherLayout {
        var cursor = section
        let termCount = try cursor.word()
        // At most one matcher field per field id.
        let fieldCount = try cursor.index(below: RequestField.tableIDCount + 1, "field count")
        let termsStart = try cursor.records(termCount, wordsEach: 1)
        let bytes = section.bytes
        for term in 0..<termCount {
            let rule = bytes.word(at: termsStart + 4 * term)
            guard rule >= 1, rule <= ruleCount else { throw .malformed("matcher: term \(term) names rule \(rule)") }
        }
        let wordCount = (termCount + 63) / 64
        var fields: [MatcherLayout.Field] = []
        var costliest: [(denseFlips: Int, sparseFlips: Int)] = []
        for _ in 0..<fieldCount {
            let id = try cursor.word()
            guard let field = decoding(id) else { throw .malformed("matcher: field \(id) is no field of this table") }
            guard fields.last.map({ $0.field < field }) ?? true else { throw .malformed("matcher: fields do not ascend") }
            let classCount = try cursor.word()
            guard classCount == classCountOf(field) else {
                throw .malformed("matcher: field \(id) has \(classCount) classes, its classifier \(classCountOf(field))")
            }
            let denseCount = try cursor.word()
            let denseFlipCount = try cursor.word()
            let sparseFlipCount = try cursor.word()
            let setsStart = try cursor.records((1 + denseCount) * 2 * wordCount, wordsEach: 1)
            if termCount % 64 != 0 {
                for set in 0...denseCount {
                    let high = setsStart + 8 * (set * wordCount + wordCount - 1)
                    let last = UInt64(bytes.word(at: high)) | UInt64(bytes.word(at: high + 4)) << 32
                    guard last >> UInt64(termCount % 64) == 0 else { throw .malformed("matcher: field \(id) sets bits past the last term") }
                }
            }
            let dense = try Self.flipLists(
                &cursor, classCount: classCount, count: denseFlipCount, below: denseCount, "field \(id) dense flips")
            let sparse = try Self.flipLists(
                &cursor, classCount: classCount, count: sparseFlipCount, below: termCount, "field \(id) term flips")
            costliest.append((dense.mostInOneClass, sparse.mostInOneClass))
            fields.append(
                MatcherLayout.Field(
                    field: field, classCount: classCount, denseCount: denseCount, denseFlipCount: denseFlipCount,
                    sparseFlipCount: sparseFlipCount,
                    setsStart: setsStart, denseStartsStart: dense.starts, denseFlipsStart: dense.entries,
                    sparseStartsStart: sparse.starts, sparseFlipsStart: sparse.entries))
        }
        try cursor.expectEnd()
        let decisionWords = TableFormat.matcherDecisionWords(termCount: termCount, fields: costliest)
        guard decisionWords <= TableFormat.maxMatcherDecisionWords else {
            throw .malformed("matcher: a decision may read \(decisionWords) words, more than \(TableFormat.maxMatcherDecisionWords)")
        }
        return MatcherLayout(termCount: termCount, termsStart: termsStart, fields: fields, decisionWords: decisionWords)
    }

    /// Per-class lists: `classCount + 1` starts from 0 to `count`, then `count` entries, each
    /// below `limit` and strictly ascending within its class. Returns where both begin and
    /// the longest class's count.
    private static func flipLists(
        _ cursor: inout SectionCursor, classCount: Int, count: Int, below limit: Int, _ what: String
    ) throws(TableError) -> (starts: Int, entries: Int, mostInOneClass: Int) {
        let starts = try cursor.records(classCount + 1, wordsEach: 1)
        let entries = try cursor.records(count, wordsEach: 1)
        let bytes = cursor.bytes
        guard bytes.word(at: starts) == 0, bytes.word(at: starts + 4 * classCount) == count else {
            throw .malformed("matcher: \(what): class starts do not span the entries")
        }
        var mostInOneClass = 0
        for classIndex in 0..<classCount {
            let (start, end) = (bytes.word(at: starts + 4 * classIndex), bytes.word(at: starts + 4 * classIndex + 4))
            guard start <= end, end <= count else { throw .malformed("matcher: \(what): class starts do not ascend") }
            mostInOneClass = max(mostInOneClass, end - start)
            var previous = -1
            for position in start..<end {
                let entry = bytes.word(at: entries + 4 * position)
                guard entry < limit, entry > previous else { throw .malformed("matcher: \(what) out of order or range") }
                previous = entry
            }
        }
        return (starts, entries, mostInOneClass)
    }
}
