import Foundation
import Testing

/// What one run of the built `navpolicy` binary produced.
struct RunResult: Sendable {
    /// The exit status (for a signal: 128 + signal number, and `crashed` is true).
    let status: Int32
    /// Whether the process died from a signal instead of exiting.
    let crashed: Bool
    /// Standard output bytes.
    let stdoutBytes: [UInt8]
    /// Standard error as text.
    let stderr: String

    /// Standard output as text.
    var stdout: String { String(decoding: stdoutBytes, as: UTF8.self) }
}

/// Runs the `navpolicy` executable that SwiftPM built next to the test products.
enum NavpolicyBinary {
    /// The repository root, found from this file's path.
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The built binary: beside the test bundle (like swift-argument-parser's tests), else in `.build/debug`.
    static let executable: URL = {
        let fileManager = FileManager.default
        var directories = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        if let argument = CommandLine.arguments.first {
            directories.append(URL(fileURLWithPath: argument).deletingLastPathComponent())
        }
        directories.append(repositoryRoot.appendingPathComponent(".build/debug"))
        for directory in directories {
            let candidate = directory.appendingPathComponent("navpolicy")
            if fileManager.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return repositoryRoot.appendingPathComponent(".build/debug/navpolicy")
    }()

    /// Runs `navpolicy arguments...` in `directory` with `stdin` bytes and extra environment;
    /// output goes through files, so large outputs cannot fill a pipe and block.
    static func run(
        _ arguments: [String], stdin: [UInt8] = [], environment: [String: String] = [:],
        in directory: URL? = nil
    ) throws -> RunResult {
        try runProgram(executable, arguments, stdin: stdin, environment: environment, in: directory)
    }

    /// Runs any program the same way (used to give the binary a terminal through `script`).
    static func runProgram(
        _ program: URL, _ arguments: [String], stdin: [UInt8] = [], environment: [String: String] = [:],
        in directory: URL? = nil
    ) throws -> RunResult {
        let scratch = try TemporaryDirectory()
        let input = scratch.url.appendingPathComponent("stdin")
        let output = scratch.url.appendingPathComponent("stdout")
        let errors = scratch.url.appendingPathComponent("stderr")
        try Data(stdin).write(to: input)
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)

        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        var processEnvironment = ProcessInfo.processInfo.environment
        processEnvironment["NO_COLOR"] = nil
        processEnvironment.merge(environment) { _, new in new }
        process.environment = processEnvironment
        if let directory { process.currentDirectoryURL = directory }
        let inputHandle = try FileHandle(forReadingFrom: input)
        let outputHandle = try FileHandle(forWritingTo: output)
        let errorHandle = try FileHandle(forWritingTo: errors)
        process.standardInput = inputHandle
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        try process.run()
        process.waitUntilExit()
        try? inputHandle.close()
        try? outputHandle.close()
        try? errorHandle.close()
        let crashed = process.terminationReason == .uncaughtSignal
        return RunResult(
            status: crashed ? 128 + process.terminationStatus : process.terminationStatus,
            crashed: crashed,
            stdoutBytes: Array(try Data(contentsOf: output)),
            stderr: String(decoding: try Data(contentsOf: errors), as: UTF8.self)
        )
    }
}

/// A fresh directory under the system temporary directory, removed when released.
final class TemporaryDirectory {
    /// Its location.
    let url: URL

    /// Creates the directory.
    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("navpolicy-cli-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `text` to `name` inside the directory and returns its path.
    @discardableResult
    func file(_ name: String, _ text: String) throws -> String {
        try bytesFile(name, Array(text.utf8))
    }

    /// Writes `bytes` to `name` inside the directory and returns its path.
    @discardableResult
    func bytesFile(_ name: String, _ bytes: [UInt8]) throws -> String {
        let path = url.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The path of `name` inside the directory (the file need not exist).
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
}
