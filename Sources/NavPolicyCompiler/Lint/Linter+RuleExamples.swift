/// The linter's findings together with what it learnt about each rule, for tools that show a
/// rule's behaviour beside its text (the language server's hover).
extension Linter {
    /// What one lint run found.
    package struct Report: Sendable {
        /// The findings, as `lint` returns them.
        package var findings: [Diagnostic]
        /// For rules (0-based index) that decide some request: one such request, described as a
        /// finding's note describes it (`example request: url '…', …`), confirmed by the
        /// reference interpreter. Empty when the analysis was incomplete.
        package var examples: [Int: String]
    }

    /// Lints a checked policy and finds an example request for each of its first `exampleLimit`
    /// rules that decide something, from the same analysis (no second run). The analysis starts
    /// from `rules`, the policy's rules lowered for the pipeline run, when given, and has a work
    /// limit so that no policy can stall `check` (tests set a small one).
    package static func report(
        _ policy: CheckedPolicy, syntax: PolicySyntax, exampleLimit: Int, rules: LoweredRules? = nil,
        analysisWorkLimit: Int = RuleInteractionAnalysis.defaultWorkLimit
    ) -> Report {
        let context = LintContext(policy: policy, syntax: syntax, rules: rules, analysisWorkLimit: analysisWorkLimit)
        var findings = findings(in: context)
        // The response rules are their own rule list: a second run on the response part.
        if policy.hasResponseSection {
            let responses = LintContext(policy: policy.responsePart.withResponseGuard, syntax: syntax, analysisWorkLimit: analysisWorkLimit)
            findings = inSourceOrder(findings + Self.findings(in: responses))
        }
        guard !context.analysisIsIncomplete, !Task.isCancelled else { return Report(findings: findings, examples: [:]) }
        var examples: [Int: String] = [:]
        for index in policy.rules.indices.prefix(exampleLimit) {
            if Task.isCancelled { break }
            if let witness = context.analysis.decideWitness(index), context.ruleDecides(index, on: witness) {
                examples[index] = witness.noteText
            }
        }
        return Report(findings: findings, examples: examples)
    }
}
