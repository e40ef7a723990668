import NavPolicy
import NavPolicyCompiler

/// Binds one table to the parameters each request gives, as an app binds it
/// (`Policy(table:parameters:)`), and resolves flag names (`policy.flag(_:)`), so the CLI
/// decides exactly as the runtime does. The table is validated once; binding
/// (`Policy.rebound(to:)`) costs the items, and consecutive requests with the same parameters
/// (a batch or a case file usually has one binding) reuse the policy bound last.
final class PolicyBinder {
    /// The table bytes (mapped from the file, or compiled in memory).
    let table: TableBytes
    /// The table with every parameter bound to the empty list: what does not depend on the
    /// binding (name, rules, flag names, embedded source). The table itself when it declares
    /// no parameters.
    let unbound: Policy
    /// The binding of the command line (`--param`, `--flag`), which a line's own replaces.
    let commandLine: RequestBinding
    /// The policy bound last and its parameters.
    private var last: (parameters: [String: [String]], policy: Policy)?

    /// A binder for `table`, loaded as `unbound`.
    init(table: TableBytes, unbound: Policy, commandLine: RequestBinding) {
        self.table = table
        self.unbound = unbound
        self.commandLine = commandLine
    }

    /// The table loaded for the binder: as is when it declares no parameters, else with every
    /// parameter bound empty. A table the runtime rejects throws its error.
    static func unboundPolicy(_ bytes: TableBytes) throws(TableError) -> Policy {
        do throws(TableError) {
            return try Policy(tableBytes: bytes)
        } catch {
            guard case .parametersRequired(let keys) = error else { throw error }
            do throws(PolicyLoadError) {
                return try Policy(tableBytes: bytes, parameters: Dictionary(uniqueKeysWithValues: keys.map { ($0, []) }))
            } catch {
                switch error {
                case .table(let tableError): throw tableError
                // Every declared key was given, and an empty list is a valid value.
                case .parameter: throw TableError.parametersRequired(keys: keys)
                }
            }
        }
    }

    /// Checks the command line's binding against the policy: an unknown key or flag, or an
    /// invalid item, is a usage error with a did-you-mean. A missing parameter is not: each
    /// request may give its own.
    func checkCommandLine() throws(UsageError) {
        do throws(RequestDecoder.Failure) {
            if commandLine.parameters != nil { _ = try policy(commandLine.parameters) }
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
        if items.isEmpty, unbound.parameterKeys.isEmpty { return unbound }
        if let last, last.parameters == items { return last.policy }
        do throws(ParameterError) {
            // The table was validated once, as `unbound`: a new binding costs its items only.
            let policy = try unbound.rebound(to: items)
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
                flags.insert(try unbound.flag(name))
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
            RequestDecoder.Failure(message: "missing parameter \(RequestDecoder.quoted(key)): give its items with "
                + "'--param \(key)=ITEM[,ITEM...]' or a line's \"params\" ('--param \(key)=' for none)")
        case .undeclared(let key, let suggestion):
            RequestDecoder.unknown("parameter", key, suggestion: suggestion)
        case .invalidItem(let key, let item, let reason):
            RequestDecoder.Failure(message: "invalid item \(RequestDecoder.quoted(item)) for parameter \(RequestDecoder.quoted(key)): \(reason)")
        case .undeclaredFlag(let name, let suggestion):
            RequestDecoder.unknown("flag", name, suggestion: suggestion)
        }
    }
}
