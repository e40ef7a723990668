// The release-mode benchmark: `swift run -c release NavPolicyBenchmarks [--quick] [--only GROUPS]`.
// Prints one table per group with medians and ratios, each target with PASS or MISS, and
// exits 1 when a correctness check fails (targets alone never fail the run: the machine is
// shared and noisy), 2 on a usage error.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// `--instruction-loop WORKLOAD ROUNDS`: the loops `Scripts/callgrind-decisions` counts.
if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "--instruction-loop", let rounds = Int(CommandLine.arguments[3]),
    rounds > 0
{
    do throws(BenchmarkFailure) {
        try InstructionCountLoops.run(workload: CommandLine.arguments[2], rounds: rounds)
        exit(0)
    } catch {
        print("benchmark failed: \(error)")
        exit(2)
    }
}

guard let settings = BenchmarkSettings(arguments: Array(CommandLine.arguments.dropFirst())) else {
    print(BenchmarkSettings.usage)
    exit(CommandLine.arguments.dropFirst().first == "--help" ? 0 : 2)
}

let report = BenchmarkReport()
let clock = ContinuousClock()
let start = clock.now
print(
    "NavPolicy benchmarks (\(settings.quick ? "--quick smoke run" : "full run"): \(settings.rounds) rounds, \(Figure.milliseconds(TimingHarness.nanoseconds(settings.sampleDuration))) samples); medians of interleaved rounds, ratios per round"
)
do {
    if settings.groups.contains("a") { try AdsPolicyBenchmark(settings: settings, report: report).run() }
    let largest =
        settings.groups.contains("b") || settings.groups.contains("d")
        ? try HostListBenchmark(settings: settings, report: report).run() : nil
    if settings.groups.contains("c") { try URLDecisionBenchmark(settings: settings, report: report).run() }
    if settings.groups.contains("d"), let largest {
        TableBuildBenchmark(settings: settings, report: report).run(largest.workload, table: largest.table)
    }
    if settings.groups.contains("e") { try AdversarialTableBenchmark(settings: settings, report: report).run() }
    if settings.groups.contains("f") { try MixedPolicyBenchmark(settings: settings, report: report).run() }
    if settings.groups.contains("g") { try LanguageServerBenchmark(settings: settings, report: report).run() }
    if settings.groups.contains("h") { HostileURLBenchmark(settings: settings, report: report).run() }
    if settings.groups.contains("i") { try ParameterBenchmark(settings: settings, report: report).run() }
    if settings.groups.contains("j") { try ResponseBenchmark(settings: settings, report: report).run() }
    if settings.groups.contains("k") { try MillionHostBenchmark(settings: settings, report: report).run() }
} catch {
    print("benchmark failed: \(error)")
    exit(1)
}
report.summary()
print("  total time \(Figure.fixed(TimingHarness.nanoseconds(clock.now - start) / 1e9, decimals: 1)) s, checksum \(BlackHole.checksum)")
exit(report.failedChecks.isEmpty ? 0 : 1)
