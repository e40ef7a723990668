import Foundation
import NavPolicy
import NavPolicyCompiler

extension CompiledPolicy {
    /// A policy source through the whole pipeline (check, compile, load; no lint) as
    /// `navpolicy compile --no-lint` builds it; any failure stops the benchmark.
    static func compiling(_ source: SourceFile) throws(BenchmarkFailure) -> CompiledPolicy {
        switch PolicyPipeline(lints: false).load(source).product {
        case .success(let compiled): return compiled
        case .failure(let failure): throw BenchmarkFailure(description: "'\(source.name)' was not compiled: \(failure)")
        }
    }

    /// A policy built in code through the rest of the pipeline (compile, load).
    static func compiling(_ policy: CheckedPolicy) throws(BenchmarkFailure) -> CompiledPolicy {
        switch PolicyPipeline(lints: false).load(policy).product {
        case .success(let compiled): return compiled
        case .failure(let failure): throw BenchmarkFailure(description: "the generated policy was not compiled: \(failure)")
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
        return try compiling(SourceFile(name: path, bytes: [UInt8](data)))
    }
}
