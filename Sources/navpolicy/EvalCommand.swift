import NavPolicy
import NavPolicyCompiler

/// `navpolicy eval POLICY-OR-TABLE`: decide one request from flags, or many from `--requests`.
enum EvalCommand: Command {
    static let name = "eval"
    static let abstract = "Decide navigation requests with a policy source or a compiled table."
    static let discussion: String? = """
        A source is checked, linted and compiled in memory, and refused as 'compile'
        refuses it (exit 1) when it has an error, an error-severity lint finding included;
        --no-lint skips the lint. A table is loaded as the app would.
        Text output is the action's JSON name; --format json prints {"action", "rule", "line"}.
        --requests reads one JSON object per line (\(RequestKey.outline);
        an unknown key is an error) and prints one decision object per non-blank line with
        "input": its line number, or {"input": N, "error": ...} for a line that fails; with
        --explain each object carries "explain". The batch streams in constant memory.
        --param and --flag bind the policy's parameters and turn its flags on for every
        request; a line's "params" or "flags" replace them for that line.
        --status, --type, --attachment or --not-displayable make the input a response,
        decided by the policy's 'on response' rules (allowed when it has none); a line's
        "response" object \(ResponseKey.outline) does the same. JSON objects carry
        "phase": "navigation" or "response".
        """

    static let urlOption = option(.url)
    static let currentOption = option(.current)
    static let targetOption = option(.target)
    static let navigationOption = option(.navigation)
    static let viewOption = option(.view)

    /// The flag of a request key, as `RequestKey` describes it.
    private static func option(_ key: RequestKey) -> OptionSpec {
        OptionSpec.option(key.flag, value: key.placeholder, allowed: key.words ?? [], help: key.help)
    }
    static let statusOption = option(response: .status)
    static let typeOption = option(response: .type)

    /// The flag of a response key, as its attribute declares it.
    private static func option(response key: ResponseKey) -> OptionSpec {
        let flag = key.flag ?? (name: "--" + key.rawValue, placeholder: key.rawValue, help: "")
        return OptionSpec.option(flag.name, value: flag.placeholder, help: flag.help)
    }
    static let attachmentOption = factOption(.attachment)
    static let notDisplayableOption = factOption(.displayable)

    /// The flag that sets a built-in atom's fact of a response, as the atom declares it.
    private static func factOption(_ key: ResponseKey) -> OptionSpec {
        let flag = key.factFlag ?? (name: "--" + key.rawValue, help: "")
        return OptionSpec.flag(flag.name, help: flag.help)
    }
    static let requestsOption = OptionSpec.option(
        "--requests", value: "file", help: "Decide every JSON request line of a file ('-' is standard input)."
    )
    static let explainOption = OptionSpec.flag("--explain", help: "Show each rule tried and why it did or did not match.")
    static let formatOption = OptionSpec.option(
        "--format", value: "format", allowed: ["text", "json"], help: "Output format: text or json. (default: text)"
    )

    static var signature: CommandSignature {
        CommandSignature(
            options: [
                urlOption, currentOption, targetOption, navigationOption, viewOption, statusOption, typeOption, attachmentOption,
                notDisplayableOption,
            ]
                + BindingOptions.all
                + [requestsOption, explainOption, formatOption, DiagnosticGate.noLintFlag],
            positionals: [
                PositionalSpec(
                    name: "policy-or-table", help: "A policy source or a compiled table; '-' reads standard input.", repeats: false)
            ]
        )
    }

    static func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> ExitCode {
        guard let path = arguments.positionals.first else { throw UsageError("missing argument <policy-or-table>") }
        let requestsPath = arguments.value(requestsOption)
        if requestsPath == nil, arguments.value(urlOption) == nil { throw UsageError("missing option '--url'") }
        if let requestsPath {
            let conflicting =
                [urlOption, currentOption, targetOption, navigationOption, viewOption, statusOption, typeOption].filter {
                    arguments.value($0) != nil
                }
                + [attachmentOption, notDisplayableOption].filter { arguments.isSet($0) }
            if let first = conflicting.first { throw UsageError("'\(first.primaryName)' cannot be combined with '--requests'") }
            if requestsPath == FileSystem.standardStream, path == FileSystem.standardStream {
                throw UsageError("the policy and the requests cannot both come from standard input")
            }
        }
        if asksForResponse(arguments), let navigationOnly = [currentOption, navigationOption].first(where: { arguments.value($0) != nil }) {
            throw UsageError(
                "'\(navigationOnly.primaryName)' cannot be combined with a response ('--status', '--type', '--attachment', '--not-displayable'): a response has no current page or navigation type"
            )
        }
        // A bad option value is a usage error (exit 2), as a bad '--target' is.
        if let status = arguments.value(statusOption), (try? RequestDecoder.statusCode(status)) == nil {
            throw UsageError("invalid value \(RequestDecoder.quoted(status)) for '--status': expected a status code 100–999")
        }
        let binding = try BindingOptions.binding(arguments)
        do throws(ExitCode) {
            let evaluator = try PolicyEvaluator.load(path, binding: binding, lints: DiagnosticGate.lints(arguments), console: console)
            if let requestsPath {
                return RequestBatch.run(requestsPath, evaluator: evaluator, explain: arguments.isSet(explainOption), console: console)
            }
            return decideOne(arguments, evaluator: evaluator, console: console)
        } catch {
            return error
        }
    }

    private static func decideOne(_ arguments: ParsedArguments, evaluator: PolicyEvaluator, console: Console) -> ExitCode {
        let unflagged: DecisionSubject
        do throws(RequestDecoder.Failure) {
            unflagged = try subject(arguments)
        } catch {
            console.reportError(error.message)
            return .failure
        }
        let decision: Decision
        let request: DecisionSubject
        do throws(RequestDecoder.Failure) {
            (decision, request) = try evaluator.decide(unflagged)
        } catch {
            // Only the command line binds here: a parameter it leaves out is its mistake.
            console.reportError(error.message)
            return .usageOrEnvironment
        }
        let explaining = arguments.isSet(explainOption)
        let trace: Result<[RuleTrace], EmbeddedSource.Problem>?
        do throws(ExitCode) {
            trace = explaining ? try evaluator.explain(request) : nil
        } catch {
            return error
        }
        if arguments.value(formatOption) == "json" {
            if case .failure(let problem)? = trace {
                console.writeError("warning: no explanation: \(evaluator.describe(problem)); eval the .navpolicy source instead\n")
            }
            console.write(DecisionJSON.object(decision, phase: request.phase, trace: try? trace?.get()) + "\n")
        } else {
            console.write(decision.action.jsonName + "\n")
            if let trace { console.write(explanationText(decision, trace: trace, evaluator: evaluator)) }
        }
        return .success
    }

    /// Whether the command line asks about a response: any of the response options.
    static func asksForResponse(_ arguments: ParsedArguments) -> Bool {
        arguments.value(statusOption) != nil || arguments.value(typeOption) != nil
            || arguments.isSet(attachmentOption) || arguments.isSet(notDisplayableOption)
    }

    /// The navigation or response the options give.
    private static func subject(_ arguments: ParsedArguments) throws(RequestDecoder.Failure) -> DecisionSubject {
        let url = arguments.value(urlOption) ?? ""
        let target = arguments.value(targetOption).flatMap(NavigationTarget.init(name:)) ?? RequestKey.defaultTarget
        let view = arguments.value(viewOption).flatMap(NavigationView.init(name:)) ?? RequestKey.defaultView
        guard asksForResponse(arguments) else {
            return .navigation(
                try RequestDecoder.request(
                    url: url, current: arguments.value(currentOption), target: target,
                    navigation: arguments.value(navigationOption).flatMap(NavigationType.init(name:)) ?? RequestKey.defaultNavigation,
                    view: view))
        }
        return .response(
            try RequestDecoder.response(
                url: url, status: try arguments.value(statusOption).map(RequestDecoder.statusCode), type: arguments.value(typeOption),
                attachment: arguments.isSet(attachmentOption), displayable: !arguments.isSet(notDisplayableOption), target: target,
                view: view))
    }

    /// The `--explain` lines under the action.
    private static func explanationText(
        _ decision: Decision, trace: Result<[RuleTrace], EmbeddedSource.Problem>, evaluator: PolicyEvaluator
    ) -> String {
        let steps: [RuleTrace]
        switch trace {
        case .success(let trace): steps = trace
        case .failure(let problem): return "  (no explanation: \(evaluator.describe(problem)); eval the .navpolicy source instead)\n"
        }
        var text = ""
        for step in steps {
            text += "  rule \(step.rule) (line \(step.line)): \(step.matched ? "matched" : "no match"): \(step.reason)\n"
        }
        if let rule = decision.rule, let line = decision.line {
            text += "  decided by rule \(rule) (line \(line)): \(decision.outcomeText)\n"
        } else {
            text += "  no rule matched: implicit default \(decision.action.jsonName)\n"
        }
        return text
    }
}
