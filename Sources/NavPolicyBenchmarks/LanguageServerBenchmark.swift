import Dispatch
import NavPolicyLSPProtocol
import NavPolicyTestSupport

/// Group g: the language server as an editor meets it, driven in process (`ScriptedClient`)
/// from the first byte of a change to the message that answers it: diagnostics after an edit
/// and formatting of a 100-rule policy; syntax diagnostics after an edit of the 10,000-rule
/// mixed policy, and a keystroke's completion while that policy's lint runs.
struct LanguageServerBenchmark {
    /// How long to measure.
    let settings: BenchmarkSettings
    /// Where results go.
    let report: BenchmarkReport

    /// The pause before linting, as `navpolicy lsp` uses it.
    static let lintDelay = Duration.milliseconds(250)

    /// Runs every measurement (blocking the calling thread while the server works).
    func run() throws(BenchmarkFailure) {
        let done = DispatchSemaphore(value: 0)
        let outcome = Outcome()
        let quick = settings.quick
        Task {
            do throws(BenchmarkFailure) {
                try await Self.measure(quick: quick, into: outcome)
            } catch {
                outcome.failure = error
            }
            done.signal()
        }
        done.wait()
        if let failure = outcome.failure { throw failure }
        report.heading("g. language server (in process, change sent → answer received)")
        report.note(
            "100-rule policy: \(Figure.grouped(outcome.small.bytes)) bytes; 10,000-rule mixed policy: \(Figure.grouped(outcome.large.bytes)) bytes; lint pause \(Figure.milliseconds(TimingHarness.nanoseconds(Self.lintDelay)))"
        )
        report.table(
            ["step", "runs", "median", "max"],
            outcome.rows.map { name, times in
                [name, String(times.count), Figure.milliseconds(TimingResults.median(times)), Figure.milliseconds(times.max() ?? .nan)]
            })
        report.note("keystrokes answered while a lint was running: \(outcome.keystrokesDuringLint) of \(outcome.keystrokes)")
        let diagnostics = TimingResults.median(outcome.times("100 rules: diagnostics after a change"))
        let formatting = TimingResults.median(outcome.times("100 rules: formatting"))
        let syntax = TimingResults.median(outcome.times("10,000 rules: syntax diagnostics after a change"))
        let completion = TimingResults.median(outcome.times("10,000 rules: keystroke → completion, lint running"))
        report.target(
            "100 rules: diagnostics after a change < 50 ms", measured: Figure.milliseconds(diagnostics), passed: diagnostics < 50e6)
        report.target("100 rules: formatting < 20 ms", measured: Figure.milliseconds(formatting), passed: formatting < 20e6)
        report.target("10,000 rules: syntax diagnostics < 200 ms", measured: Figure.milliseconds(syntax), passed: syntax < 200e6)
        report.target(
            "10,000 rules: completion while linting < 100 ms", measured: Figure.milliseconds(completion), passed: completion < 100e6)
    }

    /// What the measurement task hands back.
    private final class Outcome: @unchecked Sendable {
        var failure: BenchmarkFailure?
        var rows: [(String, [Double])] = []
        var small = (bytes: 0, rules: 100)
        var large = (bytes: 0, rules: 10_000)
        var keystrokes = 0
        var keystrokesDuringLint = 0

        func times(_ name: String) -> [Double] { rows.first { $0.0 == name }?.1 ?? [] }
    }

    private static func measure(quick: Bool, into outcome: Outcome) async throws(BenchmarkFailure) {
        let clock = ContinuousClock()
        let client = ScriptedClient(lintDelay: Self.lintDelay)
        await client.initialize()

        // 100 rules: an edit flips one host in the middle (the text stays valid), then waits
        // for that version's first diagnostics.
        let small = MixedPolicySource.text(rules: 100, hosts: 50, paths: 50)
        outcome.small.bytes = small.utf8.count
        let smallURI = "file:///benchmark/small.navpolicy"
        client.open(smallURI, small)
        guard await client.diagnostics(for: smallURI, version: 1) != nil else {
            throw BenchmarkFailure(description: "no diagnostics for the 100-rule policy")
        }
        let editLine = 50
        var version = 1
        var changeTimes: [Double] = []
        var lastChange = clock.now
        for run in 0..<(quick ? 9 : 41) {
            version += 1
            let start = clock.now
            lastChange = start
            client.change(
                smallURI, version: version, range: ScriptedClient.range(editLine, 5, editLine, run.isMultiple(of: 2) ? 5 : 6),
                text: run.isMultiple(of: 2) ? " " : "")
            guard await client.diagnostics(for: smallURI, version: version) != nil else {
                throw BenchmarkFailure(description: "no diagnostics after a change")
            }
            changeTimes.append(TimingHarness.nanoseconds(clock.now - start))
        }
        outcome.rows.append(("100 rules: diagnostics after a change", changeTimes))
        var formatTimes: [Double] = []
        for _ in 0..<(quick ? 9 : 41) {
            let start = clock.now
            guard
                await client.request(
                    "textDocument/formatting",
                    ["textDocument": ["uri": .string(smallURI)], "options": ["tabSize": 2, "insertSpaces": true]])?.result != nil
            else {
                throw BenchmarkFailure(description: "formatting failed")
            }
            formatTimes.append(TimingHarness.nanoseconds(clock.now - start))
        }
        outcome.rows.append(("100 rules: formatting", formatTimes))
        // The lint of the last version, from its change, pause included.
        guard await client.diagnostics(for: smallURI, version: version) != nil else {
            throw BenchmarkFailure(description: "no lint diagnostics")
        }
        outcome.rows.append(
            ("100 rules: lint diagnostics after the last change (pause included)", [TimingHarness.nanoseconds(clock.now - lastChange)]))
        _ = client.takeAll()

        // 10,000 rules.
        let large = MixedPolicySource.text(rules: 10_000, hosts: 1_000, paths: 1_000)
        outcome.large.bytes = large.utf8.count
        let largeURI = "file:///benchmark/mixed.navpolicy"
        client.notify("textDocument/didClose", ["textDocument": ["uri": .string(smallURI)]])
        client.open(largeURI, large)
        guard await client.diagnostics(for: largeURI, version: 1) != nil else {
            throw BenchmarkFailure(description: "no diagnostics for the 10,000-rule policy")
        }
        version = 1
        var syntaxTimes: [Double] = []
        var completionTimes: [Double] = []
        var completionOnlyTimes: [Double] = []
        let keystrokeLine = 5_000
        for run in 0..<(quick ? 3 : 11) {
            // Let the lint of the current version start (its pause passes), then type.
            try? await Task.sleep(for: Self.lintDelay + .milliseconds(350))
            let lintDone = client.takeAll().contains { message in
                if case .notification("textDocument/publishDiagnostics", let params) = message {
                    return params["version"]?.intValue == version
                }
                return false
            }
            outcome.keystrokes += 1
            if !lintDone { outcome.keystrokesDuringLint += 1 }
            let completionOnlyStart = clock.now
            guard
                await client.request("textDocument/completion", ScriptedClient.place(largeURI, line: keystrokeLine, character: 5))?.result
                    != nil
            else {
                throw BenchmarkFailure(description: "completion failed")
            }
            completionOnlyTimes.append(TimingHarness.nanoseconds(clock.now - completionOnlyStart))
            version += 1
            let start = clock.now
            client.change(
                largeURI, version: version, range: ScriptedClient.range(keystrokeLine, 5, keystrokeLine, run.isMultiple(of: 2) ? 5 : 6),
                text: run.isMultiple(of: 2) ? " " : "")
            guard
                await client.request("textDocument/completion", ScriptedClient.place(largeURI, line: keystrokeLine, character: 5))?.result
                    != nil
            else {
                throw BenchmarkFailure(description: "completion failed")
            }
            completionTimes.append(TimingHarness.nanoseconds(clock.now - start))
            guard await client.diagnostics(for: largeURI, version: version) != nil else {
                throw BenchmarkFailure(description: "no diagnostics after a change")
            }
            syntaxTimes.append(TimingHarness.nanoseconds(clock.now - start))
        }
        outcome.rows.append(("10,000 rules: syntax diagnostics after a change", syntaxTimes))
        outcome.rows.append(("10,000 rules: keystroke → completion, lint running", completionTimes))
        outcome.rows.append(("10,000 rules: completion, lint running", completionOnlyTimes))
        let lastKeystroke = clock.now
        guard await client.diagnostics(for: largeURI, version: version, timeout: .seconds(120)) != nil else {
            throw BenchmarkFailure(description: "the 10,000-rule policy's lint never published")
        }
        outcome.rows.append(
            (
                "10,000 rules: lint diagnostics after its syntax diagnostics (pause included)",
                [TimingHarness.nanoseconds(clock.now - lastKeystroke)]
            ))
        guard await client.shutDown() == 0 else { throw BenchmarkFailure(description: "the server did not exit with 0") }
    }
}
