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
        /// The policy's rules as lowered for the analysis, for the compile stage.
        package var rules: LoweredRules
    }

    /// Lints a checked policy and finds an example request for each of its first `exampleLimit`
    /// rules that decide something, from the same analysis (no second run). The analysis starts
    /// from `rules`, the policy's rules lowered for the pipeline run, when given (else it lowers
    /// them and the report carries them), and has a work limit so that no policy can stall
    /// `check` (tests set a small one).
    ///
    /// The work runs in two steps, each of two independent parts that `parallel` may run at
    /// once: the lowering beside the rules that read only the source (`needsAnalysis` false:
    /// list hygiene, spelling, public suffixes); then the semantic rules beside `alongside`,
    /// which gets the lowered rules (the pipeline encodes the table there). The findings are
    /// the same either way.
    package static func report(
        _ policy: CheckedPolicy, syntax: PolicySyntax, exampleLimit: Int, rules: LoweredRules? = nil,
        analysisWorkLimit: Int = RuleInteractionAnalysis.defaultWorkLimit, parallel: ParallelWork = .sequential,
        alongside: @escaping @Sendable (LoweredRules) -> Void = { _ in }
    ) -> Report {
        let registry = LintRegistry.rules
        let semantic = registry.indices.filter { registry[$0].needsAnalysis }
        let sourceOnly = registry.indices.filter { !registry[$0].needsAnalysis }
        let (lowered, sourceOnlyFindings) = parallel.run(
            {
                rules ?? LoweredRules(policy)
            },
            {
                Self.findings(in: LintContext(policy: policy, syntax: syntax, analysisWorkLimit: analysisWorkLimit), rules: sourceOnly)
            })
        let context = Handover(LintContext(policy: policy, syntax: syntax, rules: lowered, analysisWorkLimit: analysisWorkLimit))
        let (semanticFindings, _) = parallel.run({ Self.findings(in: context.value, rules: semantic) }, { alongside(lowered) })
        var byRule = [[Diagnostic]](repeating: [], count: registry.count)
        for (position, found) in zip(semantic, semanticFindings) { byRule[position] = found }
        for (position, found) in zip(sourceOnly, sourceOnlyFindings) { byRule[position] = found }
        var found = completed(byRule.flatMap { $0 }, context: context.value)
        // The response rules are their own rule list: a second run on the response part.
        if policy.hasResponseSection {
            let responses = LintContext(policy: policy.responsePart, syntax: syntax, analysisWorkLimit: analysisWorkLimit)
            found = inSourceOrder(found + Self.findings(in: responses))
        }
        guard !context.value.analysisIsIncomplete, !Task.isCancelled else { return Report(findings: found, examples: [:], rules: lowered) }
        var examples: [Int: String] = [:]
        for index in policy.rules.indices.prefix(exampleLimit) {
            if Task.isCancelled { break }
            if let witness = context.value.analysis.decideWitness(index), context.value.ruleDecides(index, on: witness) {
                examples[index] = witness.noteText
            }
        }
        return Report(findings: found, examples: examples, rules: lowered)
    }
}

/// A value used by one thread at a time, handed from one to the next at `ParallelWork.run`'s
/// fork and join: the lint context, a class with caches, which only the semantic rules' part
/// touches while two parts run.
private struct Handover<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
