import Foundation
import NavPolicy
import NavPolicyCompiler

/// Loads `--policy`: a compiled table as is, a policy source compiled on the spot; either is
/// bound with `parameters` as an app binds it, by the pipeline's last stage.
enum ScenarioPolicy {
    static func load(_ path: String, parameters: [String: [String]]) -> Result<Policy, UsageError> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(UsageError(message: "cannot read the policy \(path)"))
        }
        let bytes = [UInt8](data)
        let source = SourceFile(name: path, bytes: bytes)
        let given = PolicyParameters(given: parameters)
        if source.isCompiledTable {
            return PolicyPipeline.load(table: bytes, parameters: given).mapError { refused($0, path: path) }
        }
        let run = PolicyPipeline(lints: false).load(source, parameters: given)
        switch run.product {
        case .success(let loaded):
            return .success(loaded.policy)
        case .failure(.checkFailed):
            let errors = run.diagnostics.filter { $0.severity == .error }
            return .failure(UsageError(message: TextDiagnosticRenderer.render(errors, source: source, useColor: false)))
        case .failure(let failure):
            return .failure(refused(failure, path: path))
        }
    }

    /// The message for a policy the pipeline refused: a table or binding error as the runtime
    /// words it, anything else as the pipeline does.
    private static func refused(_ failure: PipelineFailure, path: String) -> UsageError {
        switch failure {
        case .loadRefused(let error): UsageError(message: "\(path): \(error)")
        case .bindingRefused(let error): UsageError(message: "\(path): \(error)")
        default: UsageError(message: "\(path): \(failure)")
        }
    }
}
