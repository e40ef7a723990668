import NavPolicy
import NavPolicyTestSupport

/// Group e: the hostile tables of `AdversarialTables` (up to 8 MB each): how long each takes
/// to load or be rejected and how much memory loading takes, and the slowest decision of a
/// 10 KB request on each table that loads.
struct AdversarialTableBenchmark {
    /// How often to repeat.
    let settings: BenchmarkSettings
    /// Where results go.
    let report: BenchmarkReport

    func run() {
        report.heading("e. crafted hostile tables (up to 8 MB): load or reject, then 10 KB requests")
        var rows: [[String]] = []
        var slowestLoad = 0.0, largestMemory = 0, slowestDecision = 0.0
        for crafted in AdversarialTables.all() {
            PeakMemory.reset()
            let before = PeakMemory.residentBytes()
            let loaded = try? Policy(table: crafted.bytes)
            let memory = max(0, PeakMemory.peakBytes() - before)
            var loadTimes: [Double] = []
            for _ in 0..<(settings.quick ? 1 : 3) {
                loadTimes.append(TimingHarness.nanoseconds(TimingHarness.time { (try? Policy(table: crafted.bytes)) == nil ? 0 : 1 }))
            }
            var decision = 0.0
            var steps = DecisionWork()
            if let loaded {
                for request in crafted.requests {
                    var work = DecisionWork()
                    _ = loaded.decide(request, counting: &work)
                    if work.bytes + work.probes + work.matcherWords > steps.bytes + steps.probes + steps.matcherWords { steps = work }
                    let times = (0..<(settings.quick ? 3 : 15)).map { _ in
                        TimingHarness.nanoseconds(TimingHarness.time { loaded.decide(request).checksum })
                    }
                    decision = max(decision, TimingResults.median(times))
                }
            }
            let loadTime = TimingResults.median(loadTimes)
            slowestLoad = max(slowestLoad, loadTime)
            largestMemory = max(largestMemory, memory)
            slowestDecision = max(slowestDecision, decision)
            rows.append([crafted.name, Figure.bytes(crafted.bytes.count), loaded == nil ? "rejected" : "loads",
                         Figure.milliseconds(loadTime), Figure.bytes(memory), loaded == nil ? "" : Figure.nanoseconds(decision),
                         loaded == nil ? "" : "\(steps.nodes) / \(Figure.grouped(steps.probes)) / \(Figure.grouped(steps.bytes)) / \(Figure.grouped(steps.matcherWords))"])
        }
        report.table(["table", "size", "outcome", "load or reject", "peak memory", "slowest decision ns", "nodes / probes / bytes / matcher words"], rows)
        report.note("peak memory: growth of the resident set's high-water mark while loading once")
        report.note("nodes / probes / bytes / matcher words: the counted work (DecisionWork) of the costliest request, the same on any machine")
        report.target("every crafted table loads or is rejected in < 1 s", measured: Figure.milliseconds(slowestLoad), passed: slowestLoad < 1e9)
        report.target("every crafted table loads or is rejected in < 100 MB", measured: Figure.bytes(largestMemory), passed: largestMemory < 100 << 20)
        report.target("every decision of a 10 KB request ≤ 1 ms", measured: Figure.nanoseconds(slowestDecision), passed: slowestDecision <= 1e6)
    }
}
