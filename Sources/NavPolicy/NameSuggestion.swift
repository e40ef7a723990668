/// "Did you mean" for a misspelled name: the one suggestion code of the toolchain. The
/// runtime offers it for a parameter key or a flag name the table does not declare
/// (`ParameterError`); the compiler's `Suggestion` forwards to it for attributes, values,
/// actions and list names. A suggestion is only offered when it is close, because a
/// far-fetched guess misleads more than it helps.
package enum NameSuggestion {
    /// The most edits a suggestion may be away, whatever the word's length: a name far longer
    /// than any a person types (a 10 KB list name) is compared in time linear in its length.
    package static let maxEdits = 4
    /// Words and candidates longer than this many characters get no edit-distance suggestion:
    /// nobody misspells a name that long by hand, and it keeps a lookup among many long names cheap.
    package static let maxComparedLength = 256

    /// The candidate closest to `word`, or nil when none is close.
    ///
    /// Close means: within an edit distance of a third of the word's length (at least one, at
    /// most `maxEdits`), compared case-insensitively, for names of at most `maxComparedLength`
    /// characters; or, failing that, for a hyphenated word, the only candidate whose first
    /// hyphen-separated segment (the whole candidate when it has no hyphen) is the word's
    /// first one (`new-tab` → `new-window`, `link-activated` → `link`). Time is linear in the
    /// word's and the candidates' lengths.
    package static func closest(to word: String, among candidates: [String]) -> String? {
        let lowered = word.lowercased()
        let length = lowered.unicodeScalars.count
        let threshold = min(maxEdits, max(1, lowered.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where length <= maxComparedLength && candidate != word {
            let distance = editDistance(lowered, candidate.lowercased(), limit: threshold)
            if distance <= threshold, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        if let best { return best.candidate }
        guard let segment = firstSegment(of: lowered) else { return nil }
        let sharing = candidates.filter { candidate in
            let lowered = candidate.lowercased()
            return (firstSegment(of: lowered) ?? lowered[...]) == segment
        }
        return sharing.count == 1 ? sharing.first : nil
    }

    /// The part of a hyphenated word before its first `-`; nil for words without one.
    private static func firstSegment(of word: String) -> Substring? {
        guard let dash = word.firstIndex(of: "-"), dash != word.startIndex else { return nil }
        return word[..<dash]
    }

    /// Levenshtein distance (with adjacent transpositions counted as one edit), or `limit + 1`
    /// when it is more than `limit`. Only the band of cells within `limit` of the diagonal is
    /// computed (a cell outside it is already more than `limit` edits), so the time is
    /// `O(min(a, b) × limit)`, not the product of the lengths, and it stops once a whole row
    /// of the band exceeds `limit`.
    package static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
        let left = Array(a.unicodeScalars)
        let right = Array(b.unicodeScalars)
        if abs(left.count - right.count) > limit { return limit + 1 }
        if left.isEmpty || right.isEmpty { return max(left.count, right.count) }
        let outside = limit + 1
        var previousPrevious = [Int](repeating: outside, count: right.count + 1)
        var previous = (0...right.count).map { $0 <= limit ? $0 : outside }
        var current = [Int](repeating: outside, count: right.count + 1)
        for i in 1...left.count {
            let (low, high) = (max(1, i - limit), min(right.count, i + limit))
            // The cells beside the band read as outside it (the arrays are reused row to row).
            current[low - 1] = low == 1 && i <= limit ? i : outside
            var rowMinimum = current[low - 1]
            for j in low...high {
                let cost = left[i - 1] == right[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = min(value, outside)
                rowMinimum = min(rowMinimum, current[j])
            }
            if high < right.count { current[high + 1] = outside }
            if rowMinimum > limit { return outside }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[right.count]
    }
}
