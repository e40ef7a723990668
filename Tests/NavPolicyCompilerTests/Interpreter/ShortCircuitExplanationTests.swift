import NavPolicy
import Testing

@testable import NavPolicyCompiler

/// An explanation short-circuits as the decision does: it shows only the operands that decided
/// a condition (the first false operand of a false `and`, the first true one of a true `or`;
/// every operand of a true `and` or a false `or`), so a nested condition's `why` stays short
/// (issue 38: one 2.7 KB line that evaluated every operand).
struct ShortCircuitExplanationTests {
    private static func reason(_ condition: String, url: String) throws -> String {
        try ListExplanationTests.reason("when \(condition) then cancel\n", url: url)
    }

    @Test(arguments: [
        // A false `and`: its first false operand only.
        (#"navigation is link and scheme is "ftp" and host is "a.example""#, "https://a.example/", #"scheme is "ftp": false"#),
        // A true `and`: every operand.
        (#"navigation is link and host is "a.example""#, "https://a.example/", #"navigation is link: true; host is "a.example": true"#),
        // A true `or`: its first true operand only.
        (#"host is "b.example" or scheme is "https" or path is "/""#, "https://a.example/", #"scheme is "https": true"#),
        // A false `or`: every operand.
        (#"host is "b.example" or scheme is "ftp""#, "https://a.example/", #"host is "b.example": false; scheme is "ftp": false"#),
        // A nested group with several entries is one entry in parentheses, joined by its word.
        (
            #"navigation is link and (host is "b.example" or host is "c.example")"#, "https://a.example/",
            #"(host is "b.example": false or host is "c.example": false)"#
        ),
        (
            #"(host is "b.example" or host is "a.example") and path is "/""#, "https://a.example/",
            #"host is "a.example": true; path is "/": true"#
        ),
        // `not` around a group keeps the group's own explanation inside `not (…)`.
        (#"not (host is "a.example" or host is "b.example")"#, "https://a.example/", #"not (host is "a.example": true): false"#),
        (#"not (host is "a.example" and path is "/x")"#, "https://a.example/", #"not (path is "/x": false): true"#),
    ])
    func onlyTheDecidingOperandsAreShown(condition: String, url: String, expected: String) throws {
        #expect(try Self.reason(condition, url: url) == expected)
    }

    @Test func aDeeplyNestedConditionIsExplainedByItsDecidingPathOnly() throws {
        // 8 groups of 8 hosts each, `or`ed: a request matching the last host of the last group
        // is explained by that host alone, not by the 63 tests before it.
        let groups = (0..<8).map { group in
            "(" + (0..<8).map { #"host is "h\#(group)-\#($0).example""# }.joined(separator: " or ") + ")"
        }
        let condition = "navigation is link and (" + groups.joined(separator: " or ") + ")"
        let reason = try Self.reason(condition, url: "https://h7-7.example/")
        #expect(reason == #"navigation is link: true; host is "h7-7.example": true"#)
        let missed = try Self.reason(condition, url: "https://other.example/")
        // No host matched: every host test is false, so the failing `or` shows them all, but
        // once, as nested groups, and the `and` stops there.
        #expect(missed.hasPrefix(#"(host is "h0-0.example": false or"#))
        #expect(!missed.contains("navigation is link"))
    }

    @Test func aNamedConditionExplainsItsOwnDecidingOperands() throws {
        let source = """
            condition secure = scheme is "https" and host is "a.example"
            when secure then cancel

            """
        let reason = try ListExplanationTests.reason(source, url: "http://a.example/")
        #expect(reason == #"secure: false (condition 'secure' (line 1) is false because [scheme is "https": false])"#)
    }
}
