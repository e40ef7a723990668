import NavPolicy

/// What the lint rules read: the checked policy, its syntax, and the rule-interaction analysis,
/// computed once on first use and shared by every semantic rule.
final class LintContext {
    /// The checked policy.
    let policy: CheckedPolicy
    /// The parsed syntax (lists as written, comments).
    let syntax: PolicySyntax
    private var cachedAnalysis: RuleInteractionAnalysis?
    private var coveringRulesByRule: [Int: CoveringRules?] = [:]
    /// The rules indexed by what they need, to confirm witnesses (`decision(for:)`), built for
    /// the decision after the first `unindexedDecisions`: those try every rule, which costs
    /// less than indexing a million-host list when a lint confirms one or two witnesses.
    private lazy var candidates = RuleCandidates(policy: policy)
    private lazy var everyRule = RuleCandidates(policy: policy, indexed: false)
    private var decisionsMade = 0
    private static let unindexedDecisions = 4
    private let analysisWorkLimit: Int
    /// The policy's rules lowered for the whole pipeline run, when the caller has them.
    private let rules: LoweredRules?

    /// A context for one policy, whose analysis starts from `rules` (the policy's, lowered for
    /// the run) when given and may do `analysisWorkLimit` units of work.
    init(
        policy: CheckedPolicy, syntax: PolicySyntax, rules: LoweredRules? = nil,
        analysisWorkLimit: Int = RuleInteractionAnalysis.defaultWorkLimit
    ) {
        self.policy = policy
        self.syntax = syntax
        self.rules = rules
        self.analysisWorkLimit = analysisWorkLimit
    }

    /// Whether the analysis ran out of work, so its findings cannot be trusted to be complete.
    var analysisIsIncomplete: Bool { cachedAnalysis?.isIncomplete ?? false }

    /// The exact rule-interaction analysis, computed on first use.
    var analysis: RuleInteractionAnalysis {
        if let cachedAnalysis { return cachedAnalysis }
        let analysis = RuleInteractionAnalysis(policy: policy, rules: rules, workLimit: analysisWorkLimit)
        cachedAnalysis = analysis
        return analysis
    }

    /// The earlier rules that take every request of rule `index` (see `CoveringRules`),
    /// computed once for `shadowed-rule` and `redundant-rule`.
    func coveringRules(of index: Int) -> CoveringRules? {
        if let known = coveringRulesByRule[index] { return known }
        let found = CoveringRules(self, rule: index)
        coveringRulesByRule[index] = .some(found)
        return found
    }

    /// The condition of rule `index` as written, found by the rule's range; nil for the
    /// `otherwise` and for a policy checked without its syntax.
    func conditionSyntax(ofRule index: Int) -> ConditionSyntax? {
        guard policy.rules.indices.contains(index) else { return nil }
        let range = policy.rules[index].range
        for statement in syntax.statements {
            if case .rule(let rule) = statement, rule.range == range { return rule.condition }
        }
        return nil
    }

    /// How findings name a rule: `rule 3 (line 7)`, or `the otherwise (line 9)` (the
    /// response section's `the response 'otherwise'`), by its number in the file.
    func label(ofRule index: Int) -> String {
        guard policy.rules.indices.contains(index) else { return "the default 'allow'" }
        let rule = policy.rules[index]
        let otherwise = policy.section == .response ? "the response 'otherwise'" : "the 'otherwise'"
        return rule.isOtherwise ? "\(otherwise) (line \(rule.line))" : "rule \(policy.ruleNumber(at: index)) (line \(rule.line))"
    }

    /// The outcome (action and notify tag) of a rule, or the implicit default `allow` past the
    /// last rule.
    func outcome(ofRule index: Int) -> RuleOutcome {
        policy.rules.indices.contains(index) ? policy.rules[index].outcome : .implicitDefault
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

// MARK: - Witness checks

extension LintContext {
    /// The reference interpreter's decision for a witness (of the policy, or of the policy
    /// without rule `removed`, numbered as in that policy), or nil when the runtime cannot read
    /// the witness URL (an infeasible class must not produce a finding).
    func decision(for witness: RequestWitness, removingRule removed: Int? = nil) -> Decision? {
        guard let request = request(of: witness) else { return nil }
        decisionsMade += 1
        let rules = decisionsMade <= Self.unindexedDecisions ? everyRule : candidates
        return rules.decide(request, facts: witness.facts, removing: removed, binding: witness.binding?.checked ?? .empty)
    }

    /// Whether a rule's condition holds on a witness (false when the URL cannot be read).
    func ruleMatches(_ index: Int, on witness: RequestWitness) -> Bool {
        guard let request = request(of: witness), policy.rules.indices.contains(index) else { return false }
        return ReferenceInterpreter.holds(
            policy.rules[index].condition, for: request, facts: witness.facts, binding: witness.binding?.checked ?? .empty)
    }

    /// Whether rule `index` decides the witness, as the interpreter sees it.
    func ruleDecides(_ index: Int, on witness: RequestWitness) -> Bool {
        decision(for: witness)?.rule == index + 1
    }

    /// The note carrying a witness request (a response part's: the response it stands for).
    func witnessNote(_ witness: RequestWitness) -> DiagnosticNote {
        DiagnosticNote(noteText(of: witness))
    }

    /// A witness in words: `example request: url '…', …`, or for a response part `example
    /// response: url "…", status 404, …`.
    func noteText(of witness: RequestWitness) -> String {
        guard policy.section == .response else { return witness.noteText }
        guard let response = witness.parsedResponse else { return witness.noteText }
        return "example response: " + ResponseKey.text(url: witness.url, response) + (witness.binding?.noteText ?? "")
    }

    /// The request the reference interpreter decides for a witness (with `witness.facts`): as
    /// parsed, or for a response part the request of the response it stands for (nil when it
    /// stands for none).
    func request(of witness: RequestWitness) -> NavigationRequest? {
        policy.section == .response ? witness.parsedResponse?.request : witness.parsedRequest
    }

    /// The rule indices a semantic finding may be reported at: `when` rules up to the one that
    /// leaves nothing for later rules (past it, `unreachable-after` speaks for them).
    var reportableWhenRules: [Int] {
        reportableRules.filter { !policy.rules[$0].isOtherwise }
    }

    /// Findings for rules with one of `probe.actions` that decide some request with the probe's
    /// property, each with a checked witness.
    func probeFindings<Rule: LintRule>(_ rule: Rule.Type, probe: LintProbe, message: String, help: String) -> [Diagnostic] {
        reportableRules.filter { probe.actions.contains(policy.rules[$0].action) }.compactMap { index in
            guard let witness = analysis.probeWitness(rule: index, probe: probe),
                ruleDecides(index, on: witness),
                let request = request(of: witness),
                ReferenceInterpreter.holds(probe.condition, for: request, facts: witness.facts, binding: witness.binding?.checked ?? .empty)
            else { return nil }
            return Rule.finding(
                "\(label(ofRule: index)) gives '\(policy.rules[index].action.sourceSpelling)' to \(message)",
                at: policy.rules[index].range,
                notes: [witnessNote(witness)], help: help)
        }
    }
}
