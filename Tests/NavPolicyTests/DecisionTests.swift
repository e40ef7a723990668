// swift-format-ignore-file: NoBlockComments

// (Inline labels name the words of crafted table records.)
import NavPolicy
import NavPolicyTestSupport
import Testing

/// `Decision` keeps its notify tag inline and its rule and line as flagged integers, so it copies
/// as plain bytes: equality, hashing and the public properties must behave exactly as when the
/// tag was a `String` and the rule and line `Int?`.
struct DecisionTests {
    /// 64 characters, the longest tag the language allows, using every kind of allowed character.
    static let longestTag = String(repeating: "Az09._-", count: 9) + "z"

    @Test func equalityAndHashingCountTheTag() {
        let plain = Decision(action: .cancel, rule: 2, line: 5)
        let tagged = Decision(action: .cancel, rule: 2, line: 5, notify: "oauth-callback")
        let same = Decision(action: .cancel, rule: 2, line: 5, notify: "oauth-callback")
        #expect(plain != tagged)
        #expect(tagged == same)
        #expect(tagged.hashValue == same.hashValue)
        #expect(tagged != Decision(action: .cancel, rule: 2, line: 5, notify: "oauth-callbacK"))
        #expect(tagged != Decision(action: .cancel, rule: 2, line: 5, notify: "oauth-callback-"))
        #expect(tagged != Decision(action: .cancel, rule: 2, line: 5, notify: "oauth"))
        #expect(Set([plain, tagged, same, Decision(action: .allow, rule: 2, line: 5, notify: "oauth-callback")]).count == 3)
    }

    @Test func anAbsentRuleOrLineIsNotZero() {
        #expect(Decision(action: .allow, rule: nil, line: nil) != Decision(action: .allow, rule: 0, line: 0))
        #expect(Decision(action: .allow, rule: 0, line: nil) != Decision(action: .allow, rule: nil, line: 0))
        let implicit = Decision.implicitDefault
        #expect(implicit.action == .allow && implicit.rule == nil && implicit.line == nil && implicit.notify == nil)
        var decision = Decision(action: .download, rule: 0, line: Int.max)
        #expect(decision.rule == 0 && decision.line == Int.max)
        decision.rule = nil
        #expect(decision == Decision(action: .download, rule: nil, line: Int.max))
        #expect(decision.hashValue == Decision(action: .download, rule: nil, line: Int.max).hashValue)
    }

    @Test func theLongestTagRoundTripsAndAShorterOneReplacesItWhole() {
        #expect(Self.longestTag.utf8.count == Decision.maximumNotifyLength)
        var decision = Decision(action: .openExternal, rule: 1, line: 3, notify: Self.longestTag)
        #expect(decision.notify == Self.longestTag)
        decision.notify = "x"
        #expect(decision.notify == "x")
        #expect(decision == Decision(action: .openExternal, rule: 1, line: 3, notify: "x"))
        decision.notify = nil
        #expect(decision == Decision(action: .openExternal, rule: 1, line: 3))
    }

    /// The tag a table stores reaches the decision, which keeps it after its policy is gone.
    @Test func aTableTagOfSixtyFourCharactersLoadsAndOutlivesThePolicy() throws {
        var decision: Decision?
        do {
            let policy = try Policy(table: Self.table(tag: Self.longestTag))
            decision = policy.decide(AdversarialTables.request(path: "/"))
        }
        #expect(decision == Decision(action: .allow, rule: 1, line: 1, notify: Self.longestTag))
        #expect(decision?.notify == Self.longestTag)
    }

    /// A table tag the compiler cannot write is a typed error at load, not a decision that
    /// cannot hold it.
    @Test(arguments: [longestTag + "a", "a b", "caf\u{E9}", "tag\u{0}"])
    func aTableTagTheLanguageForbidsIsRejected(_ tag: String) {
        #expect(throws: TableError.malformed("rules: rule 1 has an invalid notify tag")) {
            try Policy(table: Self.table(tag: tag))
        }
    }

    /// The smallest table, its one rule carrying `tag`.
    static func table(tag: String) -> [UInt8] {
        var table = CraftedTable()
        table.strings = Array(tag.utf8)
        table.rules = [1, 0, 0, 0, 0, /* line */ 1, /* allow */ 0, /* tag offset */ 0, tag.utf8.count]
        return table.bytes
    }
}
