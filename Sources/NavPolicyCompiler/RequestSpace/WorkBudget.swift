/// The work a specialisation run may do (residual entries built, classes visited). The diagram
/// builder and the request-space walks charge the same kind of budget through their
/// `SpecializationEngine`, so no policy can stall `compile`, `check` or `diff`: past it the
/// compiler reports the table as too large, the linter as incomplete.
///
/// A run inside a cancelled Swift task counts as out of work too (checked every
/// `chargesPerCancellationCheck` charges, so the check costs nothing measurable): the language
/// server cancels the lint of a version the author has already typed past, and the analysis
/// stops within milliseconds instead of finishing work nobody will read.
package final class WorkBudget {
    /// The work still allowed.
    private(set) var remaining: Int
    /// Charges left until the next look at the task's cancellation.
    private var chargesUntilCancellationCheck = WorkBudget.chargesPerCancellationCheck
    /// How many charges pass between two looks at the task's cancellation.
    static let chargesPerCancellationCheck = 1_024

    /// A budget of `limit` units.
    package init(limit: Int) { remaining = limit }

    /// Whether the work done has passed the limit (or the task running it was cancelled).
    package var isExhausted: Bool { remaining < 0 }

    /// Records work done.
    func charge(_ work: Int) {
        remaining -= work
        chargesUntilCancellationCheck -= 1
        if chargesUntilCancellationCheck == 0 {
            chargesUntilCancellationCheck = Self.chargesPerCancellationCheck
            if Task.isCancelled { remaining = min(remaining, -1) }
        }
    }
}
