/// `partially-shadowed` (warning): an exception written after its general rule. A later rule
/// tests an attribute that an earlier rule with another action also tests, is narrower on it
/// (every value it takes the earlier rule takes too, and the earlier takes more: one host
/// against any host that differs from the current one), and the earlier rule decides some of
/// the later rule's requests — so part of what the exception
/// was written for never reaches it. The finding names every such earlier rule, with a request
/// each one takes. A guard placed first on purpose (`when scheme is "file" then cancel`) tests
/// another attribute than the rules after it, and is not reported.
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
    static let severity = Severity.warning
    static let summary = "an exception written after a more general rule loses part of its requests to it"
    static let needsAnalysis = true

    static func check(_ context: LintContext) -> [Diagnostic] {
        let rules = context.reportableWhenRules
        guard rules.count <= CorrelatedRulesRule.exhaustiveRuleLimit else { return [] }
        return rules.compactMap { later -> Diagnostic? in
            let takers = rules.filter { $0 < later }.compactMap { earlier in
                generalRule(earlier, over: later, in: context).map { (earlier, $0) }
            }
            guard let first = takers.first, context.analysis.decides(later) else { return nil }
            let policy = context.policy
            let names = takers.map { context.label(ofRule: $0.0) }
            return finding(
                "\(context.label(ofRule: later)) is an exception that \(Suggestion.listed(names)) \(takers.count == 1 ? "takes" : "take") in part: "
                    + "some requests it matches get '\(policy.rules[first.0].action.sourceSpelling)' first",
                at: policy.rules[later].range,
                notes: takers.flatMap { earlier, attribute in
                    [context.note("\(context.label(ofRule: earlier)) is here; it tests '\(attribute)' more widely and comes first", atRule: earlier),
                     context.analysis.overlapWitness(earlier: earlier, later: later).map(context.witnessNote)].compactMap { $0 }
                },
                help: "move \(context.label(ofRule: later)) above \(names[0]), or narrow the earlier rule")
        }
    }

    /// The attribute on which rule `later` is narrower than rule `earlier`, when `earlier` has
    /// another action and decides some request `later` matches.
    private static func generalRule(_ earlier: Int, over later: Int, in context: LintContext) -> String? {
        let (general, exception) = (context.policy.rules[earlier], context.policy.rules[later])
        guard general.action != exception.action || general.notify != exception.notify else { return nil }
        let shared = AttributeProjection.attributes(of: general.condition)
            .intersection(AttributeProjection.attributes(of: exception.condition)).sorted()
        // Narrower: every value the exception takes the general rule takes too, and more.
        let wider = shared.first { attribute in
            let (broad, narrow) = (AttributeProjection.projected(general.condition, onto: attribute),
                                   AttributeProjection.projected(exception.condition, onto: attribute))
            return !RuleInteractionAnalysis.someRequest(satisfies: narrow, butNot: broad)
                && RuleInteractionAnalysis.someRequest(satisfies: broad, butNot: narrow)
        }
        guard let wider, let witness = context.analysis.overlapWitness(earlier: earlier, later: later),
              context.ruleDecides(earlier, on: witness), context.ruleMatches(later, on: witness) else { return nil }
        return wider
    }
}
