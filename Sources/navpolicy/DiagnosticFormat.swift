/// How diagnostics are printed (`--format`). Adding a format (SARIF) is a case here and an
/// arm in `DiagnosticReporter.report`.
enum DiagnosticFormat: String, CaseIterable, Sendable {
    /// The compiler form on standard error.
    case text
    /// One JSON document on standard output (CLI.md shape).
    case json
    /// One SARIF 2.1.0 log on standard output.
    case sarif

    /// The `--format` option of commands that print diagnostics.
    static let option = OptionSpec.option(
        "--format", value: "format", allowed: allCases.map(\.rawValue),
        help: "Output format: \(allCases.map(\.rawValue).joined(separator: ", ")). (default: text)"
    )

    /// The format the arguments ask for (the scanner has already rejected other words).
    static func selected(in arguments: ParsedArguments) -> DiagnosticFormat {
        arguments.value(option).flatMap(DiagnosticFormat.init(rawValue:)) ?? .text
    }
}
