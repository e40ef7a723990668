import NavPolicyCompiler

/// `navpolicy diff OLD NEW`: the exact semantic difference of two policies.
enum DiffCommand: Command {
    static let name = "diff"
    static let abstract = "Show every class of requests two policies decide differently, with an example each."
    static let discussion: String? = """
        Exact, not sampled: the two policies' request space is partitioned jointly (as the
        linter does) and every class whose decision changed is shown with a concrete request,
        checked with the reference interpreter. Prints 'equivalent' and exits 0 when none
        changed, exits 1 when they differ, 2 on errors. A decision is its action and its notify
        tag: either changing is a change. A different deciding rule or line alone counts only
        with --rules. Tables are compared through their embedded source, used only when it
        compiles to exactly that table (else exit 2). A source is refused as 'compile'
        refuses it (exit 1) when it has an error, an error-severity lint finding included;
        --no-lint skips the lint.
        """

    static let rulesFlag = OptionSpec.flag("--rules", help: "Count a changed deciding rule or line as a difference too.")
    static let formatOption = OptionSpec.option(
        "--format", value: "format", allowed: ["text", "json"], help: "Output format: text or json. (default: text)"
    )

    static var signature: CommandSignature {
        CommandSignature(
            options: [rulesFlag, formatOption, DiagnosticGate.noLintFlag],
            positionals: [
                PositionalSpec(name: "old", help: "The old policy source or table.", repeats: false),
                PositionalSpec(name: "new", help: "The new policy source or table.", repeats: false),
            ]
        )
    }

    static func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> ExitCode {
        let (oldPath, newPath) = (arguments.positionals[0], arguments.positionals[1])
        if oldPath == FileSystem.standardStream, newPath == FileSystem.standardStream {
            throw UsageError("the old and the new policy cannot both come from standard input")
        }
        let old: CheckedPolicy
        let new: CheckedPolicy
        do throws(ExitCode) {
            old = try PolicyLoader.checkedSource(oldPath, purpose: "diff", lints: DiagnosticGate.lints(arguments), console: console)
            new = try PolicyLoader.checkedSource(newPath, purpose: "diff", lints: DiagnosticGate.lints(arguments), console: console)
        } catch {
            return error
        }
        let diff = PolicyDiff(old: old, new: new, comparingRules: arguments.isSet(rulesFlag))
        console.write(arguments.value(formatOption) == "json" ? json(diff) : text(diff))
        if diff.isIncomplete {
            console.reportError(
                "the comparison is incomplete (the policies are too large to compare exactly, or a changed class has no confirmed example); the changes listed may be incomplete"
            )
            return diff.changes.isEmpty ? .usageOrEnvironment : .failure
        }
        return diff.isEquivalent ? .success : .failure
    }

    /// `equivalent`, or one paragraph per change and a count.
    static func text(_ diff: PolicyDiff) -> String {
        guard !diff.changes.isEmpty else { return diff.isIncomplete ? "" : "equivalent\n" }
        var text = ""
        for change in diff.changes {
            let example = change.example
            if let response = change.exampleResponse {
                text += "changed response: \(change.description)\n"
                text += "  example response: " + ResponseKey.text(url: example.url, response) + (example.binding?.noteText ?? "") + "\n"
            } else {
                text += "changed: \(change.description)\n"
                text +=
                    "  example: "
                    + RequestKey.text(
                        url: example.url, current: example.current, target: example.target,
                        navigation: example.navigation, view: example.view) + (example.binding?.noteText ?? "") + "\n"
            }
        }
        let count = diff.changes.count
        return text + "\(count) \(count == 1 ? "class" : "classes") of requests decided differently\n"
    }

    /// `{"equivalent": bool, "changes": [{"example", "old", "new", "description"}]}`.
    static func json(_ diff: PolicyDiff) -> String {
        let changes = diff.changes.map { change in
            let example = change.example
            var members =
                change.exampleResponse.map { "\"response\": " + ResponseKey.jsonObject(url: example.url, $0) }
                ?? RequestKey.jsonMembers(
                    url: example.url, current: example.current, target: example.target,
                    navigation: example.navigation, view: example.view)
            // The binding and flags the example is decided under, as a request line gives them.
            if let binding = example.binding?.jsonMembers, !binding.isEmpty { members += ", " + binding }
            return "{\"phase\": \(JSONText.quoted(change.section.rawValue)), \"example\": {\(members)}, "
                + "\"old\": {\(DecisionJSON.fields(change.old))}, \"new\": {\(DecisionJSON.fields(change.new))}, "
                + "\"description\": \(JSONText.quoted(change.description))}"
        }
        var text = "{\"equivalent\": \(diff.isEquivalent), \"changes\": [\(changes.joined(separator: ", "))]"
        if diff.isIncomplete { text += ", \"incomplete\": true" }
        return text + "}\n"
    }
}
