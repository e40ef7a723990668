import NavPolicy

/// An exact search of the request space for a combination of classes (one per level) that
/// answers a question about terms (`LevelAdmission`): some terms must hold, others must not,
/// and the first of the observed terms that holds must be a wanted one. The linter asks it
/// whether a rule can match or decide, which earlier rules take its requests, and whether
/// removing it changes a decision.
///
/// Each search node has fixed the classes of some levels and carries, per term set of the
/// question, the terms every fixed class admits. The search fixes next the level that narrows
/// the question most — one where a term set that must hold admits only a few classes (the
/// fields the rule itself tests), else the one most blocking terms test — and tries only
/// distinct outcomes there: the classes some live term treats specially, and one class per
/// feasibility constraint that no live term does. A node stops as soon as a term that must fail
/// can no longer fail (it tests no open level), a set that must hold is empty, or no wanted
/// observed term can come first, so a search costs about the levels the question's terms test,
/// not the product of all classes. Classes combine only as `Feasibility` allows.
final class RegionSearch {
    /// A question.
    struct Query {
        /// Term sets of which each must keep a term that holds.
        var must: [TermSet]
        /// Terms that must all fail.
        var mustNot: TermSet
        /// Terms whose first one that holds (term order is condition order) is the outcome.
        var observed = TermSet()
        /// The observed terms whose condition is a wanted outcome.
        var accepted = TermSet()
        /// Whether "no observed term holds" is a wanted outcome.
        var acceptsNone = true
    }

    /// An answer: a class per level, and the condition of the first observed term that holds.
    struct Finding {
        /// The class index of each level (`RequestPartition.levelFields` order).
        var classes: [Int32]
        /// The outcome's condition (entry), or nil when no observed term holds.
        var outcome: Int?
    }

    /// The space searched.
    let space: RequestSpace
    /// The terms and their admission.
    let admission: LevelAdmission
    /// Per level, its classes' constraints, and the first class of each distinct constraint.
    private let constraints: [[Feasibility]]
    private let constraintGroups: [[(constraint: Feasibility, classes: [Int32])]]
    private var openTermsByMask: [Int: TermSet] = [:]
    private var feasibleByKey: [SIMD4<UInt64>: Bool] = [:]
    // Per level and class, 1 + the index of its constraint's group (`constraintGroups`).
    private let constraintGroupOfClass: [[UInt16]]
    // Per level, the first class of each constraint group, ascending.
    private let firstClassOfGroups: [[Int32]]
    // Per level, `termExceptions` flattened: term t's classes are `exceptionClasses[level]`
    // from `exceptionStarts[level][t]` to `exceptionStarts[level][t + 1]`.
    private let exceptionStarts: [[Int32]]
    private let exceptionClasses: [[Int32]]
    // One bit per class of the largest level, all clear between `markedClasses` calls.
    private var classBits: [UInt64]
    // Per level, the terms it tests that its base classes admit (they fail only on a few).
    private let testedAndAdmitted: [TermSet]
    // The wanted outcomes of the running search (they shrink while collecting).
    private var accepted = TermSet()
    private var acceptsNone = true

    /// A search over `admission`'s terms in `space`.
    init(space: RequestSpace, admission: LevelAdmission) {
        self.space = space
        self.admission = admission
        constraints = RequestPartition.levelFields.map { space.partition.classes(of: $0).map(\.constraint) }
        exceptionStarts = admission.levels.map { level in
            var starts: [Int32] = [0]
            for classes in level.termExceptions { starts.append(starts[starts.count - 1] + Int32(classes.count)) }
            return starts
        }
        exceptionClasses = admission.levels.map { $0.termExceptions.flatMap { $0 } }
        classBits = Array(repeating: 0, count: (constraints.map(\.count).max() ?? 0) / 64 + 1)
        testedAndAdmitted = admission.levels.map { $0.tested.intersection($0.baseAdmits) }
        let groupsByLevel = constraints.map { levelConstraints in
            var groups: [(constraint: Feasibility, classes: [Int32])] = []
            for (index, constraint) in levelConstraints.enumerated() {
                if let at = groups.firstIndex(where: { $0.constraint == constraint }) {
                    groups[at].classes.append(Int32(index))
                } else {
                    groups.append((constraint, [Int32(index)]))
                }
            }
            return groups
        }
        constraintGroups = groupsByLevel
        firstClassOfGroups = groupsByLevel.map { $0.map { $0.classes[0] }.sorted() }
        constraintGroupOfClass = zip(groupsByLevel, constraints).map { groups, levelConstraints in
            var numbers = Array(repeating: UInt16(0), count: levelConstraints.count)
            for (number, group) in groups.enumerated() {
                for index in group.classes { numbers[Int(index)] = UInt16(number + 1) }
            }
            return numbers
        }
    }

    // MARK: - Questions

    /// Some answer to `query`, or nil when none exists (or the work ran out).
    func find(_ query: Query) -> Finding? {
        var result: Finding?
        run(query, from: root(query)) {
            result = $0
            return true
        }
        return result
    }

    /// One answer for each distinct wanted outcome, up to `limit` of them, in the order the
    /// search meets them.
    func findEachOutcome(_ query: Query, limit: Int = .max) -> [Finding] {
        var results: [Finding] = []
        run(query, from: root(query)) { finding in
            results.append(finding)
            // Each outcome once: it is no longer wanted.
            if let entry = finding.outcome {
                self.accepted = self.accepted.subtracting(TermSet(self.admission.entryTerms[entry]))
            } else {
                self.acceptsNone = false
            }
            return results.count >= limit
        }
        return results
    }

    /// The first answer in request-space order (levels in `RequestField` order, classes in
    /// partition order), for a query without observed terms: the witness a finding prints, the
    /// same whatever order the search explores in. `known`, an answer some other search met
    /// (every class of it fixed), spares the search for a first one.
    func firstAnswer(_ query: Query, knowing answer: [Int32]? = nil) -> [Int32]? {
        var node = root(query)
        // Some answer below `node`: a candidate class up to its class needs no search of its own.
        guard var known = answer ?? find(query)?.classes else { return nil }
        for level in RequestPartition.levelFields.indices {
            let table = admission.levels[level]
            // On a level no term tests, no term is live.
            let live = table.tested.isEmpty ? TermSet() : node.liveTerms
            // Unrestricted, the classes no live term touches are alike per constraint: its first stands for them.
            let candidates =
                restrictedClasses(node, level: level)
                ?? (untouchedChildren(level: level, live: live) + touchedChildren(level: level, live: live)).sorted()
            var tried = Set<ChildKey>()
            var chosen: Node?
            for index in candidates {
                guard node.must.allSatisfy({ group in group.containsMember { table.admits($0, inClass: Int(index)) } }) else { continue }
                guard isFeasible(node, level: level, index: index),
                    let child = distinctChild(of: node, level: level, index: index, live: live, tried: &tried)
                else { continue }
                if index == known[level] {
                    chosen = child
                    break
                }
                var found: [Int32]?
                run(query, from: child) {
                    found = $0.classes
                    return true
                }
                if let found {
                    (chosen, known) = (child, found)
                    break
                }
                if space.isExhausted { return nil }
            }
            guard let chosen else { return nil }
            node = chosen
        }
        return node.classes
    }

    /// For each class of level `level` (a `RequestPartition.levelFields` index), whether some answer
    /// to `query` has that class: the exact projection of the query's region onto the level
    /// (`host is "a.example" or target is new-window` projects onto every host class, since a
    /// new-window request may have any host). Classes whose child node is alike (same
    /// constraint, same narrowed terms) share one search. Nil when the work ran out.
    func classesWithAnswers(_ query: Query, level: Int) -> [Bool]? {
        let node = root(query)
        let live = node.liveTerms
        var known: [ChildKey: Bool] = [:]
        var result: [Bool] = []
        for index in constraints[level].indices.map(Int32.init) {
            guard isFeasible(node, level: level, index: index) else {
                result.append(false)
                continue
            }
            let (child, key) = self.child(of: node, level: level, index: index, live: live)
            if let answer = known[key] {
                result.append(answer)
                continue
            }
            var found = false
            run(query, from: child) { _ in
                found = true
                return true
            }
            if space.isExhausted { return nil }
            known[key] = found
            result.append(found)
        }
        return result
    }

    /// The witness request of a combination of classes.
    func witness(_ classes: [Int32]) -> RequestWitness? {
        RequestWitness(
            values: RequestPartition.levelFields.enumerated().map { level, field in
                space.partition.classes(of: field)[Int(classes[level])].value
            })
    }

    // MARK: - Search

    private struct Node {
        var classes: [Int32]
        /// The constraint group of each fixed level, 16 bits a level (`isFeasible`'s key).
        var groups = SIMD4<UInt64>()
        var openMask: Int
        var mustNot: TermSet
        var observed: TermSet
        var must: [TermSet]
        /// Whether the outcome is known (then `observed` is empty).
        var resolved = false
        var outcome: Int?

        /// Every term still holding on the fixed classes.
        var liveTerms: TermSet {
            var live = mustNot
            live.formUnion(observed)
            for group in must { live.formUnion(group) }
            return live
        }
    }

    private func root(_ query: Query) -> Node {
        Node(
            classes: Array(repeating: -1, count: RequestPartition.levelFields.count),
            openMask: (1 << RequestPartition.levelFields.count) - 1,
            mustNot: query.mustNot, observed: query.observed, must: query.must)
    }

    private func run(_ query: Query, from node: Node, found: (Finding) -> Bool) {
        (accepted, acceptsNone) = (query.accepted, query.acceptsNone)
        _ = explore(node, found: found)
    }

    /// Explores below a node; true when the caller should stop (found enough, or out of work).
    private func explore(_ start: Node, found: (Finding) -> Bool) -> Bool {
        space.charge(1)
        if space.isExhausted { return true }
        guard let node = settled(start) else { return false }
        if node.mustNot.isEmpty && node.resolved && node.must.isEmpty {
            guard let classes = completion(node.classes) else { return false }
            return found(Finding(classes: classes, outcome: node.outcome))
        }
        // A set that must hold through one of several terms: one search per term, each
        // narrowed by the levels that term tests (a rule `A or B` is searched as A, then B).
        if let group = node.must.firstIndex(where: { $0.count > 1 }) {
            for term in node.must[group].members {
                var single = node
                single.must[group] = TermSet(term..<term + 1)
                if explore(single, found: found) { return true }
            }
            return false
        }
        let (level, restricted) = nextLevel(node)
        let live = node.liveTerms
        var tried = Set<ChildKey>()
        func exploreChildren(_ indices: [Int32]) -> Bool {
            for index in indices {
                guard isFeasible(node, level: level, index: index),
                    let child = distinctChild(of: node, level: level, index: index, live: live, tried: &tried)
                else { continue }
                if explore(child, found: found) { return true }
            }
            return false
        }
        if let restricted { return exploreChildren(restricted) }
        // The classes some live term treats specially are listed only when the others do not
        // answer: on a level thousands of live terms test, listing them is most of a node's cost.
        return exploreChildren(untouchedChildren(level: level, live: live)) || exploreChildren(touchedChildren(level: level, live: live))
    }

    /// The node with what its fixed classes decide applied, or nil when it cannot answer.
    private func settled(_ start: Node) -> Node? {
        var node = start
        if node.must.contains(where: \.isEmpty) { return nil }
        let open = openTerms(node.openMask)
        // A term that tests no open level holds on every request below.
        if !node.mustNot.isSubset(of: open) { return nil }
        node.must.removeAll { !$0.isSubset(of: open) }
        if node.resolved {
            // While collecting, an outcome already found is no longer wanted.
            let wanted = node.outcome.map { accepted.intersects(TermSet(admission.entryTerms[$0])) } ?? acceptsNone
            return wanted ? node : nil
        }
        // The outcome is a wanted observed term or none, so the observed terms before the
        // first wanted one must fail.
        guard let firstWanted = node.observed.firstCommon(with: accepted) else {
            guard acceptsNone else { return nil }
            node.mustNot.formUnion(node.observed)
            node.observed = TermSet()
            node.resolved = true
            return node.mustNot.isSubset(of: open) ? node : nil
        }
        let before = node.observed.prefix(below: firstWanted)
        if !before.isEmpty {
            if !before.isSubset(of: open) { return nil }
            node.mustNot.formUnion(before)
            node.observed = node.observed.subtracting(before)
        }
        guard !open.contains(firstWanted) else { return node }
        node.outcome = Int(admission.termEntries[firstWanted])
        node.observed = TermSet()
        node.resolved = true
        return node
    }

    /// The level to fix next, and its candidate classes when they are restricted: a set that
    /// must hold admits only some classes, or a term that must fail tests no other open level
    /// and fails only on some (unit propagation: `host is "a" and not path starts-with "/p/"`,
    /// with host and target fixed, leaves only the paths under `/p/`). The most restricted
    /// level comes first; without one, the level the most blocking terms test.
    private func nextLevel(_ node: Node) -> (level: Int, restricted: [Int32]?) {
        let open = RequestPartition.levelFields.indices.filter { node.openMask & (1 << $0) != 0 }
        let restrictions = open.map { restrictedClasses(node, level: $0) }
        var best: Int?
        for (at, restriction) in restrictions.enumerated() {
            guard let restriction, restriction.count < Self.restrictedLimit else { continue }
            if best.map({ restriction.count < restrictions[$0]!.count }) ?? true { best = at }
        }
        if let best { return (open[best], restrictions[best]) }
        var blocking = node.mustNot
        blocking.formUnion(node.observed)
        let counts = open.map { blocking.intersectionCount(admission.levels[$0].tested) }
        var at = counts.indices.max { counts[$0] < counts[$1] || (counts[$0] == counts[$1] && $0 > $1) } ?? 0
        if counts[at] == 0 { at = open.firstIndex { level in node.must.contains { $0.intersects(admission.levels[level].tested) } } ?? 0 }
        return (open[at], restrictions[at])
    }

    /// A level is searched over a set's admitted classes when they are at most this many.
    static let restrictedLimit = 65

    /// The classes of `level` an answer below the node can have (ascending), when fewer than
    /// all: those admitting a term of each set that must hold and admitted by no base class,
    /// and failing each term that must fail and tests no other open level; nil when unrestricted.
    private func restrictedClasses(_ node: Node, level: Int) -> [Int32]? {
        let table = admission.levels[level]
        // A level no term tests (the current page's, in most policies) restricts nothing.
        guard !table.tested.isEmpty else { return nil }
        var lists: [[Int32]] = []
        for group in node.must where !group.intersects(table.baseAdmits) {
            lists.append(markedClasses(level: level, listedBy: group))
        }
        let elsewhere = openTerms(node.openMask & ~(1 << level))
        // Terms testing the same literal fail on the same classes: one list each.
        var listed = Set<Int32>()
        node.mustNot.forEachCommonMember(with: testedAndAdmitted[level], excluding: elsewhere) { term in
            if listed.insert(table.literalOfTerm[term]).inserted { lists.append(table.termExceptions[term]) }
        }
        guard var result = lists.min(by: { $0.count < $1.count }) else { return nil }
        for list in lists where !result.isEmpty {
            result = result.filter { LevelAdmission.Level.contains(list, $0) }
        }
        return result
    }

    /// The classes of `level` listing some of `terms` (those also in `among`, when given) in
    /// their exceptions, ascending: a level thousands of live terms test costs their exception
    /// lists, read flat into a bitmap.
    private func markedClasses(level: Int, listedBy terms: TermSet, among: TermSet? = nil) -> [Int32] {
        var result: [Int32] = []
        let wordCount = constraints[level].count / 64 + 1
        exceptionStarts[level].withUnsafeBufferPointer { starts in
            exceptionClasses[level].withUnsafeBufferPointer { classes in
                classBits.withUnsafeMutableBufferPointer { bits in
                    func mark(_ term: Int) {
                        for at in Int(starts[term])..<Int(starts[term + 1]) {
                            let index = Int(classes[at])
                            bits[index >> 6] |= 1 << UInt64(index & 63)
                        }
                    }
                    if let among { terms.forEachCommonMember(with: among, mark) } else { terms.forEachMember(mark) }
                    for word in 0..<wordCount where bits[word] != 0 {
                        var rest = bits[word]
                        bits[word] = 0
                        while rest != 0 {
                            result.append(Int32(word * 64 + rest.trailingZeroBitCount))
                            rest &= rest - 1
                        }
                    }
                }
            }
        }
        return result
    }

    /// The classes worth trying at a level are, in this order, the `untouchedChildren` (one
    /// class per constraint that no live term treats specially; baseline classes first: they
    /// make the most terms fail), then the `touchedChildren` (those some live term does, in
    /// class order). A dense level lists all its classes first.
    private func untouchedChildren(level: Int, live: TermSet) -> [Int32] {
        let table = admission.levels[level]
        if let dense = table.denseAdmits { return Array(0..<Int32(dense.count)) }
        return constraintGroups[level].compactMap { group in
            group.classes.first { index in !table.classExceptions[Int(index)].contains { live.contains(Int($0)) } }
        }
    }

    /// The classes of a sparse level some live term treats specially, ascending (see
    /// `untouchedChildren`); none on a dense level.
    private func touchedChildren(level: Int, live: TermSet) -> [Int32] {
        let table = admission.levels[level]
        return table.denseAdmits == nil ? markedClasses(level: level, listedBy: live, among: table.tested) : []
    }

    /// What makes two children of a node alike: the group of the class's constraint, and on a
    /// sparse level the live terms the class treats specially, on a dense one the narrowed
    /// sets. Hashed once, with a cheap word mix: the sets can span thousands of terms.
    private struct ChildKey: Hashable {
        let group: UInt16
        let toggles: [Int32]
        let sets: [TermSet]
        private let mixed: UInt64

        init(group: UInt16, toggles: [Int32] = [], sets: [TermSet] = []) {
            (self.group, self.toggles, self.sets) = (group, toggles, sets)
            var mix = UInt64(group) &* 0x9E37_79B9_7F4A_7C15
            func add(_ value: UInt64) { mix = (mix ^ value) &* 0x0000_0100_0000_01B3 }
            for term in toggles { add(UInt64(UInt32(bitPattern: term))) }
            for set in sets { set.mix(into: &mix) }
            mixed = mix
        }

        func hash(into hasher: inout Hasher) { hasher.combine(mixed) }

        static func == (lhs: ChildKey, rhs: ChildKey) -> Bool {
            lhs.mixed == rhs.mixed && lhs.group == rhs.group && lhs.toggles == rhs.toggles && lhs.sets == rhs.sets
        }
    }

    /// The node with class `index` of `level` fixed, unless a class tried before (`tried`)
    /// gives the same; charges its work.
    private func distinctChild(of node: Node, level: Int, index: Int32, live: TermSet, tried: inout Set<ChildKey>) -> Node? {
        let table = admission.levels[level]
        let group = constraintGroupOfClass[level][Int(index)]
        // Unless the level is dense, the key is known before the child is narrowed: a class
        // alike to one tried costs no narrowing.
        if table.tested.isEmpty {
            guard tried.insert(ChildKey(group: group)).inserted else { return nil }
            return child(of: node, level: level, index: index, live: live).node
        }
        if table.denseAdmits == nil {
            let toggles = table.classExceptions[Int(index)].filter { live.contains(Int($0)) }
            guard tried.insert(ChildKey(group: group, toggles: toggles)).inserted else { return nil }
            return child(of: node, level: level, index: index, live: live, toggles: toggles).node
        }
        let (child, key) = child(of: node, level: level, index: index, live: live)
        return tried.insert(key).inserted ? child : nil
    }

    /// The node with class `index` of `level` fixed, and what makes it alike to its siblings
    /// (`ChildKey`); charges its work. `toggles`, when known, are the class's exceptions that
    /// are live.
    private func child(of node: Node, level: Int, index: Int32, live: TermSet, toggles known: [Int32]? = nil) -> (node: Node, key: ChildKey)
    {
        let table = admission.levels[level]
        let group = constraintGroupOfClass[level][Int(index)]
        var child = node
        child.classes[level] = index
        child.groups = Self.groups(node.groups, level: level, group: group)
        child.openMask &= ~(1 << level)
        if table.tested.isEmpty {
            // A level no term tests narrows nothing: its classes differ in their constraint only.
            space.charge(1 + (node.mustNot.wordCount + node.observed.wordCount) / 8)
            return (child, ChildKey(group: group))
        }
        if let dense = table.denseAdmits?[Int(index)] {
            child.mustNot = node.mustNot.intersection(dense)
            child.observed = node.observed.intersection(dense)
            child.must = node.must.map { $0.intersection(dense) }
            space.charge(1 + (node.mustNot.wordCount + node.observed.wordCount) / 8)
            return (child, ChildKey(group: group, sets: [child.mustNot, child.observed] + child.must))
        }
        let toggles = known ?? table.classExceptions[Int(index)].filter { live.contains(Int($0)) }
        space.charge(1 + toggles.count + (node.mustNot.wordCount + node.observed.wordCount) / 8)
        func narrowed(_ set: TermSet) -> TermSet {
            var result = set.intersection(table.baseAdmits)
            for term in toggles where set.contains(Int(term)) { result.set(Int(term), to: !table.baseAdmits.contains(Int(term))) }
            return result
        }
        child.mustNot = narrowed(node.mustNot)
        child.observed = narrowed(node.observed)
        child.must = node.must.map(narrowed)
        return (child, ChildKey(group: group, toggles: toggles))
    }

    /// The terms testing some level of `mask`.
    private func openTerms(_ mask: Int) -> TermSet {
        if let known = openTermsByMask[mask] { return known }
        var terms = TermSet()
        for level in RequestPartition.levelFields.indices where mask & (1 << level) != 0 { terms.formUnion(admission.levels[level].tested) }
        openTermsByMask[mask] = terms
        return terms
    }

    // MARK: - Feasibility

    /// Whether fixing class `index` at `level` besides the node's classes leaves a combination
    /// some pair of URLs realizes.
    private func isFeasible(_ node: Node, level: Int, index: Int32) -> Bool {
        let key = Self.groups(node.groups, level: level, group: constraintGroupOfClass[level][Int(index)])
        if let known = feasibleByKey[key] { return known }
        var trial = node.classes
        trial[level] = index
        let feasible = completion(trial) != nil
        feasibleByKey[key] = feasible
        return feasible
    }

    /// `groups` with the constraint group of `level` set to `group` (the level was open).
    private static func groups(_ groups: SIMD4<UInt64>, level: Int, group: UInt16) -> SIMD4<UInt64> {
        // The key holds the 16 URL and navigation levels; the flags level after them demands
        // nothing (every class `.start`), so it never changes whether a combination is feasible.
        guard level < 16 else { return groups }
        var result = groups
        result[level / 4] |= UInt64(group) << UInt64(16 * (level % 4))
        return result
    }

    /// The classes with every open level filled with the first class (in class order) of a
    /// constraint that keeps the combination realizable; nil when none does.
    private func completion(_ classes: [Int32]) -> [Int32]? {
        var result = classes
        func fill(_ level: Int, _ state: Feasibility) -> Bool {
            guard level < result.count else { return true }
            let field = RequestPartition.levelFields[level]
            let options = classes[level] >= 0 ? [classes[level]] : firstClassOfGroups[level]
            for index in options {
                guard let next = state.advance(level: field, with: constraints[level][Int(index)]) else { continue }
                result[level] = index
                if fill(level + 1, next) { return true }
            }
            return false
        }
        return fill(0, .start) ? result : nil
    }
}
