import Foundation
import NavPolicy
import NavPolicyTestSupport
import Testing

/// A table answers for itself: its embedded source is used only when it compiles to exactly
/// that table. The crafted table here decides everything `allow` (rules on the ads policy's
/// lines, under its name) and carries the ads policy's source section, checksums valid; no
/// command may describe it as the ads policy.
@Suite struct EmbeddedSourceTests {
    static let adsSource = NavpolicyBinary.repositoryRoot.appendingPathComponent("Examples/ads.navpolicy").path
    static let adsCases = NavpolicyBinary.repositoryRoot.appendingPathComponent("Examples/ads.cases.jsonl").path

    /// Allows everything, with rules where the ads policy has its rules.
    static let allowEverything = """
        # An allow-everything policy shaped like Examples/ads.navpolicy: the same name, rule
        # count and rule lines, so that its decisions look like the ads policy's.
        #
        #
        policy "ads-webview"
        #
        #
        #
        #
        when scheme is "file" then allow
        #
        when navigation is link then allow
        #
        when target is new-window then allow
        #
        #
        #
        otherwise allow

        """

    /// A folder with `ads.navtable` (compiled from the example) and `crafted.navtable`.
    static func folder() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        let ads = directory.path("ads.navtable")
        let compiled = try NavpolicyBinary.run(["compile", adsSource, "-o", ads])
        #expect(compiled.status == 0, "\(compiled.stderr)")
        let program = try directory.file("allow.navpolicy", allowEverything)
        let allow = directory.path("allow.navtable")
        #expect(try NavpolicyBinary.run(["compile", "--no-source", program, "-o", allow]).status == 0)
        let crafted = CraftedTable.transplantingSource(of: try bytes(ads), into: try bytes(allow))
        _ = try directory.bytesFile("crafted.navtable", crafted)
        return directory
    }

    static func bytes(_ path: String) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: path))) }

    /// What every message about the crafted table says.
    static let mismatch = "the source embedded in 'crafted.navtable' does not match its decision program"

    /// Words of the ads policy that only its source can supply.
    static let adsWords = ["scheme is \"file\"", "web-schemes", "host != current", "open-in-app", "open-external", "cancel"]

    @Test func theCraftedTableLoadsAndDecidesAsItsProgram() throws {
        let directory = try Self.folder()
        // Checksums valid: the runtime loads it, and it decides `allow` where ads cancels.
        let table = try Policy(table: try Self.bytes(directory.path("crafted.navtable")))
        #expect(
            table.decide(try NavigationRequest(url: "file:///etc/passwd", current: nil, target: .mainFrame, navigation: .link)).action
                == .allow)
        let eval = try NavpolicyBinary.run(
            ["eval", "crafted.navtable", "--url", "file:///etc/passwd", "--navigation", "link"], in: directory.url)
        #expect(eval.status == 0)
        #expect(eval.stdout == "allow\n")
    }

    @Test func diffAgainstTheAdsTableSaysTheSourceDoesNotMatch() throws {
        let directory = try Self.folder()
        for pair in [["ads.navtable", "crafted.navtable"], ["crafted.navtable", "ads.navtable"], [Self.adsSource, "crafted.navtable"]] {
            for format in ["text", "json"] {
                let diff = try NavpolicyBinary.run(["diff", "--format", format] + pair, in: directory.url)
                #expect(diff.status == 2, "\(pair): \(diff.stdout)")
                #expect(!diff.stdout.contains("equivalent"), "\(pair) \(format): \(diff.stdout)")
                #expect(diff.stderr.contains("error: diff needs the policy's rules: \(Self.mismatch)"), "\(diff.stderr)")
            }
        }
        // The genuine table is still compared through its source.
        let genuine = try NavpolicyBinary.run(["diff", "ads.navtable", Self.adsSource], in: directory.url)
        #expect(genuine.status == 0, "\(genuine.stderr)")
        #expect(genuine.stdout == "equivalent\n")
    }

    @Test func explainSaysThereIsNoExplanation() throws {
        let directory = try Self.folder()
        let flags = ["--url", "file:///etc/passwd", "--navigation", "link", "--explain"]
        let text = try NavpolicyBinary.run(["eval", "crafted.navtable"] + flags, in: directory.url)
        #expect(text.status == 0)
        #expect(text.stdout.hasPrefix("allow\n  (no explanation: \(Self.mismatch)"), "\(text.stdout)")
        let json = try NavpolicyBinary.run(["eval", "crafted.navtable", "--format", "json"] + flags, in: directory.url)
        #expect(json.status == 0)
        #expect(json.stdout == "{\"phase\": \"navigation\", \"action\": \"allow\", \"rule\": 1, \"line\": 10}\n")
        #expect(json.stderr.contains("warning: no explanation: \(Self.mismatch)"), "\(json.stderr)")
        let requests = try directory.file("requests.jsonl", "{\"url\": \"file:///etc/passwd\", \"navigation\": \"link\"}\n")
        let batch = try NavpolicyBinary.run(["eval", "crafted.navtable", "--requests", requests, "--explain"], in: directory.url)
        #expect(batch.status == 0)
        #expect(batch.stdout == "{\"input\": 1, \"phase\": \"navigation\", \"action\": \"allow\", \"rule\": 1, \"line\": 10}\n")
        #expect(batch.stderr.contains("warning: no explanations: \(Self.mismatch)"), "\(batch.stderr)")
        for output in [text.stdout, json.stdout, batch.stdout] {
            for word in Self.adsWords { #expect(!output.contains(word), "\(word) in \(output)") }
        }
    }

    @Test func testReportsTheTablesDecisionsAndItsOwnRules() throws {
        let directory = try Self.folder()
        let result = try NavpolicyBinary.run(["test", "crafted.navtable", Self.adsCases, "--coverage"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.stdout.contains("expected cancel (rule 1), got allow (rule 1, line 10)"), "\(result.stdout)")
        #expect(result.stdout.contains("  why: (no explanation: \(Self.mismatch)"), "\(result.stdout)")
        #expect(!result.stdout.contains("scheme is \"file\""), "\(result.stdout)")
        #expect(result.stdout.contains("coverage: 4 of 4 rules (100%)"), "\(result.stdout)")
        // Coverage comes from the rules the table stores: their lines and actions (all allow;
        // the ads source would say open-external, open-in-app).
        let file = try directory.file("file.cases.jsonl", "{\"url\": \"file:///x\", \"expect\": \"allow\"}\n")
        let coverage = try NavpolicyBinary.run(["test", "crafted.navtable", file, "--coverage"], in: directory.url)
        #expect(coverage.status == 0, "\(coverage.stdout)\(coverage.stderr)")
        #expect(
            coverage.stdout == """
                coverage: 1 of 4 rules (25%)
                  not reached: rule 2 (line 12) allow
                  not reached: rule 3 (line 14) allow
                  not reached: rule 4 (line 18) allow
                1 passed, 0 failed

                """)
        let json = try NavpolicyBinary.run(
            ["test", "crafted.navtable", Self.adsCases, "--format", "json", "--coverage"], in: directory.url)
        #expect(!json.stdout.contains("\"why\""), "\(json.stdout)")
        let junit = try NavpolicyBinary.run(["test", "crafted.navtable", Self.adsCases, "--format", "junit"], in: directory.url)
        #expect(junit.stdout.contains("(no explanation: \(Self.mismatch)"), "\(junit.stdout)")
    }

    @Test func graphIsDrawnFromTheProgram() throws {
        let directory = try Self.folder()
        for format in ["dot", "mermaid"] {
            let graph = try NavpolicyBinary.run(["graph", "--format", format, "crafted.navtable"], in: directory.url)
            #expect(graph.status == 0, "\(graph.stderr)")
            #expect(graph.stderr.contains("warning: \(Self.mismatch)"), "\(graph.stderr)")
            #expect(graph.stdout == (try NavpolicyBinary.run(["graph", "--format", format, "allow.navtable"], in: directory.url)).stdout)
            #expect(graph.stdout.contains("rule 1 (line 10): allow"), "\(graph.stdout)")
            for word in Self.adsWords { #expect(!graph.stdout.contains(word), "\(word) in \(graph.stdout)") }
        }
    }

    @Test func commandsThatTakeASourceRefuseATable() throws {
        let directory = try Self.folder()
        for words in [
            ["check", "crafted.navtable"], ["check", "--format", "json", "crafted.navtable"], ["fmt", "crafted.navtable"],
            ["fmt", "--write", "crafted.navtable"], ["compile", "crafted.navtable", "-o", "out.navtable"],
        ] {
            let before = try Self.bytes(directory.path("crafted.navtable"))
            let result = try NavpolicyBinary.run(words, in: directory.url)
            #expect(result.status == 2, "\(words): \(result.stderr)")
            #expect(
                result.stderr
                    == "error: 'crafted.navtable' is a compiled table, not a policy source (eval, test, diff and graph read tables)\n",
                "\(words): \(result.stderr)")
            #expect(!result.stdout.contains("ads-webview") && !result.stdout.contains("cancel"), "\(words): \(result.stdout)")
            #expect(try Self.bytes(directory.path("crafted.navtable")) == before)
        }
        #expect(!FileManager.default.fileExists(atPath: directory.path("out.navtable")))
    }

    @Test func aSourceEditedAfterCompilingIsNotUsed() throws {
        let directory = try Self.folder()
        let ads = try Self.bytes(directory.path("ads.navtable"))
        let text = try String(contentsOfFile: Self.adsSource, encoding: .utf8)
        // Checks, but compiles to another table: the file rule allows instead of cancelling.
        let edited = text.replacingOccurrences(of: "when scheme is \"file\" then cancel", with: "when scheme is \"file\" then allow")
        #expect(edited != text)
        _ = try directory.bytesFile(
            "edited.navtable", CraftedTable.replacingSourceSection(of: ads, with: TableFormat.sourceSection(edited)))
        // Does not check at all.
        _ = try directory.bytesFile(
            "garbage.navtable", CraftedTable.replacingSourceSection(of: ads, with: TableFormat.sourceSection("when host is then\n")))
        let edit = try NavpolicyBinary.run(["eval", "--explain", "edited.navtable", "--url", "file:///x"], in: directory.url)
        #expect(
            edit.stdout.hasPrefix(
                "cancel\n  (no explanation: the source embedded in 'edited.navtable' does not match its decision program"), "\(edit.stdout)"
        )
        let garbage = try NavpolicyBinary.run(["eval", "--explain", "garbage.navtable", "--url", "file:///x"], in: directory.url)
        #expect(
            garbage.stdout.hasPrefix("cancel\n  (no explanation: the source embedded in 'garbage.navtable' does not check (1 error)"),
            "\(garbage.stdout)")
        #expect(garbage.stderr.isEmpty, "the embedded source's own diagnostics are not printed: \(garbage.stderr)")
        for table in ["edited.navtable", "garbage.navtable"] {
            let diff = try NavpolicyBinary.run(["diff", "ads.navtable", table], in: directory.url)
            #expect(diff.status == 2, "\(diff.stdout)")
        }
    }

    @Test func aGenuineTableIsExplainedByItsSource() throws {
        let directory = try Self.folder()
        let explain = try NavpolicyBinary.run(["eval", "--explain", "ads.navtable", "--url", "file:///etc/passwd"], in: directory.url)
        #expect(explain.stdout == "cancel\n  rule 1 (line 10): matched: scheme is \"file\": true\n  decided by rule 1 (line 10): cancel\n")
        #expect(explain.stderr.isEmpty)
        let graph = try NavpolicyBinary.run(["graph", "ads.navtable"], in: directory.url)
        #expect(graph.stderr.isEmpty)
        #expect(graph.stdout == (try NavpolicyBinary.run(["graph", Self.adsSource])).stdout)
    }

    @Test func aTableOfAListFilePolicyIsExplainedAtItsOwnLines() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.url.appendingPathComponent("lists"), withIntermediateDirectories: true)
        try directory.file("lists/blocked.txt", (1...12).map { "h\($0).example" }.joined(separator: "\n") + "\n")
        let policy = try directory.file(
            "p.navpolicy",
            """
            let blocked = file "lists/blocked.txt"
            when host in blocked then cancel
            when scheme is "file" then cancel
            otherwise allow

            """)
        #expect(try NavpolicyBinary.run(["compile", policy, "-o", "p.navtable"], in: directory.url).status == 0)
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("lists"))
        // The embedded source holds the list inline on the line of `file "…"`, so it compiles to
        // the same rule lines, and to this very table.
        let explain = try NavpolicyBinary.run(["eval", "--explain", "p.navtable", "--url", "file:///x"], in: directory.url)
        #expect(
            explain.stdout == """
                cancel
                  rule 1 (line 2): no match: host in blocked: false (none of its 12 items matched)
                  rule 2 (line 3): matched: scheme is "file": true
                  decided by rule 2 (line 3): cancel

                """, "\(explain.stdout)\(explain.stderr)")
        let diff = try NavpolicyBinary.run(["diff", "--rules", "p.navtable", "p.navtable"], in: directory.url)
        #expect(diff.status == 0, "\(diff.stderr)")
        #expect(diff.stdout == "equivalent\n")
    }
}
