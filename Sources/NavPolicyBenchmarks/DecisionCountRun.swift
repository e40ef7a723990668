import NavPolicy
import NavPolicyCompiler
import NavPolicyTestSupport

/// `--decisions WORKLOAD`: decides one workload's requests a fixed number of times without
/// timing anything, for instruction counts under callgrind, which are the same on any load:
///
///     valgrind --tool=callgrind --toggle-collect='*decideEach*' NavPolicyBenchmarks --decisions ads
///     valgrind --tool=callgrind --toggle-collect='*passEach*' NavPolicyBenchmarks --decisions ads
///
/// The first counts the decisions and their loop, the second the same loop handing each
/// request to an empty function; their difference over the printed decision count is the
/// instructions per decision. Workloads: `ads` (group a's 1,024 pre-split clicks), `hosts-10`
/// and `hosts-100000` (group b's 256 requests at each size), `mixed` (group f's 4,096
/// requests on the 10,000-rule policy).
enum DecisionCountRun {
    /// The workload names `--decisions` accepts.
    static let workloads = ["ads", "hosts-10", "hosts-100000", "mixed"]

    /// How often each request is decided.
    static let passes = 20

    /// Builds the workload, decides it `passes` times and prints the count.
    static func run(_ workload: String) throws(BenchmarkFailure) {
        let (policy, requests) = try build(workload)
        let decided = decideEach(policy, requests, passes: passes)
        let passed = passEach(requests, passes: passes)
        print("\(workload): \(passes * requests.count) decisions (checksums \(decided), \(passed))")
    }

    private static func build(_ workload: String) throws(BenchmarkFailure) -> (Policy, [NavigationRequest]) {
        switch workload {
        case "ads":
            return (try CompiledPolicy.example("ads.navpolicy").runtime, AdClickMix.make(count: 1_024).map(\.splitRequest))
        case "hosts-10", "hosts-100000":
            let hostList = HostListWorkload(size: workload == "hosts-10" ? 10 : 100_000)
            return (try CompiledPolicy(hostList.policy).runtime, hostList.requests)
        default:
            let source = SourceFile(name: "mixed.navpolicy", text: MixedPolicySource.text(
                rules: MixedPolicyBenchmark.rules, hosts: MixedPolicyBenchmark.hosts, paths: MixedPolicyBenchmark.paths))
            guard let checked = FrontEnd.check(source).policy else { throw BenchmarkFailure(description: "the mixed policy does not check") }
            return (try CompiledPolicy(checked).runtime, MixedPolicyBenchmark.requests(count: 4_096))
        }
    }

    /// Decides every request `passes` times (what callgrind counts).
    @inline(never)
    static func decideEach(_ policy: Policy, _ requests: [NavigationRequest], passes: Int) -> UInt64 {
        var checksum: UInt64 = 0
        for _ in 0..<passes {
            for request in requests { checksum &+= policy.decide(request).checksum }
        }
        return checksum
    }

    /// The same loop handing each request to an empty function instead (the baseline).
    @inline(never)
    static func passEach(_ requests: [NavigationRequest], passes: Int) -> UInt64 {
        var checksum: UInt64 = 0
        for _ in 0..<passes {
            for request in requests { checksum &+= HarnessBaseline.emptyDecision(request) }
        }
        return checksum
    }
}
