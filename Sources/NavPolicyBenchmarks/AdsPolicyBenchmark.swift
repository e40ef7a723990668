import NavPolicy
import NavPolicyCompiler

/// Group a: `Examples/ads.navpolicy` compiled, against a hand-written transcription of the
/// AdMob guide's Swift and the reference interpreter, over the same pre-split requests.
struct AdsPolicyBenchmark {
    /// How long to measure.
    let settings: BenchmarkSettings
    /// Where results go.
    let report: BenchmarkReport

    private static let handWritten = "hand-written Swift (AdMob guide's code)"
    private static let compiled = "compiled table (Policy.decide)"
    private static let reference = "reference interpreter"

    /// Checks agreement, times the three deciders and prints the table and targets.
    func run() throws(BenchmarkFailure) {
        let ads = try BenchmarkPipeline.example("ads.navpolicy")
        let clicks = AdClickMix.make(count: 1_024)
        let requests = clicks.map(\.splitRequest)
        report.heading("a. ads policy (Examples/ads.navpolicy) vs the AdMob guide's Swift vs reference interpreter")
        report.note(
            "\(Figure.grouped(requests.count)) pre-split requests (_blank/_top/_self/_parent/window.open, same and other hosts, custom schemes, file:), table \(Figure.grouped(ads.table.count)) B"
        )
        let compiledDecisions = requests.map(ads.policy.decide)
        report.check(
            "compiled = reference interpreter on every request",
            passed: zip(requests, compiledDecisions).allSatisfy { ReferenceInterpreter.decide(ads.checked.policy, $0) == $1 })
        report.check(
            "hand-written action = compiled action on every request",
            passed: zip(clicks, compiledDecisions).allSatisfy { HandWrittenClickBehavior.decide($0) == $1.action })
        report.check("the allocation counter sees a heap allocation", passed: HeapAllocations.counterSeesAllocations)
        report.check(
            "Policy.decide allocates nothing on the heap (\(Figure.grouped(requests.count)) decisions)",
            passed: HeapAllocations.decideAllocatesNothing({ ads.policy.decide($0).checksum }, requests))

        let handWrittenBatch = CyclingBatch(clicks)
        let compiledBatch = CyclingBatch(requests)
        let referenceBatch = CyclingBatch(requests)
        let results = settings.harness.measure([
            HarnessBaseline.contender(requests),
            HarnessBaseline.contender(clicks),
            Contender(name: Self.handWritten) { count in
                handWrittenBatch.run(count) { UInt64(HandWrittenClickBehavior.decide($0).rawValue) }
            },
            Contender(name: Self.compiled) { count in
                let policy = ads.policy
                return compiledBatch.run(count) { policy.decide($0).checksum }
            },
            Contender(name: Self.reference) { count in
                let checked = ads.checked.policy
                return referenceBatch.run(count) { ReferenceInterpreter.decide(checked, $0).checksum }
            },
        ])

        let loop = HarnessBaseline.name
        let clickLoop = HarnessBaseline.clickName
        // The hand-written code loops over clicks, the others over requests: each is net of
        // its own loop.
        func baseline(_ name: String) -> String { name == Self.handWritten ? clickLoop : loop }
        report.table(
            ["decider (\(settings.rounds) interleaved rounds)", "median ns/decision", "net of loop", "ratio to compiled (net)"],
            [loop, clickLoop].map { [$0, Figure.nanoseconds(results.median($0)), "", ""] }
                + [Self.handWritten, Self.compiled, Self.reference].map { name in
                    [
                        name, Figure.nanoseconds(results.median(name)), Figure.nanoseconds(results.median(name, minus: baseline(name))),
                        Figure.ratio(results.ratio(name, minus: baseline(name), to: Self.compiled, minus: loop)),
                    ]
                })
        let overHandWritten = results.ratio(Self.compiled, minus: loop, to: Self.handWritten, minus: clickLoop)
        // A ratio at or below zero means a net time lost in the noise, not a fast decider.
        report.target(
            "compiled ≤ 1.5× hand-written",
            measured: Figure.netAndRaw(overHandWritten, results.ratio(Self.compiled, to: Self.handWritten)),
            passed: overHandWritten > 0 && overHandWritten <= 1.5)
        let speedup = results.ratio(Self.reference, to: Self.compiled, minus: loop)
        report.target(
            "compiled ≥ 10× faster than reference",
            measured: Figure.netAndRaw(speedup, results.ratio(Self.reference, to: Self.compiled)), passed: speedup >= 10)
    }
}
