import NavPolicy

/// The reference interpreter's decision for the linter's witnesses (under their bindings), trying only the rules that
/// can hold on the request: each rule is indexed by the hosts or paths its condition needs
/// (`host is "a.example" and …` holds only on host `a.example`), and the candidates a request's
/// host and path look up, with the rules that need neither, are tried in rule order with
/// `ReferenceInterpreter.holds`. Every rule left out is false on the request, so the decision
/// is `ReferenceInterpreter.decide`'s; a 10,000-rule policy confirms each of thousands of
/// witnesses at the cost of a few rules instead of the rules before the one deciding.
///
/// What a condition needs is read off its tree, soundly: an `and` needs what one of its
/// operands needs (the one with the fewest keys), an `or` one of what each operand needs, a
/// host list one of its hosts, a `url matches` its host pattern, a path list one of its paths,
/// `path starts-with` its prefix. A `not`, an `otherwise` and every other test need nothing
/// (always a candidate).
struct RuleCandidates {
    /// A need a request's host or path meets, byte-wise as the interpreter compares.
    private enum Key: Hashable {
        /// The host is these bytes.
        case host([UInt8])
        /// The host is these bytes or ends with `.` and them (`*.domain`).
        case hostOrSubdomain([UInt8])
        /// The path is these bytes.
        case path([UInt8])
        /// The path starts with these bytes.
        case pathPrefix([UInt8])
    }

    private let policy: CheckedPolicy
    private var rulesByKey: [Key: [Int]] = [:]
    /// The rules needing no key, ascending.
    private var unkeyed: [Int] = []
    /// The lengths of the path prefixes keyed (a request's path is looked up at these only).
    private var prefixLengths: Set<Int> = []

    /// The index of a policy's rules; with `indexed` false, every rule is a candidate for every
    /// request (nothing to build: for the few decisions a lint of a small policy makes).
    init(policy: CheckedPolicy, indexed: Bool = true) {
        self.policy = policy
        guard indexed else {
            unkeyed = Array(policy.rules.indices)
            return
        }
        for (index, rule) in policy.rules.enumerated() {
            guard let keys = Self.keys(of: rule.condition) else {
                unkeyed.append(index)
                continue
            }
            for key in keys {
                // A key the rule names twice is recorded once: rules come in order, so the
                // rule would be the key's last (no set of a million-host list's keys).
                Self.add(index, to: &rulesByKey[key, default: []])
                if case .pathPrefix(let prefix) = key { prefixLengths.insert(prefix.count) }
            }
        }
    }

    private static func add(_ rule: Int, to rules: inout [Int]) {
        if rules.last != rule { rules.append(rule) }
    }

    /// `ReferenceInterpreter.decide` of the policy, or of the policy without rule `removed`
    /// (then numbered as in that policy: later rules one lower).
    func decide(
        _ request: NavigationRequest, facts: ResponseFacts? = nil, removing removed: Int? = nil, binding: InterpreterParameters = .empty
    ) -> Decision {
        for index in candidates(for: request)
        where index != removed && ReferenceInterpreter.holds(policy.rules[index].condition, for: request, facts: facts, binding: binding) {
            return policy.rules[index].decision(index: removed.map { index > $0 ? index : index + 1 } ?? index + 1)
        }
        return .implicitDefault
    }

    /// The rules that can hold on the request, ascending.
    private func candidates(for request: NavigationRequest) -> [Int] {
        var keys: [Key] = []
        if let host = request.host.map({ Array($0.utf8) }) {
            keys += [.host(host), .hostOrSubdomain(host)]
            for (at, byte) in host.enumerated() where byte == UInt8(ascii: ".") { keys.append(.hostOrSubdomain(Array(host[(at + 1)...]))) }
        }
        let path = Array(request.path.utf8)
        keys.append(.path(path))
        for length in prefixLengths where length <= path.count { keys.append(.pathPrefix(Array(path.prefix(length)))) }
        var found = Set(unkeyed)
        for key in keys { found.formUnion(rulesByKey[key] ?? []) }
        return found.sorted()
    }

    /// Keys one of which every request the condition holds on meets; nil when the condition
    /// needs none.
    private static func keys(of condition: Condition) -> [Key]? {
        switch condition {
        case .always, .not: return nil
        case .atom(let atom): return keys(of: atom)
        case .named(_, let condition): return keys(of: condition)
        case .and(let operands):
            return operands.compactMap(keys(of:)).min { $0.count < $1.count }
        case .or(let operands):
            var all: [Key] = []
            for operand in operands {
                guard let keys = keys(of: operand) else { return nil }
                all += keys
            }
            return all
        }
    }

    private static func keys(of atom: Atom) -> [Key]? {
        switch atom {
        case .host(let patterns): return patterns.map(key(of:))
        case .urlMatches(let pattern):
            guard case .pattern(let host) = pattern.host else { return nil }
            return [key(of: host)]
        case .path(let paths): return paths.map { .path(Array($0.utf8)) }
        case .pathPrefix(let prefix): return [.pathPrefix(Array(prefix.utf8))]
        default: return nil
        }
    }

    private static func key(of pattern: HostPattern) -> Key {
        pattern.includesSubdomains ? .hostOrSubdomain(Array(pattern.domain.utf8)) : .host(Array(pattern.domain.utf8))
    }
}
