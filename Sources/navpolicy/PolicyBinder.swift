import NavPolicy
import NavPolicyCompiler

/// Binds one table to the parameters each request gives, as an app binds it
/// (`Policy.rebound(to:)`), and resolves flag names (`policy.flag(_:)`), so the CLI decides
/// exactly as the runtime does. The table was loaded once, through the pipeline, bound to the
/// command line's parameters (or, with none given, each to no items); rebinding costs the items
/// only, and consecutive requests with the same parameters (a batch or a case file usually has
/// one binding) reuse the policy bound last.
final class PolicyBinder {
    /// The table as loaded: what does not depend on the binding (name, rules, flag names,
    /// embedded source).
    let loaded: Policy
    /// The binding of the command line (`--param`, `--flag`), which a line's own replaces.
    let commandLine: RequestBinding
    /// The policy bound last and its parameters.
    private var last: (parameters: [String: [String]], policy: Policy)?

    /// A binder for `loaded`, which the pipeline bound to `commandLine`'s parameters when it
    /// gives any.
    init(loaded: Policy, commandLine: RequestBinding) {
        self.loaded = loaded
        self.commandLine = commandLine
        if let parameters = commandLine.parameters { last = (parameters.items, loaded) }
    }

    /// Checks the command line's flags against the policy: an unknown one is a usage error
    /// with a did-you-mean. (Its parameters were checked when the pipeline bound them.)
    func checkCommandLineFlags() throws(UsageError) {
        do throws(RequestDecoder.Failure) {
            _ = try flags(commandLine.flags ?? [])
        } catch {
            throw UsageError(error.message)
        }
    }

    /// The policy and flags for a request that gives `line` (nothing, for `eval --url`).
    func resolve(_ line: RequestBinding = RequestBinding()) throws(RequestDecoder.Failure) -> (policy: Policy, flags: PolicyFlags) {
        let binding = commandLine.overridden(by: line)
        return (try policy(binding.parameters), try flags(binding.flags ?? []))
    }

    /// The table bound to `parameters`; nil means none given, which only a table without
    /// parameters accepts.
    private func policy(_ parameters: RequestBinding.Parameters?) throws(RequestDecoder.Failure) -> Policy {
        let items = parameters?.items ?? [:]
        if items.isEmpty, loaded.parameterKeys.isEmpty { return loaded }
        if let last, last.parameters == items { return last.policy }
        do throws(ParameterError) {
            // The table was validated once, as `loaded`: a new binding costs its items only.
            let policy = try loaded.rebound(to: items)
            last = (items, policy)
            return policy
        } catch {
            throw Self.failure(error)
        }
    }

    /// The flags named, resolved once each against the table.
    private func flags(_ names: [String]) throws(RequestDecoder.Failure) -> PolicyFlags {
        var flags = PolicyFlags()
        for name in names {
            do throws(ParameterError) {
                flags.insert(try loaded.flag(name))
            } catch {
                throw Self.failure(error)
            }
        }
        return flags
    }

    /// The CLI's sentence for a binding the runtime refused, in `RequestDecoder`'s words.
    static func failure(_ error: ParameterError) -> RequestDecoder.Failure {
        switch error {
        case .missing(let key):
            RequestDecoder.Failure(
                message: "missing parameter \(RequestDecoder.quoted(key)): give its items with "
                    + "'--param \(key)=ITEM[,ITEM...]' or a line's \"params\" ('--param \(key)=' for none)")
        case .undeclared(let key, let suggestion):
            RequestDecoder.unknown("parameter", key, suggestion: suggestion)
        case .invalidItem(let key, let item, let reason):
            RequestDecoder.Failure(
                message: "invalid item \(RequestDecoder.quoted(item)) for parameter \(RequestDecoder.quoted(key)): \(reason)")
        case .undeclaredFlag(let name, let suggestion):
            RequestDecoder.unknown("flag", name, suggestion: suggestion)
        }
    }
}
