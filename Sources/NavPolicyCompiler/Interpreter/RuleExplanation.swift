import NavPolicy

/// Why a rule's condition did or did not match a request, in the author's words: each test in
/// source order with its truth (`navigation is link: true; scheme in ["http", "https"]: false`).
///
/// A test against a named list, or against an inline list of more than
/// `ReferenceInterpreter.explainedListLimit` items, is one entry however long the list:
/// the list's name (or `[N items]`) and the item that matched, or that none did
/// (`path starts-with blocked: true ("/p4999/" matched)`). So an explanation grows with
/// the rule as written, never with the lists it names.
///
/// A use of a named condition is one entry too: its name, line and truth, and its own tests
/// in brackets (`same-server: false (condition 'same-server' (line 3) is false because
/// [host in servers: false; scheme is "https": true])`). Parameters are named, never their items.
struct RuleExplanation {
    /// A matched item is quoted at most this many characters long.
    static let itemTextLimit = 80

    /// The names of list tests (`CheckedPolicy.listNames`).
    let listNames: [Condition: String]
    /// The parameters' items.
    let binding: ParameterBinding
    /// The request explained.
    let request: NavigationRequest

    /// The explanation of `condition` for `request`: its tests' truths joined by `; `.
    static func reason(_ condition: Condition, policy: CheckedPolicy, binding: ParameterBinding = .empty, for request: NavigationRequest) -> String {
        RuleExplanation(listNames: policy.listNames, binding: binding, request: request).reason(condition)
    }

    private func reason(_ condition: Condition) -> String {
        var parts: [String] = []
        collect(condition, negated: false, into: &parts)
        return parts.joined(separator: "; ")
    }

    private func holds(_ atom: Atom) -> Bool {
        ReferenceInterpreter.holds(atom, for: request, binding: binding)
    }

    /// Appends the explanation of each test of `condition`, in source order: a list test as
    /// one entry, an atom with its truth, `not` around either as its negated form.
    private func collect(_ condition: Condition, negated: Bool, into parts: inout [String]) {
        if let name = listNames[condition], let list = ListTest(condition) {
            parts.append(explanation(of: list, name: name, negated: negated))
            return
        }
        if let list = ListTest(condition), list.items.count > ReferenceInterpreter.explainedListLimit {
            parts.append(explanation(of: list, name: nil, negated: negated))
            return
        }
        switch condition {
        case .always:
            break
        case .atom(let atom):
            let truth = holds(atom) != negated
            parts.append("\(negated ? atom.negatedExplanationText : atom.explanationText): \(truth)")
        case .not(let operand):
            // `not` directly around a test negates it; around `and` / `or` the operands are
            // shown as written, each with its own truth.
            let isTest: Bool
            switch operand {
            case .atom, .named: isTest = true
            default: isTest = listNames[operand] != nil || ListTest(operand) != nil
            }
            collect(operand, negated: isTest, into: &parts)
        case .and(let operands), .or(let operands):
            for operand in operands { collect(operand, negated: false, into: &parts) }
        case .named(let name, let inner):
            let value = ReferenceInterpreter.holds(inner, for: request, binding: binding)
            var own: [String] = []
            collect(inner, negated: false, into: &own)
            parts.append("\(negated ? "not " : "")\(name.name): \(value != negated) (condition '\(name.name)' (line \(name.definedAt.start.line)) "
                + "is \(value) because [\(own.joined(separator: "; "))])")
        }
    }

    /// `host in ad-hosts: true ("*.ads.example" matched)`, `path starts-with [5000 items]:
    /// false (none of its 5000 items matched)`.
    private func explanation(of list: ListTest, name: String?, negated: Bool) -> String {
        let matched = list.items.firstIndex { holds($0) }
        let truth = (matched != nil) != negated
        let count = list.items.count
        let which = matched.map { "\(shortened(list.itemTexts[$0])) matched" }
            ?? "none of its \(count) \(count == 1 ? "item" : "items") matched"
        return "\(list.text(list: name ?? "[\(count) items]", negated: negated)): \(truth) (\(which))"
    }

    /// `text` cut to `itemTextLimit` characters (`"/aaaa…`), so one long item cannot make a
    /// long line.
    private func shortened(_ text: String) -> String {
        text.count <= Self.itemTextLimit ? text : String(text.prefix(Self.itemTextLimit)) + "…"
    }
}
