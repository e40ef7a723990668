import Foundation
import NavPolicy
import NavPolicyCompiler

/// The pipeline as the benchmarks run it: check, compile and load with the parameters bound,
/// no lint (as `navpolicy compile --no-lint` builds a table); any failure stops the benchmark.
enum BenchmarkPipeline {
    /// A policy source through the whole pipeline.
    static func load(_ source: SourceFile, parameters: PolicyParameters = .none) throws(BenchmarkFailure) -> CompiledPolicy {
        switch PolicyPipeline(lints: false).load(source, parameters: parameters).product {
        case .success(let compiled): return compiled
        case .failure(let failure): throw BenchmarkFailure(description: "'\(source.name)' was not compiled: \(failure)")
        }
    }

    /// A policy built in code through the rest of the pipeline (compile, load).
    static func load(_ policy: CheckedPolicy, parameters: PolicyParameters = .none) throws(BenchmarkFailure) -> CompiledPolicy {
        switch PolicyPipeline(lints: false).load(policy, parameters: parameters).product {
        case .success(let compiled): return compiled
        case .failure(let failure): throw BenchmarkFailure(description: "the policy built in code was not compiled: \(failure)")
        }
    }

    /// Checks and compiles a file of `Examples/` (found from the working directory or, failing
    /// that, from this source file's place in the repository).
    static func example(_ fileName: String) throws(BenchmarkFailure) -> CompiledPolicy {
        let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let candidates = [
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Examples/" + fileName),
            repositoryRoot.appendingPathComponent("Examples/" + fileName),
        ]
        guard
            let (path, data) = candidates.lazy.compactMap({ url in FileManager.default.contents(atPath: url.path).map { (url.path, $0) } })
                .first
        else {
            throw BenchmarkFailure(description: "cannot read 'Examples/\(fileName)'")
        }
        return try load(SourceFile(name: path, bytes: [UInt8](data)))
    }
}
