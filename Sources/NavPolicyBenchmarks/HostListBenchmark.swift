import NavPolicy
import NavPolicyCompiler

/// Group b: block lists of 10, 1,000 and 100,000 host patterns, compiled against the
/// reference interpreter, all sizes timed in the same interleaved rounds.
struct HostListBenchmark {
    /// How long to measure.
    let settings: BenchmarkSettings
    /// Where results go.
    let report: BenchmarkReport

    /// Builds the workloads, checks agreement, times and prints; returns the largest workload
    /// and its compiled table for group d.
    func run() throws(BenchmarkFailure) -> (workload: HostListWorkload, table: [UInt8]) {
        let workloads = settings.hostListSizes.map { HostListWorkload(size: $0) }
        var compiled: [CompiledPolicy] = []
        for workload in workloads { compiled.append(try BenchmarkPipeline.load(workload.policy)) }
        report.heading("b. host lists: compiled table vs reference interpreter by list size")
        report.note("policy: host in [N patterns, half exact, half *.] then cancel; scheme not in web then open external; otherwise allow")
        report.note(
            "\(workloads[0].requests.count) requests per size: exact hits, *. hits, near misses (subdomain of an exact pattern), unrelated hosts"
        )

        var contenders = [HarnessBaseline.contender(workloads[0].requests)]
        for (workload, built) in zip(workloads, compiled) {
            let decisions = workload.requests.map(built.policy.decide)
            let agrees = zip(workload.requests, decisions).allSatisfy { ReferenceInterpreter.decide(built.checked.policy, $0) == $1 }
            let hits = decisions.filter { $0.rule == 1 }.count
            report.check(
                "compiled = reference on every request at \(Figure.grouped(workload.size)) hosts (\(hits) list hits)", passed: agrees)
            report.check(
                "Policy.decide allocates nothing on the heap at \(Figure.grouped(workload.size)) hosts",
                passed: HeapAllocations.decideAllocatesNothing({ built.policy.decide($0).checksum }, workload.requests))
            let compiledBatch = CyclingBatch(workload.requests)
            let referenceBatch = CyclingBatch(workload.requests)
            contenders.append(
                Contender(name: Self.compiledName(workload.size)) { count in
                    let runtime = built.policy
                    return compiledBatch.run(count) { runtime.decide($0).checksum }
                })
            contenders.append(
                Contender(name: Self.referenceName(workload.size)) { count in
                    let checked = built.checked.policy
                    return referenceBatch.run(count) { ReferenceInterpreter.decide(checked, $0).checksum }
                })
        }
        let results = settings.harness.measure(contenders)

        let smallest = Self.compiledName(settings.hostListSizes[0])
        let loop = HarnessBaseline.name
        report.table(
            [
                "host patterns", "table bytes", "compiled ns/decision", "net of loop", "reference ns/decision", "reference ÷ compiled",
                "compiled ÷ compiled-10",
            ],
            zip(workloads, compiled).map { workload, policy in
                let compiledName = Self.compiledName(workload.size)
                return [
                    Figure.grouped(workload.size), Figure.grouped(policy.table.count),
                    Figure.nanoseconds(results.median(compiledName)),
                    Figure.nanoseconds(results.median(compiledName, minus: loop)),
                    Figure.nanoseconds(results.median(Self.referenceName(workload.size))),
                    Figure.ratio(results.ratio(Self.referenceName(workload.size), to: compiledName, minus: loop)),
                    Figure.ratio(results.ratio(compiledName, to: smallest, minus: loop)),
                ]
            })
        report.note("timing loop alone (request copy + empty call): \(Figure.nanoseconds(results.median(loop))) ns; ratios are net of it")
        let largest = workloads[workloads.count - 1].size
        let growth = results.ratio(Self.compiledName(largest), to: smallest, minus: loop)
        report.target(
            "compiled at \(Figure.grouped(largest)) hosts ≤ 2× compiled at 10",
            measured: Figure.netAndRaw(growth, results.ratio(Self.compiledName(largest), to: smallest)), passed: growth <= 2)
        let speedup = results.ratio(Self.referenceName(largest), to: Self.compiledName(largest), minus: loop)
        report.target(
            "compiled ≥ 1,000× faster than reference at \(Figure.grouped(largest)) hosts",
            measured: Figure.netAndRaw(speedup, results.ratio(Self.referenceName(largest), to: Self.compiledName(largest))),
            passed: speedup >= 1_000)
        return (workloads[workloads.count - 1], compiled[compiled.count - 1].table)
    }

    private static func compiledName(_ size: Int) -> String { "compiled \(size)" }
    private static func referenceName(_ size: Int) -> String { "reference \(size)" }
}
