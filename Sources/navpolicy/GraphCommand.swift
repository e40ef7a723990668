import NavPolicy
import NavPolicyCompiler

/// `navpolicy graph POLICY-OR-TABLE`: the compiled decision structure as DOT or Mermaid.
enum GraphCommand: Command {
    static let name = "graph"
    static let abstract = "Print the compiled decision structure as Graphviz DOT or Mermaid."
    static let discussion: String? = """
        One box per test (the field and, on its edges, the classes it branches on, in the
        policy's words: list names, host patterns, schemes), one rounded box per decision
        (rule, line, action and notify tag). A table is drawn from its decision program; list
        names come from its embedded source when that compiles to the table. Parameters and
        flags are drawn by name: the structure is the same for every binding, and --param
        and --flag are only checked against the policy.
        A source is refused as 'compile' refuses it (exit 1) when it has an error, an
        error-severity lint finding included; --no-lint skips the lint.
        Render with: navpolicy graph policy.navpolicy | dot -Tsvg > policy.svg
        """

    static let formatOption = OptionSpec.option(
        "--format", value: "format", allowed: ["dot", "mermaid"], help: "Output format: dot or mermaid. (default: dot)"
    )

    static var signature: CommandSignature {
        CommandSignature(
            options: BindingOptions.all + [formatOption, DiagnosticGate.noLintFlag],
            positionals: [
                PositionalSpec(
                    name: "policy-or-table", help: "A policy source or a compiled table; '-' reads standard input.", repeats: false)
            ]
        )
    }

    static func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> ExitCode {
        let binding = try BindingOptions.binding(arguments)
        do throws(ExitCode) {
            let evaluator = try PolicyEvaluator.load(
                arguments.positionals[0], binding: binding, lints: DiagnosticGate.lints(arguments), console: console)
            // The program is drawn as the table holds it; a source that compiles to it lends
            // its list names, any other source is not used.
            let listNames: [Condition: String]
            switch try evaluator.checkedSource() {
            case .success(let policy): listNames = policy.listNames
            case .failure(.absent): listNames = [:]
            case .failure(let problem):
                console.writeError("warning: \(evaluator.describe(problem)); the graph is drawn from the table alone\n")
                listNames = [:]
            }
            // The bytes loaded as `evaluator.policy`, so they read again.
            guard let table = try? TableReader(evaluator.table) else { return .usageOrEnvironment }
            let graph = DecisionGraph(table, listNames: listNames)
            console.write(arguments.value(formatOption) == "mermaid" ? GraphRenderer.mermaid(graph) : GraphRenderer.dot(graph))
            return .success
        } catch {
            return error
        }
    }
}
