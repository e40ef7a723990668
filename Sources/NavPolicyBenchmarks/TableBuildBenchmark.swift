import NavPolicy
import NavPolicyCompiler

/// Group d: how long the largest host list takes to compile and to load (validate) as a table,
/// and how big the table is.
struct TableBuildBenchmark {
    /// How often to repeat.
    let settings: BenchmarkSettings
    /// Where results go.
    let report: BenchmarkReport

    /// Times compile, load and the whole check-and-compile path for one workload, whose
    /// compiled `table` group b has already built (and checked against the reference).
    func run(_ workload: HostListWorkload, table: [UInt8]) {
        let source = SourceFile(name: "host-list.navpolicy", text: workload.sourceText)
        // The steps alternate within each run so that the machine's drift hits them alike.
        // The same table with its source embedded, as `navpolicy compile` writes it by default.
        let withSource = PolicyPipeline(lints: false, embedsSource: true).compile(source).value?.bytes ?? []
        var compileTimes: [Double] = []
        var loadTimes: [Double] = []
        var sourceLoadTimes: [Double] = []
        var sourceTimes: [Double] = []
        for _ in 0..<settings.buildRuns {
            compileTimes.append(Self.time { UInt64(Self.compile(workload.policy).count) })
            for _ in 0..<3 {
                loadTimes.append(Self.time { (try? Policy(table: table)).map { $0.decide(workload.requests[0]).checksum } ?? 0 })
                sourceLoadTimes.append(Self.time { (try? Policy(table: withSource)).map { $0.decide(workload.requests[0]).checksum } ?? 0 })
            }
            sourceTimes.append(Self.time { UInt64(PolicyPipeline(lints: false).compile(source).value?.bytes.count ?? 0) })
        }

        report.heading("d. table build at \(Figure.grouped(workload.size)) host patterns")
        report.table(
            ["step", "runs", "median", "min"],
            [
                ("compile (checked policy → table bytes)", compileTimes),
                ("load and validate, first decision (Policy(table:))", loadTimes),
                ("the same with the source embedded (\(Figure.bytes(withSource.count)))", sourceLoadTimes),
                ("check and compile from source text (\(Figure.grouped(source.bytes.count)) B)", sourceTimes),
            ].map { name, times in
                [name, String(times.count), Figure.milliseconds(TimingResults.median(times)), Figure.milliseconds(times.min() ?? .nan)]
            })
        report.note(
            "table size: " + Figure.bytes(table.count)
                + " (\(Figure.fixed(Double(table.count) / Double(workload.size), decimals: 1)) B per pattern)")
        let compileTime = TimingResults.median(compileTimes)
        report.target("compile ≤ 2 s", measured: Figure.milliseconds(compileTime), passed: compileTime <= 2e9)
        let loadTime = TimingResults.median(loadTimes)
        report.target("load and validate ≤ 2 ms", measured: Figure.milliseconds(loadTime), passed: loadTime <= 2e6)
        let sourceLoadTime = TimingResults.median(sourceLoadTimes)
        report.target("load with the source embedded ≤ 2 ms", measured: Figure.milliseconds(sourceLoadTime), passed: sourceLoadTime <= 2e6)
        let sourceTime = TimingResults.median(sourceTimes)
        report.target("check + compile from source ≤ 0.6 s", measured: Figure.milliseconds(sourceTime), passed: sourceTime <= 6e8)
    }

    private static func time(_ work: () -> UInt64) -> Double {
        TimingHarness.nanoseconds(TimingHarness.time(work))
    }

    private static func compile(_ policy: CheckedPolicy) -> [UInt8] {
        PolicyPipeline(lints: false).compile(policy).value?.bytes ?? []
    }
}
