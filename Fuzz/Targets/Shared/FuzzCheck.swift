#if canImport(Glibc)
import Glibc
#endif
import NavPolicy

/// What a fuzz target does when an invariant breaks: says which and what it saw, then traps,
/// so that libFuzzer records the input as a crash (`crash-*`) and a rerun replays it.
enum FuzzCheck {
    /// Traps with `message` unless `condition` holds.
    static func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
        if !condition() {
            // Standard error is unbuffered, so the message is out before the trap.
            fputs("fuzz invariant broken: \(message())\n", stderr)
            fatalError("fuzz invariant broken")
        }
    }

    /// Decides `request` counting the work and requires it within the policy's bound.
    static func decideWithinBound(_ policy: Policy, _ request: NavigationRequest) -> Decision {
        var work = DecisionWork()
        let decision = policy.decide(request, counting: &work)
        let length = max(request.scheme.utf8.count, request.host?.utf8.count ?? 0, request.path.utf8.count)
        let bound = policy.workBound(requestLength: length)
        require(work.isWithin(bound), "work \(work) exceeds the bound \(bound) for \(request)")
        require(decision == policy.decide(request), "counted and plain decisions differ for \(request)")
        return decision
    }
}
