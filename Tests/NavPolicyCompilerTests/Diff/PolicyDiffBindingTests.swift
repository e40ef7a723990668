import NavPolicy
import NavPolicyCompiler
import Testing

/// `diff` over parameters and flags: a change is reported when some binding and request decide
/// differently, its example carries that binding and those flags (and they decide it as
/// reported), a parameter is matched across the two policies by key and a flag by name, and
/// policies that differ only in names of parameters are equivalent.
@Suite struct PolicyDiffBindingTests {
    /// `host in servers then allow`, `otherwise cancel`.
    static let servers = """
        let servers = param "servers"
        when host in servers then allow
        otherwise cancel
        """

    private func checked(_ text: String) throws -> CheckedPolicy {
        let result = PolicyPipeline().check(SourceFile(name: "p.navpolicy", text: text + "\n"))
        return try #require(result.policy, "\(result.diagnostics.map(\.message))")
    }

    /// Decides a change's example under its binding and flags, by the policy's own names.
    private func decide(_ policy: CheckedPolicy, _ change: PolicyDiff.Change) throws -> Decision {
        let binding = try #require(change.example.binding)
        var items: [String: [String]] = [:]
        for parameter in policy.parameters { items[parameter.key] = binding.itemsByKey[parameter.key] ?? [] }
        let flags = PolicyFlags(
            policy.flags.indices.filter { binding.flagNames.contains(policy.flags[$0]) }.compactMap { PolicyFlag(index: $0) })
        let request = change.example.request
        return try ReferenceInterpreter(policy: policy, parameters: items)
            .decide(
                NavigationRequest(
                    url: request.url, current: request.current, target: request.target, navigation: request.navigation,
                    view: request.view, flags: flags))
    }

    @Test func aFlagAddedToARuleIsAChangeWithTheFlagOff() throws {
        let old = try checked(
            """
            let servers = param "servers"
            flag call-active
            when host in servers then allow
            otherwise cancel
            """)
        let new = try checked(
            """
            let servers = param "servers"
            flag call-active
            when host in servers and call-active then allow
            otherwise cancel
            """)
        let diff = PolicyDiff(old: old, new: new)
        #expect(!diff.isIncomplete)
        try #require(diff.changes.count == 1, "\(diff.changes.map(\.description))")
        let change = diff.changes[0]
        #expect(change.description == "allow → cancel (old rule 1, line 3; new rule 2, line 4)")
        #expect(change.example.binding?.flagNames == [])
        let host = try #require(change.example.request.host)
        #expect(change.example.binding?.itemsByKey["servers"] == [host])
        #expect(change.example.noteText.hasSuffix(", with servers = [\"\(host)\"], flags: none"), "\(change.example.noteText)")
        #expect(try decide(old, change) == change.old)
        #expect(try decide(new, change) == change.new)
    }

    @Test func aParameterIsItsKeyAcrossPolicies() throws {
        let old = try checked(Self.servers)
        let renamed = try checked(
            """
            let hosts = param "servers"
            when host in hosts then allow
            otherwise cancel
            """)
        #expect(PolicyDiff(old: old, new: renamed).isEquivalent)
        // Another key is another list: some binding puts a host in one and not the other.
        let rekeyed = try checked(
            """
            let servers = param "chat-servers"
            when host in servers then allow
            otherwise cancel
            """)
        let diff = PolicyDiff(old: old, new: rekeyed)
        #expect(!diff.isIncomplete)
        #expect(diff.changes.count == 2, "\(diff.changes.map(\.description))")
        for change in diff.changes {
            #expect(try decide(old, change) == change.old, "\(change.example.noteText)")
            #expect(try decide(rekeyed, change) == change.new, "\(change.example.noteText)")
        }
    }

    @Test func aConstantForAParameterIsAChangeOnSomeBinding() throws {
        let old = try checked(Self.servers)
        let new = try checked(
            """
            when host is "chat.example.com" then allow
            otherwise cancel
            """)
        let diff = PolicyDiff(old: old, new: new)
        #expect(!diff.isIncomplete)
        #expect(!diff.changes.isEmpty)
        #expect(diff.changes.contains { $0.old.action == .allow && $0.new.action == .cancel })
        #expect(diff.changes.contains { $0.old.action == .cancel && $0.new.action == .allow })
        for change in diff.changes {
            #expect(try decide(old, change) == change.old, "\(change.example.noteText)")
            #expect(try decide(new, change) == change.new, "\(change.example.noteText)")
        }
    }
}
