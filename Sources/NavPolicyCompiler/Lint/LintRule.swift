/// One lint check. Each rule lives in its own file under `Lint/Rules/`, and its doc comment is
/// its user documentation; `LintRegistry` lists every rule.
protocol LintRule: SendableMetatype {
    /// The stable diagnostic code the rule reports (`shadowed-rule`).
    static var code: DiagnosticCode { get }
    /// The severity of the rule's findings.
    static var severity: Severity { get }
    /// One line saying what the rule finds (SARIF `shortDescription`).
    static var summary: String { get }
    /// Whether the rule reads the rule-interaction analysis (its findings are dropped when the
    /// analysis ran out of work).
    static var needsAnalysis: Bool { get }
    /// Whether the rule also checks the `on response` rules, in a second run on the response
    /// part (the analysis rules and the checks of written hosts and schemes; not the checks of
    /// navigation actions, the `otherwise`, definitions or the syntax, which the first run covers).
    static var appliesToResponses: Bool { get }
    /// The findings for one policy.
    static func check(_ context: LintContext) -> [Diagnostic]
}

extension LintRule {
    /// Hygiene rules read only the policy and its syntax.
    static var needsAnalysis: Bool { false }

    /// Most rules check navigation rules only.
    static var appliesToResponses: Bool { false }

    /// A finding of this rule with its code and severity.
    static func finding(
        _ message: String, at range: SourceRange,
        notes: [DiagnosticNote] = [], help: String? = nil, fixIts: [FixIt] = []
    ) -> Diagnostic {
        Diagnostic(code: code, severity: severity, message: message, range: range, notes: notes, help: help, fixIts: fixIts)
    }
}
