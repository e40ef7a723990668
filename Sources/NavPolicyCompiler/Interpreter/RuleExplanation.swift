import NavPolicy

/// Why a rule's condition did or did not match a request, in the author's words: the tests
/// that decided it, in source order, each with its truth. It short-circuits as the decision
/// does: a rule that matched shows every test of its `and` (`navigation is link: true; scheme
/// in ["http", "https"]: true`) but only the first true operand of an `or`; a rule that did
/// not shows only the first false operand of an `and` (`scheme in ["http", "https"]: false`).
/// So a nested condition's explanation is a few entries, never every operand.
///
/// A test against a named list, or against an inline list of more than
/// `ReferenceInterpreter.explainedListLimit` items, is one entry however long the list:
/// the list's name (or `[N items]`) and the item that matched, or that none did
/// (`path starts-with blocked: true ("/p4999/" matched)`). So an explanation grows with
/// the rule as written, never with the lists it names.
///
/// A use of a named condition is one entry too: its name, line and truth, and its own tests
/// in brackets (`same-server: false (condition 'same-server' (line 3) is false because
/// [host in servers: false])`). Parameters are named, never their items.
struct RuleExplanation {
    /// A matched item is quoted at most this many characters long.
    static let itemTextLimit = 80

    /// The names of list tests (`CheckedPolicy.listNames`).
    let listNames: [Condition: String]
    /// The parameters' items.
    let binding: InterpreterParameters
    /// The request explained, and its response's facts when it stands for one.
    let request: NavigationRequest
    let facts: ResponseFacts?

    /// The explanation of `condition` for `request`: its tests' truths joined by `; `.
    static func reason(
        _ condition: Condition, policy: CheckedPolicy, binding: InterpreterParameters = .empty, for request: NavigationRequest,
        facts: ResponseFacts? = nil
    ) -> String {
        RuleExplanation(listNames: policy.listNames, binding: binding, request: request, facts: facts).reason(condition)
    }

    private func reason(_ condition: Condition) -> String {
        entries(condition, negated: false, nested: false).joined(separator: "; ")
    }

    private func holds(_ atom: Atom) -> Bool {
        ReferenceInterpreter.holds(atom, for: request, facts: facts, binding: binding)
    }

    private func holds(_ condition: Condition) -> Bool {
        ReferenceInterpreter.holds(condition, for: request, facts: facts, binding: binding)
    }

    /// The explanation of `condition` as entries, in source order: a list test as one entry,
    /// an atom with its truth, `not` around a test as its negated form. An `and` or `or`
    /// short-circuits as the decision does, showing only the operands that decided it: a false
    /// `and` is its first false operand, a true `or` its first true one; a true `and` and a
    /// false `or` show every operand. A group inside one of the other word with more than one
    /// entry is one entry in parentheses, joined by its own word (`(a: false or b: false)`);
    /// inside one of the same word it is spliced in.
    private func entries(_ condition: Condition, negated: Bool, nested: Bool) -> [String] {
        if let (list, name) = wholeList(condition) {
            return [explanation(of: list, name: name, negated: negated)]
        }
        switch condition {
        case .always:
            return []
        case .atom(let atom):
            return ["\(negated ? atom.negatedExplanationText : atom.explanationText): \(holds(atom) != negated)"]
        case .not(let operand):
            // `not` directly around a test negates it; around `and` / `or` the group is shown
            // inside `not (…)` with the negation's truth.
            if isOneEntry(operand) { return entries(operand, negated: true, nested: nested) }
            switch operand {
            case .and, .or: return ["not (\(joined(deciding(operand)))): \(!holds(operand))"]
            default: return entries(operand, negated: false, nested: nested)
            }
        case .and, .or:
            let group = deciding(condition)
            return nested && group.entries.count > 1 ? ["(\(joined(group)))"] : group.entries
        case .named(let name, let inner):
            let value = holds(inner)
            let own = entries(inner, negated: false, nested: false)
            return [
                "\(negated ? "not " : "")\(name.name): \(value != negated) (condition '\(name.name)' (line \(name.definedAt.start.line)) "
                    + "is \(value) because [\(own.joined(separator: "; "))])"
            ]
        }
    }

    /// A list test shown as one entry, with its name: one against a named list, or an inline
    /// list longer than `ReferenceInterpreter.explainedListLimit` (no name); nil for any other.
    private func wholeList(_ condition: Condition) -> (ListTest, String?)? {
        guard let list = ListTest(condition) else { return nil }
        if let name = listNames[condition] { return (list, name) }
        return list.items.count > ReferenceInterpreter.explainedListLimit ? (list, nil) : nil
    }

    /// Whether `condition` is explained as one entry that `not` can negate in place: an atom,
    /// a named condition, or a list test shown whole.
    private func isOneEntry(_ condition: Condition) -> Bool {
        switch condition {
        case .atom, .named: true
        default: wholeList(condition) != nil
        }
    }

    /// A group's entries joined by its word.
    private func joined(_ group: (entries: [String], isAnd: Bool)) -> String {
        group.entries.joined(separator: group.isAnd ? " and " : " or ")
    }

    /// The entries of the operands that decided an `and` or `or` (`group`), and which it is.
    private func deciding(_ group: Condition) -> (entries: [String], isAnd: Bool) {
        let (operands, isAnd): ([Condition], Bool) =
            switch group {
            case .and(let operands): (operands, true)
            case .or(let operands): (operands, false)
            default: ([group], true)
            }
        // The first operand that settles the group: false for `and`, true for `or`.
        let decider = operands.first { holds($0) != isAnd }
        let shown = decider.map { [$0] } ?? operands
        return (
            shown.flatMap { operand -> [String] in
                // A group of the same word reads as part of this one: no parentheses.
                switch operand {
                case .and where isAnd && !isOneEntry(operand), .or where !isAnd && !isOneEntry(operand): deciding(operand).entries
                default: entries(operand, negated: false, nested: true)
                }
            }, isAnd
        )
    }

    /// `host in ad-hosts: true ("*.ads.example" matched)`, `path starts-with [5000 items]:
    /// false (none of its 5000 items matched)`.
    private func explanation(of list: ListTest, name: String?, negated: Bool) -> String {
        let matched = list.items.firstIndex { holds($0) }
        let truth = (matched != nil) != negated
        let count = list.items.count
        let which =
            matched.map { "\(shortened(list.itemTexts[$0])) matched" }
            ?? "none of its \(count) \(count == 1 ? "item" : "items") matched"
        return "\(list.text(list: name ?? "[\(count) items]", negated: negated)): \(truth) (\(which))"
    }

    /// `text` cut to `itemTextLimit` characters (`"/aaaa…`), so one long item cannot make a
    /// long line.
    private func shortened(_ text: String) -> String {
        text.count <= Self.itemTextLimit ? text : String(text.prefix(Self.itemTextLimit)) + "…"
    }
}
