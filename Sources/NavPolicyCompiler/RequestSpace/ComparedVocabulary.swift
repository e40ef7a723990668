import NavPolicy

/// The parameters and flags of two policies compared by `PolicyComparison`, as the app sees
/// them: a parameter is its key (the app binds `["servers": …]` whichever policy it loads) and
/// a flag its name. Both policies' atoms are renumbered into one list of each, so that
/// `host in servers` in the old policy and in the new one is one free boolean of the joint
/// request space, not two that could disagree.
struct ComparedVocabulary {
    /// The parameters of either policy, the old one's first, one per key.
    let parameters: [CheckedParameter]
    /// The flags of either policy, the old one's first, one per name.
    let flags: [String]

    /// The vocabulary of `policies`.
    init(_ policies: [CheckedPolicy]) {
        var parameters: [CheckedParameter] = []
        var flags: [String] = []
        for policy in policies {
            for parameter in policy.parameters {
                if let at = parameters.firstIndex(where: { $0.key == parameter.key }) {
                    parameters[at].kind = parameters[at].kind ?? parameter.kind
                } else {
                    parameters.append(parameter)
                }
            }
            for flag in policy.flags where !flags.contains(flag) { flags.append(flag) }
        }
        self.parameters = parameters
        self.flags = flags
    }

    /// A policy declaring the joint parameters and flags (realised witnesses name them).
    func declaring(_ policy: CheckedPolicy) -> CheckedPolicy {
        var renumbered = policy
        renumbered.parameters = parameters
        renumbered.flags = flags
        renumbered.rules = policy.rules.map { rule in
            var rule = rule
            rule.condition = rule.condition.mapAtoms(renumbered(_:))
            return rule
        }
        return renumbered
    }

    /// An atom with its parameter and flag indices into the joint lists.
    private func renumbered(_ atom: Atom) -> Atom {
        switch atom {
        case .flag(let flag):
            return .flag(FlagReference(index: flags.firstIndex(of: flag.name) ?? flag.index, name: flag.name))
        case .inParameter(var test):
            test.parameter.index = parameters.firstIndex { $0.key == test.parameter.key } ?? test.parameter.index
            test.parameter.name = parameters.first { $0.key == test.parameter.key }?.name ?? test.parameter.name
            return .inParameter(test)
        case .onCurrent(let inner):
            return .onCurrent(renumbered(inner))
        default:
            return atom
        }
    }

    /// `policy`'s decision of a realised witness: its binding restricted to the keys `policy`
    /// declares, its flags by name; nil when the binding does not bind for `policy` (a key whose
    /// uses give it another kind there).
    static func decide(_ policy: CheckedPolicy, _ witness: RequestWitness) -> Decision? {
        guard let request = witness.parsedRequest else { return nil }
        guard let binding = witness.binding else { return decide(ReferenceInterpreter(policy: policy), request, witness.facts) }
        let items = binding.itemsByKey
        let own = Dictionary(policy.parameters.map { ($0.key, items[$0.key] ?? []) }) { first, _ in first }
        guard let checked = try? InterpreterParameters(policy: policy, parameters: own) else { return nil }
        let flags = PolicyFlags(
            policy.flags.indices.filter { binding.flagNames.contains(policy.flags[$0]) }.compactMap(PolicyFlag.init(index:)))
        let flagged = NavigationRequest(
            url: request.url, current: request.current, target: request.target, navigation: request.navigation,
            view: request.view, flags: flags)
        return decide(ReferenceInterpreter(policy: policy, binding: checked), flagged, witness.facts)
    }

    /// The interpreter's decision of `request`; for a response part, of the response its
    /// facts make (nil without facts, or for a request no response has).
    private static func decide(_ interpreter: ReferenceInterpreter, _ request: NavigationRequest, _ facts: ResponseFacts?) -> Decision? {
        guard interpreter.policy.section == .response else { return interpreter.decide(request) }
        return facts.flatMap { NavigationResponse(request, facts: $0) }.map(interpreter.decide)
    }
}
