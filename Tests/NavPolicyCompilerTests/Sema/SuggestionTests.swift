import Testing

@testable import NavPolicyCompiler

@Suite struct SuggestionTests {
    @Test(arguments: [
        ("kitten", "sitting", 3), ("", "abc", 3), ("abc", "abc", 0), ("ab", "ba", 1), ("navigaiton", "navigation", 1),
    ])
    func editDistance(_ a: String, _ b: String, _ expected: Int) {
        #expect(Suggestion.editDistance(a, b, limit: 10) == expected)
        #expect(Suggestion.editDistance(b, a, limit: 10) == expected)
    }

    @Test func editDistanceStopsAtTheLimit() {
        #expect(Suggestion.editDistance(String(repeating: "a", count: 5000), String(repeating: "b", count: 5000), limit: 2) == 3)
    }

    @Test(arguments: [
        ("new-tab", "new-window"), ("mainframe", "main-frame"), ("Link", "link"), ("hots", "host"),
        ("formsubmit", "form-submit"), ("subframes", "subframe"),
        // A candidate without a hyphen is its own first part (WebKit's `.linkActivated`).
        ("link-activated", "link"), ("host-name", "host"),
    ])
    func closeWordsAreSuggested(_ word: String, _ expected: String) {
        let candidates = ["new-window", "main-frame", "subframe", "link", "form-submit", "form-resubmit", "host", "path"]
        #expect(Suggestion.closest(to: word, among: candidates) == expected)
    }

    @Test(arguments: ["deny", "tab", "form-x", "zzzz", "linkactivated"])
    func farWordsAreNot(_ word: String) {
        let candidates = ["allow", "cancel", "download", "new-window", "form-submit", "form-resubmit"]
        #expect(Suggestion.closest(to: word, among: candidates) == nil)
    }
}
