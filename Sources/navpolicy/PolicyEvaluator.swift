import NavPolicy
import NavPolicyCompiler

/// A policy ready to decide requests, loaded from a compiled table or from a source compiled
/// in memory (told apart by content). Both decide with the runtime `Policy`, so a source and
/// its table give the same answers; the checked source, when known, serves `--explain`.
/// A table's embedded source is checked only when something asks for it, so deciding from
/// a table with its source starts as fast as from one without.
final class PolicyEvaluator {
    /// The runtime policy that decides.
    let policy: Policy
    /// The source's name, for diagnostics of the embedded source.
    private let name: String
    /// Where a corrupt embedded source is reported.
    private let console: Console
    /// The checked source once known (`.some(nil)`: the table has none, or it does not check).
    private var checked: CheckedPolicy??

    private init(policy: Policy, name: String, console: Console, checked: CheckedPolicy??) {
        self.policy = policy
        self.name = name
        self.console = console
        self.checked = checked
    }

    /// The checked source, for explanations and coverage; nil for a table without embedded
    /// source. Read and checked on first use: a corrupt source (its own checksum, which loading
    /// does not read) is reported as a corrupt table, exit 2, each time it is asked for.
    func checkedSource() throws(ExitCode) -> CheckedPolicy? {
        if let checked { return checked }
        let text: String?
        do throws(TableError) {
            text = try policy.sourceText()
        } catch {
            console.reportError(PolicyLoader.describe(error, name: name) + " (in its embedded source; decisions are unaffected)")
            throw .usageOrEnvironment
        }
        // Its diagnostics are not shown, so keeping the default few bounds the work on a
        // source of garbage (a crafted table's) as `check` bounds it.
        let embedded = text.flatMap {
            FrontEnd.check(SourceFile(name: name, text: $0), errorLimit: DiagnosticList.defaultErrorLimit).policy
        }
        checked = .some(embedded)
        return embedded
    }

    /// Loads `path` (`-` is standard input). Reports failures and throws the exit code:
    /// 2 unreadable or corrupt table, 1 source errors.
    static func load(_ path: String, console: Console) throws(ExitCode) -> PolicyEvaluator {
        let name = FileSystem.displayName(path)
        let bytes = try PolicyLoader.read(path, console: console)
        if Policy.looksLikeTable(bytes) {
            return PolicyEvaluator(policy: try loadTable(bytes, name: name, console: console), name: name, console: console, checked: nil)
        }
        let checked = try PolicyLoader.check(SourceFile(name: name, bytes: bytes), console: console)
        let table = try PolicyLoader.compile(checked, name: name, console: console)
        return PolicyEvaluator(policy: try loadTable(table, name: name, console: console), name: name, console: console, checked: .some(checked))
    }

    /// Decides one request.
    func decide(_ request: NavigationRequest) -> Decision {
        policy.decide(request)
    }

    /// Each rule tried for `request` and why it did or did not match; nil without a source.
    func explain(_ request: NavigationRequest) throws(ExitCode) -> [RuleTrace]? {
        try checkedSource().map { ReferenceInterpreter.explain($0, request).trace }
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
