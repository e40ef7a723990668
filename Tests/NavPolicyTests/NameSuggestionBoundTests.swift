import NavPolicy
import NavPolicyTestSupport
import Testing

/// "Did you mean" in bounded time (issue 43): the edit distance computes only the band of
/// cells within its limit of the diagonal, the limit is at most `maxEdits`, and names longer
/// than `maxComparedLength` get no distance suggestion. (The full table took 31.8 s for a
/// policy of 16 list names of 10 KB with 10 misspellings.) The band agrees with the full
/// table on every pair within the limit.
@Suite struct NameSuggestionBoundTests {
    /// The full dynamic programme (Levenshtein with adjacent transpositions), for comparison.
    static func fullDistance(_ a: [Character], _ b: [Character]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1) }
            }
        }
        return table[a.count][b.count]
    }

    @Test func theBandAgreesWithTheFullTable() {
        var random = SeededGenerator(seed: 43)
        let letters: [Character] = ["a", "b", "c"]
        for _ in 0..<3_000 {
            let a = (0..<Int.random(in: 0...9, using: &random)).map { _ in letters.randomElement(using: &random)! }
            let b = (0..<Int.random(in: 0...9, using: &random)).map { _ in letters.randomElement(using: &random)! }
            let limit = Int.random(in: 1...4, using: &random)
            let full = Self.fullDistance(a, b)
            let banded = NameSuggestion.editDistance(String(a), String(b), limit: limit)
            #expect(banded == (full <= limit ? full : limit + 1), "\(String(a)) / \(String(b)), limit \(limit): \(banded) vs \(full)")
        }
    }

    @Test func longNamesAreComparedInTheBandOnly() {
        let long = String(repeating: "ab", count: 5_000)
        #expect(NameSuggestion.editDistance(long + "x", long + "y", limit: 4) == 1)
        var fiveApart = Array(long)
        for index in [1_000, 3_000, 5_000, 7_000, 9_000] { fiveApart[index] = "z" }
        #expect(NameSuggestion.editDistance(long, String(fiveApart), limit: 4) == 5, "past the limit: limit + 1")
        #expect(NameSuggestion.editDistance(long, String(fiveApart), limit: 5) == 5)
        // A word past the length cap gets no edit-distance suggestion, however close.
        let names = (0..<64).map { long + String($0) }
        #expect(NameSuggestion.closest(to: long + "x", among: names) == nil)
        // The limit is a third of the word's length, at most `maxEdits`.
        let word = String(repeating: "abcdefghij", count: 6)
        var misspelled = Array(word)
        for index in [3, 13, 23, 33] { misspelled[index] = "z" }
        #expect(NameSuggestion.closest(to: String(misspelled), among: [word]) == word)
        misspelled[43] = "z"
        #expect(NameSuggestion.closest(to: String(misspelled), among: [word]) == nil, "five edits is past maxEdits")
        // Short names keep their suggestions.
        #expect(NameSuggestion.closest(to: "srvers", among: ["servers", "areas"]) == "servers")
    }
}
