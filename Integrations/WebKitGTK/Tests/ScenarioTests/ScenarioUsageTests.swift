import Foundation
import Testing

/// The runner's usage and setup errors: exit status 2 with a message, before any web view.
@Suite struct ScenarioUsageTests {
    static func run(_ arguments: [String]) throws -> ScenarioRun {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("navpolicy-usage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        return try ScenarioRun.run(arguments, scratch: scratch)
    }

    @Test func missingArgumentsAreAUsageError() throws {
        let run = try Self.run(["--policy", "Examples/ads.navpolicy"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("missing --site, --start, --steps"))
        #expect(run.stderr.contains("usage: navpolicy-webkit-scenario"))
        #expect(run.stdout.isEmpty)
    }

    @Test func brokenPolicyIsASetupErrorWithItsDiagnostic() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("navpolicy-broken-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let policy = scratch.appendingPathComponent("broken.navpolicy")
        try Data("when scheme is \"file\" then frobnicate\n".utf8).write(to: policy)
        let steps = scratch.appendingPathComponent("steps.txt")
        try Data().write(to: steps)
        let run = try Self.run([
            "--policy", policy.path, "--site", ScenarioRun.site.path, "--start", "http://news.example/", "--steps", steps.path,
        ])
        #expect(run.status == 2)
        #expect(run.stderr.contains("broken.navpolicy:1:28: error: unknown action 'frobnicate'"))
    }

    static let selfHosted = "Integrations/WebKitGTK/Tests/ScenarioTests/Scenarios/policies/self-hosted.navpolicy"

    /// Runs the self-hosted policy with `steps` and extra arguments, expecting a setup error.
    static func runSelfHosted(steps: String, _ extra: [String]) throws -> ScenarioRun {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("navpolicy-binding-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let stepsFile = scratch.appendingPathComponent("steps.txt")
        try Data(steps.utf8).write(to: stepsFile)
        return try ScenarioRun.run(
            [
                "--policy", selfHosted, "--site", ScenarioRun.site.path, "--start", "http://chat.example/",
                "--steps", stepsFile.path,
            ] + extra, scratch: scratch)
    }

    @Test func aMissingParameterIsASetupErrorNamingIt() throws {
        let run = try Self.runSelfHosted(steps: "", [])
        #expect(run.status == 2)
        #expect(run.stderr.contains("servers"), "stderr: \(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test func aFlagThePolicyDoesNotDeclareIsASetupErrorWithASuggestion() throws {
        let run = try Self.runSelfHosted(steps: "# a call starts\nflags: call-activ\n", ["--param", "servers=chat.example"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("steps line 2:") && run.stderr.contains("call-active"), "stderr: \(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test func aParamWithoutAKeyIsAUsageError() throws {
        let run = try Self.runSelfHosted(steps: "", ["--param", "chat.example"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--param takes KEY=ITEM[,ITEM...], found 'chat.example'"))
    }

    /// Runs `--batch` with `text` as the batch file and extra arguments.
    static func runBatch(_ text: String, _ extra: [String] = []) throws -> ScenarioRun {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("navpolicy-batch-usage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let batch = scratch.appendingPathComponent("batch.txt")
        try Data(text.utf8).write(to: batch)
        return try ScenarioRun.run(["--site", ScenarioRun.site.path, "--batch", batch.path] + extra, scratch: scratch)
    }

    @Test func aBatchNamesEachScenariosPolicyItself() throws {
        let run = try Self.runBatch(
            "scenario: a\npolicy: Examples/ads.navpolicy\nstart: http://news.example/\n", ["--policy", "Examples/ads.navpolicy"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--batch files name each scenario's --policy"), "stderr: \(run.stderr)")
    }

    @Test func aBatchScenarioWithoutAStartIsAUsageErrorNamingItsLine() throws {
        let run = try Self.runBatch(
            "# two scenarios\nscenario: first\npolicy: Examples/ads.navpolicy\nstart: http://news.example/\n"
                + "scenario: second\npolicy: Examples/ads.navpolicy\nwindow.open(\"http://news.example/\")\n")
        #expect(run.status == 2)
        #expect(run.stderr.contains("batch line 5: scenario 'second' needs a policy: and a start: line"), "stderr: \(run.stderr)")
        #expect(run.stdout.isEmpty)
    }
}
