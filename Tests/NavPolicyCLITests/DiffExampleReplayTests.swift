import Foundation
import Testing

/// Every example `diff --format json` prints is a request line `eval --requests` accepts and
/// decides as `diff` says, under its binding and flags, for the forms the analysis
/// once got wrong: a scheme that merely starts with a prefix, a port range that reaches 65535,
/// two operators on one path parameter, and statuses (100–999, on a URL with its default port).
@Suite struct DiffExampleReplayTests {
    @Test(
        arguments: [
            (
                "scheme starts-with",
                "when scheme in [\"tel\", \"facetime\", \"facetime-audio\"] then open external\notherwise allow\n",
                "when scheme is \"tel\" or scheme starts-with \"facetime\" then open external\notherwise allow\n",
                "facetime"
            ),
            (
                "a port range up to 65535",
                "when port in [1024..65535] then cancel\notherwise allow\n",
                "when port is not none then cancel\notherwise allow\n",
                nil
            ),
            (
                "under and starts-with on one parameter",
                "let dirs = param \"dirs\"\nwhen path under dirs then cancel\notherwise allow\n",
                "let dirs = param \"dirs\"\nwhen path starts-with dirs then cancel\notherwise allow\n",
                nil
            ),
            (
                "status ranges",
                "otherwise allow\non response\nwhen status in [500..599] then cancel\notherwise allow\n",
                "otherwise allow\non response\nwhen status in [500..999] then cancel\notherwise allow\n",
                nil
            ),
            (
                "a response's scheme against its status",
                "otherwise allow\non response\nwhen scheme is \"http\" then download\notherwise allow\n",
                "otherwise allow\non response\nwhen status in [100..199] then cancel\notherwise allow\n",
                nil
            ),
        ] as [(String, String, String, String?)])
    func examplesReplayThroughEval(name: String, old oldText: String, new newText: String, schemePrefix: String?) throws {
        let directory = try TemporaryDirectory()
        let (old, new) = (try directory.file("old.navpolicy", oldText), try directory.file("new.navpolicy", newText))
        let result = try NavpolicyBinary.run(["diff", old, new, "--format", "json"])
        #expect(result.status == 1, "\(name): \(result.stdout) \(result.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdoutBytes)) as? [String: Any])
        #expect(document["incomplete"] == nil, "\(name): \(document)")
        let changes = try #require(document["changes"] as? [[String: Any]])
        #expect(!changes.isEmpty, "\(name)")
        for change in changes {
            let example = try #require(change["example"] as? [String: Any])
            let line = String(data: try JSONSerialization.data(withJSONObject: example, options: [.sortedKeys]), encoding: .utf8)! + "\n"
            let requests = try directory.file("example.jsonl", line)
            for (policy, side) in [(old, "old"), (new, "new")] {
                let expected = try #require((change[side] as? [String: Any])?["action"] as? String)
                let decided = try NavpolicyBinary.run(["eval", policy, "--requests", requests, "--format", "json"])
                #expect(decided.status == 0, "\(name): \(line) \(decided.stdout) \(decided.stderr)")
                #expect(decided.stdout.contains("\"action\": \"\(expected)\""), "\(name) \(side): \(line) → \(decided.stdout)")
            }
            if let response = example["response"] as? [String: Any] {
                if let status = response["status"] as? Int { #expect((100...999).contains(status), "\(name): \(line)") }
                // Untested ports stay the scheme's default: no port in an http(s) example URL.
                let url = try #require(response["url"] as? String)
                #expect(!url.dropFirst("https://".count).contains(":"), "\(name): \(url)")
            }
            if let schemePrefix, let url = (example["url"] as? String) {
                #expect(url.hasPrefix(schemePrefix), "\(name): \(url)")
            }
        }
    }

    /// Every response has a status of 100–999 or none, so a rule for every status and one for
    /// any status are the same rule: `equivalent`, and the second after the first is shadowed.
    @Test func everyStatusIsEveryStatusCode() throws {
        let directory = try TemporaryDirectory()
        let some = try directory.file(
            "some.navpolicy", "otherwise allow\non response\nwhen status is not none then cancel\notherwise allow\n")
        let every = try directory.file(
            "every.navpolicy", "otherwise allow\non response\nwhen status in [100..999] then cancel\notherwise allow\n")
        let diff = try NavpolicyBinary.run(["diff", some, every])
        #expect(diff.status == 0 && diff.stdout == "equivalent\n", "\(diff.stdout) \(diff.stderr)")
        let both = try directory.file(
            "both.navpolicy",
            "otherwise cancel\non response\nwhen status in [100..999] then cancel\n"
                + "when status is not none then download\notherwise allow\n")
        let check = try NavpolicyBinary.run(["check", both])
        #expect(check.status == 1 && check.stderr.contains("rule 3 (line 4) never decides"), "\(check.stderr)")
    }
}
