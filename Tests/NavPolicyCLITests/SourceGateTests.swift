import Foundation
import Testing

/// One gate for every command: a source `compile` refuses — a syntax or semantic error, or an
/// error-severity lint finding it does not suppress — is refused by `eval`, `test`, `graph` and
/// `diff` too, with the same diagnostics on standard error and exit 1; `--no-lint` skips the
/// lint on each as on `compile`.
@Suite struct SourceGateTests {
    /// Rule 1 can never match (`never-matches`, an error): `compile` refuses the policy, so no
    /// command may decide with it (issue 38: `eval` answered `allow`, `test` passed).
    static let neverMatches = """
        when scheme is "a" and scheme is "b" then cancel
        otherwise allow

        """

    /// The same policy with the finding suppressed on the rule.
    static let suppressed = "# navpolicy: ignore never-matches\n" + neverMatches

    /// A case the policy passes when it is decided at all.
    static let passingCase = #"{"url": "https://a.example/", "expect": "allow"}"# + "\n"

    /// Every command that reads a policy, with the policy at `policy` (and a second, clean one).
    private static func commands(_ policy: String, in directory: TemporaryDirectory) throws -> [(name: String, arguments: [String])] {
        let cases = try directory.file("cases.jsonl", passingCase)
        let requests = try directory.file("requests.jsonl", #"{"url": "https://a.example/"}"# + "\n")
        let clean = try directory.file("clean.navpolicy", "otherwise allow\n")
        return [
            ("eval", ["eval", policy, "--url", "https://a.example/"]),
            ("eval --requests", ["eval", policy, "--requests", requests]),
            ("test", ["test", policy, cases]),
            ("graph", ["graph", policy]),
            ("diff (old)", ["diff", policy, clean]),
            ("diff (new)", ["diff", clean, policy]),
        ]
    }

    @Test func everyCommandRefusesASourceThatCompileRefuses() throws {
        let directory = try TemporaryDirectory()
        let policy = try directory.file("never.navpolicy", Self.neverMatches)
        let compile = try NavpolicyBinary.run(["compile", policy, "-o", directory.path("never.navtable")])
        #expect(compile.status == 1)
        #expect(compile.stderr.contains("[never-matches]"), "\(compile.stderr)")
        for (name, arguments) in try Self.commands(policy, in: directory) {
            let result = try NavpolicyBinary.run(arguments)
            #expect(result.status == 1, "\(name): \(result.stdout)")
            #expect(result.stdout.isEmpty, "\(name) printed \(result.stdout)")
            #expect(result.stderr == compile.stderr, "\(name) refuses as compile does: \(result.stderr)")
        }
    }

    @Test func syntaxAndSemanticErrorsAreRefusedTheSameWay() throws {
        let directory = try TemporaryDirectory()
        for (file, text) in [("syntax.navpolicy", Fixtures.twoErrorsPolicy), ("semantic.navpolicy", Fixtures.unknownTargetPolicy)] {
            let policy = try directory.file(file, text)
            let compile = try NavpolicyBinary.run(["compile", policy, "-o", "-"])
            #expect(compile.status == 1)
            for (name, arguments) in try Self.commands(policy, in: directory) {
                let result = try NavpolicyBinary.run(arguments)
                #expect(result.status == 1, "\(file), \(name)")
                #expect(result.stderr == compile.stderr, "\(file), \(name): \(result.stderr)")
            }
        }
    }

    @Test func noLintSkipsTheAnalysisOnEveryCommand() throws {
        let directory = try TemporaryDirectory()
        let policy = try directory.file("never.navpolicy", Self.neverMatches)
        for (name, arguments) in try Self.commands(policy, in: directory) {
            let result = try NavpolicyBinary.run(arguments + ["--no-lint"])
            #expect(result.stderr.isEmpty, "\(name): \(result.stderr)")
            // `diff` against `otherwise allow` is equivalent: rule 1 never decides.
            #expect(result.status == 0, "\(name): \(result.stdout)")
        }
        let decided = try NavpolicyBinary.run(["eval", "--no-lint", policy, "--url", "https://a.example/"])
        #expect(decided.stdout == "allow\n")
    }

    @Test func aSuppressedFindingPassesTheGateAndWarningsStayWithCheck() throws {
        let directory = try TemporaryDirectory()
        let policy = try directory.file("suppressed.navpolicy", Self.suppressed)
        for (name, arguments) in try Self.commands(policy, in: directory) {
            let result = try NavpolicyBinary.run(arguments)
            #expect(result.status == 0, "\(name): \(result.stderr)")
            #expect(result.stderr.isEmpty, "\(name): \(result.stderr)")
        }
        // A warning (`missing-otherwise`) does not stop `eval`, and is not printed by it.
        let warned = try directory.file("warned.navpolicy", Fixtures.noOtherwisePolicy)
        #expect(try NavpolicyBinary.run(["check", warned]).stderr.contains("warning: "))
        let decided = try NavpolicyBinary.run(["eval", warned, "--url", "ftp://a.example/"])
        #expect(decided.status == 0)
        #expect(decided.stdout == "cancel\n")
        #expect(decided.stderr.isEmpty, "\(decided.stderr)")
    }

    @Test func aTableCompiledWithoutTheLintIsLoadedAsItIs() throws {
        // Tables were gated when compiled; `--no-lint` there is the author's decision.
        let directory = try TemporaryDirectory()
        let policy = try directory.file("never.navpolicy", Self.neverMatches)
        let table = directory.path("never.navtable")
        let compiled = try NavpolicyBinary.run(["compile", "--no-lint", policy, "-o", table])
        #expect(compiled.status == 0, "\(compiled.stderr)")
        let decided = try NavpolicyBinary.run(["eval", table, "--url", "https://a.example/"])
        #expect(decided.status == 0, "\(decided.stderr)")
        #expect(decided.stdout == "allow\n")
    }
}
