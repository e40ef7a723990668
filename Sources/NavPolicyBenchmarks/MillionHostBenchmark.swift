import NavPolicy
import NavPolicyCompiler

/// Group k: block lists of 100,000 and 1,000,000 hosts as policy source (`HostListWorkload`'s
/// names, half `*.`), compiled from the text as `navpolicy compile` does: check and compile
/// time and peak memory, table bytes with and without the embedded source, load, and
/// decisions against a 10-host table of the same generator in one interleaved run. The whole
/// process and braveblock beside it: `Scripts/compare-braveblock.py`.
struct MillionHostBenchmark {
    /// How long to measure.
    let settings: BenchmarkSettings
    /// Where results go.
    let report: BenchmarkReport

    /// One list's compiled figures.
    private struct Built {
        let workload: HostListWorkload
        let policy: Policy
        let textBytes, tableBytes, sourcedBytes, peakBytes: Int
        let compileNanoseconds, loadNanoseconds: Double
    }

    func run() throws(BenchmarkFailure) {
        let sizes = settings.quick ? [10, 20_000] : [10, 100_000, 1_000_000]
        var built: [Built] = []
        for size in sizes { built.append(try Self.build(HostListWorkload(size: size), runs: size > 100_000 ? 1 : settings.buildRuns)) }
        report.heading(
            "k. host lists of \(sizes.dropFirst().map(Figure.grouped).joined(separator: " and ")) as source: compile, table, load, decisions"
        )
        var contenders = [HarnessBaseline.contender(built[0].workload.requests)]
        for list in built {
            let batch = CyclingBatch(list.workload.requests)
            let policy = list.policy
            contenders.append(Contender(name: Self.name(list.workload.size)) { count in batch.run(count) { policy.decide($0).checksum } })
            report.check(
                "Policy.decide allocates nothing on the heap at \(Figure.grouped(list.workload.size)) hosts",
                passed: HeapAllocations.decideAllocatesNothing({ policy.decide($0).checksum }, list.workload.requests))
        }
        let results = settings.harness.measure(contenders)
        report.table(
            [
                "hosts", "source text", "check + compile", "peak memory", "table", "B per host", "table ÷ text", "with source ÷ without",
                "load", "ns/decision net", "÷ 10 hosts",
            ],
            built.map { list in
                [
                    Figure.grouped(list.workload.size), Figure.bytes(list.textBytes), Figure.milliseconds(list.compileNanoseconds),
                    Figure.bytes(list.peakBytes), Figure.bytes(list.tableBytes),
                    Figure.fixed(Double(list.tableBytes) / Double(list.workload.size), decimals: 1),
                    Figure.ratio(Double(list.tableBytes) / Double(list.textBytes)),
                    Figure.ratio(Double(list.sourcedBytes) / Double(list.tableBytes)),
                    Figure.milliseconds(list.loadNanoseconds),
                    Figure.nanoseconds(results.median(Self.name(list.workload.size), minus: HarnessBaseline.name)),
                    Figure.ratio(results.ratio(Self.name(list.workload.size), to: Self.name(10), minus: HarnessBaseline.name)),
                ]
            })
        report.note(
            "check + compile: lints off, source not embedded (`compile --no-lint --no-source`); peak memory: the resident high-water mark during it"
        )
        guard let largest = built.last, let hundred = built.first(where: { $0.workload.size == 100_000 }) ?? built.dropFirst().first else {
            return
        }
        let size = Figure.grouped(largest.workload.size)
        let textRatio = Double(largest.tableBytes) / Double(largest.textBytes)
        report.target("table ≤ 0.5× the list's text at \(size) hosts", measured: Figure.ratio(textRatio), passed: textRatio <= 0.5)
        let sourced = Double(hundred.sourcedBytes) / Double(hundred.tableBytes)
        report.target(
            "table with source ≤ 1.3× without at \(Figure.grouped(hundred.workload.size)) hosts", measured: Figure.ratio(sourced),
            passed: sourced <= 1.3)
        let growth = results.ratio(Self.name(largest.workload.size), to: Self.name(10), minus: HarnessBaseline.name)
        report.target("decisions at \(size) hosts ≤ 1.5× at 10 (net of the loop)", measured: Figure.ratio(growth), passed: growth <= 1.5)
    }

    private static func name(_ size: Int) -> String { "decide at \(size) hosts" }

    /// Compiles the workload's source (the median of `runs`), with and without its source
    /// embedded, and loads the table.
    private static func build(_ workload: HostListWorkload, runs: Int) throws(BenchmarkFailure) -> Built {
        let source = SourceFile(name: "host-list.navpolicy", text: workload.sourceText)
        var times: [Double] = []
        var table: [UInt8] = []
        PeakMemory.reset()
        let before = PeakMemory.residentBytes()
        for _ in 0..<runs {
            times.append(
                TimingHarness.nanoseconds(
                    TimingHarness.time {
                        table = PolicyPipeline(lints: false).compile(source).value?.bytes ?? []
                        return UInt64(table.count)
                    }))
        }
        let peak = PeakMemory.peakBytes() - before
        let sourced = PolicyPipeline(lints: false, embedsSource: true).compile(source).value?.bytes ?? []
        var loads: [Double] = []
        var loaded: Policy?
        for _ in 0..<max(3, runs) {
            loads.append(
                TimingHarness.nanoseconds(
                    TimingHarness.time {
                        loaded = try? Policy(table: table)
                        return loaded.map { $0.decide(workload.requests[0]).checksum } ?? 0
                    }))
        }
        guard let policy = loaded, !sourced.isEmpty else {
            throw BenchmarkFailure(description: "the \(workload.size)-host list did not compile and load")
        }
        return Built(
            workload: workload, policy: policy, textBytes: source.bytes.count, tableBytes: table.count, sourcedBytes: sourced.count,
            peakBytes: peak, compileNanoseconds: TimingResults.median(times), loadNanoseconds: TimingResults.median(loads))
    }
}
