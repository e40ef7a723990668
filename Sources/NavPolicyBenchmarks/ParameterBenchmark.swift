import NavPolicy
import NavPolicyCompiler

/// Group i: parameters and flags. A self-hosted chat app's policy (the server's hosts and its
/// areas are parameters, a call in progress is a flag) is compiled and bound once through the
/// pipeline; the group times the runtime binding 1,000 host patterns at load, and decisions
/// with the binding and flags, which must agree with the reference interpreter and allocate
/// nothing.
struct ParameterBenchmark {
    /// How long to measure.
    let settings: BenchmarkSettings
    /// Where results go.
    let report: BenchmarkReport

    private static let bind = "Policy(table:parameters:), 1,000 host patterns"
    private static let bindEmpty = "Policy(table:parameters:), empty lists"
    private static let decide = "decide with parameters and flags"

    /// The policy as sema checks it (`let servers = param "servers"`, `let areas = param
    /// "areas"`, `flag call-active`): during a call nothing leaves the server; the server's
    /// areas stay in the app, its other pages open in place when the page is the server's too.
    static let policy: CheckedPolicy = {
        func parameter(_ index: Int, _ form: ParameterTest.Form) -> Condition {
            let names = [("servers", "servers"), ("areas", "areas")]
            return .atom(
                .inParameter(
                    ParameterTest(parameter: ParameterReference(index: index, name: names[index].0, key: names[index].1), form: form)))
        }
        let onServer = Condition.named(ConditionName(name: "same-server", definedAt: SourceRange(at: .start)), parameter(0, .host))
        let callActive = Condition.atom(.flag(FlagReference(index: 0, name: "call-active")))
        return CheckedPolicy(
            name: "chat",
            rules: [
                CheckedRule(condition: .and([callActive, .not(onServer)]), action: .cancel, line: 5),
                CheckedRule(condition: .and([onServer, parameter(1, .path(.under, folded: false))]), action: .allow, line: 6),
                CheckedRule(
                    condition: .and([
                        onServer,
                        .atom(
                            .onCurrent(
                                .inParameter(
                                    ParameterTest(
                                        parameter: ParameterReference(index: 0, name: "servers", key: "servers"), form: .host)))),
                    ]), action: .openInPlace, line: 7),
                CheckedRule(condition: .atom(.scheme(["https", "http"])), action: .openExternal, line: 8),
                CheckedRule(condition: .always, action: .cancel, isOtherwise: true, line: 9),
            ], flags: ["call-active"],
            parameters: [
                CheckedParameter(name: "servers", key: "servers", kind: .hostPatterns),
                CheckedParameter(name: "areas", key: "areas", kind: .paths),
            ])
    }()

    /// 1,000 host patterns, one in four a `*.` wildcard.
    static let servers = (0..<1_000).map { $0 % 4 == 0 ? "*.team\($0).chat.example" : "team\($0).chat.example" }
    static let areas = ["/channels", "/login", "/api/"]

    /// Checks agreement and allocations, times binding and deciding.
    func run() throws(BenchmarkFailure) {
        let parameters = ["servers": Self.servers, "areas": Self.areas]
        let compiled = try BenchmarkPipeline.load(Self.policy, parameters: PolicyParameters(given: parameters))
        let (table, policy) = (compiled.table, compiled.policy)
        let oracle: ReferenceInterpreter
        do {
            oracle = try ReferenceInterpreter(policy: Self.policy, parameters: parameters)
        } catch {
            throw BenchmarkFailure(description: "the chat policy does not bind: \(error)")
        }
        let callActive: PolicyFlag
        do { callActive = try policy.flag("call-active") } catch { throw BenchmarkFailure(description: "\(error)") }
        let requests = Self.requests(callActive)
        report.heading("i. parameters and flags (a chat policy: 1,000 server host patterns bound at load, a call-active flag)")
        report.note(
            "table \(Figure.grouped(table.count)) B, \(Figure.grouped(requests.count)) requests (server hosts, subdomains, other hosts; areas and other paths; flag on and off)"
        )
        report.check(
            "bound table = reference interpreter on every request", passed: requests.allSatisfy { policy.decide($0) == oracle.decide($0) })
        report.check("the allocation counter sees a heap allocation", passed: HeapAllocations.counterSeesAllocations)
        report.check(
            "Policy.decide with parameters and flags allocates nothing on the heap (\(Figure.grouped(requests.count)) decisions)",
            passed: HeapAllocations.decideAllocatesNothing({ policy.decide($0).checksum }, requests))

        let empty = ["servers": [String](), "areas": [String]()]
        let batch = CyclingBatch(requests)
        let results = settings.harness.measure([
            HarnessBaseline.contender(requests),
            Contender(name: Self.bind) { count in
                var sum: UInt64 = 0
                for _ in 0..<count { sum &+= UInt64((try? Policy(table: table, parameters: parameters))?.parameterKeys.count ?? 0) }
                return sum
            },
            Contender(name: Self.bindEmpty) { count in
                var sum: UInt64 = 0
                for _ in 0..<count { sum &+= UInt64((try? Policy(table: table, parameters: empty))?.parameterKeys.count ?? 0) }
                return sum
            },
            Contender(name: Self.decide) { count in batch.run(count) { policy.decide($0).checksum } },
        ])
        report.table(
            ["operation (\(settings.rounds) interleaved rounds)", "median ns", "net"],
            [
                [HarnessBaseline.name, Figure.nanoseconds(results.median(HarnessBaseline.name)), ""],
                [
                    Self.bind, Figure.nanoseconds(results.median(Self.bind)),
                    "binding: " + Figure.nanoseconds(results.median(Self.bind, minus: Self.bindEmpty)),
                ],
                [Self.bindEmpty, Figure.nanoseconds(results.median(Self.bindEmpty)), ""],
                [
                    Self.decide, Figure.nanoseconds(results.median(Self.decide)),
                    Figure.nanoseconds(results.median(Self.decide, minus: HarnessBaseline.name)),
                ],
            ])
        let binding = results.median(Self.bind)
        report.target("loading and binding 1,000 items < 1 ms", measured: Figure.milliseconds(binding), passed: binding < 1_000_000)
    }

    /// Requests on server hosts (exact, below a wildcard, below an exact one), other hosts,
    /// area and other paths, with and without a current server page and the flag.
    static func requests(_ callActive: PolicyFlag) -> [NavigationRequest] {
        var requests: [NavigationRequest] = []
        for index in 0..<1_024 {
            let team = index * 7 % 1_100
            let host =
                switch index % 4 {
                case 0: "team\(team).chat.example"
                case 1: "media.team\(team).chat.example"
                case 2: "team\(team).chat.example.evil.net"
                default: "example.org"
                }
            let path = ["/channels/general", "/login", "/loginx", "/settings", "/api/v1"][index % 5]
            let current: CurrentPage =
                index % 3 == 0 ? .absent : .loaded(SplitURL(scheme: "https", host: "team\(team).chat.example", path: "/"))
            requests.append(
                NavigationRequest(
                    url: SplitURL(scheme: "https", host: host, path: path), current: current,
                    navigation: .link, flags: index % 2 == 0 ? [callActive] : []))
        }
        return requests
    }
}
