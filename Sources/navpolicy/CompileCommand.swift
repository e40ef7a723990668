import NavPolicy
import NavPolicyCompiler

/// `navpolicy compile FILE -o TABLE`: check, then write the decision table atomically.
enum CompileCommand: Command {
    static let name = "compile"
    static let abstract = "Check a policy and write its compiled decision table."
    static let discussion: String? = """
        Diagnostics, lint findings included, go to standard error as 'check' prints them.
        Nothing is written (an existing table is left as it was) when there is any error:
        syntax, semantic, or an error-severity lint finding such as shadowed-rule that the
        source does not suppress with '# navpolicy: ignore <code>'. With --strict, warnings
        block too. --no-lint skips the rule-interaction analysis (for very large generated
        policies).
        """

    /// What `compile` writes.
    enum Emit: String, CaseIterable {
        /// The binary table the runtime loads.
        case binary
        /// A readable JSON rendering of the same table.
        case json
    }

    static let outputOption = OptionSpec.option(
        "-o", "--output", value: "table", required: true,
        help: "Where to write the table; '-' writes to standard output."
    )
    static let emitOption = OptionSpec.option(
        "--emit", value: "kind", allowed: Emit.allCases.map(\.rawValue),
        help: "What to write: binary or json. (default: binary)"
    )

    static let noSourceOption = OptionSpec.flag(
        "--no-source", help: "Do not embed the policy source in the table (it serves 'eval --explain')."
    )

    static let noLintFlag = OptionSpec.flag(
        "--no-lint", help: "Skip the lint (rule-interaction analysis), for very large generated policies."
    )

    static var signature: CommandSignature {
        CommandSignature(
            options: [outputOption, emitOption, noSourceOption, CheckCommand.strictFlag, noLintFlag, ErrorLimit.option],
            positionals: [PositionalSpec(name: "file", help: "The policy source; '-' reads standard input.", repeats: false)]
        )
    }

    static func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> ExitCode {
        guard let input = arguments.positionals.first, let output = arguments.value(outputOption) else {
            throw UsageError("missing argument <file>")
        }
        let emit = arguments.value(emitOption).flatMap(Emit.init(rawValue:)) ?? .binary
        let errorLimit = try ErrorLimit.selected(in: arguments)
        // Writing the table over its own source would destroy the policy.
        if FileSystem.isSameFile(input, output) {
            console.reportError("'\(output)' is the input policy; choose another output file")
            return .usageOrEnvironment
        }
        do throws(ExitCode) {
            let source = SourceFile(name: FileSystem.displayName(input), bytes: try PolicyLoader.read(input, console: console))
            if PolicyLoader.isTable(source, console: console) { return .usageOrEnvironment }
            let checked = try checkAndLint(source, errorLimit: errorLimit, arguments: arguments, console: console)
            let policy = checked.policy
            // Checked sources are valid UTF-8 (the lexer rejects anything else), so decoding is
            // exact; list files are inlined so that the table needs nothing beside it.
            let embedded = arguments.isSet(noSourceOption)
                ? nil : ListFileInliner.inlined(source, syntax: checked.syntax, listFiles: checked.listFiles)
            let table = try PolicyLoader.compile(policy, sourceText: embedded, name: source.name, console: console)
            try write(try rendered(table, emit: emit, console: console), to: output, console: console)
            return .success
        } catch {
            return error
        }
    }

    /// Checks and lints (unless `--no-lint`), printing the diagnostics; an error, or with
    /// `--strict` a warning, stops with exit 1 before anything is written.
    private static func checkAndLint(
        _ source: SourceFile, errorLimit: Int?, arguments: ParsedArguments, console: Console
    ) throws(ExitCode) -> (policy: CheckedPolicy, syntax: PolicySyntax, listFiles: [ListFile]) {
        let failing: Severity = arguments.isSet(CheckCommand.strictFlag) ? .warning : .error
        let analysis = CheckCommand.analyze(source, lint: !arguments.isSet(noLintFlag), errorLimit: errorLimit)
        let shown = analysis.diagnostics.filter { $0.severity >= .warning }
        DiagnosticReporter.reportText(shown, source: source, listFiles: analysis.listFiles, console: console)
        ErrorLimit.reportOmitted(analysis.omittedErrors, in: source.name, console: console)
        guard let policy = analysis.policy, !shown.contains(where: { $0.severity >= failing }) else {
            console.reportError("'\(source.name)' was not compiled" + (analysis.policy == nil || failing == .error ? "" : " (--strict)"))
            throw .failure
        }
        return (policy, analysis.syntax, analysis.listFiles)
    }

    private static func rendered(_ table: [UInt8], emit: Emit, console: Console) throws(ExitCode) -> [UInt8] {
        switch emit {
        case .binary:
            return table
        case .json:
            do throws(TableError) {
                return Array(try TableJSONRenderer.render(table: table).utf8)
            } catch {
                console.reportError("internal error: the compiled table does not read back: " + PolicyLoader.describe(error, name: "<compiled>"))
                throw .usageOrEnvironment
            }
        }
    }

    private static func write(_ bytes: [UInt8], to output: String, console: Console) throws(ExitCode) {
        if output == FileSystem.standardStream {
            console.writeBytes(bytes)
            return
        }
        do throws(FileError) {
            try FileSystem.writeAtomically(bytes, to: output)
        } catch {
            console.reportError(error.message)
            throw .usageOrEnvironment
        }
    }
}
