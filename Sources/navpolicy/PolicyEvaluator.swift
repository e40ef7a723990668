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
    /// The runtime policy that decides.
    let policy: Policy
    /// The table bytes the policy was loaded from (compiled in memory, without the source, for
    /// a source file).
    let table: [UInt8]
    /// The source's name, for messages.
    let name: String
    /// Where a corrupt embedded source is reported.
    private let console: Console
    /// The checked source or why there is none, once known.
    private var source: Result<CheckedPolicy, EmbeddedSource.Problem>?

    private init(policy: Policy, table: [UInt8], name: String, console: Console, source: Result<CheckedPolicy, EmbeddedSource.Problem>?) {
        self.policy = policy
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
        let embedded = try PolicyLoader.embeddedSource(of: policy, table: table, name: name, console: console)
        source = embedded
        return embedded
    }

    /// Loads `path` (`-` is standard input). Reports failures and throws the exit code:
    /// 2 unreadable or corrupt table, 1 source errors.
    static func load(_ path: String, console: Console) throws(ExitCode) -> PolicyEvaluator {
        let name = FileSystem.displayName(path)
        let bytes = try PolicyLoader.read(path, console: console)
        if Policy.looksLikeTable(bytes) {
            return PolicyEvaluator(policy: try PolicyLoader.load(bytes, name: name, console: console), table: bytes, name: name,
                                   console: console, source: nil)
        }
        let source = SourceFile(name: name, bytes: bytes)
        let run = PolicyLoader.pipeline(for: source, errorLimit: DiagnosticList.defaultErrorLimit, lints: false).load(source)
        PolicyLoader.report(run, of: source, console: console)
        switch run.product {
        case .success(let compiled):
            return PolicyEvaluator(policy: compiled.policy, table: compiled.table, name: name, console: console,
                                   source: .success(compiled.checked.policy))
        case .failure(.compilerRefused(let error)):
            console.reportError(PolicyLoader.describe(error, name: name))
            throw .failure
        case .failure(.loadRefused(let error)):
            console.reportError(PolicyLoader.describe(error, name: name))
            throw .usageOrEnvironment
        case .failure(.checkFailed), .failure(.gated):
            throw .failure
        }
    }

    /// Decides one request.
    func decide(_ request: NavigationRequest) -> Decision {
        policy.decide(request)
    }

    /// Each rule tried for `request` and why it did or did not match, or why the table cannot
    /// explain.
    func explain(_ request: NavigationRequest) throws(ExitCode) -> Result<[RuleTrace], EmbeddedSource.Problem> {
        try checkedSource().map { ReferenceInterpreter.explain($0, request).trace }
    }

    /// Why there is no explanation, as a clause for `(no explanation: …)`.
    func describe(_ problem: EmbeddedSource.Problem) -> String {
        PolicyLoader.describe(problem, name: name)
    }

    /// Every rule of the table in priority order, with its line and action (the table stores
    /// them; no source needed).
    func rules() -> [(rule: Int, line: Int, action: Action)] {
        // The bytes loaded as `policy`, so they read again.
        guard let reader = try? TableReader(table) else { return [] }
        return (0..<reader.ruleCount).map { index in
            let decision = reader.decision(outcome: index + 1)
            return (index + 1, decision.line ?? 0, decision.action)
        }
    }
}
