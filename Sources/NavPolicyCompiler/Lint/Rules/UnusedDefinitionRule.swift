/// `unused-definition` (warning): a `let` list or parameter, a `flag` or a named `condition`
/// that no condition uses.
///
/// Bad:
/// ```
/// let payment-hosts = ["pay.google.com"]
/// when target is new-window then open popup
/// otherwise allow
/// ```
/// Fixed — use the list, or delete it:
/// ```
/// let payment-hosts = ["pay.google.com"]
/// when target is new-window and host in payment-hosts then open popup
/// otherwise allow
/// ```
enum UnusedDefinitionRule: LintRule {
    static let code = DiagnosticCode.unusedDefinition
    static let severity = Severity.warning
    static let summary = "a named list, parameter, flag or condition is defined but never used"

    static func check(_ context: LintContext) -> [Diagnostic] {
        context.policy.definitions.filter { $0.useCount == 0 }.map { definition in
            finding(
                "\(definition.kind.rawValue) '\(definition.name)' is never used",
                at: definition.range,
                help: definition.kind == .parameter
                    ? "use it in a condition or remove the definition (the app must then stop giving its key)"
                    : "use it in a condition or remove the definition"
            )
        }
    }
}
