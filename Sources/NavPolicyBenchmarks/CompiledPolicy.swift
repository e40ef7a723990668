import Foundation
import NavPolicy
import NavPolicyCompiler

/// A checked policy together with its compiled table, loaded back as the runtime loads it.
struct CompiledPolicy {
    /// The checked policy (what the reference interpreter evaluates).
    let checked: CheckedPolicy
    /// The table bytes.
    let table: [UInt8]
    /// The runtime policy loaded from `table`.
    let runtime: Policy

    /// Compiles and loads a checked policy.
    init(_ checked: CheckedPolicy) throws(BenchmarkFailure) {
        self.checked = checked
        switch TableCompiler.compile(checked) {
        case .success(let bytes): table = bytes
        case .failure(let error): throw BenchmarkFailure(description: "the table compiler rejected the policy: \(error)")
        }
        do {
            runtime = try Policy(table: table)
        } catch {
            throw BenchmarkFailure(description: "the runtime rejected a freshly compiled table: \(error)")
        }
    }

    /// Checks and compiles a file of `Examples/` (found from the working directory or, failing
    /// that, from this source file's place in the repository).
    static func example(_ fileName: String) throws(BenchmarkFailure) -> CompiledPolicy {
        let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Examples/" + fileName),
            repositoryRoot.appendingPathComponent("Examples/" + fileName),
        ]
        guard let (path, data) = candidates.lazy.compactMap({ url in FileManager.default.contents(atPath: url.path).map { (url.path, $0) } }).first else {
            throw BenchmarkFailure(description: "cannot read 'Examples/\(fileName)'")
        }
        let result = FrontEnd.check(SourceFile(name: path, bytes: [UInt8](data)))
        guard let checked = result.policy, !result.diagnostics.contains(where: { $0.severity == .error }) else {
            throw BenchmarkFailure(description: "'\(path)' does not check clean")
        }
        return try CompiledPolicy(checked)
    }
}
