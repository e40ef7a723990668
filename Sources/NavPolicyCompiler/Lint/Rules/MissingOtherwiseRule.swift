/// `missing-otherwise` (warning): the policy has no `otherwise`, so requests no rule matches
/// are allowed silently (the implicit default).
///
/// Bad:
/// ```
/// when scheme is "file" then cancel
/// ```
/// Fixed — say what the default is, even when it is `allow`:
/// ```
/// when scheme is "file" then cancel
/// otherwise allow
/// ```
enum MissingOtherwiseRule: LintRule {
    static let code = DiagnosticCode.missingOtherwise
    static let severity = Severity.warning
    static let summary = "the policy has no 'otherwise', so unmatched requests are allowed implicitly"

    static func check(_ context: LintContext) -> [Diagnostic] {
        guard !context.policy.hasOtherwise else { return [] }
        let lastRange =
            context.policy.rules.last?.range
            ?? context.syntax.statements.last?.range
            ?? SourceRange(at: .start)
        let insertion = SourceRange(at: lastRange.end)
        return [
            finding(
                "policy has no 'otherwise'; requests that no rule matches are allowed",
                at: lastRange,
                help: "end the policy with 'otherwise allow' (or another action) to make the default explicit",
                fixIts: [FixIt(range: insertion, replacement: "\notherwise allow")]
            )
        ]
    }
}
