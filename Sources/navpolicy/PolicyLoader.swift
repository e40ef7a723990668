import Dispatch
import NavPolicy
import NavPolicyCompiler

/// What the commands share on the way to a policy: reading a file, the pipeline that checks a
/// source (its list files read beside it), reporting a run's diagnostics, loading a table and
/// trusting its embedded source. Each step reports its own failure on standard error and
/// throws the exit code to stop with.
enum PolicyLoader {
    /// Reads a file (`-` is standard input); unreadable is exit 2.
    static func read(_ path: String, console: Console, regularOnly: Bool = false) throws(ExitCode) -> [UInt8] {
        do throws(FileError) {
            return try FileSystem.readFile(path, regularOnly: regularOnly)
        } catch {
            console.reportError(error.message)
            throw .usageOrEnvironment
        }
    }

    /// The policy source at `path`, where a source is expected (`check`, `fmt`, `compile`):
    /// unreadable, or a compiled table (said so instead of reporting its bytes as syntax
    /// errors), is exit 2. With `regularOnly`, anything but a regular file is refused unread
    /// (`FileSystem.readFile`).
    static func source(_ path: String, console: Console, regularOnly: Bool = false) throws(ExitCode) -> SourceFile {
        let source = SourceFile(name: FileSystem.displayName(path), bytes: try read(path, console: console, regularOnly: regularOnly))
        guard !Policy.looksLikeTable(source.bytes) else {
            console.reportError("'\(source.name)' is a compiled table, not a policy source (eval, test, diff and graph read tables)")
            throw .usageOrEnvironment
        }
        return source
    }

    /// The pipeline for `source`: list files read beside it, at most `errorLimit` errors kept.
    static func pipeline(
        for source: SourceFile, errorLimit: Int?, lints: Bool = true, failingSeverity: Severity = .error, embedsSource: Bool = false
    ) -> PolicyPipeline {
        var pipeline = PolicyPipeline(
            listFiles: FileSystem.listFileReader(for: source), errorLimit: errorLimit, lints: lints,
            failingSeverity: failingSeverity, embedsSource: embedsSource)
        pipeline.parallel = twoCores
        return pipeline
    }

    /// Independent stage work on two threads (Dispatch's pool): on a large list, the lint's
    /// source-only rules take a second core while the first lowers and analyses the rules.
    static let twoCores = ParallelWork { first, second in
        DispatchQueue.concurrentPerform(iterations: 2) { $0 == 0 ? first() : second() }
    }

    /// The one gate between a policy source and every command that reads one (`compile`,
    /// `eval`, `test`, `graph`, `diff`): checks the source, lints it when `lints` (no
    /// `--no-lint`), and compiles it. A source with an error — syntax, semantic, or an
    /// error-severity lint finding it does not suppress (with `failing` `.warning`, a warning
    /// too) — is refused as `compile` refuses it: its diagnostics at or above warning and
    /// `'FILE' was not compiled` on standard error, exit 1; so is a policy over the table's
    /// size guards. `reportsWarnings` prints the warnings of a source that passes too
    /// (`compile`; the others leave them to `check`).
    static func compiled(
        _ source: SourceFile, errorLimit: Int? = DiagnosticList.defaultErrorLimit, lints: Bool, failing: Severity = .error,
        embedsSource: Bool = false, reportsWarnings: Bool = false, console: Console
    ) throws(ExitCode) -> CompiledTable {
        let run = pipeline(for: source, errorLimit: errorLimit, lints: lints, failingSeverity: failing, embedsSource: embedsSource)
            .compile(source)
        return try passed(run, of: source, reportsWarnings: reportsWarnings, console: console)
    }

    /// A source through the gate (`compiled`), then loaded with `parameters` bound (the
    /// pipeline's last stage): parameters that do not fit the policy are reported as a
    /// request's are (`PolicyBinder.failure`), exit 2.
    static func loaded(
        _ source: SourceFile, lints: Bool, parameters: PolicyParameters, console: Console
    ) throws(ExitCode) -> CompiledPolicy {
        let run = pipeline(for: source, errorLimit: DiagnosticList.defaultErrorLimit, lints: lints).load(source, parameters: parameters)
        return try passed(run, of: source, reportsWarnings: false, console: console)
    }

    /// The product of a run that passed the gate, or its failure reported and thrown.
    private static func passed<Product>(
        _ run: PipelineRun<Product>, of source: SourceFile, reportsWarnings: Bool, console: Console
    ) throws(ExitCode) -> Product {
        switch run.product {
        case .success(let product):
            if reportsWarnings { report(run, of: source, shown: .warning, console: console) }
            return product
        case .failure(.compilerRefused(let error)):
            report(run, of: source, shown: .warning, console: console)
            console.reportError(describe(error, name: source.name))
            throw .failure
        case .failure(.loadRefused(let error)):
            console.reportError(describe(error, name: source.name))
            throw .usageOrEnvironment
        case .failure(.bindingRefused(let error)):
            console.reportError(PolicyBinder.failure(error).message)
            throw .usageOrEnvironment
        case .failure(let failure):
            report(run, of: source, shown: .warning, console: console)
            console.reportError("'\(source.name)' was not compiled" + (failure == .gated(.warning) ? " (--strict)" : ""))
            throw .failure
        }
    }

    /// Prints a run's diagnostics at or above `shown` in text form, then how many errors the
    /// limit left out.
    static func report<Product>(_ run: PipelineRun<Product>, of source: SourceFile, shown: Severity = .note, console: Console) {
        DiagnosticReporter.reportText(
            run.diagnostics.filter { $0.severity >= shown }, source: source, listFiles: run.listFiles, console: console)
        ErrorLimit.reportOmitted(run.omittedErrors, in: source.name, console: console)
    }

    /// The checked policy of a source that passes the gate (`compiled`), or of the source
    /// embedded in a table when it provably compiles to that table (for commands that need the
    /// rules, not just decisions). A refused source is exit 1; a table without a source, or
    /// whose source does not match its decision program, is exit 2.
    static func checkedSource(_ path: String, purpose: String, lints: Bool, console: Console) throws(ExitCode) -> CheckedPolicy {
        let name = FileSystem.displayName(path)
        let bytes = try read(path, console: console)
        guard Policy.looksLikeTable(bytes) else {
            return try compiled(SourceFile(name: name, bytes: bytes), lints: lints, console: console).checked.policy
        }
        switch try embeddedSource(
            of: try load(TableBytes(copying: bytes), name: name, console: console), table: bytes, name: name, console: console)
        {
        case .success(let policy):
            return policy
        case .failure(let problem):
            console.reportError("\(purpose) needs the policy's rules: \(describe(problem, name: name))")
            throw .usageOrEnvironment
        }
    }

    /// Loads table bytes as an app does, through the pipeline's last stage
    /// (`PolicyPipeline.load(tableBytes:parameters:)`), with `parameters` bound (by default,
    /// each declared one bound to no items). A corrupt table is exit 2, and so are parameters
    /// that do not fit it (reported as a request's are: `PolicyBinder.failure`).
    static func load(
        _ bytes: TableBytes, name: String, parameters: PolicyParameters = .defaulted(), console: Console
    ) throws(ExitCode) -> Policy {
        switch PolicyPipeline.load(tableBytes: bytes, parameters: parameters) {
        case .success(let policy):
            return policy
        case .failure(.loadRefused(let error)):
            console.reportError(describe(error, name: name))
        case .failure(.bindingRefused(let error)):
            console.reportError(PolicyBinder.failure(error).message)
        case .failure(let failure):
            console.reportError("cannot load '\(name)': \(failure)")
        }
        throw .usageOrEnvironment
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

    /// A sentence for a rejected table: its name and the runtime's description of the error.
    static func describe(_ error: TableError, name: String) -> String {
        "cannot load '\(name)': \(error)"
    }

    /// A sentence for a policy the table compiler refused.
    static func describe(_ error: TableCompilerError, name: String) -> String {
        "cannot compile '\(name)': \(error)"
    }
}
