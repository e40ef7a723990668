import NavPolicy

/// `partially-shadowed` (note, shown with `--all`): an exception written after its general rule.
///
/// An earlier rule with another decision (action or notify tag) takes strictly more values of
/// an attribute both test (any host but the current one against one host) and decides some of
/// the later rule's requests that no rule between them matches, so part of what the exception
/// was written for never reaches it. Values are the exact ones each condition admits
/// (`AttributeProjection`). A guard first that tests another attribute (`when scheme is "file"
/// then cancel`) is not reported, nor a main-frame rule after a subframe section ending in a
/// rule for every remaining subframe. The finding names each such rule with a request it takes.
///
/// A note, not a warning: the claim is exact, but whether the order is a mistake cannot be known
/// (a flag-gated guard placed first on purpose is reported too), so `--strict` never fails on
/// it. The help leads with the edit that changes no decision, also the fix-it: narrow the
/// exception by the negation of a test of the earlier rule (`and target is not subframe`,
/// `OverlapEdit`); then, if those requests should get the exception's decision, move it above
/// the general rule.
///
/// Bad:
/// ```
/// when navigation is link and host != current then open in-app
/// when host is "apps.apple.com" then open external
/// otherwise allow
/// ```
/// Fixed — the exception first:
/// ```
/// when host is "apps.apple.com" then open external
/// when navigation is link and host != current then open in-app
/// otherwise allow
/// ```
enum PartiallyShadowedRule: LintRule {
    static let code = DiagnosticCode.partiallyShadowed
    static let appliesToResponses = true
    static let severity = Severity.note
    static let summary = "an exception written after a more general rule loses part of its requests to it"
    static let needsAnalysis = true

    /// An earlier rule that takes part of an exception's requests.
    private struct Taker {
        var rule: Int
        /// The attribute on which it is wider.
        var attribute: RequestField
        /// A request it decides that the exception matches.
        var witness: RequestWitness
    }

    static func check(_ context: LintContext) -> [Diagnostic] {
        let rules = context.reportableWhenRules
        guard rules.count <= CorrelatedRulesRule.exhaustiveRuleLimit else { return [] }
        return rules.compactMap { later -> Diagnostic? in
            guard context.analysis.decides(later) else { return nil }
            let takers = rules.filter { $0 < later }.compactMap { taker(earlier: $0, later: later, in: context) }
            guard let first = takers.first else { return nil }
            let policy = context.policy
            let names = takers.map { context.label(ofRule: $0.rule) }
            let edit = OverlapEdit(later: later, earlier: takers.map(\.rule), in: context)
            return finding(
                "\(context.label(ofRule: later)) is an exception that \(Suggestion.listed(names)) \(takers.count == 1 ? "takes" : "take") in part: "
                    + "some requests it matches get '\(policy.rules[first.rule].outcome.sourceSpelling)' first",
                at: policy.rules[later].range,
                notes: takers.flatMap { taker in
                    [
                        context.note(
                            "\(context.label(ofRule: taker.rule)) is here; it tests '\(taker.attribute.name(globs: []))' more widely and comes first",
                            atRule: taker.rule),
                        context.witnessNote(taker.witness),
                    ]
                },
                help: help(later: later, takers: takers, edit: edit, in: context),
                fixIts: edit.fixIts)
        }
    }

    /// Both edits and what each does to decisions, the one that changes none first.
    private static func help(later: Int, takers: [Taker], edit: OverlapEdit, in context: LintContext) -> String {
        let exception = context.label(ofRule: later)
        let outcome = context.policy.rules[later].outcome.sourceSpelling
        let given = Set(takers.map { context.outcome(ofRule: $0.rule) })
        let from = given.count == 1 ? "from '\(given.first?.sourceSpelling ?? "")' " : ""
        let earliest = takers.map(\.rule).min() ?? takers[0].rule
        return "if the order is intended, state the overlap in \(exception): \(edit.description), "
            + "which changes no decision and leaves it none of the requests \(takers.count == 1 ? "that rule takes" : "those rules take"); "
            + "if those requests should get '\(outcome)', move \(exception) above \(context.label(ofRule: earliest)) instead: "
            + "the example \(takers.count == 1 ? "request changes" : "requests change") \(from)to '\(outcome)'"
    }

    /// Rule `earlier` as a general rule over rule `later`: another decision, strictly wider on
    /// an attribute both test, and deciding some request `later` matches and no rule between
    /// them does (checked).
    private static func taker(earlier: Int, later: Int, in context: LintContext) -> Taker? {
        let (general, exception) = (context.policy.rules[earlier], context.policy.rules[later])
        guard general.outcome != exception.outcome else { return nil }
        let shared = AttributeProjection.attributes(of: general.condition).intersection(
            AttributeProjection.attributes(of: exception.condition))
        guard !shared.isEmpty, let witness = context.analysis.bypassWitness(earlier: earlier, later: later),
            context.ruleDecides(earlier, on: witness), context.ruleMatches(later, on: witness),
            !(earlier + 1..<later).contains(where: { context.ruleMatches($0, on: witness) }),
            let wider = AttributeProjection.widerAttribute(
                of: general.condition, than: exception.condition, among: shared,
                responses: context.policy.section == .response)
        else { return nil }
        return Taker(rule: earlier, attribute: wider, witness: witness)
    }
}
