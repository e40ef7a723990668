/// Resolves names and kinds and normalizes values: `PolicySyntax` → `CheckedPolicy`.
public enum Sema {
    /// Checks parsed syntax. The policy is nil when there are errors.
    public static func check(_ syntax: PolicySyntax) -> (policy: CheckedPolicy?, diagnostics: [Diagnostic]) {
        // Placeholder; replaced by the real checker.
        (CheckedPolicy(name: nil, rules: []), [])
    }
}
