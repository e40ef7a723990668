/// `redundant-rule` (warning): removing the rule changes no decision. Either earlier rules take
/// all its requests and give them the same action, or every request it decides would get the
/// same action from the rules after it (or the default). An `otherwise` that only restates the
/// implicit default `allow` is not reported (writing the default out is good style).
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
    static let severity = Severity.warning
    static let summary = "removing the rule changes no decision"
    static let needsAnalysis = true

    static func check(_ context: LintContext) -> [Diagnostic] {
        context.reportableRules.compactMap { index in
            let rule = context.policy.rules[index]
            let action = rule.action.sourceSpelling
            if let covering = context.coveringRules(of: index) {
                guard !covering.anotherAction else { return nil }
                return finding(
                    "\(context.label(ofRule: index)) is redundant: earlier rules already give '\(action)' to every request it matches",
                    at: rule.range, notes: covering.notes, help: "remove the rule")
            }
            // An `otherwise` falls back to the implicit `allow`: redundant only as `otherwise allow`, which is kept.
            guard !rule.isOtherwise, context.analysis.decides(index), !context.analysis.removalChangesSomething(index),
                  let witness = context.analysis.removalKeepsWitness(index),
                  context.ruleDecides(index, on: witness),
                  let after = context.decision(for: witness, removingRule: index),
                  after.action == rule.action else { return nil }
            let replacement = after.rule.map { $0 - 1 < index ? $0 - 1 : $0 } ?? context.policy.rules.count
            return finding(
                "\(context.label(ofRule: index)) is redundant: without it, the requests it decides get '\(action)' anyway",
                at: rule.range,
                notes: [
                    context.note("\(context.label(ofRule: replacement)) would decide them with '\(action)'", atRule: replacement),
                    context.witnessNote(witness),
                ],
                help: "remove the rule")
        }
    }
}
