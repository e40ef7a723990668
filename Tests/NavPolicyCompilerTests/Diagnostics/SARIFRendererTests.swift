import Foundation
import NavPolicyCompiler
import Testing

/// The SARIF log is valid JSON with one run, tool `navpolicy`, one rule per code.
@Suite struct SARIFRendererTests {
    static func range(_ line: Int) -> SourceRange {
        SourceRange(
            start: SourcePosition(offset: line * 10, line: line, column: 1),
            end: SourcePosition(offset: line * 10 + 5, line: line, column: 6))
    }

    @Test func rendersOneRunWithOneRulePerCode() throws {
        let first = Diagnostic.error(
            .shadowedRule, "rule 2 never decides", at: Self.range(3),
            notes: [DiagnosticNote("rule 1 takes it", range: Self.range(2)), DiagnosticNote("example request: url 'https://a.com/'")])
        let second = Diagnostic.warning(.missingOtherwise, "policy has no 'otherwise'", at: Self.range(4), help: "add \"otherwise allow\"")
        let third = Diagnostic.error(.unknownValue, "unknown target 'new-tab'", at: Self.range(1))
        let text = SARIFRenderer.render([("a.navpolicy", [first, second]), ("b.navpolicy", [third, first])])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "navpolicy")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == ["shadowed-rule", "missing-otherwise", "unknown-value"])
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == 4)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
        #expect(results[1]["level"] as? String == "warning")
        let related = try #require(results[0]["relatedLocations"] as? [[String: Any]])
        #expect(related.count == 2)
        let location = try #require((results[2]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "b.navpolicy")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 1)
    }

    @Test func emptyLogHasNoRules() throws {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(SARIFRenderer.render([]).utf8)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect((runs[0]["results"] as? [Any])?.isEmpty == true)
    }
}
