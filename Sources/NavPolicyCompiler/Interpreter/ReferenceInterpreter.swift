import NavPolicy

/// The semantic oracle: evaluates a checked policy directly, first match wins.
public enum ReferenceInterpreter {
    /// Decides one request.
    public static func decide(_ policy: CheckedPolicy, _ request: NavigationRequest) -> Decision {
        // Placeholder; replaced by the interpreter.
        .implicitDefault
    }

    /// Decides one request and says, for each rule tried, whether and why it matched.
    public static func explain(_ policy: CheckedPolicy, _ request: NavigationRequest) -> (decision: Decision, trace: [RuleTrace]) {
        // Placeholder; replaced by the interpreter.
        (.implicitDefault, [])
    }
}

/// One rule tried by `ReferenceInterpreter.explain`.
public struct RuleTrace: Sendable, Hashable {
    /// 1-based rule index.
    public var rule: Int
    /// The rule's source line.
    public var line: Int
    /// Whether its condition held.
    public var matched: Bool
    /// Why, in words (`navigation is link: true; scheme not in [...]: false`).
    public var reason: String

    /// A trace entry with the given parts.
    public init(rule: Int, line: Int, matched: Bool, reason: String) {
        self.rule = rule
        self.line = line
        self.matched = matched
        self.reason = reason
    }
}
