import Foundation
import Testing

/// `compile` and `eval` end to end: tables written atomically, the same answers from a source
/// and its table, the JSON shapes of CLI.md, batches with failing lines, corrupt tables.
@Suite struct CompileAndEvalTests {
    /// Requests against `Fixtures.adsPolicy` (rules on lines 6, 7, 8) and their decisions.
    static let adsCases: [(flags: [String], action: String, rule: Int?, line: Int?)] = [
        (
            ["--url", "itms-apps://apps.apple.com/app/id1", "--navigation", "link", "--current", "https://news.example/"], "open-external",
            1, 6
        ),
        (["--url", "https://other.example/x", "--navigation", "link", "--current", "https://news.example/"], "open-in-app", 2, 7),
        (["--url", "https://other.example/x", "--target", "new-window", "--current", "https://news.example/"], "open-in-app", 2, 7),
        (["--url", "https://news.example/next", "--navigation", "link", "--current", "https://news.example/"], "allow", 3, 8),
        (["--url", "https://other.example/"], "allow", 3, 8),
    ]

    @Test func compileThenEvalGivesTheSameDecisionsAsTheSource() throws {
        let directory = try TemporaryDirectory()
        let source = try directory.file("ads.navpolicy", Fixtures.adsPolicy)
        let table = directory.path("ads.navtable")
        let compiled = try NavpolicyBinary.run(["compile", source, "-o", table])
        #expect(compiled.status == 0, "\(compiled.stderr)")
        let tableBytes = try #require(FileManager.default.contents(atPath: table))
        #expect(!tableBytes.isEmpty)
        for testCase in Self.adsCases {
            for input in [source, table] {
                let text = try NavpolicyBinary.run(["eval", input] + testCase.flags)
                #expect(text.status == 0, "\(testCase.flags): \(text.stderr)")
                #expect(text.stdout == testCase.action + "\n", "\(input) \(testCase.flags)")
                let json = try NavpolicyBinary.run(["eval", input, "--format", "json"] + testCase.flags)
                let object = try decisionObject(json.stdout)
                #expect(object["action"] as? String == testCase.action)
                #expect(object["rule"] as? Int == testCase.rule, "\(input) \(testCase.flags)")
                #expect(object["line"] as? Int == testCase.line, "\(input) \(testCase.flags)")
            }
        }
    }

    @Test func implicitDefaultHasNullRuleAndLine() throws {
        let directory = try TemporaryDirectory()
        let source = try directory.file("ftp.navpolicy", Fixtures.noOtherwisePolicy)
        let result = try NavpolicyBinary.run(["eval", source, "--url", "https://a.example/", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "{\"phase\": \"navigation\", \"action\": \"allow\", \"rule\": null, \"line\": null}\n")
        let cancelled = try NavpolicyBinary.run(["eval", source, "--url", "FTP://files.example/a", "--format", "json"])
        #expect(cancelled.stdout == "{\"phase\": \"navigation\", \"action\": \"cancel\", \"rule\": 1, \"line\": 2}\n")
    }

    @Test func evalJSONHasExactlyTheContractKeys() throws {
        let result = try NavpolicyBinary.run(
            ["eval", "-", "--url", "mailto:a@b.example", "--navigation", "link", "--format", "json"],
            stdin: Array(Fixtures.adsPolicy.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        let object = try decisionObject(result.stdout)
        #expect(Set(object.keys) == ["phase", "action", "rule", "line"])
        #expect(object["action"] as? String == "open-external")
    }

    @Test func explainListsEachRuleTriedForASourceAndSaysWhenATableHasNone() throws {
        let directory = try TemporaryDirectory()
        let source = try directory.file("ads.navpolicy", Fixtures.adsPolicy)
        let flags = ["--url", "https://news.example/next", "--navigation", "link", "--current", "https://news.example/"]
        let result = try NavpolicyBinary.run(["eval", source, "--explain"] + flags)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "allow")
        #expect(lines.contains { $0.contains("rule 1 (line 6): no match") })
        #expect(lines.contains { $0.contains("rule 2 (line 7): no match") })
        #expect(lines.contains { $0.contains("rule 3 (line 8): matched") })

        let table = directory.path("ads.navtable")
        #expect(try NavpolicyBinary.run(["compile", source, "-o", table]).status == 0)
        let fromTable = try NavpolicyBinary.run(["eval", table, "--explain"] + flags)
        #expect(fromTable.stdout == result.stdout, "the embedded source explains the table the same way")
        let bare = directory.path("bare.navtable")
        #expect(try NavpolicyBinary.run(["compile", source, "--no-source", "-o", bare]).status == 0)
        let fromBare = try NavpolicyBinary.run(["eval", bare, "--explain"] + flags)
        #expect(fromBare.status == 0)
        #expect(fromBare.stdout.hasPrefix("allow\n"))
        #expect(fromBare.stdout.contains("no embedded source"))
        let sizes = try [table, bare].map { try #require(FileManager.default.contents(atPath: $0)).count }
        #expect(sizes[0] > sizes[1])
    }

    @Test func urlWithoutSchemeIsAnError() throws {
        let result = try NavpolicyBinary.run(["eval", "-", "--url", "example.com/path"], stdin: Array(Fixtures.adsPolicy.utf8))
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: cannot split url 'example.com/path': it has no scheme"))
        #expect(result.stdout.isEmpty)
    }

    /// A URL a browser refuses says why: here an IPv6 address without brackets.
    @Test func urlWithInvalidHostSaysWhy() throws {
        let result = try NavpolicyBinary.run(["eval", "-", "--url", "https://%3A%3A1/"], stdin: Array(Fixtures.adsPolicy.utf8))
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: cannot split url 'https://%3A%3A1/': its host contains a character not allowed in a host"))
        #expect(result.stdout.isEmpty)
    }

    @Test func requestsBatchKeepsGoingPastBadLines() throws {
        let directory = try TemporaryDirectory()
        let source = try directory.file("ads.navpolicy", Fixtures.adsPolicy)
        let requests =
            [
                #"{"url": "itms-apps://apps.apple.com/x", "navigation": "link", "current": "https://news.example/"}"#,
                #"{"url": "https://other.example/", "target": "new-window""#,
                #"{"url": "no-scheme.example/x"}"#,
                #"{"url": "https://news.example/a", "current": null, "target": "new-tab"}"#,
                "",
                #"{"url": "https://other.example/", "target": "new-window", "current": "https://news.example/"}"#,
                #"{"current": "https://news.example/"}"#,
                #"{"url": "https://other.example/", "navigation": null}"#,
            ].joined(separator: "\n") + "\n"
        let result = try NavpolicyBinary.run(["eval", source, "--requests", "-"], stdin: Array(requests.utf8))
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        try #require(lines.count == 7, "\(result.stdout)")
        #expect(try decisionObject(lines[0])["action"] as? String == "open-external")
        #expect(try decisionObject(lines[1])["error"] is String)
        #expect((try decisionObject(lines[2])["error"] as? String ?? "").contains("no-scheme.example/x"))
        #expect((try decisionObject(lines[3])["error"] as? String ?? "").contains("'new-tab'"))
        #expect(try decisionObject(lines[4])["action"] as? String == "open-in-app")
        #expect((try decisionObject(lines[5])["error"] as? String ?? "").contains("'url'"))
        #expect(try decisionObject(lines[6])["rule"] as? Int == 3)
        #expect(try lines.map { try decisionObject($0)["input"] as? Int } == [1, 2, 3, 4, 6, 7, 8])
    }

    @Test func compileWritesNothingWhenThePolicyHasErrors() throws {
        let directory = try TemporaryDirectory()
        let source = try directory.file("broken.navpolicy", Fixtures.unknownTargetPolicy)
        let fresh = directory.path("fresh.navtable")
        let result = try NavpolicyBinary.run(["compile", source, "-o", fresh])
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: "))
        #expect(!FileManager.default.fileExists(atPath: fresh))
        let existing = try directory.file("existing.navtable", "previous contents")
        #expect(try NavpolicyBinary.run(["compile", source, "-o", existing]).status == 1)
        #expect(try String(contentsOfFile: existing, encoding: .utf8) == "previous contents")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty, "no temporary files left: \(leftovers)")
    }

    @Test func compileReplacesAnExistingTableAndEmitsJSON() throws {
        let directory = try TemporaryDirectory()
        let source = try directory.file("ads.navpolicy", Fixtures.adsPolicy)
        let table = try directory.file("ads.navtable", "old")
        #expect(try NavpolicyBinary.run(["compile", source, "-o", table]).status == 0)
        let written = try #require(FileManager.default.contents(atPath: table))
        #expect(Array(written) != Array("old".utf8))
        let stdoutTable = try NavpolicyBinary.run(["compile", source, "-o", "-"])
        #expect(stdoutTable.stdoutBytes == Array(written))
        let json = try NavpolicyBinary.run(["compile", source, "--emit", "json", "-o", "-"])
        #expect(json.status == 0, "\(json.stderr)")
        #expect(try JSONSerialization.jsonObject(with: Data(json.stdoutBytes)) is [String: Any])
    }

    @Test func corruptOrTruncatedTableExitsTwo() throws {
        let directory = try TemporaryDirectory()
        let source = try directory.file("ads.navpolicy", Fixtures.adsPolicy)
        let table = directory.path("ads.navtable")
        #expect(try NavpolicyBinary.run(["compile", source, "-o", table]).status == 0)
        let bytes = try #require(FileManager.default.contents(atPath: table)).map { $0 }
        try #require(bytes.count > 32)
        var flipped = bytes
        flipped[bytes.count / 2] ^= 0x5A
        // The runtime's words for each error (`TableError.description`), after the table's name.
        let variants = [
            "flipped": (flipped, "the table's checksum does not match its contents (the file is corrupt)"),
            "truncated": (Array(bytes.prefix(bytes.count - 7)), "the table is truncated"),
        ]
        for (name, (variant, reason)) in variants {
            let path = try directory.bytesFile("\(name).navtable", variant)
            let result = try NavpolicyBinary.run(["eval", path, "--url", "https://a.example/"])
            #expect(!result.crashed)
            #expect(result.status == 2, "\(name): \(result.stderr)")
            #expect(result.stderr == "error: cannot load '\(path)': \(reason)\n", "\(name)")
            #expect(result.stdout.isEmpty)
        }
    }

    /// The embedded source has its own checksum, read only when something needs the source: a
    /// changed source byte leaves deciding as it was, and `--explain` reports a corrupt table.
    @Test func corruptEmbeddedSourceFailsOnlyWhereTheSourceIsRead() throws {
        let directory = try TemporaryDirectory()
        let source = try directory.file("ads.navpolicy", Fixtures.adsPolicy)
        let table = directory.path("ads.navtable")
        #expect(try NavpolicyBinary.run(["compile", source, "-o", table]).status == 0)
        var bytes = try #require(FileManager.default.contents(atPath: table)).map { $0 }
        bytes[bytes.count - 2] ^= 0x20  // The source section ends the table.
        let path = try directory.bytesFile("source-flipped.navtable", bytes)
        let flags = ["--url", "https://news.example/next", "--navigation", "link"]
        let decided = try NavpolicyBinary.run(["eval", path] + flags)
        #expect(decided.status == 0, "\(decided.stderr)")
        #expect(decided.stdout == "allow\n")
        let explained = try NavpolicyBinary.run(["eval", path, "--explain"] + flags)
        #expect(!explained.crashed)
        #expect(explained.status == 2)
        #expect(
            explained.stderr == """
                error: cannot load '\(path)': the table's checksum does not match its contents (the file is corrupt) \
                (in its embedded source; decisions are unaffected)

                """)
    }

    private func decisionObject(_ line: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
    }
}
