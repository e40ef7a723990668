import NavPolicyCompiler

/// `navpolicy test POLICY-OR-TABLE CASES...`: decide every case and compare with its expectation.
enum TestCommand: Command {
    static let name = "test"
    static let abstract = "Check expected decisions (JSON-lines cases) against a policy or table."
    static let discussion: String? = """
        Each CASES line is a request as in 'eval --requests' plus "expect" (an action), and
        optionally "rule" (the deciding rule's index, or null for the implicit default),
        "notify" and "name"; "params" and "flags" bind the case's parameters and flags,
        replacing --param and --flag for that case. Unknown keys are errors. Failures name the file and line, the
        expected and actual decision and why the deciding rule matched. The last line of text
        output is 'N passed, N failed'. Exit 0 when every case passes, 1 when any fails or
        cannot be read (or coverage is below --min-coverage), 2 for usage errors.
        A source is refused as 'compile' refuses it (exit 1, no case run) when it has an
        error, an error-severity lint finding included; --no-lint skips the lint.
        """

    static let coverageFlag = OptionSpec.flag("--coverage", help: "List the rules that no case was decided by.")
    static let minimumCoverageOption = OptionSpec.option(
        "--min-coverage", value: "percent", help: "Fail when fewer than this percentage of rules decide a case (implies --coverage)."
    )
    static let formatOption = OptionSpec.option(
        "--format", value: "format", allowed: ["text", "json", "junit"], help: "Output format: text, json or junit. (default: text)"
    )

    static var signature: CommandSignature {
        CommandSignature(
            options: BindingOptions.all + [coverageFlag, minimumCoverageOption, formatOption, DiagnosticGate.noLintFlag],
            positionals: [
                PositionalSpec(name: "policy-or-table", help: "A policy source or a compiled table.", repeats: false),
                PositionalSpec(name: "cases", help: "JSON-lines case files; '-' reads standard input.", repeats: true),
            ]
        )
    }

    static func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> ExitCode {
        let path = arguments.positionals[0]
        let files = Array(arguments.positionals.dropFirst())
        if files.filter({ $0 == FileSystem.standardStream }).count + (path == FileSystem.standardStream ? 1 : 0) > 1 {
            throw UsageError("only one of the policy and the case files can come from standard input")
        }
        var minimum: Double?
        if let text = arguments.value(minimumCoverageOption) {
            guard let value = Double(text.hasSuffix("%") ? String(text.dropLast()) : text), (0...100).contains(value) else {
                throw UsageError("invalid value '\(text)' for '--min-coverage': expected a percentage from 0 to 100")
            }
            minimum = value
        }
        let wantsCoverage = arguments.isSet(coverageFlag) || minimum != nil
        let binding = try BindingOptions.binding(arguments)
        let evaluator: PolicyEvaluator
        do throws(ExitCode) {
            evaluator = try PolicyEvaluator.load(path, binding: binding, lints: DiagnosticGate.lints(arguments), console: console)
        } catch {
            return error
        }
        let report = TestReport(format: TestReport.Format(rawValue: arguments.value(formatOption) ?? "text") ?? .text, console: console)
        var run = PolicyTestRun()
        for file in files {
            report.beginFile(FileSystem.displayName(file))
            do throws(FileError) {
                try run.run(file, evaluator: evaluator, report: report.add)
            } catch {
                console.reportError(error.message)
                return .usageOrEnvironment
            }
        }
        // The table stores every rule's line and action: coverage needs no source.
        let coverage = wantsCoverage ? run.coverage(of: evaluator.rules()) : nil
        report.finish(run, coverage: coverage)
        var exitCode: ExitCode = run.failed > 0 ? .failure : .success
        if let minimum, let coverage, coverage.percent < minimum {
            console.reportError("rule coverage \(coverage.percentText) is below --min-coverage \(text(minimum))%")
            exitCode = .failure
        }
        return exitCode
    }

    private static func text(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
