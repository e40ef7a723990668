import Foundation
import Testing

/// `--param` / `--flag` and a line's `"params"` / `"flags"`, end to end through the binary:
/// bindings decide, a line's binding replaces the command line's, and every unknown key or
/// name is the command line's usage error or that line's error, with a did-you-mean.
@Suite struct ParameterAndFlagTests {
    static let chat = """
        policy "chat"
        let servers = param "servers"
        flag call-active
        flag muted
        condition same-server = host in servers
        when same-server then allow
        when call-active then open in-app
        otherwise open external

        """

    /// A policy without parameters or flags.
    static let plain = """
        policy "plain"
        otherwise allow

        """

    private func eval(_ arguments: [String], policy: String = chat, stdin: String = "") throws -> RunResult {
        let directory = try TemporaryDirectory()
        let source = try directory.file("p.navpolicy", policy)
        return try NavpolicyBinary.run(["eval", source] + arguments, stdin: Array(stdin.utf8))
    }

    private func batch(_ lines: [String], _ arguments: [String] = [], policy: String = chat) throws -> (
        status: Int32, objects: [[String: Any]], stderr: String
    ) {
        let result = try eval(["--requests", "-"] + arguments, policy: policy, stdin: lines.joined(separator: "\n"))
        let objects = try result.stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
        }
        return (result.status, objects, result.stderr)
    }

    @Test func theBoundServerDecides() throws {
        let inList = try eval(["--url", "https://chat.example/room", "--param", "servers=chat.example,team.example"])
        #expect(inList.status == 0, "\(inList.stderr)")
        #expect(inList.stdout == "allow\n")
        let outside = try eval(["--url", "https://chat.example/room", "--param", "servers=team.example"])
        #expect(outside.stdout == "open-external\n")
    }

    @Test func aKeyGivenTwiceCollectsBothListsAndAnEmptyValueIsTheEmptyList() throws {
        let twice = try eval(["--url", "https://b.example/", "--param", "servers=a.example", "--param=servers=b.example"])
        #expect(twice.stdout == "allow\n", "\(twice.stderr)")
        let empty = try eval(["--url", "https://a.example/", "--param", "servers="])
        #expect(empty.status == 0, "\(empty.stderr)")
        #expect(empty.stdout == "open-external\n")
    }

    @Test func aFlagOnChangesTheDecision() throws {
        let off = try eval(["--url", "https://news.example/", "--param", "servers=chat.example"])
        #expect(off.stdout == "open-external\n")
        let on = try eval(["--url", "https://news.example/", "--param", "servers=chat.example", "--flag", "call-active", "--flag", "muted"])
        #expect(on.stdout == "open-in-app\n", "\(on.stderr)")
    }

    @Test(arguments: [
        (["--param", "server=chat.example"], "unknown parameter 'server' (did you mean 'servers'?)"),
        (["--param", "servers=chat.example", "--flag", "call-activ"], "unknown flag 'call-activ' (did you mean 'call-active'?)"),
        (["--param", "chat.example"], "'--param' takes KEY=ITEM[,ITEM...], found 'chat.example'"),
        (["--param", "=chat.example"], "'--param' takes KEY=ITEM[,ITEM...], found '=chat.example'"),
        ([], "missing parameter 'servers'"),
        (["--param", "servers=exa mple.com"], "invalid item 'exa mple.com' for parameter 'servers'"),
    ])
    func commandLineMistakesAreUsageErrors(_ arguments: [String], message: String) throws {
        let result = try eval(["--url", "https://chat.example/"] + arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func aPolicyWithoutParametersRefusesOneAndNamesNoSuggestion() throws {
        let result = try eval(["--url", "https://a.example/", "--param", "servers=a.example"], policy: Self.plain)
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown parameter 'servers'") && !result.stderr.contains("did you mean"), "\(result.stderr)")
        let flag = try eval(["--url", "https://a.example/", "--flag", "call-active"], policy: Self.plain)
        #expect(flag.status == 2)
        #expect(flag.stderr.contains("unknown flag 'call-active'"))
    }

    @Test func aLinesBindingReplacesTheCommandLinesAndItsMistakesAreItsOwn() throws {
        let result = try batch(
            [
                #"{"url": "https://team.example/"}"#,
                #"{"url": "https://team.example/", "params": {"servers": ["team.example"]}}"#,
                #"{"url": "https://chat.example/", "params": {"servers": ["team.example"]}}"#,
                #"{"url": "https://news.example/", "flags": ["call-active"]}"#,
                #"{"url": "https://news.example/", "flags": []}"#,
                #"{"url": "https://news.example/", "flags": ["cal-active"]}"#,
                #"{"url": "https://news.example/", "params": {"server": ["chat.example"]}}"#,
                #"{"url": "https://news.example/", "params": {}}"#,
                #"{"url": "https://news.example/", "params": ["chat.example"]}"#,
                #"{"url": "https://news.example/", "params": {"servers": "chat.example"}}"#,
                #"{"url": "https://news.example/", "flags": [1]}"#,
                #"{"url": "https://news.example/", "params": {"servers": [], "servers": []}}"#,
            ], ["--param", "servers=chat.example", "--flag", "muted"])
        #expect(result.status == 1)
        try #require(result.objects.count == 12, "\(result.stderr)")
        #expect(
            result.objects[0..<5].map { $0["action"] as? String } == [
                "open-external", "allow", "open-external", "open-in-app", "open-external",
            ])
        let errors = result.objects[5...].map { $0["error"] as? String ?? "" }
        #expect(errors[0] == "unknown flag 'cal-active' (did you mean 'call-active'?)")
        #expect(errors[1] == "unknown parameter 'server' (did you mean 'servers'?)")
        #expect(errors[2].hasPrefix("missing parameter 'servers'"))
        #expect(errors[3] == "'params' must be an object of string lists, found an array")
        #expect(errors[4] == "'params' member 'servers' must be a list of strings, found a string")
        #expect(errors[5] == "'flags' must be a list of strings, found a number in it")
        #expect(errors[6].hasPrefix("duplicate key 'servers'"))
    }

    @Test func aBatchWithoutCommandLineParametersNeedsThemOnEveryLine() throws {
        let result = try batch([
            #"{"url": "https://chat.example/"}"#,
            #"{"url": "https://chat.example/", "params": {"servers": ["chat.example"]}}"#,
        ])
        #expect(result.status == 1)
        #expect((result.objects[0]["error"] as? String)?.hasPrefix("missing parameter 'servers'") == true)
        #expect(result.objects[1]["action"] as? String == "allow")
    }

    @Test func casesGiveTheirBindingAndTheCommandLineFillsIn() throws {
        let directory = try TemporaryDirectory()
        let source = try directory.file("chat.navpolicy", Self.chat)
        let cases = try directory.file(
            "chat.cases.jsonl",
            [
                #"{"name": "the server", "url": "https://chat.example/", "expect": "allow", "rule": 1}"#,
                #"{"name": "another binding", "url": "https://chat.example/", "params": {"servers": []}, "expect": "open-external"}"#,
                #"{"name": "in a call", "url": "https://news.example/", "flags": ["call-active"], "expect": "open-in-app", "rule": 2}"#,
                #"{"name": "a misspelt flag", "url": "https://news.example/", "flags": ["call_active"], "expect": "open-in-app"}"#,
            ].joined(separator: "\n") + "\n")
        let result = try NavpolicyBinary.run(["test", source, cases, "--param", "servers=chat.example"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("unknown flag 'call_active' (did you mean 'call-active'?)"), "\(result.stdout)")
        #expect(result.stdout.hasSuffix("3 passed, 1 failed\n"), "\(result.stdout)")
        let unknown = try NavpolicyBinary.run(["test", source, cases, "--flag", "mute"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown flag 'mute' (did you mean 'muted'?)"))
    }

    @Test func aCompiledTableBindsTheSameWay() throws {
        let directory = try TemporaryDirectory()
        let source = try directory.file("chat.navpolicy", Self.chat)
        let table = directory.path("chat.navtable")
        let compiled = try NavpolicyBinary.run(["compile", source, "-o", table])
        try #require(compiled.status == 0, "\(compiled.stderr)")
        let bound = try NavpolicyBinary.run(["eval", table, "--url", "https://chat.example/", "--param", "servers=*.chat.example"])
        #expect(bound.stdout == "allow\n", "\(bound.stderr)")
        let missing = try NavpolicyBinary.run(["eval", table, "--url", "https://chat.example/"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("missing parameter 'servers'"), "\(missing.stderr)")
    }

    @Test func graphChecksTheBindingAgainstThePolicy() throws {
        let directory = try TemporaryDirectory()
        let source = try directory.file("chat.navpolicy", Self.chat)
        let graph = try NavpolicyBinary.run(["graph", source])
        #expect(graph.status == 0, "\(graph.stderr)")
        #expect(graph.stdout.contains("servers") && graph.stdout.contains("call-active"), "\(graph.stdout)")
        let misspelt = try NavpolicyBinary.run(["graph", source, "--flag", "muteed"])
        #expect(misspelt.status == 2)
        #expect(misspelt.stderr.contains("unknown flag 'muteed' (did you mean 'muted'?)"))
    }
}
