import NavPolicy

/// What a request gets from the rule that decides it: the action and the notify tag carried
/// with it. Two decisions are alike exactly when their outcomes are equal — `cancel and notify
/// "ask"` is not `cancel`: the app shows a dialog for one and not the other — so the linter's
/// shadowed / redundant questions and `diff` compare outcomes, never actions alone.
package struct RuleOutcome: Sendable, Hashable {
    /// The action.
    package var action: Action
    /// The tag of `and notify "tag"`, or nil.
    package var notify: String?

    /// An outcome with the given parts.
    package init(action: Action, notify: String? = nil) {
        self.action = action
        self.notify = notify
    }

    /// The outcome of a decision (its rule and line set aside).
    package init(_ decision: Decision) {
        self.init(action: decision.action, notify: decision.notify)
    }

    /// What a request gets when no rule decides it: `allow`, no tag.
    package static let implicitDefault = RuleOutcome(action: .allow)

    /// The outcome as a policy writes it: `cancel`, `cancel and notify "ask"`.
    package var sourceSpelling: String {
        action.sourceSpelling + (notify.map { " and notify \"\($0)\"" } ?? "")
    }

    /// The outcome as JSON and `diff` name it: `cancel`, `cancel (notify "ask")`.
    package var jsonSpelling: String {
        action.jsonName + (notify.map { " (notify \"\($0)\")" } ?? "")
    }
}

extension CheckedRule {
    /// What the rule gives the requests it decides: its action and notify tag.
    package var outcome: RuleOutcome { RuleOutcome(action: action, notify: notify) }
}
