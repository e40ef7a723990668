import Foundation
import Testing

/// `navpolicy diff` end to end: `equivalent` and exit 0, changes with examples and exit 1,
/// `--rules`, the JSON shape of CLI.md, tables, and examples the policies really decide apart.
@Suite struct DiffCommandTests {
    static let examples = NavpolicyBinary.repositoryRoot.appendingPathComponent("Examples")

    @Test func aPolicyIsEquivalentToItselfAndToItsTable() throws {
        let directory = try TemporaryDirectory()
        let source = Self.examples.appendingPathComponent("ads.navpolicy").path
        let table = directory.path("ads.navtable")
        #expect(try NavpolicyBinary.run(["compile", source, "-o", table]).status == 0)
        for other in [source, table] {
            let result = try NavpolicyBinary.run(["diff", source, other])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout == "equivalent\n")
        }
    }

    @Test func changedResponseRulesAreReportedWithAnExampleResponse() throws {
        let directory = try TemporaryDirectory()
        let old = try directory.file(
            "old.navpolicy", "otherwise allow\non response\nwhen status in [400..599] then cancel\notherwise allow\n")
        let new = try directory.file(
            "new.navpolicy", "otherwise allow\non response\nwhen status in [500..599] then cancel\notherwise allow\n")
        let result = try NavpolicyBinary.run(["diff", old, new])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("changed response: cancel → allow (old rule 2, line 3; new rule 3, line 4)"), "\(result.stdout)")
        #expect(result.stdout.hasSuffix("1 class of requests decided differently\n"))
        let json = try NavpolicyBinary.run(["diff", old, new, "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdoutBytes)) as? [String: Any])
        let change = try #require((document["changes"] as? [[String: Any]])?.first)
        #expect(change["phase"] as? String == "response")
        let example = try #require(change["example"] as? [String: Any])
        let status = try #require((example["response"] as? [String: Any])?["status"] as? Int)
        #expect((400...499).contains(status), "\(example)")
        // The example response, fed to eval, really gets the two decisions.
        let line = try directory.file(
            "example.jsonl", String(data: try JSONSerialization.data(withJSONObject: example), encoding: .utf8)! + "\n")
        #expect(try NavpolicyBinary.run(["eval", old, "--requests", line]).stdout.contains("\"action\": \"cancel\""))
        #expect(try NavpolicyBinary.run(["eval", new, "--requests", line]).stdout.contains("\"action\": \"allow\""))
        // A section added or dropped is compared with none, which allows every response.
        let none = try directory.file("none.navpolicy", "otherwise allow\n")
        #expect(try NavpolicyBinary.run(["diff", none, old]).stdout.contains("changed response: allow → cancel"))
        #expect(try NavpolicyBinary.run(["diff", old, old]).stdout == "equivalent\n")
    }

    @Test func aChangedActionIsReportedWithAnExampleTheNewPolicyDecidesDifferently() throws {
        let directory = try TemporaryDirectory()
        let old = try directory.file(
            "old.navpolicy", "when scheme is \"tel\" then open external\nwhen host is \"ads.example\" then cancel\notherwise allow\n")
        let new = try directory.file("new.navpolicy", "when scheme is \"tel\" then open external\notherwise allow\n")
        let result = try NavpolicyBinary.run(["diff", old, new])
        #expect(result.status == 1)
        #expect(result.stdout.contains("changed: cancel → allow (old rule 2, line 2; new rule 2, line 2)"), "\(result.stdout)")
        #expect(result.stdout.hasSuffix("1 class of requests decided differently\n"))

        let json = try NavpolicyBinary.run(["diff", old, new, "--format", "json"])
        #expect(json.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdoutBytes)) as? [String: Any])
        #expect(Set(document.keys) == ["equivalent", "changes"])
        #expect(document["equivalent"] as? Bool == false)
        let changes = try #require(document["changes"] as? [[String: Any]])
        try #require(changes.count == 1)
        #expect(Set(changes[0].keys) == ["phase", "example", "old", "new", "description"])
        #expect(changes[0]["phase"] as? String == "navigation")
        let example = try #require(changes[0]["example"] as? [String: Any])
        #expect(Set(example.keys) == ["url", "current", "target", "navigation", "view"])
        #expect((changes[0]["old"] as? [String: Any])?["action"] as? String == "cancel")
        #expect((changes[0]["new"] as? [String: Any])?["action"] as? String == "allow")

        // The example, fed to eval, really gets the two decisions.
        let requests = try directory.file(
            "example.jsonl", String(data: try JSONSerialization.data(withJSONObject: example), encoding: .utf8)! + "\n")
        #expect(try NavpolicyBinary.run(["eval", old, "--requests", requests]).stdout.contains("\"action\": \"cancel\""))
        #expect(try NavpolicyBinary.run(["eval", new, "--requests", requests]).stdout.contains("\"action\": \"allow\""))
    }

    /// A decision is its action and its notify tag: a tag change alone is a change, and when
    /// both change each side shows its tag, in text and in JSON.
    @Test func aChangedNotifyTagIsAChange() throws {
        let directory = try TemporaryDirectory()
        let old = try directory.file(
            "old.navpolicy",
            """
            when scheme is "geo" then cancel and notify "maps"
            when scheme is "javascript" then cancel and notify "ask"
            otherwise allow

            """)
        let new = try directory.file(
            "new.navpolicy",
            """
            when scheme is "geo" then cancel and notify "ask"
            when scheme is "javascript" then open external
            otherwise allow

            """)
        let result = try NavpolicyBinary.run(["diff", old, new])
        #expect(result.status == 1)
        #expect(
            result.stdout.contains("changed: still cancel, notify \"maps\" → \"ask\" (old rule 1, line 1; new rule 1, line 1)"),
            "\(result.stdout)")
        #expect(
            result.stdout.contains("changed: cancel (notify \"ask\") → open-external (old rule 2, line 2; new rule 2, line 2)"),
            "\(result.stdout)")
        #expect(result.stdout.hasSuffix("2 classes of requests decided differently\n"))
        let json = try NavpolicyBinary.run(["diff", old, new, "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdoutBytes)) as? [String: Any])
        let changes = try #require(document["changes"] as? [[String: Any]])
        #expect(changes.compactMap { ($0["old"] as? [String: Any])?["notify"] as? String }.sorted() == ["ask", "maps"])
        #expect(changes.compactMap { ($0["new"] as? [String: Any])?["notify"] as? String } == ["ask"])
    }

    @Test func renumberingCountsOnlyWithRules() throws {
        let directory = try TemporaryDirectory()
        let old = try directory.file("old.navpolicy", "when target is new-window or host != current then open in-app\notherwise allow\n")
        let new = try directory.file(
            "new.navpolicy", "when target is new-window then open in-app\nwhen host != current then open in-app\notherwise allow\n")
        let plain = try NavpolicyBinary.run(["diff", old, new])
        #expect(plain.status == 0, "\(plain.stdout)")
        #expect(plain.stdout == "equivalent\n")
        let strict = try NavpolicyBinary.run(["diff", "--rules", old, new])
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("still open-in-app, from another rule (old rule 1, line 1; new rule 2, line 2)"), "\(strict.stdout)")
        #expect(strict.stdout.contains("still allow, from another rule (old rule 2, line 2; new rule 3, line 3)"))
    }

    @Test func errorsExitTwo() throws {
        let directory = try TemporaryDirectory()
        let source = Self.examples.appendingPathComponent("ads.navpolicy").path
        let bare = directory.path("bare.navtable")
        #expect(try NavpolicyBinary.run(["compile", "--no-source", source, "-o", bare]).status == 0)
        let fromBare = try NavpolicyBinary.run(["diff", source, bare])
        #expect(fromBare.status == 2)
        #expect(fromBare.stderr.contains("no embedded source"))
        let missing = try NavpolicyBinary.run(["diff", source, directory.path("absent.navpolicy")])
        #expect(missing.status == 2)
        let usage = try NavpolicyBinary.run(["diff", source])
        #expect(usage.status == 2)
        #expect(usage.stderr.contains("missing argument <new>"))
    }

    @Test func theExamplesDifferFromEachOther() throws {
        let result = try NavpolicyBinary.run(["diff", "own-domain.navpolicy", "google-pay-popups.navpolicy"], in: Self.examples)
        #expect(result.status == 1)
        #expect(result.stdout.contains("changed: open-external → allow"), "\(result.stdout)")
    }
}
