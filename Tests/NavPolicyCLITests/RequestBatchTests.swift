import Foundation
import Testing

/// `eval --requests`: strict keys with did-you-mean, `"input": N` on every output line,
/// blank lines skipped, bounded error quotes, `--explain` in batch, long lists named.
@Suite struct RequestBatchTests {
    /// `tel:` links go to the system; everything else loads.
    static let telPolicy = """
        policy "tel"
        when navigation is link and scheme is "tel" then open external
        otherwise allow

        """

    private func run(_ lines: [String], policy: String = telPolicy, extra: [String] = []) throws -> (
        status: Int32, objects: [[String: Any]], stderr: String
    ) {
        let directory = try TemporaryDirectory()
        let source = try directory.file("p.navpolicy", policy)
        let result = try NavpolicyBinary.run(["eval", source, "--requests", "-"] + extra, stdin: Array(lines.joined(separator: "\n").utf8))
        let objects = try result.stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
        }
        return (result.status, objects, result.stderr)
    }

    @Test func misspeltKeyIsAnErrorWithASuggestionAndTheRestGoOn() throws {
        let result = try run([
            #"{"url": "tel:123", "naviagtion": "link"}"#,
            #"{"url": "tel:123", "navigation": "link"}"#,
        ])
        #expect(result.status == 1)
        try #require(result.objects.count == 2)
        #expect(result.objects[0]["input"] as? Int == 1)
        #expect(result.objects[0]["action"] == nil)
        #expect(result.objects[0]["error"] as? String == "unknown key 'naviagtion' (did you mean 'navigation'?)")
        #expect(result.objects[1]["input"] as? Int == 2)
        #expect(result.objects[1]["action"] as? String == "open-external")
    }

    @Test func everyOutputCarriesItsInputLineAndBlankLinesGiveNone() throws {
        let result = try run(["", #"{"url": "https://a.example/"}"#, "   \r", "\t", #"{"url": "tel:1", "navigation": "link"}"#, ""])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.objects.map { $0["input"] as? Int } == [2, 5])
        #expect(result.objects.map { $0["action"] as? String } == ["allow", "open-external"])
        #expect(Set(result.objects[0].keys) == ["input", "phase", "action", "rule", "line"])
    }

    @Test(arguments: [
        (#"{"url": "tel:1",}"#, "invalid json at column 17"),
        (#"["tel:1"]"#, "a line must be a json object, found an array at column 1"),
        (#"{"url": "tel:1", "url": "tel:2"}"#, "duplicate key 'url' at column 18"),
        (#"{"url": ["tel:1"]}"#, "'url' must be a string, found an array"),
        (#"{"url": "tel:1", "target": 3}"#, "'target' must be a string, found a number"),
        (#"{"url": "tel:1", "navigation": "lnk"}"#, "unknown navigation 'lnk' (did you mean 'link'?)"),
        // HTML target names get the policy checker's suggestion.
        (#"{"url": "tel:1", "target": "_blank"}"#, "unknown target '_blank' (did you mean 'new-window'?)"),
        (#"{"url": "tel:1", "target": "_top"}"#, "unknown target '_top' (did you mean 'main-frame'?)"),
        (#"{"url": "tel:1", "target": "new-tab"}"#, "unknown target 'new-tab' (did you mean 'new-window'?)"),
        (#"{"current": "https://a.example/"}"#, "missing 'url'"),
        (#"{"url": "tel:1" "#, "invalid json"),
        (#"{"url": "\ud800"}"#, "unpaired surrogate"),
    ])
    func badLinesGiveAnErrorObject(line: String, message: String) throws {
        let result = try run([line])
        #expect(result.status == 1)
        try #require(result.objects.count == 1)
        #expect(result.objects[0]["input"] as? Int == 1)
        let error = try #require(result.objects[0]["error"] as? String)
        #expect(error.contains(message), "\(error)")
    }

    /// Every way a line can fail to be a JSON object names the byte column where it does.
    @Test(arguments: [
        ("not json", "invalid json at column 1: expected '{' to start a json object"),
        ("  42", "a line must be a json object, found a number at column 3"),
        (#""url""#, "a line must be a json object, found a string at column 1"),
        ("null", "a line must be a json object, found null at column 1"),
        (#"{url: "tel:1"}"#, "invalid json at column 2: expected a key in double quotes"),
        (#"{"url" "tel:1"}"#, "invalid json at column 8: expected ':' after a key"),
        (#"{"url": tel}"#, "invalid json at column 9: unexpected character"),
        (#"{"url": "tel:1" "x": 1}"#, "invalid json at column 17: expected ',' or '}'"),
        (#"{"url": "tel:1"} x"#, "invalid json at column 18: unexpected text after the object"),
        (#"{"url": "tel:\q"}"#, "invalid json at column 15: invalid escape"),
        (#"{"url": "tel:\u12"}"#, "invalid json at column 18: invalid \\u escape"),
        (#"{"url": "tel:1"#, "invalid json at column 15: unterminated string"),
        (#"{"url": "tel:1", "n": 1.}"#, "invalid json at column 25: invalid number"),
        (
            #"{"url": "tel:1", "n": [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}"#,
            "invalid json at column 86: nested too deeply"
        ),
        // The shared reader's limits (NavPolicyJSON), also the language server's.
        (#"{"url": "tel:1", "n": 01}"#, "invalid json at column 24: a number cannot start with 0"),
        (#"{"url": "tel:1", "n": -1e999}"#, "invalid json at column 23: number out of range"),
        (#"{"url": "tel:1", "params": {"a": [], "a": []}}"#, "duplicate key 'a' at column 38"),
    ])
    func everyJSONErrorNamesItsColumn(line: String, message: String) throws {
        let result = try run([line])
        #expect(result.status == 1)
        try #require(result.objects.count == 1)
        #expect(result.objects[0]["error"] as? String == message)
    }

    @Test func invalidUTF8IsReportedAtItsByte() throws {
        let directory = try TemporaryDirectory()
        let source = try directory.file("p.navpolicy", Self.telPolicy)
        let line = Array(#"{"url": "tel:1\/"#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8) + [0x0A]
        let result = try NavpolicyBinary.run(["eval", source, "--requests", "-"], stdin: line)
        #expect(result.stdout == #"{"input": 1, "error": "invalid json at column 17: invalid utf-8 in a string"}"# + "\n")
    }

    @Test func errorsQuoteOnlyABoundedPrefixOfTheValue() throws {
        let long = String(repeating: "z", count: 100_000)
        let result = try run([#"{"url": "https://a.example/", "target": "\#(long)"}"#, #"{"\#(long)": 1}"#])
        #expect(result.status == 1)
        for object in result.objects {
            let error = try #require(object["error"] as? String)
            #expect(error.count < 200, "\(error.prefix(300))")
            #expect(error.contains("zzz…'"))
        }
    }

    @Test func unicodeEscapesAreDecoded() throws {
        let result = try run([#"{"url": "t\u0065l:1", "navigation": "\u006cink"}"#])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.objects.first?["action"] as? String == "open-external")
    }

    @Test func explainWorksInBatch() throws {
        let result = try run([#"{"url": "tel:1", "navigation": "link"}"#, #"{"url": "https://a.example/"}"#], extra: ["--explain"])
        #expect(result.status == 0, "\(result.stderr)")
        let first = try #require(result.objects.first?["explain"] as? [[String: Any]])
        #expect(first.count == 1)
        #expect(first[0]["matched"] as? Bool == true)
        #expect((first[0]["reason"] as? String)?.contains("scheme is \"tel\": true") == true)
        let second = try #require(result.objects.last?["explain"] as? [[String: Any]])
        #expect(second.map { $0["matched"] as? Bool } == [false, true])
    }

    @Test func explainNamesALongListAndTheItemThatMatched() throws {
        let hosts = (0..<5_000).map { "\"h\($0).example\"" }.joined(separator: ", ")
        let policy = """
            let ad-hosts = [\(hosts), "*.ads.example"]
            when host in ad-hosts then cancel
            when host in [\(hosts)] then cancel
            otherwise allow

            """
        let result = try run(
            [#"{"url": "https://x.ads.example/"}"#, #"{"url": "https://other.example/"}"#],
            policy: policy, extra: ["--explain"])
        #expect(result.status == 0, "\(result.stderr)")
        let matched = try #require(result.objects.first?["explain"] as? [[String: Any]])
        #expect(matched[0]["reason"] as? String == #"host in ad-hosts: true ("*.ads.example" matched)"#)
        let unmatched = try #require(result.objects.last?["explain"] as? [[String: Any]])
        #expect(unmatched[0]["reason"] as? String == "host in ad-hosts: false (none of its 5001 items matched)")
        #expect(unmatched[1]["reason"] as? String == "host in [5000 items]: false (none of its 5000 items matched)")

        let directory = try TemporaryDirectory()
        let source = try directory.file("big.navpolicy", policy)
        let text = try NavpolicyBinary.run(["eval", source, "--url", "https://h42.example/", "--explain"])
        #expect(text.stdout.contains(#"host in ad-hosts: true ("h42.example" matched)"#), "\(text.stdout.prefix(500))")
        #expect(text.stdout.count < 1_000, "the list is never printed whole")
    }

    @Test func aFinalLineWithoutNewlineIsDecided() throws {
        let result = try run([#"{"url": "https://a.example/"}"#, #"{"url": "tel:1", "navigation": "link"}"#])
        #expect(result.objects.count == 2)
    }
}
