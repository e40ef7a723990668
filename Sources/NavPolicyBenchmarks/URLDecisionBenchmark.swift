import Foundation
import NavPolicy
import NavPolicyCompiler

/// Group c: from URL strings to a decision with the runtime alone (split the URL and the
/// current URL, normalize, decide) against Foundation's `URL(string:)` parsing the URL alone.
struct URLDecisionBenchmark {
    /// How long to measure.
    let settings: BenchmarkSettings
    /// Where results go.
    let report: BenchmarkReport

    private static let foundation = "Foundation URL(string:) parse only"
    private static let decision = "NavigationRequest(url:current:) + decide"
    private static let decisionWithoutCurrent = "NavigationRequest(url:current: nil) + decide"
    private static let splitOnly = "NavigationRequest(url:current:) only"

    /// Checks that the string path decides like the pre-split path, then times.
    func run() throws(BenchmarkFailure) {
        let ads = try BenchmarkPipeline.example("ads.navpolicy")
        let clicks = AdClickMix.make(count: 1_024)
        report.heading("c. URL string → decision vs Foundation's URL(string:) parse alone")
        report.note(
            "the \(Figure.grouped(clicks.count)) ad clicks of group a as URL strings; NavPolicy rows split the current URL too unless it is nil"
        )
        let fromStrings = clicks.map { Self.request($0) }
        report.check("every URL string splits", passed: fromStrings.allSatisfy { $0 != nil })
        report.check(
            "string requests decide as pre-split requests",
            passed: zip(clicks, fromStrings).allSatisfy { click, request in
                request.map(ads.policy.decide) == ads.policy.decide(click.splitRequest)
            })
        let requests = fromStrings.compactMap { $0 }
        report.check(
            "Policy.decide allocates nothing on the heap (\(Figure.grouped(requests.count)) requests split from strings)",
            passed: HeapAllocations.decideAllocatesNothing({ ads.policy.decide($0).checksum }, requests))

        let foundationBatch = CyclingBatch(clicks)
        let splitBatch = CyclingBatch(clicks)
        let results = settings.harness.measure([
            Contender(name: Self.foundation) { count in
                foundationBatch.run(count) { URL(string: $0.url) == nil ? 0 : 1 }
            },
            Self.decisionContender(Self.decision, ads.policy, clicks, splitsCurrent: true),
            Self.decisionContender(Self.decisionWithoutCurrent, ads.policy, clicks, splitsCurrent: false),
            Contender(name: Self.splitOnly) { count in
                splitBatch.run(count) { UInt64(truncatingIfNeeded: Self.request($0, splitsCurrent: true)?.path.utf8.count ?? 0) }
            },
        ])
        report.table(
            ["work per URL (\(settings.rounds) interleaved rounds)", "median ns/URL", "ratio to Foundation"],
            [Self.foundation, Self.decision, Self.decisionWithoutCurrent, Self.splitOnly].map { name in
                [name, Figure.nanoseconds(results.median(name)), Figure.ratio(results.ratio(name, to: Self.foundation))]
            })
        let ratio = results.ratio(Self.decision, to: Self.foundation)
        report.target("URL string → decision faster than Foundation's parse", measured: Figure.ratio(ratio), passed: ratio < 1)
    }

    /// Times URL strings to decisions; without `splitsCurrent` the current URL is passed as nil,
    /// which shows what the second split costs (the decisions then differ, the work is comparable).
    private static func decisionContender(_ name: String, _ policy: Policy, _ clicks: [AdClick], splitsCurrent: Bool) -> Contender {
        let batch = CyclingBatch(clicks)
        return Contender(name: name) { count in
            batch.run(count) { click in
                guard let request = Self.request(click, splitsCurrent: splitsCurrent) else { return 0xFFFF }
                return policy.decide(request).checksum
            }
        }
    }

    /// The request from the click's URL strings. Inlined, so the timing loop passes only the
    /// strings (as Foundation's row passes one), not a copy of the whole click.
    @inline(__always)
    private static func request(_ click: borrowing AdClick, splitsCurrent: Bool = true) -> NavigationRequest? {
        try? NavigationRequest(
            url: click.url, current: splitsCurrent ? click.current : nil, target: click.target, navigation: click.navigation)
    }
}
