/// What was found below one node of a `RegionWalk`: each fact maps to the class index (at this
/// node's field) through which one request with that fact is reached, so one witness per fact
/// is kept without copying paths (`-1` at a leaf). Entry index `entryCount` stands for the
/// implicit default.
struct InteractionSummary {
    /// A pair of entries (earlier decider, later matching entry).
    struct Pair: Hashable {
        var first: Int32
        var second: Int32
    }

    /// The most overlapping pairs kept per node, so a pathological policy stays fast.
    static let pairLimit = 64

    /// Child node per class (`-1`: infeasible or not explored); empty at a leaf.
    var children: [Int32] = []
    /// Entries true on some request.
    var matched: [Int32: Int32] = [:]
    /// Entries (or the default) that decide some request.
    var decided: [Int32: Int32] = [:]
    /// Entries that decide some request on which removing them changes the action.
    var removalChanges: [Int32: Int32] = [:]
    /// Entries that decide some request on which removing them keeps the action.
    var removalKeeps: [Int32: Int32] = [:]
    /// (decider, later matching entry with another action) pairs.
    var overlaps: [Pair: Int32] = [:]

    /// An empty summary.
    init() {}

    /// Adds what was found below a child reached through class `index`.
    mutating func absorb(_ child: InteractionSummary, through index: Int32) {
        for key in child.matched.keys where matched[key] == nil { matched[key] = index }
        for key in child.decided.keys where decided[key] == nil { decided[key] = index }
        for key in child.removalChanges.keys where removalChanges[key] == nil { removalChanges[key] = index }
        for key in child.removalKeeps.keys where removalKeeps[key] == nil { removalKeeps[key] = index }
        for key in child.overlaps.keys where overlaps[key] == nil && overlaps.count < Self.pairLimit { overlaps[key] = index }
    }
}
