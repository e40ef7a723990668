/// A `navpolicy` subcommand. Add one by writing a type that conforms and listing it in
/// `CommandRegistry.commands`.
protocol Command {
    /// The word that selects it (`check`).
    static var name: String { get }
    /// One line for OVERVIEW and the SUBCOMMANDS list.
    static var abstract: String { get }
    /// Extra paragraphs printed after OVERVIEW, if any.
    static var discussion: String? { get }
    /// Its options and positionals; the scanner and the help text both read it.
    static var signature: CommandSignature { get }

    /// Runs with scanned arguments. Throws for a usage mistake the scanner cannot see
    /// (a missing required option, incompatible flags).
    static func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> ExitCode
}

extension Command {
    static var discussion: String? { nil }
}
