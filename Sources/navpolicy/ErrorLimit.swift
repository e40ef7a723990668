import NavPolicyCompiler

/// `--error-limit N`: how many errors a command shows, like compilers' `-ferror-limit`. The
/// front end keeps only that many (`DiagnosticList`) and counts the rest, so a file of garbage
/// costs a bounded report and bounded memory; a last line says how many were not shown.
enum ErrorLimit {
    /// The option of commands that check policy sources.
    static let option = OptionSpec.option(
        "--error-limit", value: "n",
        help: "Show at most n errors per file, then count the rest; 0 shows all. (default: \(DiagnosticList.defaultErrorLimit))"
    )

    /// The limit the arguments ask for: nil (no limit) for 0, the default when not given.
    static func selected(in arguments: ParsedArguments) throws(UsageError) -> Int? {
        guard let text = arguments.value(option) else { return DiagnosticList.defaultErrorLimit }
        guard let count = Int(text), count >= 0 else {
            throw UsageError("invalid value '\(text)' for '--error-limit': expected a whole number, 0 for no limit")
        }
        return count == 0 ? nil : count
    }

    /// Prints, after a file's diagnostics, how many errors the limit left out (nothing for none).
    static func reportOmitted(_ count: Int, in name: String, console: Console) {
        guard count > 0 else { return }
        console.writeError("\(name): \(count) more error\(count == 1 ? "" : "s") not shown (--error-limit 0 shows all)\n")
    }
}
