import NavPolicy
import NavPolicyCompiler

/// Group j: responses. A downloads-and-errors policy (navigation rules, then an `on response`
/// section on status, type, attachment, displayable and frame) is compiled once; the group
/// times response decisions beside navigation decisions of the same policy on the same URLs,
/// checks the responses against the reference interpreter and that deciding one allocates
/// nothing, and holds a response decision under twice a navigation decision.
struct ResponseBenchmark {
    /// How long to measure.
    let settings: BenchmarkSettings
    /// Where results go.
    let report: BenchmarkReport

    private static let navigation = "decide(NavigationRequest), same URLs, from a page"
    private static let response = "decide(NavigationResponse)"

    /// The policy: a help centre's links, then its response rules.
    static let source = """
        policy "downloads-and-errors"
        let ours = ["help.example", "*.help.example"]
        when host in ours and target is not new-window then allow
        when target is new-window then open in-app
        when scheme in ["http", "https"] then open external
        otherwise cancel
        on response
        when status in [400..599] and target is main-frame then cancel and notify "http-error"
        when attachment or not displayable then download
        when type in ["application/pdf", "application/zip", "text/csv"] then download
        when type starts-with "image/" and target is subframe then allow
        when status is none and host not in ours then cancel
        otherwise allow
        """

    /// The checked policy, its table and the loaded policy.
    static func compiled() throws(BenchmarkFailure) -> (checked: CheckedPolicy, table: [UInt8], policy: Policy) {
        let compiled = try BenchmarkPipeline.load(SourceFile(name: "downloads-and-errors.navpolicy", text: source))
        return (compiled.checked.policy, compiled.table, compiled.policy)
    }

    /// The policy and its responses (the instruction loops' `responses` workload).
    static func workload() throws(BenchmarkFailure) -> (Policy, [NavigationResponse]) {
        (try compiled().policy, responses())
    }

    /// The responses' URLs and frames as navigations from a page of the app (a click has one).
    static func navigations(of responses: [NavigationResponse]) -> [NavigationRequest] {
        let page = CurrentPage.loaded(SplitURL(scheme: "https", host: "help.example", path: "/index.html"))
        return responses.map { NavigationRequest(url: $0.url, current: page, target: $0.target, navigation: .link) }
    }

    func run() throws(BenchmarkFailure) {
        let (checked, table, policy) = try Self.compiled()
        let oracle = ReferenceInterpreter(policy: checked)
        let responses = Self.responses()
        let requests = Self.navigations(of: responses)
        report.heading("j. responses (a downloads-and-errors policy: 4 navigation rules, 6 response rules)")
        report.note(
            "table \(Figure.grouped(table.count)) B, \(Figure.grouped(responses.count)) responses (statuses none, 2xx, 4xx, 5xx; types with parameters and odd case, none; attachment and displayable; both frames)"
        )
        report.check(
            "response part = reference interpreter on every response",
            passed: responses.allSatisfy { policy.decide($0) == oracle.decide($0) })
        report.check("the allocation counter sees a heap allocation", passed: HeapAllocations.counterSeesAllocations)
        report.check(
            "Policy.decide(NavigationResponse) allocates nothing on the heap (\(Figure.grouped(responses.count)) decisions)",
            passed: HeapAllocations.decideAllocatesNothing({ policy.decide($0).checksum }, responses))

        let (requestBatch, responseBatch) = (CyclingBatch(requests), CyclingBatch(responses))
        let results = settings.harness.measure([
            HarnessBaseline.contender(requests),
            HarnessBaseline.contender(responses),
            Contender(name: Self.navigation) { count in requestBatch.run(count) { policy.decide($0).checksum } },
            Contender(name: Self.response) { count in responseBatch.run(count) { policy.decide($0).checksum } },
        ])
        let navigationNet = results.median(Self.navigation, minus: HarnessBaseline.name)
        let responseNet = results.median(Self.response, minus: HarnessBaseline.responseName)
        report.table(
            ["operation (\(settings.rounds) interleaved rounds)", "median ns", "net"],
            [
                [HarnessBaseline.name, Figure.nanoseconds(results.median(HarnessBaseline.name)), ""],
                [HarnessBaseline.responseName, Figure.nanoseconds(results.median(HarnessBaseline.responseName)), ""],
                [Self.navigation, Figure.nanoseconds(results.median(Self.navigation)), Figure.nanoseconds(navigationNet)],
                [Self.response, Figure.nanoseconds(results.median(Self.response)), Figure.nanoseconds(responseNet)],
            ])
        let ratio = responseNet / max(navigationNet, 1)
        report.target(
            "a response decision < 2× a navigation decision of the same policy (net)", measured: Figure.fixed(ratio, decimals: 2) + "×",
            passed: ratio < 2)
    }

    /// 1,024 responses on the policy's hosts and others, every status class and type form.
    static func responses() -> [NavigationResponse] {
        let statuses: [Int?] = [200, 200, 204, 301, 404, 500, nil, 503]
        let types: [String?] = [
            "text/html; charset=utf-8", "application/pdf", "IMAGE/PNG", nil, "text/csv", "application/octet-stream", "Text/HTML",
        ]
        return (0..<1_024).map { index in
            let host = ["help.example", "cdn.help.example", "other.example"][index % 3]
            let url = SplitURL(
                scheme: "https", host: host, path: ["/", "/guide.html", "/files/report.pdf"][index % 3 == 0 ? 0 : index % 2 + 1])
            return NavigationResponse(
                url: url, status: statuses[index % statuses.count], type: types[index % types.count],
                attachment: index % 11 == 0, displayable: index % 13 != 0, isMainFrame: index % 4 != 0)
        }
    }
}
