import NavPolicy

/// What the lint rules read: the checked policy, its syntax, and the rule-interaction analysis,
/// computed once on first use and shared by every semantic rule.
final class LintContext {
    /// The checked policy.
    let policy: CheckedPolicy
    /// The parsed syntax (lists as written, comments).
    let syntax: PolicySyntax
    private var cachedAnalysis: RuleInteractionAnalysis?

    /// A context for one policy.
    init(policy: CheckedPolicy, syntax: PolicySyntax) {
        self.policy = policy
        self.syntax = syntax
    }

    /// The exact rule-interaction analysis, computed on first use.
    var analysis: RuleInteractionAnalysis {
        if let cachedAnalysis { return cachedAnalysis }
        let analysis = RuleInteractionAnalysis(policy: policy)
        cachedAnalysis = analysis
        return analysis
    }

    /// How findings name a rule: `rule 3 (line 7)`, or `the otherwise (line 9)`.
    func label(ofRule index: Int) -> String {
        guard policy.rules.indices.contains(index) else { return "the default 'allow'" }
        let rule = policy.rules[index]
        return rule.isOtherwise ? "the 'otherwise' (line \(rule.line))" : "rule \(index + 1) (line \(rule.line))"
    }

    /// The action of a rule, or the implicit default `allow` past the last rule.
    func action(ofRule index: Int) -> Action {
        policy.rules.indices.contains(index) ? policy.rules[index].action : .allow
    }

    /// A note pointing at a rule, saying what it does with the requests in question.
    func note(_ text: String, atRule index: Int) -> DiagnosticNote {
        DiagnosticNote(text, range: policy.rules.indices.contains(index) ? policy.rules[index].range : nil)
    }

    /// The rules after which nothing can decide are not reported one by one: the rules the
    /// semantic checks should look at (all `when` rules and the `otherwise` up to and including
    /// the first rule that leaves nothing for later rules).
    var reportableRules: Range<Int> {
        let end = analysis.firstRuleCoveringAll.map { $0 + 1 } ?? policy.rules.count
        return 0..<min(end, policy.rules.count)
    }
}
