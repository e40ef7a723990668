import Foundation
import Testing

/// `eval` of the request's view and port end to end, from a source and from its compiled
/// table: `--view`, the `view` key of `--requests`, ports, and `notify` in JSON decisions.
@Suite struct RequestAttributeEvalTests {
    static let policy = """
        policy "checkout"
        when view is popup and host is "pay.example" then allow
        when view is popup then cancel and notify "left-popup"
        when port in [8443, 9000] then cancel
        when port is none and scheme is "mailto" then open external
        when url matches "https://help.example/docs/*" then allow
        when path ends-with [".pdf", ".zip"] ignoring case then download
        when query has "code" and url matches "https://login.example:*/callback" then cancel and notify "oauth"
        otherwise open in-app

        """

    /// Flags, the action and the notify tag (or nil) they must give.
    static let cases: [(flags: [String], action: String, notify: String?)] = [
        (["--url", "https://pay.example/x", "--view", "popup"], "allow", nil),
        (["--url", "https://other.example/x", "--view", "popup"], "cancel", "left-popup"),
        (["--url", "https://other.example/x", "--view", "main"], "open-in-app", nil),
        (["--url", "https://other.example:8443/x"], "cancel", nil),
        (["--url", "https://other.example:443/x"], "open-in-app", nil),
        (["--url", "mailto:a@b.example"], "open-external", nil),
        (["--url", "https://help.example/docs/a"], "allow", nil),
        (["--url", "https://help.example:8080/docs/a"], "open-in-app", nil),
        (["--url", "https://files.example/A/REPORT.PDF"], "download", nil),
        (["--url", "https://login.example:4000/callback?state=1&code=x"], "cancel", "oauth"),
        (["--url", "https://login.example/callback?state=1&codes=x"], "open-in-app", nil),
        (["--url", "https://login.example/callback?c%6Fde"], "cancel", "oauth"),
    ]

    @Test func sourceAndTableDecideViewsAndPortsAlike() throws {
        try SourceAndTableEval.expectDecisions(policy: Self.policy, named: "checkout", cases: Self.cases)
    }

    @Test func requestLinesCarryTheView() throws {
        let directory = try TemporaryDirectory()
        let source = try directory.file("checkout.navpolicy", Self.policy)
        let requests =
            [
                #"{"url": "https://other.example/x", "view": "popup"}"#,
                #"{"url": "https://other.example/x", "view": null}"#,
                #"{"url": "https://other.example/x", "view": "pop-up"}"#,
            ].joined(separator: "\n") + "\n"
        let result = try NavpolicyBinary.run(["eval", source, "--requests", "-"], stdin: Array(requests.utf8))
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        try #require(lines.count == 3, "\(result.stdout)")
        #expect(try Self.object(lines[0])["notify"] as? String == "left-popup")
        #expect(try Self.object(lines[1])["action"] as? String == "open-in-app")
        #expect((try Self.object(lines[2])["error"] as? String ?? "").contains("did you mean 'popup'"), "\(lines[2])")
    }

    @Test func viewCannotBeCombinedWithRequestsAndMustBeKnown() throws {
        let unknown = try NavpolicyBinary.run(
            ["eval", "-", "--url", "https://a.example/", "--view", "tab"], stdin: Array(Self.policy.utf8))
        #expect(unknown.status == 2, "\(unknown.stderr)")
        let combined = try NavpolicyBinary.run(["eval", "-", "--requests", "x.jsonl", "--view", "popup"], stdin: Array(Self.policy.utf8))
        #expect(combined.status == 2)
        #expect(combined.stderr.contains("'--view' cannot be combined with '--requests'"), "\(combined.stderr)")
    }

    @Test func explainAndTableJSONShowTheNewAtoms() throws {
        let explained = try NavpolicyBinary.run(
            ["eval", "-", "--url", "https://other.example:9000/", "--explain"], stdin: Array(Self.policy.utf8))
        #expect(explained.status == 0, "\(explained.stderr)")
        #expect(explained.stdout.contains("view is popup: false"), "\(explained.stdout)")
        #expect(explained.stdout.contains("port in [8443, 9000]: true"), "\(explained.stdout)")
        let emitted = try NavpolicyBinary.run(["compile", "-", "--emit", "json", "-o", "-"], stdin: Array(Self.policy.utf8))
        #expect(emitted.status == 0, "\(emitted.stderr)")
        #expect(emitted.stdout.contains("\"view\": {\"classes\": 2"), "\(emitted.stdout)")
        #expect(emitted.stdout.contains("{\"port\": 8443, \"class\": "), "\(emitted.stdout)")
        #expect(emitted.stdout.contains("\"notify\": \"left-popup\""), "\(emitted.stdout)")
    }

    static func object(_ line: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
    }
}
