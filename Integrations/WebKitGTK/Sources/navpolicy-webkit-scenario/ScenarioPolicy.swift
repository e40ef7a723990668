import Foundation
import NavPolicy
import NavPolicyCompiler

/// Loads `--policy`: a compiled table as is, a policy source compiled on the spot.
enum ScenarioPolicy {
    static func load(_ path: String) -> Result<Policy, UsageError> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(UsageError(message: "cannot read the policy \(path)"))
        }
        let bytes = [UInt8](data)
        if Policy.looksLikeTable(bytes) {
            do { return .success(try Policy(table: bytes)) } catch {
                return .failure(UsageError(message: "\(path): \(error)"))
            }
        }
        let source = SourceFile(name: path, bytes: bytes)
        let checked = FrontEnd.check(source)
        let errors = checked.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty, let policy = checked.policy else {
            return .failure(UsageError(message: TextDiagnosticRenderer.render(errors, source: source, useColor: false)))
        }
        switch TableCompiler.compile(policy) {
        case .success(let table):
            do { return .success(try Policy(table: table)) } catch {
                return .failure(UsageError(message: "\(path): \(error)"))
            }
        case .failure(let error):
            return .failure(UsageError(message: "\(path): \(error)"))
        }
    }
}
