import NavPolicy

#if canImport(Glibc)
import Glibc
#endif

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
        // The bound's n covers the scheme, host, path and query of both URLs.
        var urls = [request.url]
        if case .loaded(let current) = request.current { urls.append(current) }
        let length =
            urls.map { url in
                max(url.scheme.utf8.count, url.host?.utf8.count ?? 0, url.path.utf8.count, url.query?.utf8.count ?? 0)
            }.max() ?? 0
        let bound = policy.workBound(requestLength: length)
        require(work.isWithin(bound), "work \(work) exceeds the bound \(bound) for \(request)")
        require(decision == policy.decide(request), "counted and plain decisions differ for \(request)")
        return decision
    }

    /// Decides `response` counting the work, traps unless it is within the response part's
    /// bound and equals the uncounted decision, and returns it.
    static func decideWithinBound(_ policy: Policy, _ response: NavigationResponse) -> Decision {
        var work = DecisionWork()
        let decision = policy.decide(response, counting: &work)
        // The bound's n covers the URL's parts and the page the facts are read from (the type's path).
        let url = response.url
        let length = max(
            url.scheme.utf8.count, url.host?.utf8.count ?? 0, url.path.utf8.count, url.query?.utf8.count ?? 0,
            1 + (response.type?.utf8.count ?? 0), 16)
        let bound = policy.responseWorkBound(requestLength: length)
        require(work.isWithin(bound), "work \(work) exceeds the bound \(bound) for \(response)")
        require(decision == policy.decide(response), "counted and plain decisions differ for \(response)")
        return decision
    }
}
