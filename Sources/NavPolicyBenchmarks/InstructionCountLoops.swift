import NavPolicy
import NavPolicyCompiler

/// `--instruction-loop WORKLOAD ROUNDS`: builds one workload, then runs its decisions and an
/// empty loop over the same inputs, each inside a C-named function, so that
/// `valgrind --tool=callgrind --toggle-collect=navpolicy_bench_decide_loop` (and
/// `…_empty_loop`) counts exactly the instructions of the loop, whatever building the
/// workload cost. `Scripts/callgrind-decisions` runs both and prints the net instructions per
/// decision: deterministic figures for comparing runtimes on a shared, noisy machine.
enum InstructionCountLoops {
    /// The workloads, by name: groups a, b (10 and 100,000 hosts), c and f's decisions.
    static let workloads = [
        "ads", "hosts-10", "hosts-100000", "hosts-1000000", "mixed", "url", "url-no-current", "responses", "responses-as-navigations",
    ]

    /// What the two loops run over: pre-split requests, or URL strings made into requests.
    enum Inputs {
        /// Pre-split requests decided by `policy`.
        case requests(Policy, [NavigationRequest])
        /// Ad clicks whose URL strings are split (with or without the current URL) and decided.
        case strings(Policy, [AdClick], splitsCurrent: Bool)
        /// Responses decided by `policy`'s response part (group j's).
        case responses(Policy, [NavigationResponse])
    }

    /// The workload the C-named loops read (set once, before either runs).
    nonisolated(unsafe) static var inputs: Inputs?
    /// Rounds over the inputs.
    nonisolated(unsafe) static var rounds = 1

    /// Builds `workload` and runs both loops `rounds` times over it; prints the decisions made.
    static func run(workload: String, rounds: Int) throws(BenchmarkFailure) {
        inputs = try build(workload)
        self.rounds = rounds
        let decided = navpolicy_bench_decide_loop()
        let empty = navpolicy_bench_empty_loop()
        print("instruction loop \(workload): \(count) inputs × \(rounds) rounds (checksums \(decided), \(empty))")
    }

    /// Inputs per round.
    static var count: Int {
        switch inputs {
        case .requests(_, let requests): requests.count
        case .strings(_, let clicks, _): clicks.count
        case .responses(_, let responses): responses.count
        case nil: 0
        }
    }

    private static func build(_ workload: String) throws(BenchmarkFailure) -> Inputs {
        switch workload {
        case "ads":
            return .requests(try BenchmarkPipeline.example("ads.navpolicy").policy, AdClickMix.make(count: 1_024).map(\.splitRequest))
        case "hosts-10", "hosts-100000", "hosts-1000000":
            let hostList = HostListWorkload(size: workload == "hosts-10" ? 10 : workload == "hosts-100000" ? 100_000 : 1_000_000)
            return .requests(try BenchmarkPipeline.load(hostList.policy).policy, hostList.requests)
        case "mixed":
            return .requests(try MixedPolicyBenchmark.compiledPolicy().policy, MixedPolicyBenchmark.requests(count: 4_096))
        case "url", "url-no-current":
            return .strings(
                try BenchmarkPipeline.example("ads.navpolicy").policy, AdClickMix.make(count: 1_024), splitsCurrent: workload == "url")
        case "responses", "responses-as-navigations":
            let (policy, responses) = try ResponseBenchmark.workload()
            // The same URLs and frames as navigations from a page of the app (group j's comparison).
            return workload == "responses" ? .responses(policy, responses) : .requests(policy, ResponseBenchmark.navigations(of: responses))
        default:
            throw BenchmarkFailure(description: "unknown instruction loop '\(workload)' (one of \(workloads.joined(separator: ", ")))")
        }
    }

    /// Hands a click's strings to nothing: the URL loops' baseline.
    @inline(never) @_optimize(none)
    static func emptyDecision(url: String, current: String?) -> UInt64 { 0 }
}

/// The decisions of the workload, `rounds` times. C-named so that callgrind can toggle on it.
/// Each kind of input has its own loop function (`InstructionCountLoops.decide`), so that adding
/// a kind does not change the code of another's loop.
// swift-format-ignore: AlwaysUseLowerCamelCase
// (The C name callgrind toggles on.)
@_cdecl("navpolicy_bench_decide_loop") @inline(never)
func navpolicy_bench_decide_loop() -> UInt64 {
    var checksum: UInt64 = 0
    for _ in 0..<InstructionCountLoops.rounds {
        switch InstructionCountLoops.inputs {
        case .requests(let policy, let requests): checksum &+= InstructionCountLoops.decide(policy, requests)
        case .strings(let policy, let clicks, let splitsCurrent):
            checksum &+= InstructionCountLoops.decide(policy, clicks, splitsCurrent: splitsCurrent)
        case .responses(let policy, let responses): checksum &+= InstructionCountLoops.decide(policy, responses)
        case nil: break
        }
    }
    return checksum
}

/// The same loop over the same inputs with an empty call in place of the decision.
// swift-format-ignore: AlwaysUseLowerCamelCase
@_cdecl("navpolicy_bench_empty_loop") @inline(never)
func navpolicy_bench_empty_loop() -> UInt64 {
    var checksum: UInt64 = 0
    for _ in 0..<InstructionCountLoops.rounds {
        switch InstructionCountLoops.inputs {
        case .requests(_, let requests): checksum &+= InstructionCountLoops.decideNothing(requests)
        case .strings(_, let clicks, let splitsCurrent):
            checksum &+= InstructionCountLoops.decideNothing(clicks, splitsCurrent: splitsCurrent)
        case .responses(_, let responses): checksum &+= InstructionCountLoops.decideNothing(responses)
        case nil: break
        }
    }
    return checksum
}

extension InstructionCountLoops {
    /// One round of pre-split requests.
    @inline(never)
    static func decide(_ policy: Policy, _ requests: [NavigationRequest]) -> UInt64 {
        var checksum: UInt64 = 0
        for index in requests.indices { checksum &+= policy.decide(requests[index]).checksum }
        return checksum
    }

    /// One round of clicks whose URL strings are split and decided.
    @inline(never)
    static func decide(_ policy: Policy, _ clicks: [AdClick], splitsCurrent: Bool) -> UInt64 {
        var checksum: UInt64 = 0
        for index in clicks.indices {
            let click = clicks[index]
            guard
                let request = try? NavigationRequest(
                    url: click.url, current: splitsCurrent ? click.current : nil, target: click.target, navigation: click.navigation)
            else { continue }
            checksum &+= policy.decide(request).checksum
        }
        return checksum
    }

    /// One round of responses.
    @inline(never)
    static func decide(_ policy: Policy, _ responses: [NavigationResponse]) -> UInt64 {
        var checksum: UInt64 = 0
        for index in responses.indices { checksum &+= policy.decide(responses[index]).checksum }
        return checksum
    }

    /// One round of requests handed to nothing.
    @inline(never)
    static func decideNothing(_ requests: [NavigationRequest]) -> UInt64 {
        var checksum: UInt64 = 0
        for index in requests.indices { checksum &+= HarnessBaseline.emptyDecision(requests[index]) }
        return checksum
    }

    /// One round of clicks' strings handed to nothing.
    @inline(never)
    static func decideNothing(_ clicks: [AdClick], splitsCurrent: Bool) -> UInt64 {
        var checksum: UInt64 = 0
        for index in clicks.indices {
            let click = clicks[index]
            checksum &+= emptyDecision(url: click.url, current: splitsCurrent ? click.current : nil)
        }
        return checksum
    }

    /// One round of responses handed to nothing.
    @inline(never)
    static func decideNothing(_ responses: [NavigationResponse]) -> UInt64 {
        var checksum: UInt64 = 0
        for index in responses.indices { checksum &+= HarnessBaseline.emptyDecision(responses[index]) }
        return checksum
    }
}
