import NavPolicy
import NavPolicyCompiler

/// A policy ready to decide requests, loaded from a compiled table or from a source compiled
/// in memory (told apart by content). Both decide with the runtime `Policy`, so a source and
/// its table give the same answers; the checked source, when known, serves `--explain`.
struct PolicyEvaluator {
    /// The runtime policy that decides.
    let policy: Policy
    /// The checked source, for explanations; nil for a table without embedded source.
    let checkedSource: CheckedPolicy?

    /// Loads `path` (`-` is standard input). Reports failures and throws the exit code:
    /// 2 unreadable or corrupt table, 1 source errors.
    static func load(_ path: String, console: Console) throws(ExitCode) -> PolicyEvaluator {
        let name = FileSystem.displayName(path)
        let bytes = try PolicyLoader.read(path, console: console)
        if Policy.looksLikeTable(bytes) {
            let policy = try loadTable(bytes, name: name, console: console)
            let embedded = policy.sourceText.flatMap { FrontEnd.check(SourceFile(name: name, text: $0)).policy }
            return PolicyEvaluator(policy: policy, checkedSource: embedded)
        }
        let checked = try PolicyLoader.check(SourceFile(name: name, bytes: bytes), console: console)
        let table = try PolicyLoader.compile(checked, name: name, console: console)
        return PolicyEvaluator(policy: try loadTable(table, name: name, console: console), checkedSource: checked)
    }

    /// Decides one request.
    func decide(_ request: NavigationRequest) -> Decision {
        policy.decide(request)
    }

    /// Each rule tried for `request` and why it did or did not match; nil without a source.
    func explain(_ request: NavigationRequest) -> [RuleTrace]? {
        checkedSource.map { ReferenceInterpreter.explain($0, request).trace }
    }

    private static func loadTable(_ bytes: [UInt8], name: String, console: Console) throws(ExitCode) -> Policy {
        do throws(TableError) {
            return try Policy(table: bytes)
        } catch {
            console.reportError(PolicyLoader.describe(error, name: name))
            throw .usageOrEnvironment
        }
    }
}
