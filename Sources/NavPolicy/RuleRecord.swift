/// One rule's outcome as a decision needs it, 12 bytes: what `DecisionProgram` keeps per rule
/// instead of a `Decision` (88 bytes, its notify tag inline), which for a table of 3.9 million
/// rules (62 MB, 16 bytes per rule record) took 343 MB at load. The decision is built from it
/// when a walk ends at the rule; the rare notify tag is copied from the table then.
struct RuleRecord {
    /// The rule's source line (a table word).
    var line: UInt32
    var action: Action
    /// The notify tag's length (0 for none, at most 64) and where it lies in the table.
    var tagLength: UInt8
    var tagStart: UInt32

    /// The decision of rule `rule` (1-based), whose record this is in `reader`'s table.
    @inline(__always)
    func decision(rule: Int, _ reader: TableReader) -> Decision {
        let tag = tagLength == 0 ? NotifyTag() : reader.notifyTag(at: Int(tagStart), length: Int(tagLength))
        return Decision(action: action, rule: rule, line: Int(line), tag: tag)
    }
}
