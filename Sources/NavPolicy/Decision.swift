/// The outcome of evaluating a policy for one request.
public struct Decision: Sendable, Hashable {
    /// What to do with the navigation.
    public var action: Action
    /// 1-based index of the deciding rule among the file's `when` and `otherwise`
    /// statements; nil for the implicit default (`allow`).
    public var rule: Int?
    /// Source line of the deciding rule; nil for the implicit default.
    public var line: Int?

    /// A decision with the given action, rule and line.
    public init(action: Action, rule: Int?, line: Int?) {
        self.action = action
        self.rule = rule
        self.line = line
    }

    /// The decision when no rule matches and the policy has no `otherwise`.
    public static let implicitDefault = Decision(action: .allow, rule: nil, line: nil)
}
