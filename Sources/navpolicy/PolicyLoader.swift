import NavPolicy
import NavPolicyCompiler

/// The steps `compile` and `eval` share: read a source, check it, compile it. Each step
/// reports its own failure on standard error and throws the exit code to stop with.
enum PolicyLoader {
    /// Reads a file (`-` is standard input); unreadable is exit 2.
    static func read(_ path: String, console: Console) throws(ExitCode) -> [UInt8] {
        do throws(FileError) {
            return try FileSystem.readFile(path)
        } catch {
            console.reportError(error.message)
            throw .usageOrEnvironment
        }
    }

    /// Checks a source, printing its diagnostics; errors are exit 1.
    static func check(_ source: SourceFile, console: Console) throws(ExitCode) -> CheckedPolicy {
        let result = FrontEnd.check(source)
        DiagnosticReporter.reportText(result.diagnostics, source: source, console: console)
        guard let policy = result.policy, !result.diagnostics.contains(where: { $0.severity == .error }) else {
            throw .failure
        }
        return policy
    }

    /// Compiles a checked policy into table bytes, embedding `sourceText` when given (for
    /// `eval --explain` on the table); a policy over the size guard is exit 1.
    static func compile(
        _ policy: CheckedPolicy, sourceText: String? = nil, name: String, console: Console
    ) throws(ExitCode) -> [UInt8] {
        switch TableCompiler.compile(policy, sourceText: sourceText) {
        case .success(let bytes):
            return bytes
        case .failure(.tooLarge(let what)):
            console.reportError("cannot compile '\(name)': the decision table would be too large (\(what))")
            throw .failure
        }
    }

    /// A sentence for a rejected table (`corrupt table 'x': checksum mismatch`).
    static func describe(_ error: TableError, name: String) -> String {
        let reason: String
        switch error {
        case .badMagic: reason = "not a navpolicy table"
        case .unsupportedVersion(let version): reason = "unsupported format version \(version)"
        case .truncated: reason = "truncated"
        case .lengthMismatch(let expected, let actual): reason = "length is \(actual) bytes, header says \(expected)"
        case .checksumMismatch: reason = "checksum mismatch"
        case .malformed(let detail): reason = detail
        }
        return "corrupt table '\(name)': \(reason)"
    }
}
