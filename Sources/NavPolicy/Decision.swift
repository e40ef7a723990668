/// The outcome of evaluating a policy for one request.
public struct Decision: Sendable, Hashable {
    /// What to do with the navigation.
    public var action: Action
    /// 1-based index of the deciding rule among the file's `when` and `otherwise`
    /// statements; nil for the implicit default (`allow`).
    public var rule: Int?
    /// Source line of the deciding rule; nil for the implicit default.
    public var line: Int?
    /// The tag of the deciding rule's `and notify "<tag>"`: the app adapter hands the URL and
    /// this tag to the app. Nil when the rule has none.
    public var notify: String?

    /// A decision with the given action, rule, line and notify tag.
    public init(action: Action, rule: Int?, line: Int?, notify: String? = nil) {
        self.action = action
        self.rule = rule
        self.line = line
        self.notify = notify
    }

    /// The decision when no rule matches and the policy has no `otherwise`.
    public static let implicitDefault = Decision(action: .allow, rule: nil, line: nil)
}
