import NavPolicyCompiler

/// Which diagnostics a command shows and which fail it, from `--strict` (warnings fail too) and
/// `--all` (notes are shown too): shared by `check` and `compile`; and `--no-lint`, shared by
/// every command that reads a policy source through `PolicyLoader.compiled`.
struct DiagnosticGate: Sendable {
    /// `--strict`.
    static let strictFlag = OptionSpec.flag("--strict", help: "Fail (exit 1) on warnings too.")
    /// `--all`.
    static let allFlag = OptionSpec.flag("--all", help: "Also show notes (e.g. correlated-rules, partially-shadowed).")
    /// `--no-lint`: a source is still refused for syntax and semantic errors, but not analysed.
    static let noLintFlag = OptionSpec.flag(
        "--no-lint", help: "Skip the lint (rule-interaction analysis), for very large generated policies."
    )

    /// Whether the arguments let the lint run (no `--no-lint`).
    static func lints(_ arguments: ParsedArguments) -> Bool {
        !arguments.isSet(noLintFlag)
    }

    /// Diagnostics at or above this severity make the exit code 1.
    var failing: Severity = .error
    /// Diagnostics below this severity are not printed.
    var shown: Severity = .warning

    /// The gate the arguments ask for (a command without `--all` never sets it).
    init(_ arguments: ParsedArguments) {
        if arguments.isSet(Self.strictFlag) { failing = .warning }
        if arguments.isSet(Self.allFlag) { shown = .note }
    }
}
