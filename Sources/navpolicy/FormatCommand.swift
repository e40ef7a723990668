import NavPolicyCompiler

/// `navpolicy fmt FILE...`: print the canonical formatting, rewrite files in place (`--write`)
/// or list the files that are not formatted (`--check`). A file that does not parse, or whose
/// formatting fails the soundness check, is reported and never touched.
enum FormatCommand: Command {
    static let name = "fmt"
    static let abstract = "Print policy files in canonical formatting, or rewrite them in place."
    static let discussion: String? = """
        Formatting changes layout only: names, strings, keywords, their order and every comment
        stay; a list's trailing comma is kept only when the list is broken over lines. The style
        is described in Grammar/Style.md.
        """

    static let writeFlag = OptionSpec.flag("--write", help: "Rewrite each file in place (atomically) instead of printing it.")
    static let checkFlag = OptionSpec.flag(
        "--check", help: "Print the names of files that are not formatted and exit 1; change nothing.")
    static let filesArgument = PositionalSpec(name: "file", help: "Policy files to format; '-' reads standard input.", repeats: true)

    static var signature: CommandSignature {
        CommandSignature(options: [writeFlag, checkFlag], positionals: [filesArgument])
    }

    static func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> ExitCode {
        let write = arguments.isSet(writeFlag)
        let check = arguments.isSet(checkFlag)
        if write && check { throw UsageError("'--write' and '--check' cannot be used together") }
        if write, arguments.positionals.contains(FileSystem.standardStream) {
            throw UsageError("'--write' cannot rewrite standard input")
        }
        let mode: Mode = write ? .write : check ? .check : .print
        var exitCode = ExitCode.success
        for path in arguments.positionals {
            exitCode = max(exitCode, format(path, mode: mode, console: console))
        }
        return exitCode
    }

    /// What to do with a formatted file.
    enum Mode {
        case print, write, check
    }

    /// Formats one file (`-` is standard input) and returns its exit code.
    private static func format(_ path: String, mode: Mode, console: Console) -> ExitCode {
        let source: SourceFile
        do throws(ExitCode) {
            // A file to rewrite must be a regular file: a FIFO without a writer waited forever.
            source = try PolicyLoader.source(path, console: console, regularOnly: mode == .write)
        } catch {
            return error
        }
        let result = CanonicalFormatter.format(source, errorLimit: DiagnosticList.defaultErrorLimit)
        guard let formatted = result.formatted else {
            DiagnosticReporter.reportText(result.diagnostics, source: source, console: console)
            ErrorLimit.reportOmitted(result.omittedErrors, in: source.name, console: console)
            return .failure
        }
        switch mode {
        case .print:
            console.write(formatted)
        case .check:
            if !result.isAlreadyFormatted {
                console.write(source.name + "\n")
                return .failure
            }
        case .write:
            guard !result.isAlreadyFormatted else { break }
            do throws(FileError) {
                try FileSystem.writeAtomically(Array(formatted.utf8), to: path)
            } catch {
                console.reportError(error.message)
                return .usageOrEnvironment
            }
        }
        return .success
    }
}
