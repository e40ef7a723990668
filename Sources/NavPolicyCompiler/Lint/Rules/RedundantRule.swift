/// `redundant-rule` (warning): removing the rule changes no decision — no request gets another
/// action or another notify tag. Either earlier rules take all its requests and give them the
/// same decision, or every request it decides would get the same decision from the rules after
/// it (or the default). A rule whose requests would get the same action with another tag is
/// not redundant: `cancel and notify "a"` before `cancel and notify "b"` decides something
/// (and an earlier rule that takes every request with another tag makes the rule
/// `shadowed-rule`). An `otherwise` that only restates the implicit default `allow` is not
/// reported (writing the default out is good style).
///
/// Bad:
/// ```
/// when scheme is "file" then cancel
/// when scheme is "file" and navigation is link then cancel
/// otherwise allow
/// ```
/// Fixed:
/// ```
/// when scheme is "file" then cancel
/// otherwise allow
/// ```
enum RedundantRule: LintRule {
    static let code = DiagnosticCode.redundantRule
    static let appliesToResponses = true
    static let severity = Severity.warning
    static let summary = "removing the rule changes no decision"
    static let needsAnalysis = true

    static func check(_ context: LintContext) -> [Diagnostic] {
        context.reportableRules.compactMap { index in
            let rule = context.policy.rules[index]
            let outcome = rule.outcome.sourceSpelling
            if let covering = context.coveringRules(of: index) {
                guard !covering.anotherOutcome else { return nil }
                return finding(
                    "\(context.label(ofRule: index)) is redundant: earlier rules already give '\(outcome)' to every request it matches",
                    at: rule.range, notes: covering.notes, help: Self.help)
            }
            // An `otherwise` falls back to the implicit `allow`: redundant only as `otherwise allow`, which is kept.
            guard !rule.isOtherwise, context.analysis.decides(index), !context.analysis.removalChangesSomething(index),
                let witness = context.analysis.removalKeepsWitness(index),
                context.ruleDecides(index, on: witness),
                let after = context.decision(for: witness, removingRule: index),
                RuleOutcome(after) == rule.outcome
            else { return nil }
            let replacement = after.rule.map { $0 - 1 < index ? $0 - 1 : $0 } ?? context.policy.rules.count
            return finding(
                "\(context.label(ofRule: index)) is redundant: without it, the requests it decides get '\(outcome)' anyway",
                at: rule.range,
                notes: [
                    context.note("\(context.label(ofRule: replacement)) would decide them with '\(outcome)'", atRule: replacement),
                    context.witnessNote(witness),
                ],
                help: Self.help)
        }
    }

    /// What removing the rule does: nothing, action and tag alike.
    static let help = "remove the rule: no request gets another action or notify tag"
}
