import NavPolicy

/// The timing loop's own cost per decision, measured as a contender and subtracted.
///
/// Handing an array element to a function the optimizer cannot see into costs a copy of the
/// request (retains of its strings) and a release after the call; the compiler keeps that copy
/// for every decider alike. A real caller decides a request it just built, without that copy,
/// so the tables show each decider's time both with the loop and net of it, and targets are
/// judged on the net figures.
enum HarnessBaseline {
    /// The row label of the baseline contender.
    static let name = "timing loop only (request copy + empty call)"

    /// Does nothing with the request. Not optimized, so that callers cannot specialize it into
    /// a call that skips the copy every real decider pays.
    @inline(never) @_optimize(none)
    static func emptyDecision(_ request: NavigationRequest) -> UInt64 {
        0
    }

    /// The baseline contender over its own cycling batch of `requests`.
    static func contender(_ requests: [NavigationRequest]) -> Contender {
        let batch = CyclingBatch(requests)
        return Contender(name: name) { count in batch.run(count) { emptyDecision($0) } }
    }

    /// The row label of the baseline for deciders that read `AdClick`s (the hand-written code).
    static let clickName = "timing loop only (ad click copy + empty call)"

    /// Does nothing with the click; as `emptyDecision(_:)` for requests.
    @inline(never) @_optimize(none)
    static func emptyDecision(_ click: AdClick) -> UInt64 {
        0
    }

    /// The baseline contender over a cycling batch of `clicks`: a decider that loops over
    /// `AdClick`s is net of this loop, not of the request loop (a request is larger to copy).
    static func contender(_ clicks: [AdClick]) -> Contender {
        let batch = CyclingBatch(clicks)
        return Contender(name: clickName) { count in batch.run(count) { emptyDecision($0) } }
    }

    /// The row label of the baseline for deciders that read `NavigationResponse`s.
    static let responseName = "timing loop only (response copy + empty call)"

    /// Does nothing with the response; as `emptyDecision(_:)` for requests.
    @inline(never) @_optimize(none)
    static func emptyDecision(_ response: NavigationResponse) -> UInt64 {
        0
    }

    /// The baseline contender over a cycling batch of `responses`: response deciders are net of
    /// this loop (a response is larger to copy than a request).
    static func contender(_ responses: [NavigationResponse]) -> Contender {
        let batch = CyclingBatch(responses)
        return Contender(name: responseName) { count in batch.run(count) { emptyDecision($0) } }
    }
}
