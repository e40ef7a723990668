import NavPolicy

/// Why a rule's condition did or did not match a request, in the author's words: each test in
/// source order with its truth (`navigation is link: true; scheme in ["http", "https"]: false`).
///
/// A test against a named list, or against an inline list of more than
/// `ReferenceInterpreter.explainedListLimit` items, is one entry however long the list:
/// the list's name (or `[N items]`) and the item that matched, or that none did
/// (`path starts-with blocked: true ("/p4999/" matched)`). So an explanation grows with
/// the rule as written, never with the lists it names.
enum RuleExplanation {
    /// A matched item is quoted at most this many characters long.
    static let itemTextLimit = 80

    /// The explanation of `condition` for `request`: its tests' truths joined by `; `.
    static func reason(_ condition: Condition, listNames: [Condition: String], for request: NavigationRequest) -> String {
        var parts: [String] = []
        collect(condition, negated: false, listNames: listNames, request: request, into: &parts)
        return parts.joined(separator: "; ")
    }

    /// Appends the explanation of each test of `condition`, in source order: a list test as
    /// one entry, an atom with its truth, `not` around either as its negated form.
    private static func collect(
        _ condition: Condition, negated: Bool, listNames: [Condition: String], request: NavigationRequest, into parts: inout [String]
    ) {
        if let name = listNames[condition], let list = ListTest(condition) {
            parts.append(explanation(of: list, name: name, negated: negated, request: request))
            return
        }
        if let list = ListTest(condition), list.items.count > ReferenceInterpreter.explainedListLimit {
            parts.append(explanation(of: list, name: nil, negated: negated, request: request))
            return
        }
        switch condition {
        case .always:
            break
        case .atom(let atom):
            let truth = ReferenceInterpreter.holds(atom, for: request) != negated
            parts.append("\(negated ? atom.negatedExplanationText : atom.explanationText): \(truth)")
        case .not(let operand):
            // `not` directly around a test negates it; around `and` / `or` the operands are
            // shown as written, each with its own truth.
            let isTest: Bool
            if case .atom = operand { isTest = true } else { isTest = listNames[operand] != nil || ListTest(operand) != nil }
            collect(operand, negated: isTest, listNames: listNames, request: request, into: &parts)
        case .and(let operands), .or(let operands):
            for operand in operands { collect(operand, negated: false, listNames: listNames, request: request, into: &parts) }
        }
    }

    /// `host in ad-hosts: true ("*.ads.example" matched)`, `path starts-with [5000 items]:
    /// false (none of its 5000 items matched)`.
    private static func explanation(of list: ListTest, name: String?, negated: Bool, request: NavigationRequest) -> String {
        let matched = list.items.firstIndex { ReferenceInterpreter.holds($0, for: request) }
        let truth = (matched != nil) != negated
        let count = list.items.count
        let which = matched.map { "\(shortened(list.itemTexts[$0])) matched" }
            ?? "none of its \(count) \(count == 1 ? "item" : "items") matched"
        return "\(list.text(list: name ?? "[\(count) items]", negated: negated)): \(truth) (\(which))"
    }

    /// `text` cut to `itemTextLimit` characters (`"/aaaa…`), so one long item cannot make a
    /// long line.
    private static func shortened(_ text: String) -> String {
        text.count <= itemTextLimit ? text : String(text.prefix(itemTextLimit)) + "…"
    }
}
