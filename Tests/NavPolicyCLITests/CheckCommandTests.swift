import Foundation
import Testing

/// `navpolicy check`: text and JSON diagnostics, exit codes, stdin, colour, unreadable files.
@Suite struct CheckCommandTests {
    @Test func cleanPolicyExitsZeroSilently() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.file("clean.navpolicy", Fixtures.lintCleanPolicy)
        let result = try NavpolicyBinary.run(["check", "--strict", path])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.isEmpty)
    }

    /// `partially-shadowed` is a note: the order may be intended (a guard placed first on
    /// purpose), so `--strict` never fails on it and only `--all` shows it, its help leading
    /// with the edit that changes no decision.
    @Test func partiallyShadowedIsANoteShownOnlyWithAll() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.file(
            "guarded.navpolicy",
            """
            when scheme is "file" then cancel
            when target is new-window and scheme is "https" and host in ["*.example.com"] then open in-app
            when host is "pay.example.com" then cancel
            when target is new-window then open in-place
            otherwise allow

            """)
        let strict = try NavpolicyBinary.run(["check", "--strict", path])
        #expect(strict.status == 0, "\(strict.stderr)")
        #expect(strict.stderr.isEmpty)
        let all = try NavpolicyBinary.run(["check", "--strict", "--all", path])
        #expect(all.status == 0)
        #expect(
            all.stderr.contains("guarded.navpolicy:3:1: note: rule 3 (line 3) is an exception that rule 2 (line 2) takes in part"),
            "\(all.stderr)")
        #expect(
            all.stderr.contains("help: if the order is intended, state the overlap in rule 3 (line 3): add 'and not (target is new-window"))
        #expect(try NavpolicyBinary.run(["compile", "--strict", path, "-o", "-"]).status == 0)
    }

    @Test func errorsGoToStandardErrorInCompilerFormAndExitOne() throws {
        let directory = try TemporaryDirectory()
        try directory.file("broken.navpolicy", Fixtures.unknownTargetPolicy)
        let result = try NavpolicyBinary.run(["check", "broken.navpolicy"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("broken.navpolicy:2:16: error: "), "\(result.stderr)")
        #expect(result.stderr.contains("'new-tab'"))
        #expect(result.stderr.contains("    when target is new-tab then open external\n"))
        #expect(!result.stderr.contains("\u{1B}["), "no colour when standard error is not a terminal")
    }

    @Test func jsonReportHasEveryFieldAndRightCounts() throws {
        let directory = try TemporaryDirectory()
        try directory.file("two.navpolicy", Fixtures.twoErrorsPolicy)
        try directory.file("clean.navpolicy", Fixtures.lintCleanPolicy)
        let result = try NavpolicyBinary.run(["check", "--format", "json", "two.navpolicy", "clean.navpolicy"], in: directory.url)
        #expect(result.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdoutBytes)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(!diagnostics.isEmpty)
        let errorCount = diagnostics.filter { $0["severity"] as? String == "error" }.count
        let warningCount = diagnostics.filter { $0["severity"] as? String == "warning" }.count
        #expect(document["errors"] as? Int == errorCount)
        #expect(document["warnings"] as? Int == warningCount)
        #expect(errorCount >= 2, "a syntax error on line 1 and an unknown target on line 2")
        for diagnostic in diagnostics {
            #expect(diagnostic["file"] as? String == "two.navpolicy")
            for key in ["line", "column", "endLine", "endColumn"] {
                let value = try #require(diagnostic[key] as? Int, "\(key)")
                #expect(value >= 1)
            }
            #expect(["error", "warning", "note"].contains(diagnostic["severity"] as? String ?? ""))
            let code = try #require(diagnostic["code"] as? String)
            #expect(!code.isEmpty && code == code.lowercased() && !code.contains(" "))
            let message = try #require(diagnostic["message"] as? String)
            #expect(!message.isEmpty && !message.hasSuffix("."))
            let notes = try #require(diagnostic["notes"] as? [[String: Any]])
            for note in notes {
                #expect(note["message"] is String)
                #expect(note["line"] is Int || note["line"] is NSNull)
                #expect(note["column"] is Int || note["column"] is NSNull)
            }
        }
        #expect(diagnostics.contains { $0["line"] as? Int == 2 && ($0["message"] as? String ?? "").contains("'new-tab'") })
    }

    @Test func jsonForACleanFileIsAnEmptyReport() throws {
        let result = try NavpolicyBinary.run(["check", "--format=json", "-"], stdin: Array(Fixtures.lintCleanPolicy.utf8))
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdoutBytes)) as? [String: Any])
        #expect((document["diagnostics"] as? [Any])?.isEmpty == true)
        #expect(document["errors"] as? Int == 0)
        #expect(document["warnings"] as? Int == 0)
    }

    @Test func dashReadsStandardInputNamedStdin() throws {
        let result = try NavpolicyBinary.run(["check", "-"], stdin: Array(Fixtures.unknownTargetPolicy.utf8))
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("<stdin>:2:"), "\(result.stderr)")
    }

    @Test func unreadableFilesExitTwoAndOtherFilesAreStillChecked() throws {
        let directory = try TemporaryDirectory()
        try directory.file("broken.navpolicy", Fixtures.unknownTargetPolicy)
        let missing = try NavpolicyBinary.run(["check", "missing.navpolicy", "broken.navpolicy"], in: directory.url)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("error: cannot read 'missing.navpolicy': no such file or directory"))
        #expect(missing.stderr.contains("broken.navpolicy:2:"), "the readable file is still checked")
        let folder = try NavpolicyBinary.run(["check", directory.url.path])
        #expect(folder.status == 2)
        #expect(folder.stderr.contains("cannot read"))
    }

    /// `script` gives the binary a terminal for standard error; colour appears only without `NO_COLOR`.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func colourOnlyOnATerminalAndNeverWithNoColor() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.file("broken.navpolicy", Fixtures.unknownTargetPolicy)
        let command = "'\(NavpolicyBinary.executable.path)' check '\(path)'"
        let script = URL(fileURLWithPath: "/usr/bin/script")
        let coloured = try NavpolicyBinary.runProgram(script, ["-qec", command, "/dev/null"])
        #expect(coloured.stdout.contains("\u{1B}["), "colour on a terminal: \(coloured.stdout)")
        #expect(coloured.status == 1)
        let plain = try NavpolicyBinary.runProgram(script, ["-qec", command, "/dev/null"], environment: ["NO_COLOR": "1"])
        #expect(plain.stdout.contains("error: "))
        #expect(!plain.stdout.contains("\u{1B}["), "NO_COLOR disables colour: \(plain.stdout)")
    }
}
