/// How long and how thoroughly to measure: the full run (20–40 s, depending on the machine
/// load) or `--quick`, a smoke run of every group that finishes in seconds.
struct BenchmarkSettings {
    /// Whether this is the `--quick` smoke run.
    let quick: Bool
    /// Interleaved timing rounds per group.
    let rounds: Int
    /// Wall time each contender's sample aims for.
    let sampleDuration: Duration
    /// Repetitions of the table build (compile, load) whose median is reported.
    let buildRuns: Int
    /// The groups to run (`a` to `k`); `d` needs `b`'s table, so it implies `b`.
    let groups: Set<Character>
    /// Host-list sizes of group b; the last one is also group d's size.
    let hostListSizes = [10, 1_000, 100_000]

    /// The usage text printed by `--help` and on unknown arguments.
    static let usage = """
        usage: swift run -c release NavPolicyBenchmarks [--quick] [--only GROUPS]
          --quick        a short smoke run of every group (5 rounds of 2 ms samples, 1 build run)
          --only GROUPS  run only these groups, e.g. 'ac' (a ads, b host lists, c URL strings, d table build,
                         e crafted hostile tables, f mixed policy, g language server, h hostile URL strings,
                         i parameters and flags, j responses, k 100,000 and 1,000,000 hosts as source)
               NavPolicyBenchmarks --instruction-loop WORKLOAD ROUNDS
                         decide one workload's inputs ROUNDS times in a loop callgrind counts
                         (Scripts/callgrind-decisions; WORKLOAD: ads, hosts-10, hosts-100000, hosts-1000000, mixed, url,
                         url-no-current, responses, responses-as-navigations)
        """

    /// Settings for a full or a quick run of some groups.
    init(quick: Bool, groups: Set<Character> = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"]) {
        self.quick = quick
        self.groups = groups
        rounds = quick ? 5 : 31
        sampleDuration = quick ? .milliseconds(2) : .milliseconds(20)
        buildRuns = quick ? 1 : 5
    }

    /// Settings from command-line arguments (without the program name); nil for `--help` or
    /// anything unknown, after which the caller prints the usage.
    init?(arguments: [String]) {
        var quick = false
        var groups: Set<Character> = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"]
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick":
                quick = true
            case "--only":
                guard let letters = remaining.popFirst(), !letters.isEmpty, letters.allSatisfy({ "abcdefghijk".contains($0) }) else {
                    return nil
                }
                groups = Set(letters)
            default:
                return nil
            }
        }
        self.init(quick: quick, groups: groups)
    }

    /// The timing harness these settings describe.
    var harness: TimingHarness {
        TimingHarness(rounds: rounds, sampleDuration: sampleDuration)
    }
}
