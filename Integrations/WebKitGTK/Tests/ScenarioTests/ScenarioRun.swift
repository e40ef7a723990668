import Foundation
import Testing

/// One run of the built `navpolicy-webkit-scenario` and its parsed JSON lines.
struct ScenarioRun {
    /// The package folder, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The repository root (the examples live there).
    static let repositoryRoot = packageRoot.deletingLastPathComponent().deletingLastPathComponent()
    static let site = packageRoot.appendingPathComponent("Tests/ScenarioTests/Scenarios/site")

    /// The runner SwiftPM built beside the test bundle.
    static let executable: URL = {
        var directories = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        if let argument = CommandLine.arguments.first {
            directories.append(URL(fileURLWithPath: argument).deletingLastPathComponent())
        }
        directories.append(packageRoot.appendingPathComponent(".build/debug"))
        for directory in directories {
            let candidate = directory.appendingPathComponent("navpolicy-webkit-scenario")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return packageRoot.appendingPathComponent(".build/debug/navpolicy-webkit-scenario")
    }()

    let status: Int32
    let lines: [[String: Any]]
    let stdout: String
    let stderr: String

    /// Runs a scenario (with `--steps` written to a scratch file from `steps`, and a `--param`
    /// for each of `parameters`); downloads are saved in `downloads`, by default a scratch
    /// folder removed with the run.
    static func run(
        policy: String, start: String, steps: [String], parameters: [String] = [], site: URL = site, downloads: URL? = nil
    ) throws -> ScenarioRun {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("navpolicy-scenario-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let stepsFile = scratch.appendingPathComponent("steps.txt")
        try Data((steps.joined(separator: "\n") + "\n").utf8).write(to: stepsFile)
        let downloads = downloads ?? scratch.appendingPathComponent("downloads")
        return try run(
            ["--policy", policy, "--site", site.path, "--start", start, "--steps", stepsFile.path, "--downloads", downloads.path]
                + parameters.flatMap { ["--param", $0] },
            scratch: scratch
        )
    }

    static func run(_ arguments: [String], scratch: URL) throws -> ScenarioRun {
        // Xvfb has refused one GTK display connection among many (CI, 1 run of 33 under
        // `xvfb-run -a`): that setup error says nothing about navigation, so it is retried; any
        // other outcome, and a third refusal, is the test's result.
        var attempt = 1
        while true {
            let run = try runOnce(arguments, scratch: scratch)
            guard attempt < 3, run.status == 2, run.stderr.contains("cannot open a display") else { return run }
            attempt += 1
            Thread.sleep(forTimeInterval: 0.5)
        }
    }

    private static func runOnce(_ arguments: [String], scratch: URL) throws -> ScenarioRun {
        let output = scratch.appendingPathComponent("stdout")
        let errors = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = repositoryRoot
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        let stdout = try String(contentsOf: output, encoding: .utf8)
        let lines = stdout.split(separator: "\n").compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
        }
        return ScenarioRun(
            status: process.terminationStatus, lines: lines, stdout: stdout, stderr: try String(contentsOf: errors, encoding: .utf8))
    }
}
