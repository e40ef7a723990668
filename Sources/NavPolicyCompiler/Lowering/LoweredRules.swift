/// A policy's rules lowered and partitioned once per pipeline run: the lint's request space
/// adds its probes to them (`adding(_:)`) and the table compiler encodes them as they are, so a
/// million-host list is lowered, sorted and classified once, not once for each.
///
/// The compiled table depends on the rules alone: a probe's atoms enter only the lint's copy.
package struct LoweredRules: Sendable {
    /// The rules lowered in order (rule k's condition is `lowering.ruleConditions[k - 1]`).
    let lowering: PolicyLowering
    /// The partition of their atoms, the table's classes.
    let partition: PolicyPartition

    /// The rules of `policy`, lowered and partitioned.
    package init(_ policy: CheckedPolicy) {
        lowering = PolicyLowering(policy)
        partition = PolicyPartition(lowering)
    }

    /// The rules followed by `conditions`, lowered into a copy of the rules' store (the rules'
    /// atoms and conditions keep their ids) and partitioned; the host classes are the rules'
    /// when `conditions` test no host.
    func adding(_ conditions: [Condition]) -> (lowering: PolicyLowering, partition: PolicyPartition) {
        let extended = lowering.adding(conditions)
        return (extended, PolicyPartition(extended, extending: partition))
    }
}
