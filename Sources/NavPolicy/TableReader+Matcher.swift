/// Validation of the bit-vector matcher section (`TableFormat.Section.matcher`).
extension TableReader {
    /// Where the validated parts of the matcher section are.
    package struct MatcherLayout: Sendable {
        /// One matcher field's sets.
        package struct Field: Sendable {
            /// The table field id.
            package var field: Int
            /// Its class count (equal to the classifier's).
            package var classCount: Int
            /// Exceptions over all its classes.
            package var exceptionCount: Int
            /// Byte offsets of the base set, the class starts and the exceptions.
            var baseStart, classStartsStart, exceptionsStart: Int
        }

        /// Number of terms.
        package var termCount: Int
        /// Byte offset of the terms' rule numbers.
        var termsStart: Int
        /// The matcher fields, ascending by field id.
        package var fields: [Field]
    }

    /// Validates a matcher section: every term names a rule; field ids ascend and exist; each
    /// field has its classifier's class count, a base set whose bits past the last term are
    /// zero, class starts that ascend from 0 to its exception count, and exceptions whose terms
    /// exist and ascend strictly within a class.
    static func matcherLayout(_ section: SectionCursor, ruleCount: Int, classCounts: [Int]) throws(TableError) -> MatcherLayout {
        var cursor = section
        let termCount = try cursor.word()
        let fieldCount = try cursor.index(below: classCounts.count + 1, "field count")
        let termsStart = try cursor.records(termCount, wordsEach: 1)
        let bytes = section.bytes
        for term in 0..<termCount {
            let rule = bytes.word(at: termsStart + 4 * term)
            guard rule >= 1, rule <= ruleCount else { throw .malformed("matcher: term \(term) names rule \(rule)") }
        }
        let wordCount = (termCount + 63) / 64
        var fields: [MatcherLayout.Field] = []
        for _ in 0..<fieldCount {
            let field = try cursor.index(below: classCounts.count, "field")
            guard fields.last.map({ $0.field < field }) ?? true else { throw .malformed("matcher: fields do not ascend") }
            let classCount = try cursor.word()
            guard classCount == classCounts[field] else { throw .malformed("matcher: field \(field) has \(classCount) classes, its classifier \(classCounts[field])") }
            let exceptionCount = try cursor.word()
            let baseStart = try cursor.records(2 * wordCount, wordsEach: 1)
            if termCount % 64 != 0 {
                let last = UInt64(bytes.word(at: baseStart + 8 * (wordCount - 1))) | UInt64(bytes.word(at: baseStart + 8 * (wordCount - 1) + 4)) << 32
                guard last >> UInt64(termCount % 64) == 0 else { throw .malformed("matcher: field \(field) sets bits past the last term") }
            }
            let classStartsStart = try cursor.records(classCount + 1, wordsEach: 1)
            let exceptionsStart = try cursor.records(exceptionCount, wordsEach: 1)
            guard bytes.word(at: classStartsStart) == 0, bytes.word(at: classStartsStart + 4 * classCount) == exceptionCount else {
                throw .malformed("matcher: field \(field) class starts do not span its exceptions")
            }
            for classIndex in 0..<classCount {
                let (start, end) = (bytes.word(at: classStartsStart + 4 * classIndex), bytes.word(at: classStartsStart + 4 * classIndex + 4))
                guard start <= end, end <= exceptionCount else { throw .malformed("matcher: field \(field) class starts do not ascend") }
                var previous = -1
                for position in start..<end {
                    let term = bytes.word(at: exceptionsStart + 4 * position) >> 1
                    guard term < termCount, term > previous else { throw .malformed("matcher: field \(field) exceptions out of order or range") }
                    previous = term
                }
            }
            fields.append(MatcherLayout.Field(field: field, classCount: classCount, exceptionCount: exceptionCount,
                                              baseStart: baseStart, classStartsStart: classStartsStart, exceptionsStart: exceptionsStart))
        }
        try cursor.expectEnd()
        return MatcherLayout(termCount: termCount, termsStart: termsStart, fields: fields)
    }
}
