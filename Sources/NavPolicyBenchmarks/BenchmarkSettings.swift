/// How long and how thoroughly to measure: the full run (about a minute and a half on a quiet
/// machine) or `--quick`, a smoke run of every group that finishes in seconds.
struct BenchmarkSettings {
    /// Whether this is the `--quick` smoke run.
    let quick: Bool
    /// Interleaved timing rounds per group.
    let rounds: Int
    /// Wall time each contender's sample aims for.
    let sampleDuration: Duration
    /// Repetitions of the table build (compile, load) whose median is reported.
    let buildRuns: Int
    /// Host-list sizes of group b; the last one is also group d's size.
    let hostListSizes = [10, 1_000, 100_000]

    /// The usage line printed by `--help` and on unknown arguments.
    static let usage = "usage: swift run -c release NavPolicyBenchmarks [--quick]"

    /// Settings for a full or a quick run.
    init(quick: Bool) {
        self.quick = quick
        rounds = quick ? 5 : 31
        sampleDuration = quick ? .milliseconds(2) : .milliseconds(20)
        buildRuns = quick ? 1 : 5
    }

    /// Settings from command-line arguments (without the program name); nil for `--help` or
    /// anything unknown, after which the caller prints the usage.
    init?(arguments: [String]) {
        switch arguments {
        case []: self.init(quick: false)
        case ["--quick"]: self.init(quick: true)
        default: return nil
        }
    }

    /// The timing harness these settings describe.
    var harness: TimingHarness {
        TimingHarness(rounds: rounds, sampleDuration: sampleDuration)
    }
}
