import NavPolicy
import NavPolicyCompiler

/// A policy ready to decide requests, loaded from a compiled table or from a source compiled
/// in memory (told apart by content). Both decide with the runtime `Policy`, so a source and
/// its table give the same answers. What the table alone knows (rules, lines, actions, tags,
/// the decision diagram) comes from its bytes; explanations need the checked source, which
/// for a table is its embedded source, used only when it compiles to exactly that table.
/// That check costs a compilation, so it runs only when something asks for the source:
/// deciding from a table with its source starts as fast as from one without.
final class PolicyEvaluator {
    /// The runtime policy, bound to the command line's parameters (none given: each bound to no
    /// items): what does not depend on the binding (see `PolicyBinder.loaded`).
    let policy: Policy
    /// Binds the table to each request's parameters and resolves its flags.
    let binder: PolicyBinder
    /// The table bytes the policy was loaded from (compiled in memory, without the source, for
    /// a source file).
    let table: TableBytes
    /// The source's name, for messages.
    let name: String
    /// Where a corrupt embedded source is reported.
    private let console: Console
    /// The checked source or why there is none, once known.
    private var source: Result<CheckedPolicy, EmbeddedSource.Problem>?

    private init(
        policy: Policy, table: TableBytes, binding: RequestBinding, name: String, console: Console,
        source: Result<CheckedPolicy, EmbeddedSource.Problem>?
    ) {
        self.policy = policy
        binder = PolicyBinder(loaded: policy, commandLine: binding)
        self.table = table
        self.name = name
        self.console = console
        self.source = source
    }

    /// The checked source, for explanations and list names, or why the table cannot give it:
    /// none embedded, or one that does not compile to the table. Checked on first use; a
    /// corrupt source (its own checksum) is reported as a corrupt table, exit 2, each time.
    func checkedSource() throws(ExitCode) -> Result<CheckedPolicy, EmbeddedSource.Problem> {
        if let source { return source }
        let embedded = try PolicyLoader.embeddedSource(of: policy, table: table.array, name: name, console: console)
        source = embedded
        return embedded
    }

    /// Loads `path` (`-` is standard input) to decide with the command line's `binding`; a
    /// source passes the gate every command shares (`PolicyLoader.compiled`), linted when
    /// `lints`. Reports failures and throws the exit code: 2 unreadable or corrupt table, or a
    /// binding that names a parameter or flag the policy does not declare, leaves a declared
    /// parameter out or gives an invalid item; 1 a refused source. The command line's
    /// parameters are bound at load, by the pipeline's last stage; none given, each is bound to
    /// no items until a request gives its own.
    static func load(_ path: String, binding: RequestBinding = RequestBinding(), lints: Bool, console: Console) throws(ExitCode)
        -> PolicyEvaluator
    {
        let evaluator = try loadPolicy(path, binding: binding, lints: lints, console: console)
        do throws(UsageError) {
            try evaluator.binder.checkCommandLineFlags()
        } catch {
            console.reportError(error.message)
            throw .usageOrEnvironment
        }
        return evaluator
    }

    private static func loadPolicy(_ path: String, binding: RequestBinding, lints: Bool, console: Console) throws(ExitCode)
        -> PolicyEvaluator
    {
        let name = FileSystem.displayName(path)
        let parameters = binding.parameters.map { PolicyParameters(given: $0.items) } ?? .defaulted()
        // A table file that cannot change is mapped, as an app's `Policy(contentsOf:)` maps it; anything else is read.
        if let table = FileSystem.mappedTable(path) {
            return PolicyEvaluator(
                policy: try PolicyLoader.load(table, name: name, parameters: parameters, console: console), table: table,
                binding: binding, name: name, console: console, source: nil)
        }
        let bytes = try PolicyLoader.read(path, console: console)
        if Policy.looksLikeTable(bytes) {
            let table = TableBytes(copying: bytes)
            return PolicyEvaluator(
                policy: try PolicyLoader.load(table, name: name, parameters: parameters, console: console), table: table,
                binding: binding, name: name, console: console, source: nil)
        }
        let loaded = try PolicyLoader.loaded(SourceFile(name: name, bytes: bytes), lints: lints, parameters: parameters, console: console)
        return PolicyEvaluator(
            policy: loaded.policy, table: TableBytes(copying: loaded.table), binding: binding, name: name,
            console: console, source: .success(loaded.checked.policy))
    }

    /// Decides one navigation or response with the command line's binding, replaced by what
    /// its line gives: the decision, and the subject with its flags on. An unknown parameter
    /// or flag, an invalid item or a missing parameter is the input's failure.
    func decide(_ subject: DecisionSubject, _ line: RequestBinding = RequestBinding()) throws(RequestDecoder.Failure) -> (
        decision: Decision, subject: DecisionSubject
    ) {
        let (policy, flags) = try binder.resolve(line)
        let flagged = flags.isEmpty ? subject : subject.with(flags)
        return (flagged.decided(by: policy), flagged)
    }

    /// Each rule tried for `subject` (its flags on, as `decide` returns it) with the binding
    /// its line gives, and why it did or did not match, or why the table cannot explain.
    func explain(_ subject: DecisionSubject, _ line: RequestBinding = RequestBinding()) throws(ExitCode) -> Result<
        [RuleTrace], EmbeddedSource.Problem
    > {
        let parameters = binder.commandLine.overridden(by: line).parameters?.items ?? [:]
        // `decide` bound these parameters with the runtime first, and the interpreter checks
        // them as the runtime binds, so it accepts them too; were it to refuse, the trace is
        // left empty rather than explaining under another binding.
        return try checkedSource().map { policy in
            guard let interpreter = try? ReferenceInterpreter(policy: policy, parameters: parameters) else { return [] }
            return switch subject {
            case .navigation(let request): interpreter.explain(request).trace
            case .response(let response): interpreter.explain(response).trace
            }
        }
    }

    /// Why there is no explanation, as a clause for `(no explanation: …)`.
    func describe(_ problem: EmbeddedSource.Problem) -> String {
        PolicyLoader.describe(problem, name: name)
    }

    /// Every rule of the table in priority order, with its line and action (the table stores
    /// them; no source needed): the navigation rules, then the response part's.
    func rules() -> [(rule: Int, line: Int, action: Action)] {
        // The bytes loaded as `policy`, so they read again.
        guard let reader = try? TableReader(table) else { return [] }
        return [reader, reader.responsePart].compactMap { $0 }.flatMap { part in
            (0..<part.ruleCount).map { index in
                let decision = part.decision(outcome: index + 1)
                return (decision.rule ?? index + 1, decision.line ?? 0, decision.action)
            }
        }
    }
}
