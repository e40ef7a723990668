import Foundation
import Testing

/// `compile` lints like `check`: error-severity findings block writing unless suppressed in the
/// source; `--strict` makes warnings block; `--no-lint` skips the analysis.
@Suite struct CompileLintTests {
    /// Rule 2 can never decide: rule 1 takes every request it matches (`shadowed-rule`, an error).
    static let shadowedPolicy = """
        policy "shadowed"
        when scheme is "file" then cancel
        when scheme is "https" then allow
        when scheme is "https" and host is "ads.example" then cancel
        otherwise allow

        """

    /// The same policy with the finding suppressed on the rule.
    static let suppressedPolicy = shadowedPolicy.replacingOccurrences(
        of: "when scheme is \"https\" and", with: "# navpolicy: ignore shadowed-rule\nwhen scheme is \"https\" and")

    @Test func anUnsuppressedShadowedRuleBlocksWritingAndLeavesTheTableUntouched() throws {
        let directory = try TemporaryDirectory()
        let source = try directory.file("shadowed.navpolicy", Self.shadowedPolicy)
        let table = try directory.file("shadowed.navtable", "previous contents")
        let result = try NavpolicyBinary.run(["compile", source, "-o", table])
        #expect(result.status == 1)
        #expect(result.stderr.contains("shadowed.navpolicy:4:1: error: "), "\(result.stderr)")
        #expect(result.stderr.contains("[shadowed-rule]"))
        #expect(result.stderr.contains("error: '\(source)' was not compiled"))
        #expect(result.stdout.isEmpty)
        #expect(try String(contentsOfFile: table, encoding: .utf8) == "previous contents")
        let check = try NavpolicyBinary.run(["check", source])
        #expect(result.stderr.hasPrefix(check.stderr), "compile prints the findings as check does")
    }

    @Test func theSuppressionCommentLetsItCompile() throws {
        let directory = try TemporaryDirectory()
        let source = try directory.file("suppressed.navpolicy", Self.suppressedPolicy)
        let table = try directory.file("suppressed.navtable", "previous contents")
        let result = try NavpolicyBinary.run(["compile", source, "-o", table])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("shadowed-rule"))
        let written = try #require(FileManager.default.contents(atPath: table))
        #expect(written.starts(with: Array("NVPT".utf8)))
        let decided = try NavpolicyBinary.run(["eval", table, "--url", "https://ads.example/"])
        #expect(decided.stdout == "allow\n")
    }

    @Test func strictMakesWarningsBlockAndNoLintSkipsTheAnalysis() throws {
        let directory = try TemporaryDirectory()
        // No `file:` rule: the `otherwise allow` gives file: URLs `allow` (a warning).
        let warned = try directory.file("warned.navpolicy", "policy \"w\"\nwhen target is new-window then open popup\notherwise allow\n")
        let table = directory.path("warned.navtable")
        let plain = try NavpolicyBinary.run(["compile", warned, "-o", table])
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stderr.contains("warning: "))
        try FileManager.default.removeItem(atPath: table)
        let strict = try NavpolicyBinary.run(["compile", "--strict", warned, "-o", table])
        #expect(strict.status == 1)
        #expect(!FileManager.default.fileExists(atPath: table))

        let shadowed = try directory.file("shadowed.navpolicy", Self.shadowedPolicy)
        let noLint = try NavpolicyBinary.run(["compile", "--no-lint", shadowed, "-o", table])
        #expect(noLint.status == 0, "\(noLint.stderr)")
        #expect(noLint.stderr.isEmpty)
        #expect(FileManager.default.fileExists(atPath: table))
    }

    @Test func everyExampleCompilesStrictly() throws {
        let examples = NavpolicyBinary.repositoryRoot.appendingPathComponent("Examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".navpolicy") }
        #expect(!names.isEmpty)
        for name in names {
            let result = try NavpolicyBinary.run(["compile", "--strict", examples.appendingPathComponent(name).path, "-o", "-"])
            #expect(result.status == 0, "\(name): \(result.stderr)")
        }
    }
}
