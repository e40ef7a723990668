/// The linter: rule-interaction analysis and hygiene checks run after sema on a clean policy.
public enum Linter {
    /// Every lint finding for a checked policy, in source order, after applying the
    /// `# navpolicy: ignore <code>` comments found in the syntax's trivia. Notes (severity
    /// `.note`, e.g. `correlated-rules`) are included; the caller shows them only when asked.
    public static func lint(_ policy: CheckedPolicy, syntax: PolicySyntax) -> [Diagnostic] {
        let context = LintContext(policy: policy, syntax: syntax)
        let suppression = LintSuppression(syntax: syntax)
        var findings: [Diagnostic] = []
        for rule in LintRegistry.rules {
            findings += rule.check(context).filter { !suppression.isSilenced($0) }
        }
        // Stable order: by position, then by registry order (the sort keeps equal keys in place).
        return findings.enumerated().sorted { lhs, rhs in
            lhs.element.range.start.offset != rhs.element.range.start.offset
                ? lhs.element.range.start.offset < rhs.element.range.start.offset
                : lhs.offset < rhs.offset
        }.map(\.element)
    }
}
