import Foundation
import NavPolicy
import NavPolicyCompiler

/// Loads `--policy`: a compiled table as is, a policy source compiled on the spot; either is
/// bound with `parameters` as an app binds it (`Policy(table:parameters:)`).
enum ScenarioPolicy {
    static func load(_ path: String, parameters: [String: [String]]) -> Result<Policy, UsageError> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(UsageError(message: "cannot read the policy \(path)"))
        }
        let source = SourceFile(name: path, bytes: [UInt8](data))
        if source.isCompiledTable { return bind([UInt8](data), path: path, parameters: parameters) }
        let run = PolicyPipeline(lints: false).compile(source)
        switch run.product {
        case .success(let compiled):
            return bind(compiled.bytes, path: path, parameters: parameters)
        case .failure(.checkFailed):
            let errors = run.diagnostics.filter { $0.severity == .error }
            return .failure(UsageError(message: TextDiagnosticRenderer.render(errors, source: source, useColor: false)))
        case .failure(let failure):
            return .failure(UsageError(message: "\(path): \(failure)"))
        }
    }

    private static func bind(_ table: [UInt8], path: String, parameters: [String: [String]]) -> Result<Policy, UsageError> {
        do { return .success(try Policy(table: table, parameters: parameters)) } catch {
            return .failure(UsageError(message: "\(path): \(error)"))
        }
    }
}
