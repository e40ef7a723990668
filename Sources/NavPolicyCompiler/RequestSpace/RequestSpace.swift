import NavPolicy

/// The request space of a list of conditions, and the machinery that walks it: the
/// conditions lowered into one hash-consed store (`PolicyLowering`), the refined partition
/// (`RequestPartition`), and the `SpecializationEngine` with the work budget every walk over
/// this space charges. The linter's walks and `PolicyComparison` share one instance per run,
/// so their witnesses come from the same classes.
final class RequestSpace {
    /// The specialisation engine (its store grows with the walks' specializations).
    let engine: SpecializationEngine
    /// The classes of each walk level.
    let partition: RequestPartition
    /// The store id of each given condition, in order.
    let conditionIDs: [Int]
    /// The parameter tests, by parameter-test field index.
    private let parameterTests: [ParameterTest]

    /// Lowers the conditions and partitions the request space for their atoms; the walks may
    /// do `workLimit` units of work in all. `responses`: the conditions are a response
    /// section's, whose requests stand for responses (`RequestPartition.init`).
    convenience init(conditions: [Condition], responses: Bool = false, workLimit: Int) {
        let lowering = PolicyLowering(conditions: conditions)
        self.init(lowering, PolicyPartition(lowering), responses: responses, workLimit: workLimit)
    }

    /// The space of a policy's lowered rules followed by `conditions` (the lint's probes),
    /// which reuses the rules' lowering and host classes (`LoweredRules.adding(_:)`).
    convenience init(rules: LoweredRules, adding conditions: [Condition], responses: Bool = false, workLimit: Int) {
        let (lowering, partition) = rules.adding(conditions)
        self.init(lowering, partition, responses: responses, workLimit: workLimit)
    }

    private init(_ lowering: PolicyLowering, _ partition: PolicyPartition, responses: Bool, workLimit: Int) {
        engine = SpecializationEngine(store: lowering.store, budget: WorkBudget(limit: workLimit))
        conditionIDs = lowering.ruleConditions
        parameterTests = lowering.parameterTests
        self.partition = RequestPartition(partition, atoms: lowering.atoms, atomFields: lowering.store.atomFields, responses: responses)
    }

    /// Whether the walks ran out of work (their findings are then incomplete).
    var isExhausted: Bool { engine.budget.isExhausted }

    /// Whether the walks' findings may be incomplete: they ran out of work, or the partition is
    /// approximate (`RequestPartition.isApproximate`).
    var isIncomplete: Bool { isExhausted || partition.isApproximate }

    /// The parameter test a field of the parameter-test family stands for, on which URL.
    func parameterTest(of field: RequestField) -> WitnessBinding.TrueTest? {
        switch field {
        case .parameterTest(let index, _):
            parameterTests.indices.contains(index) ? WitnessBinding.TrueTest(parameterTests[index], onCurrent: false) : nil
        case .currentParameterTest(let index, _):
            parameterTests.indices.contains(index) ? WitnessBinding.TrueTest(parameterTests[index], onCurrent: true) : nil
        case .target, .navigation, .view, .scheme, .host, .port, .path, .query, .currentScheme, .currentHost, .currentPort, .currentPath,
            .currentQuery, .relation, .status, .attachment, .displayable, .type, .glob, .queryName, .currentGlob, .currentQueryName, .flag:
            nil
        }
    }

    /// Every parameter test of the conditions, on the URL and on the current URL (what a
    /// realised witness's binding must not make true unless the witness says so).
    private(set) lazy var testedParameterTests: [WitnessBinding.TrueTest] = Set(engine.store.atomFields).sorted().compactMap(
        parameterTest(of:))

    /// Records work done by a walk.
    func charge(_ work: Int) { engine.budget.charge(work) }
}
