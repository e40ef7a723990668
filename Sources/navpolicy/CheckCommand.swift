import NavPolicyCompiler

/// `navpolicy check FILE...`: parse, resolve and lint; print diagnostics; exit 1 on errors.
enum CheckCommand: Command {
    static let name = "check"
    static let abstract = "Parse, resolve and lint policy files and print their diagnostics."

    static let filesArgument = PositionalSpec(name: "file", help: "Policy files to check; '-' reads standard input.", repeats: true)

    static var signature: CommandSignature {
        CommandSignature(options: [DiagnosticFormat.option], positionals: [filesArgument])
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
        let gate = Gate()
        var exitCode = ExitCode.success
        var reports: [DiagnosedSource] = []
        for path in arguments.positionals {
            let source: SourceFile
            do throws(FileError) {
                source = try FileSystem.loadSource(path)
            } catch {
                console.reportError(error.message)
                exitCode = max(exitCode, .usageOrEnvironment)
                continue
            }
            let diagnostics = diagnose(source).filter { $0.severity >= gate.shown }
            if diagnostics.contains(where: { $0.severity >= gate.failing }) { exitCode = max(exitCode, .failure) }
            reports.append(DiagnosedSource(source: source, diagnostics: diagnostics))
        }
        DiagnosticReporter.report(reports, format: format, console: console)
        return exitCode
    }

    /// Every diagnostic `check` knows for one source, in source order; lint findings join here.
    static func diagnose(_ source: SourceFile) -> [Diagnostic] {
        FrontEnd.check(source).diagnostics
    }
}
