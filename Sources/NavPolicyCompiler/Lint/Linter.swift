/// The linter: rule-interaction analysis and hygiene checks run after sema on a clean policy
/// (the pipeline's lint stage, `Linter.report`).
package enum Linter {
    /// Every finding of every registered rule in `context`, in source order, after applying the
    /// `# navpolicy: ignore <code>` comments found in the syntax's trivia. Notes (severity
    /// `.note`, e.g. `correlated-rules`) are included; the caller shows them only when asked.
    /// Past the analysis' work limit the semantic rules report nothing and one
    /// `analysis-incomplete` warning says so.
    static func findings(in context: LintContext) -> [Diagnostic] {
        let (policy, syntax) = (context.policy, context.syntax)
        let suppression = LintSuppression(syntax: syntax, listFiles: policy.listFiles)
        var findings: [Diagnostic] = []
        let onResponses = policy.section == .response
        for rule in LintRegistry.rules where !(rule.needsAnalysis && context.analysisIsIncomplete) && (!onResponses || rule.appliesToResponses) {
            // A finding at a response part's guard rule, or naming it, is about no response.
            findings += rule.check(context).filter { finding in
                !suppression.isSilenced(finding)
                    && !(onResponses && ([finding.range] + finding.notes.compactMap(\.range)).contains { $0.start.line == ResponseWitness.guardLine })
            }
        }
        if context.analysisIsIncomplete {
            let analysisCodes = Set(LintRegistry.rules.filter { $0.needsAnalysis }.map { $0.code })
            findings.removeAll { analysisCodes.contains($0.code) }
            findings.append(.warning(
                .analysisIncomplete,
                "the policy is too large for the exact rule-interaction analysis; its semantic checks were skipped",
                at: policy.rules.first?.range ?? SourceRange(at: .start),
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
