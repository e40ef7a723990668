/// The linter: rule-interaction analysis and hygiene checks run after sema on a clean policy
/// (the pipeline's lint stage, `Linter.report`).
package enum Linter {
    /// Every finding of every registered rule in `context`, in source order, after applying the
    /// `# navpolicy: ignore <code>` comments found in the syntax's trivia. Notes (severity
    /// `.note`, e.g. `correlated-rules`) are included; the caller shows them only when asked.
    /// Past the analysis' work limit the semantic rules report nothing and one
    /// `analysis-incomplete` warning says so.
    static func findings(in context: LintContext) -> [Diagnostic] {
        completed(findings(in: context, rules: Array(LintRegistry.rules.indices)).flatMap { $0 }, context: context)
    }

    /// The findings of the registered rules at `rules` (registry positions, ascending) in
    /// `context`, one array per rule, silenced findings left out: a lint run, or one part of
    /// it, which `completed` finishes.
    static func findings(in context: LintContext, rules: [Int]) -> [[Diagnostic]] {
        let (policy, syntax) = (context.policy, context.syntax)
        let suppression = LintSuppression(syntax: syntax, listFiles: policy.listFiles)
        let onResponses = policy.section == .response
        return rules.map { position in
            let rule = LintRegistry.rules[position]
            guard !(rule.needsAnalysis && context.analysisIsIncomplete), !onResponses || rule.appliesToResponses else { return [] }
            return rule.check(context).filter { !suppression.isSilenced($0) }
        }
    }

    /// The findings of a whole run (every rule's, in registry order) in source order; when the
    /// analysis of `context` ran out of work, without the semantic rules' findings and with
    /// one `analysis-incomplete` warning instead.
    static func completed(_ findings: [Diagnostic], context: LintContext) -> [Diagnostic] {
        var findings = findings
        if context.analysisIsIncomplete {
            let analysisCodes = Set(LintRegistry.rules.filter { $0.needsAnalysis }.map { $0.code })
            findings.removeAll { analysisCodes.contains($0.code) }
            findings.append(
                .warning(
                    .analysisIncomplete,
                    "the policy is too large for the exact rule-interaction analysis; its semantic checks were skipped",
                    at: context.policy.rules.first?.range ?? SourceRange(at: .start),
                    help: "split the policy into smaller ones, or merge rules that test the same attribute into lists"))
        }
        return inSourceOrder(findings)
    }

    /// Findings by position, then in the order given (the sort keeps equal keys in place:
    /// registry order, the navigation run before the response run).
    static func inSourceOrder(_ findings: [Diagnostic]) -> [Diagnostic] {
        findings.enumerated().sorted { lhs, rhs in
            Diagnostic.isInSourceOrder(lhs.element, before: rhs.element)
                || !Diagnostic.isInSourceOrder(rhs.element, before: lhs.element) && lhs.offset < rhs.offset
        }.map(\.element)
    }
}
