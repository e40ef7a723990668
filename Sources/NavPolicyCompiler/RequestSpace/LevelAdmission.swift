import NavPolicy

/// The conditions of a request space as rule terms (`RuleTerms`: conjunctions of per-field
/// literals), and for each level of the space which of its classes admit each term: the
/// linter's counterpart of the compiler's bit-vector matcher (`RuleMatcher`). A term holds on
/// a request exactly when every level's class admits it, so a region of the space is a
/// `TermSet` per question, narrowed level by level with word operations (`RegionSearch`).
///
/// A level's admission is stored sparsely: `baseAdmits` (terms without a literal on the level,
/// and those whose literal holds on most classes) and, per class, the terms admitted otherwise;
/// the same exceptions are indexed by term, so a term's admitted classes are found without
/// looking at the others, and no term is listed on more than half the classes.
struct LevelAdmission {
    /// One level's admission (a class: the searches read it at every node, and a copy of
    /// five arrays would retain each).
    final class Level {
        /// The level (`RequestPartition.levelFields`).
        let field: RequestField
        /// The terms with a literal on the level.
        let tested: TermSet
        /// The terms a class admits unless listed in its exceptions.
        let baseAdmits: TermSet
        /// Per class, the terms whose admission differs from `baseAdmits` (ascending).
        let classExceptions: [[Int32]]
        /// Per term, the classes listing it in their exceptions (ascending).
        let termExceptions: [[Int32]]
        /// On a level of at most `denseLimit` classes, each class's admitted terms as a set: a
        /// scheme class can admit thousands of terms, and intersecting words beats toggling them.
        let denseAdmits: [TermSet]?
        /// Per term, the number of its literal on the level (terms testing the same literal
        /// have the same exceptions); -1 for a term the level does not test.
        let literalOfTerm: [Int32]

        init(
            field: RequestField, tested: TermSet, baseAdmits: TermSet, classExceptions: [[Int32]], termExceptions: [[Int32]],
            denseAdmits: [TermSet]?, literalOfTerm: [Int32]
        ) {
            (self.field, self.tested, self.baseAdmits) = (field, tested, baseAdmits)
            (self.classExceptions, self.termExceptions, self.denseAdmits) = (classExceptions, termExceptions, denseAdmits)
            self.literalOfTerm = literalOfTerm
        }

        /// Whether class `index` admits `term`.
        func admits(_ term: Int, inClass index: Int) -> Bool {
            baseAdmits.contains(term) != Self.contains(classExceptions[index], Int32(term))
        }

        /// Binary search in an ascending list.
        static func contains(_ list: [Int32], _ value: Int32) -> Bool {
            var (low, high) = (0, list.count)
            while low < high {
                let middle = (low + high) / 2
                if list[middle] < value { low = middle + 1 } else { high = middle }
            }
            return low < list.count && list[low] == value
        }
    }

    /// Levels with at most this many classes keep `denseAdmits`.
    static let denseLimit = 64

    /// The most terms one condition may expand to; a larger condition makes the analysis
    /// incomplete rather than slow.
    static let termLimit = 1_024

    /// The condition (entry) each term belongs to.
    let termEntries: [Int32]
    /// The terms of each condition, in condition order.
    let entryTerms: [Range<Int>]
    /// The levels, in `RequestPartition.levelFields` order.
    let levels: [Level]

    /// The admission of `conditions` (store ids) over the classes of `space`; nil when a
    /// condition expands past `termLimit` terms.
    init?(conditions: [Int], space: RequestSpace) {
        guard let terms = RuleTerms.expand(conditions, engine: space.engine, limit: Self.termLimit) else { return nil }
        termEntries = terms.map { Int32($0.rule) }
        var ranges: [Range<Int>] = []
        var next = 0
        for entry in conditions.indices {
            let end = terms[next...].firstIndex { $0.rule != entry } ?? terms.count
            ranges.append(next..<end)
            next = end
        }
        entryTerms = ranges
        let engine = space.engine
        levels = RequestPartition.levelFields.map { level in
            let fields = space.partition.fields(of: level)
            var literals: [Int] = []
            var tested: [Int] = []
            for (term, item) in terms.enumerated() {
                let parts = fields.compactMap { item.literals[$0] }
                guard !parts.isEmpty else { continue }
                tested.append(term)
                literals.append(engine.and(parts))
            }
            let classes = space.partition.classes(of: level)
            // Terms share literals (1,667 `url matches "http://h/*"` rules test the same
            // `path starts-with "/"`): each distinct literal is specialized once per class.
            var distinctOfLiteral: [Int: Int] = [:]
            var distinct: [Int] = []
            let distinctOfPosition = literals.map { literal in
                if let known = distinctOfLiteral[literal] { return known }
                distinctOfLiteral[literal] = distinct.count
                distinct.append(literal)
                return distinct.count - 1
            }
            // A literal true on most classes (`path starts-with "/"`) lists where it fails.
            let truths = engine.truths(of: distinct, fields: fields, classes: classes.map(\.trueAtoms)).map {
                $0.majority(classCount: classes.count)
            }
            var testedSet = TermSet()
            var baseAdmits = TermSet(0..<terms.count)
            var termExceptions = Array(repeating: [Int32](), count: terms.count)
            var literalOfTerm = Array(repeating: Int32(-1), count: terms.count)
            for (position, term) in tested.enumerated() {
                testedSet.set(term, to: true)
                literalOfTerm[term] = Int32(distinctOfPosition[position])
                termExceptions[term] = truths[distinctOfPosition[position]].exceptions
                if !truths[distinctOfPosition[position]].truth { baseAdmits.set(term, to: false) }
            }
            var classExceptions = Array(repeating: [Int32](), count: classes.count)
            for term in tested {
                for index in termExceptions[term] { classExceptions[Int(index)].append(Int32(term)) }
            }
            let dense =
                classes.count > Self.denseLimit
                ? nil
                : classExceptions.map { listed in
                    var admitted = baseAdmits
                    for term in listed { admitted.set(Int(term), to: !baseAdmits.contains(Int(term))) }
                    return admitted
                }
            return Level(
                field: level, tested: testedSet, baseAdmits: baseAdmits, classExceptions: classExceptions,
                termExceptions: termExceptions, denseAdmits: dense, literalOfTerm: literalOfTerm)
        }
    }

    /// The terms of several conditions.
    func terms(of entries: [Int]) -> TermSet { TermSet(entries.map { entryTerms[$0] }) }

    /// The terms of the conditions before `entry`.
    func terms(before entry: Int) -> TermSet { TermSet(0..<entryTerms[entry].lowerBound) }
}
