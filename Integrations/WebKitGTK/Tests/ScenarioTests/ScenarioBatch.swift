import Foundation

/// Scenarios played together in one `navpolicy-webkit-scenario --batch` process (one display
/// connection, site server and set of compiled policies; a new web view and network session
/// per scenario), run the first time a test asks for one of them. Starting a process per
/// scenario costs more than most scenarios themselves.
final class ScenarioBatch: @unchecked Sendable {
    let scenarios: [Scenario]
    // Guards `runs`: the first test to ask plays the batch while the others wait.
    private let lock = NSLock()
    private var runs: Result<[String: ScenarioRun], any Error>?

    init(_ scenarios: [Scenario]) {
        self.scenarios = scenarios
    }

    /// `scenarios` dealt into `count` batches, round-robin, so each gets every kind of scenario,
    /// all started at once on threads of their own: a batch spends most of its time waiting for
    /// pages to settle, so more batches than cores still shorten the run, and the tests' own
    /// threads (one per core) only wait for them.
    static func start(_ scenarios: [Scenario], in count: Int) -> [ScenarioBatch] {
        let batches = (0..<count).map { batch in ScenarioBatch(scenarios.enumerated().filter { $0.offset % count == batch }.map(\.element))
        }
        for batch in batches { Thread.detachNewThread { _ = try? batch.run(of: "") } }
        return batches
    }

    /// The run of the scenario named `name` (its own lines only), once the batch has played;
    /// nil when the batch never reached it (the process stopped early).
    func run(of name: String) throws -> ScenarioRun? {
        lock.lock()
        defer { lock.unlock() }
        if runs == nil { runs = Result { try play() } }
        return try runs?.get()[name]
    }

    private func play() throws -> [String: ScenarioRun] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("navpolicy-batch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = scratch.appendingPathComponent("batch.txt")
        try Data(scenarios.map(Self.block).joined(separator: "\n").utf8).write(to: file)
        let run = try ScenarioRun.run(
            [
                "--site", ScenarioRun.site.path, "--batch", file.path,
                "--downloads", scratch.appendingPathComponent("downloads").path,
            ], scratch: scratch)
        // Each scenario's lines follow its {"event": "scenario"} line.
        var runs: [String: ScenarioRun] = [:]
        var name: String?
        var lines: [[String: Any]] = []
        func finish() {
            guard let name else { return }
            let text = lines.compactMap { try? JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys]) }
                .map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
            runs[name] = ScenarioRun(status: run.status, lines: lines, stdout: text, stderr: run.stderr)
        }
        for line in run.lines {
            if line["event"] as? String == "scenario" {
                finish()
                name = line["name"] as? String
                lines = []
            } else {
                lines.append(line)
            }
        }
        finish()
        return runs
    }

    /// A scenario as a block of the batch file.
    private static func block(_ scenario: Scenario) -> String {
        (["scenario: \(scenario.name)", "policy: \(scenario.policy)", "start: \(scenario.start)"]
            + scenario.parameters.map { "param: \($0)" } + scenario.steps).joined(separator: "\n")
    }
}
