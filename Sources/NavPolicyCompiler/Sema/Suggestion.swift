import NavPolicy

/// "Did you mean" suggestions for misspelled words: attributes, enum values, actions and
/// list names. A suggestion is only offered when it is close, because a far-fetched guess
/// misleads more than it helps.
package enum Suggestion {
    /// The candidate closest to `word`, or nil when none is close.
    ///
    /// Close means (`NameSuggestion.closest`): within an edit distance of a third of the word's
    /// length (at least one, at most `NameSuggestion.maxEdits`), compared case-insensitively,
    /// for names of at most `NameSuggestion.maxComparedLength` characters; or, failing that,
    /// for a hyphenated word, the only candidate whose first hyphen-separated segment (the
    /// whole candidate when it has no hyphen) is the word's first one (`new-tab` →
    /// `new-window`, `link-activated` → `link`). Linear in the words' lengths.
    package static func closest(to word: String, among candidates: [String]) -> String? {
        NameSuggestion.closest(to: word, among: candidates)
    }

    /// The target value `word` most likely means: the one an HTML target name stands for
    /// (`_blank` → `new-window`), as the policy checker suggests, else the closest value. For
    /// request lines (`eval --requests`, `test` cases), which name targets as JSON strings.
    package static func closestTarget(to word: String) -> String? {
        ItemKind.htmlTargets[word] ?? closest(to: word, among: NavigationTarget.allCases.map(\.name))
    }

    /// The note that offers `suggestion`.
    static func note(_ suggestion: String) -> DiagnosticNote {
        DiagnosticNote("did you mean '\(suggestion)'?")
    }

    /// The note and fix-it offering the closest candidate for the word at `range`, if any.
    static func offer(for word: String, at range: SourceRange, among candidates: [String]) -> (notes: [DiagnosticNote], fixIts: [FixIt]) {
        guard let suggestion = closest(to: word, among: candidates) else { return ([], []) }
        return ([note(suggestion)], [FixIt(range: range, replacement: suggestion)])
    }

    /// Words quoted and listed for a help text: `'a', 'b' and 'c'`.
    static func quotedList(_ words: [String]) -> String {
        listed(words.map { "'\($0)'" })
    }

    /// Phrases listed in a sentence: `a, b and c`.
    static func listed(_ phrases: [String]) -> String {
        guard let last = phrases.last, phrases.count > 1 else { return phrases.first ?? "" }
        return phrases.dropLast().joined(separator: ", ") + " and " + last
    }

    /// Levenshtein distance with adjacent transpositions, giving up at `limit + 1`
    /// (`NameSuggestion.editDistance`, which the runtime's did-you-mean shares).
    static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
        NameSuggestion.editDistance(a, b, limit: limit)
    }
}
