import NavPolicyCompiler

/// `navpolicy check FILE...`: parse, resolve and lint; print diagnostics; exit 1 on errors.
enum CheckCommand: Command {
    static let name = "check"
    static let abstract = "Parse, resolve and lint policy files and print their diagnostics."

    static let filesArgument = PositionalSpec(name: "file", help: "Policy files to check; '-' reads standard input.", repeats: true)

    static let strictFlag = OptionSpec.flag("--strict", help: "Fail (exit 1) on warnings too.")
    static let allFlag = OptionSpec.flag("--all", help: "Also show notes (e.g. correlated-rules).")

    static var signature: CommandSignature {
        CommandSignature(options: [DiagnosticFormat.option, strictFlag, allFlag, ErrorLimit.option], positionals: [filesArgument])
    }

    /// Which diagnostics are shown and which fail the run. `--strict` lowers `failing` to
    /// warnings; `--all` lowers `shown` to notes.
    struct Gate: Sendable {
        /// Diagnostics at or above this severity make the exit code 1.
        var failing: Severity = .error
        /// Diagnostics below this severity are not printed.
        var shown: Severity = .warning
    }

    static func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> ExitCode {
        let format = DiagnosticFormat.selected(in: arguments)
        let errorLimit = try ErrorLimit.selected(in: arguments)
        var gate = Gate()
        if arguments.isSet(strictFlag) { gate.failing = .warning }
        if arguments.isSet(allFlag) { gate.shown = .note }
        var exitCode = ExitCode.success
        var reports: [DiagnosedSource] = []
        var omitted: [(name: String, count: Int)] = []
        for path in arguments.positionals {
            let source: SourceFile
            do throws(FileError) {
                source = try FileSystem.loadSource(path)
            } catch {
                console.reportError(error.message)
                exitCode = max(exitCode, .usageOrEnvironment)
                continue
            }
            if PolicyLoader.isTable(source, console: console) {
                exitCode = max(exitCode, .usageOrEnvironment)
                continue
            }
            let analysis = analyze(source, lint: true, errorLimit: errorLimit)
            let diagnostics = analysis.diagnostics.filter { $0.severity >= gate.shown }
            if analysis.omittedErrors > 0 || diagnostics.contains(where: { $0.severity >= gate.failing }) {
                exitCode = max(exitCode, .failure)
            }
            reports.append(DiagnosedSource(source: source, diagnostics: diagnostics, listFiles: analysis.listFiles))
            omitted.append((source.name, analysis.omittedErrors))
        }
        DiagnosticReporter.report(reports, format: format, console: console)
        for (name, count) in omitted { ErrorLimit.reportOmitted(count, in: name, console: console) }
        return exitCode
    }

    /// The front end's result for one source (its list files read beside it, at most
    /// `errorLimit` errors kept, the rest counted) with lint findings joined to its diagnostics
    /// unless `lint` is false; `compile` gates on the same list `check` prints.
    static func analyze(_ source: SourceFile, lint: Bool, errorLimit: Int?) -> FrontEndResult {
        var result = FrontEnd.check(source, listFiles: FileSystem.listFileReader(for: source), errorLimit: errorLimit)
        guard lint, let policy = result.policy, !result.diagnostics.contains(where: { $0.severity == .error }) else {
            return result
        }
        result.diagnostics = (result.diagnostics + Linter.lint(policy, syntax: result.syntax)).sorted(by: Diagnostic.isInSourceOrder)
        return result
    }
}
