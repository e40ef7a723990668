import Foundation
import Testing

/// `let NAME = file "path"` through every command: lists read beside the policy, diagnostics
/// at the list file's own line and column, a missing file at the path string, tables that need
/// no list file beside them.
@Suite struct ListFileCommandTests {
    static let policy = """
        policy "blocklist"
        let blocked = file "lists/blocked.txt"
        when scheme is "file" then cancel
        when host in blocked then cancel
        when target is new-window then open in-place
        otherwise allow

        """

    static let hosts = "# hosts to block\nads.example\n\n   *.tracker.example  \r\n# done\n"

    /// A folder with the policy in `policies/` and its list in `policies/lists/`.
    static func folder(hosts: String = hosts) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent("policies/lists"), withIntermediateDirectories: true)
        try directory.file("policies/p.navpolicy", policy)
        try directory.file("policies/lists/blocked.txt", hosts)
        return directory
    }

    @Test func listIsReadRelativeToThePolicyFolder() throws {
        let directory = try Self.folder()
        let check = try NavpolicyBinary.run(["check", "--strict", "policies/p.navpolicy"], in: directory.url)
        #expect(check.status == 0, "\(check.stderr)")
        for (url, action) in [
            ("https://ads.example/", "cancel"), ("https://x.tracker.example/", "cancel"), ("https://ok.example/", "allow"),
        ] {
            let eval = try NavpolicyBinary.run(["eval", "policies/p.navpolicy", "--url", url], in: directory.url)
            #expect(eval.status == 0)
            #expect(eval.stdout.hasPrefix(action), "\(url): \(eval.stdout)")
        }
    }

    @Test func itemDiagnosticsPointAtTheListFileLine() throws {
        let directory = try Self.folder(hosts: "ads.example\n\n  bad host\n")
        let result = try NavpolicyBinary.run(["check", "policies/p.navpolicy"], in: directory.url)
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix("policies/lists/blocked.txt:3:3: error: list 'blocked': invalid host 'bad host'"), "\(result.stderr)")
        #expect(result.stderr.contains("      bad host\n      ^~~~~~~~\n"), "the list file's line is shown: \(result.stderr)")
        #expect(result.stderr.contains("policies/p.navpolicy:4:14: note: list 'blocked' is used here"))
        let json = try NavpolicyBinary.run(["check", "--format", "json", "policies/p.navpolicy"], in: directory.url)
        #expect(json.stdout.contains("{\"file\": \"policies/lists/blocked.txt\", \"line\": 3, \"column\": 3,"), "\(json.stdout)")
    }

    @Test func missingListFileIsAnErrorAtThePathString() throws {
        let directory = try TemporaryDirectory()
        try directory.file("p.navpolicy", Self.policy)
        let result = try NavpolicyBinary.run(["compile", "p.navpolicy", "-o", "p.navtable"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("p.navpolicy:2:20: error: cannot read 'lists/blocked.txt': "), "\(result.stderr)")
        #expect(result.stderr.contains("[list-file-unreadable]"))
        #expect(!FileManager.default.fileExists(atPath: directory.path("p.navtable")))
    }

    @Test func standardInputReadsListsFromTheWorkingDirectory() throws {
        let directory = try Self.folder()
        let result = try NavpolicyBinary.run(
            ["eval", "-", "--url", "https://ads.example/"], stdin: Array(Self.policy.utf8),
            in: directory.url.appendingPathComponent("policies"))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("cancel"))
    }

    @Test func tableEmbedsTheListSoItNeedsNoListFile() throws {
        let directory = try Self.folder()
        let compile = try NavpolicyBinary.run(["compile", "policies/p.navpolicy", "-o", "p.navtable"], in: directory.url)
        #expect(compile.status == 0, "\(compile.stderr)")
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("policies/lists"))
        let explain = try NavpolicyBinary.run(["eval", "--explain", "p.navtable", "--url", "https://ads.example/"], in: directory.url)
        #expect(explain.status == 0, "\(explain.stderr)")
        #expect(explain.stdout.contains("decided by rule 2"), "\(explain.stdout)")
        let graph = try NavpolicyBinary.run(["graph", "p.navtable"], in: directory.url)
        #expect(graph.status == 0, "\(graph.stderr)")
        #expect(graph.stdout.hasPrefix("digraph"))
    }

    @Test func testDiffAndFormatWorkWithListFiles() throws {
        let directory = try Self.folder()
        try directory.file(
            "policies/p.cases.jsonl",
            """
            {"name": "listed", "url": "https://ads.example/", "expect": "cancel", "rule": 2}
            {"name": "files", "url": "file:///x", "expect": "cancel", "rule": 1}
            {"name": "pop-up", "url": "https://ok.example/", "target": "new-window", "expect": "open-in-place", "rule": 3}
            {"name": "other", "url": "https://ok.example/", "expect": "allow"}

            """)
        let test = try NavpolicyBinary.run(
            ["test", "policies/p.navpolicy", "policies/p.cases.jsonl", "--min-coverage", "100"], in: directory.url)
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
        try directory.file(
            "policies/inline.navpolicy",
            Self.policy.replacingOccurrences(
                of: "file \"lists/blocked.txt\"", with: "[\"ads.example\", \"*.tracker.example\"]"))
        let diff = try NavpolicyBinary.run(["diff", "policies/p.navpolicy", "policies/inline.navpolicy"], in: directory.url)
        #expect(diff.status == 0, "\(diff.stdout)\(diff.stderr)")
        #expect(diff.stdout.contains("equivalent"))
        let format = try NavpolicyBinary.run(["fmt", "--check", "policies/p.navpolicy"], in: directory.url)
        #expect(format.status == 0, "the formatter keeps 'file \"…\"' as written: \(format.stdout)")
    }
}
