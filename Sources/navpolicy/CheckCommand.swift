import NavPolicyCompiler

/// `navpolicy check FILE...`: parse, resolve and lint; print diagnostics; exit 1 on errors.
enum CheckCommand: Command {
    static let name = "check"
    static let abstract = "Parse, resolve and lint policy files and print their diagnostics."

    static let filesArgument = PositionalSpec(name: "file", help: "Policy files to check; '-' reads standard input.", repeats: true)

    static var signature: CommandSignature {
        CommandSignature(
            options: [DiagnosticFormat.option, DiagnosticGate.strictFlag, DiagnosticGate.allFlag, ErrorLimit.option],
            positionals: [filesArgument]
        )
    }

    static func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> ExitCode {
        let format = DiagnosticFormat.selected(in: arguments)
        let errorLimit = try ErrorLimit.selected(in: arguments)
        let gate = DiagnosticGate(arguments)
        var exitCode = ExitCode.success
        var reports: [DiagnosedSource] = []
        var omitted: [(name: String, count: Int)] = []
        for path in arguments.positionals {
            let source: SourceFile
            do throws(ExitCode) {
                source = try PolicyLoader.source(path, console: console)
            } catch {
                exitCode = max(exitCode, error)
                continue
            }
            let run = PolicyLoader.pipeline(for: source, errorLimit: errorLimit).diagnose(source)
            if run.hasDiagnostics(atOrAbove: gate.failing) { exitCode = max(exitCode, .failure) }
            reports.append(
                DiagnosedSource(source: source, diagnostics: run.diagnostics.filter { $0.severity >= gate.shown }, listFiles: run.listFiles)
            )
            omitted.append((source.name, run.omittedErrors))
        }
        DiagnosticReporter.report(reports, format: format, console: console)
        for (name, count) in omitted { ErrorLimit.reportOmitted(count, in: name, console: console) }
        return exitCode
    }
}
