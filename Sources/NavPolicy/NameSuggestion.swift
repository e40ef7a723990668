/// "Did you mean" for a misspelled name: the one suggestion code of the toolchain. The
/// runtime offers it for a parameter key or a flag name the table does not declare
/// (`ParameterError`); the compiler's `Suggestion` forwards to it for attributes, values,
/// actions and list names. A suggestion is only offered when it is close, because a
/// far-fetched guess misleads more than it helps.
package enum NameSuggestion {
    /// The candidate closest to `word`, or nil when none is close.
    ///
    /// Close means: within an edit distance of a third of the word's length (at least one),
    /// compared case-insensitively; or, failing that, for a hyphenated word, the only
    /// candidate whose first hyphen-separated segment (the whole candidate when it has no
    /// hyphen) is the word's first one (`new-tab` → `new-window`, `link-activated` → `link`).
    package static func closest(to word: String, among candidates: [String]) -> String? {
        let lowered = word.lowercased()
        let threshold = max(1, lowered.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
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

    /// Levenshtein distance (with adjacent transpositions counted as one edit), giving up
    /// early with `limit + 1` once every path exceeds `limit`; bounded so long input stays cheap.
    package static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
        let left = Array(a.unicodeScalars), right = Array(b.unicodeScalars)
        if abs(left.count - right.count) > limit { return limit + 1 }
        if left.isEmpty || right.isEmpty { return max(left.count, right.count) }
        var previousPrevious = [Int](repeating: 0, count: right.count + 1)
        var previous = Array(0...right.count)
        var current = [Int](repeating: 0, count: right.count + 1)
        for i in 1...left.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...right.count {
                let cost = left[i - 1] == right[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[right.count]
    }
}
