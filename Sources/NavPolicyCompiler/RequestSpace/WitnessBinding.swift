import NavPolicy

/// The parameters and flags of an example request, made concrete: the analysis treats a
/// parameter test (`host in servers`) and a flag as free booleans, so a witness says which are
/// true; this is the binding that makes exactly those tests true on the witness's request, and
/// the flags that are on. Built by `realised(...)`, then confirmed by the reference interpreter
/// by its users (two true tests of one parameter may make a third true, which the witness said
/// was false).
package struct WitnessBinding: Sendable, Hashable {
    /// One declared parameter's items.
    package struct Items: Sendable, Hashable {
        /// The policy's name for it (`servers`), as notes print it.
        package var name: String
        /// The key the app gives it by (`Policy(table:parameters:)`, `--param`, `"params"`).
        package var key: String
        /// The items: one per true test, deduplicated, in test order.
        package var items: [String]
    }

    /// Every declared parameter, in declaration order.
    package var parameters: [Items]
    /// The names of the flags that are on, in declaration order.
    package var flagNames: [String]
    /// The same flags as the runtime carries them.
    package var flags: PolicyFlags
    /// The parameters as the reference interpreter evaluates them (checked as the runtime
    /// binds them).
    package var checked: ParameterBinding

    /// The binding by key, as `Policy(table:parameters:)` and the interpreter take it.
    package var itemsByKey: [String: [String]] {
        Dictionary(parameters.map { ($0.key, $0.items) }) { first, _ in first }
    }

    /// Whether the policy declares no parameter and no flag (then notes say nothing of them).
    package var isEmpty: Bool { parameters.isEmpty && flagNames.isEmpty && declaresNoFlags }
    private var declaresNoFlags = true

    /// The note's suffix: `, with servers = ["example.com"], flags: call-active` (`flags: none`
    /// when the policy declares flags and none is on); empty for a policy with neither.
    package var noteText: String {
        var text = ""
        if !parameters.isEmpty {
            text += ", with " + parameters.map { "\($0.name) = [" + $0.items.map(JSONText.quoted).joined(separator: ", ") + "]" }
                .joined(separator: ", ")
        }
        if !declaresNoFlags { text += ", flags: " + (flagNames.isEmpty ? "none" : flagNames.joined(separator: ", ")) }
        return text
    }

    /// The binding as members of a JSON request line (`"params": {"servers": ["example.com"]},
    /// "flags": ["call-active"]`, keys as the app gives them), so that an example can be
    /// decided again with `eval --requests`; empty for a policy with neither.
    package var jsonMembers: String {
        var members: [String] = []
        if !parameters.isEmpty {
            members.append("\"params\": {" + parameters.map { JSONText.quoted($0.key) + ": [" + $0.items.map(JSONText.quoted).joined(separator: ", ") + "]" }
                .joined(separator: ", ") + "}")
        }
        if !declaresNoFlags { members.append("\"flags\": [" + flagNames.map(JSONText.quoted).joined(separator: ", ") + "]") }
        return members.joined(separator: ", ")
    }

    /// A test of a parameter a witness says is true, on the request's URL or its current URL.
    package struct TrueTest: Sendable, Hashable {
        /// The test.
        package var test: ParameterTest
        /// Whether it tests the current URL (`current host in servers`).
        package var onCurrent: Bool

        /// A true test.
        package init(_ test: ParameterTest, onCurrent: Bool) {
            self.test = test
            self.onCurrent = onCurrent
        }
    }

    /// The binding of `policy`'s parameters that puts, for each true test, the request's value
    /// of that test's part in its parameter (host as an exact pattern, scheme, port digits,
    /// path, a query name of the query) and nothing else, with the flags of `flagsOn` (indices
    /// into `policy.flags`) on. Nil when a true test has no value to take (no host, no current
    /// URL, a query without names): no binding makes it true on this request.
    package static func realised(for request: NavigationRequest, trueTests: [TrueTest], flagsOn: [Int], policy: CheckedPolicy) -> WitnessBinding? {
        var items = policy.parameters.map { Items(name: $0.name, key: $0.key, items: []) }
        for trueTest in trueTests {
            let url: SplitURL
            if trueTest.onCurrent {
                guard let page = request.current.url else { return nil }
                url = page
            } else {
                url = request.url
            }
            guard let item = item(of: trueTest.test.form, in: url) else { return nil }
            let index = trueTest.test.parameter.index
            guard items.indices.contains(index) else { return nil }
            if !items[index].items.contains(item) { items[index].items.append(item) }
        }
        // An item the runtime would refuse (a host it cannot read back) makes no binding.
        guard let checked = try? ParameterBinding(policy: policy, parameters: Dictionary(items.map { ($0.key, $0.items) }) { first, _ in first })
        else { return nil }
        var binding = WitnessBinding(parameters: items, flagNames: [], flags: [], checked: checked)
        binding.declaresNoFlags = policy.flags.isEmpty
        for index in flagsOn.sorted() where policy.flags.indices.contains(index) {
            guard let flag = PolicyFlag(index: index) else { return nil }
            binding.flagNames.append(policy.flags[index])
            binding.flags.insert(flag)
        }
        return binding
    }

    /// The one item that makes a test of `form` true on `url`, if any.
    private static func item(of form: ParameterTest.Form, in url: SplitURL) -> String? {
        switch form {
        case .host: url.host
        case .scheme: url.scheme
        case .port: url.port.map { String($0) }
        // The whole path is the path, starts with it, ends with it and is under it.
        case .path: url.path
        case .queryName: url.query.flatMap { QueryNames.names(in: $0).first }
        }
    }
}
