import NavPolicy

/// Resolves an action as written (`allow`, `open in-app`) to an `Action`.
enum ActionResolver {
    /// The actions a response rule may give: what `decidePolicyFor navigationResponse` can answer.
    static let responseActions: [Action] = [.allow, .cancel, .download]

    /// The action of a rule in `section`, or nil after reporting `unknown-action` (with a
    /// did-you-mean when one is close) or, in a response rule, `action-not-in-response`. A
    /// missing action was reported by the parser and gives nil silently.
    static func resolve(_ syntax: ActionSyntax?, in section: PolicySection, into diagnostics: inout [Diagnostic]) -> Action? {
        guard let syntax, !syntax.words.isEmpty else { return nil }
        let spelling = syntax.words.map(\.text).joined(separator: " ")
        if let action = Action.allCases.first(where: { $0.sourceSpelling == spelling }) {
            guard section == .navigation || responseActions.contains(action) else {
                diagnostics.append(SemanticMessage.actionNotInResponse(spelling).diagnostic(at: syntax.range))
                return nil
            }
            return action
        }
        diagnostics.append(SemanticMessage.unknownAction(spelling).diagnostic(at: syntax.range))
        return nil
    }

    /// The checked `and notify "tag"` of an action: `(tag: nil)` without one, nil after
    /// reporting `invalid-notify-tag` (or silently when the parser already reported it).
    static func notifyTag(_ syntax: ActionSyntax?, into diagnostics: inout [Diagnostic]) -> (tag: String?, Void)? {
        guard let notify = syntax?.notify else { return (nil, ()) }
        guard let tag = notify.tag else { return nil }
        // The runtime's check: a decision holds its tag inline, so only these fit.
        guard Decision.isNotifyTag(tag.value) else {
            diagnostics.append(SemanticMessage.invalidNotifyTag(tag.value).diagnostic(at: tag.range))
            return nil
        }
        return (tag.value, ())
    }
}
