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

    /// The checked policy of a source, or of the source embedded in a table when it provably
    /// compiles to that table (for commands that need the rules, not just decisions). A table
    /// without a source, or whose source does not match its decision program, is exit 2.
    static func checkedSource(_ path: String, purpose: String, console: Console) throws(ExitCode) -> CheckedPolicy {
        let name = FileSystem.displayName(path)
        let bytes = try read(path, console: console)
        guard Policy.looksLikeTable(bytes) else { return try check(SourceFile(name: name, bytes: bytes), console: console) }
        switch try embeddedSource(of: try load(bytes, name: name, console: console), table: bytes, name: name, console: console) {
        case .success(let policy):
            return policy
        case .failure(let problem):
            console.reportError("\(purpose) needs the policy's rules: \(describe(problem, name: name))")
            throw .usageOrEnvironment
        }
    }

    /// Whether `source`, given where a policy source is expected (`check`, `fmt`, `compile`),
    /// is a compiled table; if it is, says so instead of reporting its bytes as syntax errors
    /// (the caller exits 2).
    static func isTable(_ source: SourceFile, console: Console) -> Bool {
        guard Policy.looksLikeTable(source.bytes) else { return false }
        console.reportError("'\(source.name)' is a compiled table, not a policy source (eval, test, diff and graph read tables)")
        return true
    }

    /// Loads table bytes as the runtime does; a corrupt table is exit 2.
    static func load(_ bytes: [UInt8], name: String, console: Console) throws(ExitCode) -> Policy {
        do throws(TableError) {
            return try Policy(table: bytes)
        } catch {
            console.reportError(describe(error, name: name))
            throw .usageOrEnvironment
        }
    }

    /// The checked source embedded in a loaded table, when it compiles to exactly that table
    /// (`EmbeddedSource.verify`), or why it cannot stand for it. A source that fails its own
    /// checksum (loading does not read it) is reported as a corrupt table, exit 2.
    static func embeddedSource(
        of policy: Policy, table: [UInt8], name: String, console: Console
    ) throws(ExitCode) -> Result<CheckedPolicy, EmbeddedSource.Problem> {
        let text: String?
        do throws(TableError) {
            text = try policy.sourceText()
        } catch {
            console.reportError(describe(error, name: name) + " (in its embedded source; decisions are unaffected)")
            throw .usageOrEnvironment
        }
        guard let text else { return .failure(.absent) }
        return EmbeddedSource.verify(text, of: table, name: name)
    }

    /// Why a table's embedded source is not used, as a clause (`'x.navtable' has no embedded
    /// source (compiled with --no-source)`).
    static func describe(_ problem: EmbeddedSource.Problem, name: String) -> String {
        switch problem {
        case .absent:
            "'\(name)' has no embedded source (compiled with --no-source)"
        case .doesNotCheck(let errors):
            "the source embedded in '\(name)' does not check (\(errors) \(errors == 1 ? "error" : "errors")), so it cannot be the table's policy"
        case .differentProgram:
            "the source embedded in '\(name)' does not match its decision program (the table was altered, or another navpolicy version compiled it)"
        }
    }

    /// Checks a source (its list files read beside it), printing its diagnostics (at most the
    /// default error limit's errors, the rest counted); errors are exit 1.
    static func check(_ source: SourceFile, console: Console) throws(ExitCode) -> CheckedPolicy {
        let result = FrontEnd.check(source, listFiles: FileSystem.listFileReader(for: source), errorLimit: DiagnosticList.defaultErrorLimit)
        DiagnosticReporter.reportText(result.diagnostics, source: source, listFiles: result.listFiles, console: console)
        ErrorLimit.reportOmitted(result.omittedErrors, in: source.name, console: console)
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
        case .failure(.invalidNotifyTag(let rule, let tag)):
            console.reportError("cannot compile '\(name)': rule \(rule)'s notify tag '\(tag)' is not 1 to 64 characters of A-Z a-z 0-9 . _ -")
            throw .failure
        }
    }

    /// A sentence for a rejected table (`corrupt table 'x': checksum mismatch`).
    static func describe(_ error: TableError, name: String) -> String {
        let reason: String
        switch error {
        case .badMagic: reason = "not a navpolicy table"
        case .unsupportedVersion(let version): reason = "unsupported format version \(version) (this navpolicy reads version \(TableFormat.version); recompile the policy)"
        case .truncated: reason = "truncated"
        case .lengthMismatch(let expected, let actual): reason = "length is \(actual) bytes, header says \(expected)"
        case .checksumMismatch: reason = "checksum mismatch"
        case .malformed(let detail): reason = detail
        }
        return "corrupt table '\(name)': \(reason)"
    }
}
