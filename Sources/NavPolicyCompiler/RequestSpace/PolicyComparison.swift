import NavPolicy

/// The joint partition of the request space of two checked policies, for `navpolicy diff`:
/// every combination (old deciding rule, new deciding rule) that some request realizes, with
/// one witness request each.
///
/// How to use it (a `diff` command):
/// ```swift
/// let comparison = PolicyComparison(old: oldChecked, new: newChecked)
/// for region in comparison.changes {          // regions whose decision (action or tag) differs
///     // region.old / region.new: the Decision each policy gives (rule, line, action);
///     // region.witness.url, .current, .target, .navigation: a request to show;
///     // region.witness.noteText: "example request: url '…', current …, target …, navigation …"
/// }
/// if comparison.isIncomplete { /* the walk ran out of work: say the list may be partial */ }
/// ```
/// `regions` also holds the unchanged combinations (same action and tag, possibly other rules),
/// for a diff that reports moved rules, in an order that depends only on the two policies. Every
/// witness is checked with the reference interpreter against both policies. Parameters (by key)
/// and flags (by name) are free booleans shared by both, so a region is a binding and a request,
/// and its witness carries them (`RequestWitness.binding`). The walk fixes one `RequestField`
/// level at a time over one `RequestSpace` of both policies' atoms, like the linter's; it costs
/// about the product of the two decision diagrams, bounded by `workLimit`.
package struct PolicyComparison: Sendable {
    /// One class of the joint partition: the requests on which each policy's decision is fixed.
    package struct Region: Sendable, Hashable {
        /// The old policy's decision (rule and line; `Decision.implicitDefault` past its rules).
        package var old: Decision
        /// The new policy's decision.
        package var new: Decision
        /// A request in the region.
        package var witness: RequestWitness
    }

    /// Work the walk may do by default (the linter's analysis budget).
    package static let defaultWorkLimit = RuleInteractionAnalysis.defaultWorkLimit

    /// Every (old decision, new decision) combination some request realizes, one witness each.
    package let regions: [Region]
    /// Whether the walk ran out of work, or a combination found had no binding that realises
    /// its witness, so some combinations may be missing.
    package let isIncomplete: Bool

    /// The regions on which the decision changes: another action, another notify tag, or both.
    package var changes: [Region] { regions.filter { RuleOutcome($0.old) != RuleOutcome($0.new) } }

    /// Compares two checked policies; the walk stops after `workLimit` units of work.
    package init(old oldPolicy: CheckedPolicy, new newPolicy: CheckedPolicy, workLimit: Int = defaultWorkLimit) {
        let (old, new) = (oldPolicy, newPolicy)
        // Parameters by key and flags by name, one free boolean each for both policies.
        let vocabulary = ComparedVocabulary([old, new])
        let (jointOld, jointNew) = (vocabulary.declaring(old), vocabulary.declaring(new))
        let space = RequestSpace(
            conditions: jointOld.rules.map(\.condition) + jointNew.rules.map(\.condition),
            responses: old.section == .response, workLimit: workLimit)
        var walk = JointWalk(space: space, oldCount: jointOld.rules.count)
        walk.start()
        var unrealised = false
        regions = walk.found.compactMap { outcome, witnesses in
            let (oldDecision, newDecision) = (Self.decision(jointOld, outcome.old), Self.decision(jointNew, outcome.new))
            // The first witness with a binding and flags under which both decisions hold (the
            // interpreter confirms them). A combination none of its witnesses realises may still
            // exist (a binding the search did not try), so the comparison is then incomplete.
            for found in witnesses {
                guard let witness = found.realised(for: jointOld, tested: space.testedParameterTests, test: space.parameterTest(of:)),
                    Self.decide(oldPolicy, witness) == oldDecision, Self.decide(newPolicy, witness) == newDecision
                else { continue }
                return Region(old: oldDecision, new: newDecision, witness: witness)
            }
            unrealised = true
            return nil
        }
        isIncomplete = space.isIncomplete || unrealised
    }

    /// `policy`'s decision of a region's witness, under its binding and flags (those of the
    /// keys and names `policy` declares); nil when the witness's URL does not read back.
    package static func decide(_ policy: CheckedPolicy, _ witness: RequestWitness) -> Decision? {
        ComparedVocabulary.decide(policy, witness)
    }

    /// The decision of rule index `rule` (nil: the implicit default).
    private static func decision(_ policy: CheckedPolicy, _ rule: Int?) -> Decision {
        guard let rule else { return .implicitDefault }
        return policy.rules[rule].decision(index: policy.ruleNumber(at: rule))
    }
}

/// The depth-first walk behind `PolicyComparison`: entries `0..<oldCount` are the old
/// policy's rules, the rest the new one's; each policy's entries after its first true one are
/// dropped, and a node (level, feasibility, residual) is expanded once, since the outcomes
/// below it are then already recorded.
private struct JointWalk {
    struct Outcome: Hashable {
        var old: Int?
        var new: Int?
    }

    let space: RequestSpace
    let oldCount: Int32
    private let entriesByAtom: AtomIndex
    private var initial: [ResidualEntry] = []
    private var visited: [VisitKey: Bool] = [:]
    private(set) var found: [(Outcome, [RequestWitness])] = []
    private var known: [Outcome: Int] = [:]
    /// Witnesses kept per combination: the first may have no binding that realises it.
    private static let witnessesPerOutcome = 4

    private struct VisitKey: Hashable {
        var depth: Int
        var state: Feasibility
        var residual: [ResidualEntry]
    }

    init(space: RequestSpace, oldCount: Int) {
        self.space = space
        self.oldCount = Int32(oldCount)
        entriesByAtom = AtomIndex(space.conditionIDs, atomCount: space.engine.store.atomFields.count, engine: space.engine)
        for (entry, condition) in space.conditionIDs.enumerated() where condition != ConditionStore.falseID {
            initial.append(ResidualEntry(entry: Int32(entry), condition: Int32(condition)))
        }
    }

    mutating func start() {
        space.charge(initial.count)
        _ = visit(depth: 0, state: .start, residual: pruned(initial), values: [])
    }

    /// Each policy's entries up to its first true one.
    private func pruned(_ residual: [ResidualEntry]) -> [ResidualEntry] {
        var result: [ResidualEntry] = []
        var decided = (old: false, new: false)
        for item in residual {
            let isOld = item.entry < oldCount
            if isOld ? decided.old : decided.new { continue }
            result.append(item)
            if item.condition == Int32(ConditionStore.trueID) {
                if isOld { decided.old = true } else { decided.new = true }
            }
        }
        return result
    }

    /// Walks below a node; returns whether some leaf below it was reached.
    private mutating func visit(depth: Int, state: Feasibility, residual: [ResidualEntry], values: [RequestValue]) -> Bool {
        space.charge(1 + residual.count)
        guard !space.isExhausted else { return false }
        guard depth < space.partition.levels.count else { return leaf(residual, values: values) }
        let key = VisitKey(depth: depth, state: state, residual: residual)
        if let reached = visited[key] { return reached }
        // Once both policies have decided, one realizable request below is all that is needed.
        let settled = residual.allSatisfy { $0.condition == Int32(ConditionStore.trueID) }
        let level = space.partition.levels[depth]
        let expansion = LevelExpansion(residual, level: level, in: space)
        var reached = false
        for fieldClass in space.partition.classes(of: level) {
            guard let childState = state.advance(level: level, with: fieldClass.constraint) else { continue }
            let trueAtoms = Set(fieldClass.trueAtoms)
            let affected = expansion.affected(by: fieldClass, index: entriesByAtom)
            space.charge(1 + affected.count)
            var memo: [ConditionStore.SpecializationKey: Int] = [:]
            let child = pruned(expansion.child(affected: affected, trueAtoms: trueAtoms, memo: &memo))
            if visit(depth: depth + 1, state: childState, residual: child, values: values + [fieldClass.value]) {
                reached = true
                if settled { break }
            }
            if space.isExhausted { break }
        }
        visited[key] = reached
        return reached
    }

    /// Records the outcome of a fully fixed request.
    private mutating func leaf(_ residual: [ResidualEntry], values: [RequestValue]) -> Bool {
        let outcome = Outcome(
            old: residual.first { $0.entry < oldCount }.map { Int($0.entry) },
            new: residual.first { $0.entry >= oldCount }.map { Int($0.entry - oldCount) })
        guard let witness = RequestWitness(values: values) else { return false }
        if let index = known[outcome] {
            if found[index].1.count < Self.witnessesPerOutcome { found[index].1.append(witness) }
        } else {
            known[outcome] = found.count
            found.append((outcome, [witness]))
        }
        return true
    }
}
