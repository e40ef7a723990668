/// The work a specialisation run may do (residual entries built, classes visited). The diagram
/// builder and the request-space walks charge the same kind of budget through their
/// `SpecializationEngine`, so no policy can stall `compile`, `check` or `diff`: past it the
/// compiler reports the table as too large, the linter as incomplete.
package final class WorkBudget {
    /// The work still allowed.
    private(set) var remaining: Int

    /// A budget of `limit` units.
    package init(limit: Int) { remaining = limit }

    /// Whether the work done has passed the limit.
    package var isExhausted: Bool { remaining < 0 }

    /// Records work done.
    func charge(_ work: Int) { remaining -= work }
}
