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
    package var checked: InterpreterParameters

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
            text +=
                ", with "
                + parameters.map { "\($0.name) = [" + $0.items.map(JSONText.quoted).joined(separator: ", ") + "]" }
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
            members.append(
                "\"params\": {"
                    + parameters.map { JSONText.quoted($0.key) + ": [" + $0.items.map(JSONText.quoted).joined(separator: ", ") + "]" }
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

    /// The binding of `policy`'s parameters that puts, for each true test, one item that makes
    /// it true on the request (`choices[i]` picks among `itemChoices` of test `i`; the first is
    /// the request's own value: host as an exact pattern, scheme, port digits, path, a query
    /// name of the query) and nothing else, with the flags of `flagsOn` (indices into
    /// `policy.flags`) on. Nil when a true test has no such item (no host, no current URL, a
    /// query without names) or the runtime would refuse one.
    package static func realised(
        for request: NavigationRequest, trueTests: [TrueTest], flagsOn: [Int], policy: CheckedPolicy,
        choices: [Int] = []
    ) -> WitnessBinding? {
        var items = policy.parameters.map { Items(name: $0.name, key: $0.key, items: []) }
        for (position, trueTest) in trueTests.enumerated() {
            let options = itemChoices(for: trueTest, in: request)
            let choice = choices.indices.contains(position) ? choices[position] : 0
            guard options.indices.contains(choice) else { return nil }
            let item = options[choice]
            let index = trueTest.test.parameter.index
            guard items.indices.contains(index) else { return nil }
            if !items[index].items.contains(item) { items[index].items.append(item) }
        }
        // An item the runtime would refuse (a host it cannot read back) makes no binding.
        guard
            let checked = try? InterpreterParameters(
                policy: policy, parameters: Dictionary(items.map { ($0.key, $0.items) }) { first, _ in first })
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

    /// The items that can make `trueTest` true on `request`, the request's own value first,
    /// then values that make it true while a stricter test of the same part may be false: a
    /// proper prefix of the path (`starts-with` true, `under` and `is` false), a proper suffix,
    /// the path in other letter case, a wildcard over the host or a parent domain, every query
    /// name. Empty when the test's URL lacks the part.
    static func itemChoices(for trueTest: TrueTest, in request: NavigationRequest) -> [String] {
        let url: SplitURL
        if trueTest.onCurrent {
            guard let page = request.current.url else { return [] }
            url = page
        } else {
            url = request.url
        }
        var options: [String]
        switch trueTest.test.form {
        case .host:
            guard let host = url.host else { return [] }
            options = [host, "*." + host]
            var parent = Substring(host)
            while let dot = parent.firstIndex(of: "."), options.count < 5 {
                parent = parent[parent.index(after: dot)...]
                if parent.contains(".") { options.append("*." + parent) }
            }
        case .scheme: options = [url.scheme]
        case .port: options = url.port.map { [String($0)] } ?? []
        case .queryName: options = url.query.map(QueryNames.names(in:)) ?? []
        case .path(let relation, let folded):
            let path = url.path
            options = [path]
            switch relation {
            case .exact: break
            case .prefix, .under:
                // `path + "/"`: under it (a trailing `/` is dropped) but not starting with it.
                if relation == .under { options.append(path + "/") }
                if path.count > 1 { options.append(String(path.dropLast())) }
                if let slash = path.dropLast().lastIndex(of: "/"), slash > path.startIndex { options.append(String(path[..<slash])) }
            case .suffix:
                if path.count > 1 { options.append(String(path.dropFirst())) }
            }
            if folded { options += options.map { $0.uppercased() } }
        }
        var seen = Set<String>()
        return options.filter { seen.insert($0).inserted }
    }
}
