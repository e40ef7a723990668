/// A set of rule terms (`RuleTerms`; `LevelAdmission` and `RuleMatcher` number them), one bit
/// each: the one bit set of the compiler, stored as the 64-bit words between its lowest and
/// highest member only: a rule's own terms take one word, the
/// terms of the rules before a rule a prefix, so intersections cost what the sets span.
struct TermSet: Hashable {
    /// The index of the first stored word.
    private(set) var start: Int
    /// The stored words; bit `b` of word `w` is term `(start + w) * 64 + b`.
    private(set) var words: [UInt64]

    /// The empty set.
    init() {
        start = 0
        words = []
    }

    /// The terms in `range`.
    init(_ range: Range<Int>) {
        self.init()
        guard !range.isEmpty else { return }
        start = range.lowerBound / 64
        // Whole words, the first without the bits below the range and the last above it.
        words = Array(repeating: ~0, count: (range.upperBound - 1) / 64 - start + 1)
        words[0] &= ~0 << UInt64(range.lowerBound % 64)
        words[words.count - 1] &= ~0 >> UInt64(63 - (range.upperBound - 1) % 64)
    }

    /// The given terms (in any order, repeats allowed).
    init(members: [Int]) {
        self.init()
        guard let low = members.min(), let high = members.max() else { return }
        start = low / 64
        words = Array(repeating: 0, count: high / 64 - start + 1)
        for term in members { words[term / 64 - start] |= 1 << UInt64(term % 64) }
    }

    /// The set as `width` words from term 0 (bit `b` of word `w` is term `64w + b`), as the
    /// table stores a matcher set; the set's terms are below `64 * width`.
    func words(width: Int) -> [UInt64] {
        var result = Array(repeating: UInt64(0), count: width)
        for (index, word) in words.enumerated() where word != 0 { result[start + index] = word }
        return result
    }

    /// The terms of several ranges.
    init(_ ranges: [Range<Int>]) {
        self.init()
        for range in ranges { formUnion(TermSet(range)) }
    }

    /// Whether the set has no term.
    var isEmpty: Bool { words.allSatisfy { $0 == 0 } }

    /// Whether `term` is in the set.
    func contains(_ term: Int) -> Bool {
        let index = term / 64 - start
        return index >= 0 && index < words.count && words[index] & (1 << UInt64(term % 64)) != 0
    }

    /// The smallest term, if any.
    var first: Int? {
        for (index, word) in words.enumerated() where word != 0 { return (start + index) * 64 + word.trailingZeroBitCount }
        return nil
    }

    /// The number of stored words (what an operation on the set costs).
    var wordCount: Int { words.count }

    /// The number of terms.
    var count: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }

    /// The terms in ascending order.
    var members: [Int] {
        var result: [Int] = []
        forEachMember { result.append($0) }
        return result
    }

    /// Calls `body` with each term in ascending order (`members` without the array).
    func forEachMember(_ body: (Int) -> Void) {
        for (index, word) in words.enumerated() {
            var rest = word
            while rest != 0 {
                body((start + index) * 64 + rest.trailingZeroBitCount)
                rest &= rest - 1
            }
        }
    }

    /// Mixes the set into a running 64-bit hash (FNV-style, one multiply a word): cheaper than
    /// `Hasher` for sets of thousands of terms, for keys that compare the sets on a match.
    func mix(into hash: inout UInt64) {
        hash = (hash ^ UInt64(truncatingIfNeeded: start)) &* 0x0000_0100_0000_01B3
        for word in words { hash = (hash ^ word) &* 0x0000_0100_0000_01B3 }
    }

    /// Whether every term of this set is in `other` (`subtracting(other).isEmpty` without the copy).
    func isSubset(of other: TermSet) -> Bool {
        for (index, word) in words.enumerated() where word != 0 {
            let at = start + index - other.start
            guard at >= 0, at < other.words.count, word & ~other.words[at] == 0 else { return false }
        }
        return true
    }

    /// The smallest term of both sets, if any (`intersection(other).first` without the copy).
    func firstCommon(with other: TermSet) -> Int? {
        let low = max(start, other.start)
        let high = min(start + words.count, other.start + other.words.count)
        guard low < high else { return nil }
        for index in low..<high {
            let word = words[index - start] & other.words[index - other.start]
            if word != 0 { return index * 64 + word.trailingZeroBitCount }
        }
        return nil
    }

    /// Calls `body` with each term of both sets and not in `excluded`, in ascending order, a
    /// word at a time (no intersection built).
    func forEachCommonMember(with other: TermSet, excluding excluded: TermSet = TermSet(), _ body: (Int) -> Void) {
        let low = max(start, other.start)
        let high = min(start + words.count, other.start + other.words.count)
        guard low < high else { return }
        for index in low..<high {
            let at = index - excluded.start
            let out = at >= 0 && at < excluded.words.count ? excluded.words[at] : 0
            var rest = words[index - start] & other.words[index - other.start] & ~out
            while rest != 0 {
                body(index * 64 + rest.trailingZeroBitCount)
                rest &= rest - 1
            }
        }
    }

    /// Whether some term satisfies `predicate` (ascending, stopping at the first).
    func containsMember(where predicate: (Int) -> Bool) -> Bool {
        for (index, word) in words.enumerated() {
            var rest = word
            while rest != 0 {
                if predicate((start + index) * 64 + rest.trailingZeroBitCount) { return true }
                rest &= rest - 1
            }
        }
        return false
    }

    /// Sets or clears one term (the set widens to hold it).
    mutating func set(_ term: Int, to member: Bool) {
        if member { widen(toHold: term / 64) } else if !contains(term) { return }
        let bit: UInt64 = 1 << UInt64(term % 64)
        if member {
            words[term / 64 - start] |= bit
        } else {
            words[term / 64 - start] &= ~bit
            trim()
        }
    }

    /// The terms of both sets.
    func intersection(_ other: TermSet) -> TermSet {
        let low = max(start, other.start)
        let high = min(start + words.count, other.start + other.words.count)
        guard low < high else { return TermSet() }
        // Trimmed before storing: one allocation of the words that hold terms.
        return words.withUnsafeBufferPointer { mine in
            other.words.withUnsafeBufferPointer { theirs in
                func word(_ index: Int) -> UInt64 { mine[index - start] & theirs[index - other.start] }
                var (first, last) = (low, high - 1)
                while first <= last, word(first) == 0 { first += 1 }
                guard first <= last else { return TermSet() }
                while word(last) == 0 { last -= 1 }
                var result = TermSet()
                result.start = first
                result.words = Array(unsafeUninitializedCapacity: last - first + 1) { buffer, count in
                    for index in first...last { buffer[index - first] = word(index) }
                    count = last - first + 1
                }
                return result
            }
        }
    }

    /// Whether the sets share a term.
    func intersects(_ other: TermSet) -> Bool {
        let low = max(start, other.start)
        let high = min(start + words.count, other.start + other.words.count)
        guard low < high else { return false }
        return (low..<high).contains { words[$0 - start] & other.words[$0 - other.start] != 0 }
    }

    /// The number of terms in both sets.
    func intersectionCount(_ other: TermSet) -> Int {
        let low = max(start, other.start)
        let high = min(start + words.count, other.start + other.words.count)
        guard low < high else { return 0 }
        return (low..<high).reduce(0) { $0 + (words[$1 - start] & other.words[$1 - other.start]).nonzeroBitCount }
    }

    /// The terms of this set not in `other`.
    func subtracting(_ other: TermSet) -> TermSet {
        var result = self
        let low = max(start, other.start)
        let high = min(start + words.count, other.start + other.words.count)
        guard low < high else { return result }
        for index in low..<high { result.words[index - start] &= ~other.words[index - other.start] }
        result.trim()
        return result
    }

    /// Adds the terms of `other`.
    mutating func formUnion(_ other: TermSet) {
        guard let otherFirst = other.first else { return }
        widen(toHold: otherFirst / 64)
        widen(toHold: other.start + other.words.count - 1)
        for (index, word) in other.words.enumerated() { words[other.start + index - start] |= word }
    }

    /// The terms below `term`.
    func prefix(below term: Int) -> TermSet {
        var result = self
        let cut = term / 64 - start
        guard cut < result.words.count else { return result }
        if cut < 0 { return TermSet() }
        result.words.removeLast(result.words.count - cut - 1)
        result.words[cut] &= (1 << UInt64(term % 64)) &- 1
        result.trim()
        return result
    }

    /// Grows the stored words to include word `index`.
    private mutating func widen(toHold index: Int) {
        if words.isEmpty {
            start = index
            words = [0]
        } else if index < start {
            words.insert(contentsOf: Array(repeating: 0, count: start - index), at: 0)
            start = index
        } else if index >= start + words.count {
            words.append(contentsOf: Array(repeating: 0, count: index - start - words.count + 1))
        }
    }

    /// Drops zero words at both ends, so equal sets are stored alike.
    private mutating func trim() {
        guard let low = words.firstIndex(where: { $0 != 0 }), let high = words.lastIndex(where: { $0 != 0 }) else {
            self = TermSet()
            return
        }
        if low > 0 || high < words.count - 1 {
            words = Array(words[low...high])
            start += low
        }
    }
}
