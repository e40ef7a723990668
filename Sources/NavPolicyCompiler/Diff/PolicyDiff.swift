import NavPolicy

/// The exact semantic difference of two checked policies, for `navpolicy diff`: every class of
/// requests whose decision changed, each with one concrete example request and the old and
/// new decision. Built on the joint partition of the request space (`PolicyComparison`, the
/// walk the linter's analysis uses), not on sampling, so "no changes" means the two policies
/// decide every possible request alike.
package struct PolicyDiff: Sendable {
    /// One class of requests decided differently.
    package struct Change: Sendable, Hashable {
        /// A request of the class, with the binding and flags it is decided under, decided as
        /// `old` and `new` say (checked with the reference interpreter against both policies).
        package let example: RequestWitness
        /// The old policy's decision.
        package let old: Decision
        /// The new policy's decision.
        package let new: Decision
        /// The question the class is of: navigations, or (the `on response` sections) responses,
        /// whose example carries the response's facts.
        package var section: PolicySection = .navigation

        /// The response the example stands for, in a response class.
        package var exampleResponse: NavigationResponse? {
            section == .response ? example.parsedResponse : nil
        }

        /// `open-in-app → open-external (old rule 3, line 14; new rule 3, line 14)`; a notify tag
        /// is written beside its action (`cancel (notify "ask") → allow`), and a change of tag
        /// alone as `still cancel, notify "a" → "b"`.
        package var description: String {
            let actions =
                if old.action != new.action {
                    "\(RuleOutcome(old).jsonSpelling) → \(RuleOutcome(new).jsonSpelling)"
                } else if old.notify != new.notify {
                    "still \(old.action.jsonName), notify \(JSONText.quotedOrNull(old.notify)) → \(JSONText.quotedOrNull(new.notify))"
                } else {
                    "still \(old.action.jsonName), from another rule"
                }
            return "\(actions) (old \(Self.origin(old)); new \(Self.origin(new)))"
        }

        /// `rule 2, line 12`, or `implicit default`.
        private static func origin(_ decision: Decision) -> String {
            guard let rule = decision.rule, let line = decision.line else { return "implicit default" }
            return "rule \(rule), line \(line)"
        }
    }

    /// The classes whose decision changed, in the order the walk finds them.
    package let changes: [Change]
    /// Whether the comparison ran out of work, so `changes` may be incomplete.
    package let isIncomplete: Bool

    /// Whether the two policies decide every request alike (as far as `comparingRules` asks).
    package var isEquivalent: Bool { changes.isEmpty && !isIncomplete }

    /// Compares `old` with `new`: their navigation rules, then their response sections (a
    /// missing section allows every response, as the runtime does). A change is a different
    /// decision — another action or another notify tag, or both; with `comparingRules` also a
    /// different deciding rule or line (renumbering alone counts only then).
    package init(
        old: CheckedPolicy, new: CheckedPolicy, comparingRules: Bool = false,
        workLimit: Int = PolicyComparison.defaultWorkLimit
    ) {
        var (changes, incomplete) = Self.changes(old: old, new: new, comparingRules: comparingRules, workLimit: workLimit)
        if old.hasResponseSection || new.hasResponseSection {
            let response = Self.changes(old: old.responsePart, new: new.responsePart, comparingRules: comparingRules, workLimit: workLimit)
            changes += response.changes.map {
                var change = $0
                change.section = .response
                return change
            }
            incomplete = incomplete || response.incomplete
        }
        self.changes = changes
        isIncomplete = incomplete
    }

    /// The changed classes of two parts of the same section.
    private static func changes(old: CheckedPolicy, new: CheckedPolicy, comparingRules: Bool, workLimit: Int) -> (
        changes: [Change], incomplete: Bool
    ) {
        let comparison = PolicyComparison(old: old, new: new, workLimit: workLimit)
        var changes: [Change] = []
        var unconfirmed = false
        for region in comparison.regions {
            // Decide the example as printed (its URLs read back) with the oracle, which also
            // gives notify tags: print nothing the policies do not really do. An example whose
            // URLs do not give the region's decisions makes the result incomplete, never silently
            // equivalent.
            guard let oldDecision = PolicyComparison.decide(old, region.witness),
                let newDecision = PolicyComparison.decide(new, region.witness),
                oldDecision.rule == region.old.rule, newDecision.rule == region.new.rule
            else {
                unconfirmed = true
                continue
            }
            if Self.differ(oldDecision, newDecision, comparingRules: comparingRules) {
                changes.append(Change(example: region.witness, old: oldDecision, new: newDecision))
            }
        }
        return (changes, comparison.isIncomplete || unconfirmed)
    }

    /// Whether two decisions count as different: another action or notify tag; with
    /// `comparingRules` also another deciding rule or line.
    package static func differ(_ old: Decision, _ new: Decision, comparingRules: Bool) -> Bool {
        RuleOutcome(old) != RuleOutcome(new) || (comparingRules && (old.rule != new.rule || old.line != new.line))
    }
}
