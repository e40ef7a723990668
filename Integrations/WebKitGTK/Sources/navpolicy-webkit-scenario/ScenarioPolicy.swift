import Foundation
import NavPolicy
import NavPolicyCompiler

/// Loads `--policy`: a compiled table as is, a policy source compiled on the spot.
enum ScenarioPolicy {
    static func load(_ path: String) -> Result<Policy, UsageError> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(UsageError(message: "cannot read the policy \(path)"))
        }
        let source = SourceFile(name: path, bytes: [UInt8](data))
        if source.isCompiledTable {
            do { return .success(try Policy(table: [UInt8](data))) } catch {
                return .failure(UsageError(message: "\(path): \(error)"))
            }
        }
        let run = PolicyPipeline(lints: false).load(source)
        switch run.product {
        case .success(let compiled):
            return .success(compiled.policy)
        case .failure(.checkFailed):
            let errors = run.diagnostics.filter { $0.severity == .error }
            return .failure(UsageError(message: TextDiagnosticRenderer.render(errors, source: source, useColor: false)))
        case .failure(let failure):
            return .failure(UsageError(message: "\(path): \(failure)"))
        }
    }
}
