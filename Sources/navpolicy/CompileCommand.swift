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

    static var signature: CommandSignature {
        CommandSignature(
            options: [outputOption, emitOption, noSourceOption, DiagnosticGate.strictFlag, DiagnosticGate.noLintFlag, ErrorLimit.option],
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
            let source = try PolicyLoader.source(input, console: console)
            // Checked sources are valid UTF-8 (the lexer rejects anything else), so the embedded
            // text is exact; list files are inlined so that the table needs nothing beside it.
            let table = try PolicyLoader.compiled(
                source, errorLimit: errorLimit, lints: DiagnosticGate.lints(arguments), failing: DiagnosticGate(arguments).failing,
                embedsSource: !arguments.isSet(noSourceOption), reportsWarnings: true, console: console
            )
            try write(try rendered(table.bytes, emit: emit, console: console), to: output, console: console)
            return .success
        } catch {
            return error
        }
    }

    private static func rendered(_ table: [UInt8], emit: Emit, console: Console) throws(ExitCode) -> [UInt8] {
        switch emit {
        case .binary:
            return table
        case .json:
            do throws(TableError) {
                return Array(try TableJSONRenderer.render(table: table).utf8)
            } catch {
                console.reportError(
                    "internal error: the compiled table does not read back: " + PolicyLoader.describe(error, name: "<compiled>"))
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
