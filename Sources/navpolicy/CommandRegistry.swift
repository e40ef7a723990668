/// Every subcommand, and the top-level dispatch: `--help`, `--version`, `help <command>`.
enum CommandRegistry {
    /// The subcommands, in help order. Add a command here.
    static var commands: [any Command.Type] {
        [
            CheckCommand.self,
            CompileCommand.self,
            DiffCommand.self,
            EvalCommand.self,
            FormatCommand.self,
            GraphCommand.self,
            LSPCommand.self,
            TestCommand.self,
        ]
    }

    /// The tool's version, printed by `--version`.
    static let version = "0.1.0"

    /// Runs the tool on the words after the program name and returns the exit code.
    static func run(_ words: [String], console: Console) -> ExitCode {
        guard let first = words.first else {
            console.writeError(HelpText.topLevel(commands: commands))
            return .usageOrEnvironment
        }
        switch first {
        case "-h", "--help":
            console.write(HelpText.topLevel(commands: commands))
            return .success
        case "--version":
            console.write("navpolicy \(version)\n")
            return .success
        case "help":
            return runHelp(Array(words.dropFirst()), console: console)
        default:
            break
        }
        guard let command = command(named: first) else {
            let error =
                first.hasPrefix("-")
                ? UsageError.unknown("option", first, among: ["--help", "--version"])
                : UsageError.unknown("command", first, among: commands.map { $0.name } + ["help"])
            return reportUsageError(error, usage: HelpText.topLevelUsage, console: console)
        }
        return run(command, Array(words.dropFirst()), console: console)
    }

    /// The command with the given name, if any.
    static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.name == name }
    }

    private static func run(_ command: any Command.Type, _ words: [String], console: Console) -> ExitCode {
        do throws(UsageError) {
            let arguments = try ArgumentScanner.scan(words, signature: command.signature)
            if arguments.helpRequested {
                console.write(HelpText.command(command))
                return .success
            }
            return try command.run(arguments, console: console)
        } catch {
            return reportUsageError(
                error, usage: HelpText.usageLine(command), helpCommand: "navpolicy \(command.name) --help", console: console)
        }
    }

    private static func runHelp(_ words: [String], console: Console) -> ExitCode {
        guard let name = words.first else {
            console.write(HelpText.topLevel(commands: commands))
            return .success
        }
        guard let command = command(named: name) else {
            return reportUsageError(
                UsageError.unknown("command", name, among: commands.map { $0.name }),
                usage: HelpText.topLevelUsage, console: console)
        }
        console.write(HelpText.command(command))
        return .success
    }

    private static func reportUsageError(
        _ error: UsageError, usage: String, helpCommand: String = "navpolicy --help", console: Console
    ) -> ExitCode {
        console.writeError("error: \(error.message)\nUSAGE: \(usage)\n  See '\(helpCommand)' for more information.\n")
        return .usageOrEnvironment
    }
}
