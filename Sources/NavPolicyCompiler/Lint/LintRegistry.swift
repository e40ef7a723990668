/// Every lint rule, in the order their findings are reported.
package enum LintRegistry {
    /// The registered rules. A new rule file is added here; `LintRegistryTests` checks that
    /// every rule type is listed and that codes are unique.
    static let rules: [any LintRule.Type] = [
        NeverMatchesRule.self,
        ShadowedRule.self,
        RedundantRule.self,
        UnreachableAfterRule.self,
        PartiallyShadowedRule.self,
        CorrelatedRulesRule.self,
        MissingOtherwiseRule.self,
        UnusedDefinitionRule.self,
        DuplicatePatternRule.self,
        PopupOutsideNewWindowRule.self,
        InAppNonHTTPRule.self,
        FileSchemeAllowedRule.self,
        NewWindowAllowedRule.self,
        PublicSuffixWildcardRule.self,
        UnknownSchemeRule.self,
    ]

    /// The code of every lint rule, in registry order.
    package static var codes: [DiagnosticCode] { rules.map { $0.code } }

    /// The one-line description of a lint code, or nil for codes that are not lint rules.
    package static func summary(for code: DiagnosticCode) -> String? {
        rules.first { $0.code == code }?.summary
    }

    /// The severity a lint code reports with, or nil for codes that are not lint rules.
    package static func severity(for code: DiagnosticCode) -> Severity? {
        rules.first { $0.code == code }?.severity
    }
}
