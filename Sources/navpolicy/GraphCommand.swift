import NavPolicyCompiler

/// `navpolicy graph POLICY-OR-TABLE`: the compiled decision structure as DOT or Mermaid.
enum GraphCommand: Command {
    static let name = "graph"
    static let abstract = "Print the compiled decision structure as Graphviz DOT or Mermaid."
    static let discussion: String? = """
        One box per test (the field and, on its edges, the classes it branches on, in the
        policy's words: list names, host patterns, schemes), one rounded box per decision
        (rule, line and action). A table is drawn from its embedded source.
        Render with: navpolicy graph policy.navpolicy | dot -Tsvg > policy.svg
        """

    static let formatOption = OptionSpec.option(
        "--format", value: "format", allowed: ["dot", "mermaid"], help: "Output format: dot or mermaid. (default: dot)"
    )

    static var signature: CommandSignature {
        CommandSignature(
            options: [formatOption],
            positionals: [PositionalSpec(name: "policy-or-table", help: "A policy source or a compiled table; '-' reads standard input.", repeats: false)]
        )
    }

    static func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> ExitCode {
        let path = arguments.positionals[0]
        do throws(ExitCode) {
            let policy = try PolicyLoader.checkedSource(path, purpose: "a graph", console: console)
            switch TableCompiler.lower(policy) {
            case .success(let lowered):
                let graph = DecisionGraph(lowered, policy: policy)
                console.write(arguments.value(formatOption) == "mermaid"
                    ? GraphRenderer.mermaid(graph) : GraphRenderer.dot(graph, name: policy.name))
                return .success
            case .failure(.tooLarge(let what)):
                console.reportError("cannot draw '\(FileSystem.displayName(path))': the decision structure would be too large (\(what))")
                return .failure
            case .failure(.invalidNotifyTag(let rule, let tag)):
                console.reportError("cannot draw '\(FileSystem.displayName(path))': rule \(rule)'s notify tag '\(tag)' is not 1 to 64 characters of A-Z a-z 0-9 . _ -")
                return .failure
            }
        } catch {
            return error
        }
    }
}
