/// Help text in the swift-argument-parser layout: OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS.
enum HelpText {
    /// The usage line of the tool itself.
    static let topLevelUsage = "navpolicy <subcommand>"

    private static let overview = "Check, compile and evaluate web-view navigation policies."
    private static let helpOption = OptionSpec.flag("-h", "--help", help: "Show help information.")
    private static let labelWidth = 24

    /// `navpolicy --help`.
    static func topLevel(commands: [any Command.Type]) -> String {
        var text = "OVERVIEW: \(overview)\n\nUSAGE: \(topLevelUsage)\n\nOPTIONS:\n"
        text += row("--version", "Show the version.")
        text += row(label(helpOption), helpOption.help)
        text += "\nSUBCOMMANDS:\n"
        for command in commands { text += row(command.name, command.abstract) }
        text += "\n  See 'navpolicy help <subcommand>' for detailed help.\n"
        return text
    }

    /// `navpolicy <command> --help`.
    static func command(_ command: any Command.Type) -> String {
        var text = "OVERVIEW: \(command.abstract)\n"
        if let discussion = command.discussion { text += "\n\(discussion)\n" }
        text += "\nUSAGE: \(usageLine(command))\n"
        let signature = command.signature
        if !signature.positionals.isEmpty {
            text += "\nARGUMENTS:\n"
            for positional in signature.positionals { text += row("<\(positional.name)>", positional.help) }
        }
        text += "\nOPTIONS:\n"
        for option in signature.options + [helpOption] { text += row(label(option), option.help) }
        return text
    }

    /// `navpolicy check <file> ... [--format <format>]`.
    static func usageLine(_ command: any Command.Type) -> String {
        var parts = ["navpolicy", command.name]
        for positional in command.signature.positionals {
            parts.append(positional.repeats ? "<\(positional.name)> ..." : "<\(positional.name)>")
        }
        for option in command.signature.options {
            let spelling = (option.names.first ?? option.primaryName) + (option.valueName.map { " <\($0)>" } ?? "")
            let repeated = option.repeats ? spelling + " ..." : spelling
            parts.append(option.isRequired ? repeated : "[\(repeated)]")
        }
        return parts.joined(separator: " ")
    }

    private static func label(_ option: OptionSpec) -> String {
        option.names.joined(separator: ", ") + (option.valueName.map { " <\($0)>" } ?? "")
    }

    /// One two-column line; a label too long for the column puts the help on the next line.
    private static func row(_ label: String, _ help: String) -> String {
        let indented = "  " + label
        if indented.count + 2 > labelWidth {
            return indented + "\n" + String(repeating: " ", count: labelWidth) + help + "\n"
        }
        return indented + String(repeating: " ", count: labelWidth - indented.count) + help + "\n"
    }
}
