import Foundation
import Testing

/// `eval` and `test` on responses (CLI.md "Responses"): the response options, a JSON line's
/// `"response"` object, `"phase"` on every output object, and the errors for what a response
/// cannot have. The suite's policy has no `on response` rules, so it allows every response
/// (the implicit default), whatever the response says; `check` lints a policy's response rules.
@Suite struct ResponseEvalTests {
    static let policy = """
        flag strict
        when scheme is "file" then cancel
        when strict then cancel
        otherwise open external

        """

    private func eval(_ arguments: [String], policy: String = policy, stdin: String = "") throws -> RunResult {
        let directory = try TemporaryDirectory()
        let source = try directory.file("p.navpolicy", policy)
        return try NavpolicyBinary.run(["eval", source] + arguments, stdin: Array(stdin.utf8))
    }

    private func object(_ text: Substring) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text)")
    }

    @Test(arguments: [
        ["--status", "404", "--type", "text/html"],
        ["--status", "200", "--type", "text/csv", "--attachment"],
        ["--type", "application/x-thing", "--not-displayable", "--target", "subframe"],
        ["--status", "500", "--flag", "strict", "--view", "popup"],
    ])
    func anyResponseOptionMakesTheInputAResponseWhichTheNavigationRulesDoNotDecide(arguments: [String]) throws {
        // The navigation rules would cancel a file: URL or open this one externally.
        let result = try eval(["--url", "file:///tmp/a.html"] + arguments + ["--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == #"{"phase": "response", "action": "allow", "rule": null, "line": null}"# + "\n", "\(arguments)")
        let text = try eval(["--url", "https://a.example/"] + arguments)
        #expect(text.stdout == "allow\n")
    }

    @Test func navigationOnlyOptionsNewWindowsAndBadStatusesAreErrors() throws {
        let current = try eval(["--url", "https://a.example/", "--status", "200", "--current", "https://b.example/"])
        #expect(current.status == 2)
        #expect(current.stderr.contains("'--current' cannot be combined with a response"), "\(current.stderr)")
        let navigation = try eval(["--url", "https://a.example/", "--attachment", "--navigation", "link"])
        #expect(navigation.status == 2)
        let window = try eval(["--url", "https://a.example/", "--status", "200", "--target", "new-window"])
        #expect(window.status == 1)
        #expect(
            window.stderr.contains("a response is for a frame: target 'main-frame' or 'subframe', found 'new-window'"), "\(window.stderr)")
        // A bad option value is a usage error, exit 2, as a bad '--target' is (issue 43).
        let status = try eval(["--url", "https://a.example/", "--status", "42"])
        #expect(status.status == 2)
        #expect(status.stderr.contains("invalid value '42' for '--status': expected a status code 100–999"), "\(status.stderr)")
        let batch = try eval(["--requests", "-", "--status", "200"])
        #expect(batch.status == 2)
        #expect(batch.stderr.contains("'--status' cannot be combined with '--requests'"), "\(batch.stderr)")
    }

    @Test func batchLinesMixNavigationsAndResponses() throws {
        let lines = [
            #"{"url": "file:///etc/passwd"}"#,
            #"{"response": {"url": "file:///etc/passwd", "status": 503, "type": "text/html"}}"#,
            #"{"url": "https://a.example/", "flags": ["strict"]}"#,
            #"{"response": {"url": "https://a.example/", "staus": 200}}"#,
            #"{"url": "https://a.example/", "response": {"url": "https://a.example/"}}"#,
            #"{"response": {"url": "https://a.example/", "attachment": "yes"}}"#,
            #"{"response": {"status": 200}}"#,
            #"{"response": "https://a.example/"}"#,
            #"{"response": {"url": "https://a.example/", "target": "new-window"}}"#,
            #"{"response": {"url": "https://a.example/"}, "flags": ["strict"]}"#,
            #"{"response": {"url": "https://a.example/"}, "flags": ["stric"]}"#,
        ]
        let result = try eval(["--requests", "-"], stdin: lines.joined(separator: "\n"))
        #expect(result.status == 1)
        let objects = try result.stdout.split(separator: "\n").map(object)
        try #require(objects.count == lines.count, "\(result.stdout)")
        #expect(
            objects.map { $0["phase"] as? String }
                == ["navigation", "response", "navigation", nil, nil, nil, nil, nil, nil, "response", nil])
        #expect(objects.map { $0["rule"] as? Int } == [1, nil, 2, nil, nil, nil, nil, nil, nil, nil, nil])
        let errors = objects.map { $0["error"] as? String ?? "" }
        #expect(errors[3].contains("unknown response key 'staus' (did you mean 'status'?)"), "\(errors[3])")
        #expect(errors[4].contains("'url' cannot be combined with 'response'"), "\(errors[4])")
        #expect(errors[5].contains("'attachment' must be a boolean, found a string"), "\(errors[5])")
        #expect(errors[6].contains("missing 'url' in 'response'"), "\(errors[6])")
        #expect(errors[7].contains("'response' must be an object, found a string"), "\(errors[7])")
        #expect(errors[8].contains("a response is for a frame"), "\(errors[8])")
        #expect(errors[10].contains("unknown flag 'stric' (did you mean 'strict'?)"), "\(errors[10])")
    }

    @Test func theImplicitDefaultsOfTheTwoPhasesAreToldApartInABatch() throws {
        // The answer cache keys decisions by rule; both phases' implicit defaults have none.
        let lines = [
            #"{"response": {"url": "https://a.example/", "status": 200}}"#,
            #"{"url": "https://a.example/"}"#,
            #"{"response": {"url": "https://a.example/", "status": 200}}"#,
        ]
        let result = try eval(["--requests", "-"], policy: "when scheme is \"file\" then cancel\n", stdin: lines.joined(separator: "\n"))
        let objects = try result.stdout.split(separator: "\n").map(object)
        #expect(objects.map { $0["phase"] as? String } == ["response", "navigation", "response"])
        #expect(objects.map { $0["action"] as? String } == ["allow", "allow", "allow"])
    }

    @Test func testCasesDecideResponsesAndNameThemByTheirURL() throws {
        let directory = try TemporaryDirectory()
        let source = try directory.file("p.navpolicy", Self.policy)
        let cases = try directory.file(
            "p.cases.jsonl",
            [
                #"{"response": {"url": "https://a.example/missing", "status": 404, "type": "text/html"}, "expect": "allow", "rule": null}"#,
                #"{"response": {"url": "https://a.example/report.pdf", "status": 200, "type": "application/pdf"}, "expect": "download"}"#,
            ].joined(separator: "\n") + "\n")
        let result = try NavpolicyBinary.run(["test", source, cases])
        #expect(result.status == 1)
        #expect(result.stdout.contains("1 passed, 1 failed"), "\(result.stdout)")
        #expect(result.stdout.contains("https://a.example/report.pdf"), "\(result.stdout)")
        #expect(result.stdout.contains("no rule matched: implicit default"), "\(result.stdout)")
    }

    /// `check` lints the response rules as their own rule list, as CLI.md says (it said it
    /// did not, issue 38), and the gate refuses a response rule's error as any other.
    @Test func checkLintsResponseRulesAsTheDocumentationSays() throws {
        let text =
            Self.policy + """
                on response
                when status in [400..599] then cancel
                when status is 404 then download
                when status is 200 and status is 201 then download
                otherwise allow

                """
        let directory = try TemporaryDirectory()
        let source = try directory.file("r.navpolicy", text)
        let check = try NavpolicyBinary.run(["check", source])
        #expect(check.status == 1)
        #expect(check.stderr.contains("r.navpolicy:7:1: error: rule 5 (line 7) never decides"), "\(check.stderr)")
        #expect(check.stderr.contains("[shadowed-rule]") && check.stderr.contains("[never-matches]"))
        #expect(check.stderr.contains("note: example response: "))
        #expect(try eval(["--url", "https://a.example/", "--status", "404"], policy: text).status == 1)
        let manual = try String(contentsOf: NavpolicyBinary.repositoryRoot.appendingPathComponent("Documentation/CLI.md"), encoding: .utf8)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(manual.contains("`check` (and so `compile` and the gate every command shares) lints the response rules"))
        #expect(!manual.contains("does not lint the response rules"))
    }
}
