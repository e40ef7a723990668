import NavPolicy
import NavPolicyCompiler
import NavPolicyTestSupport

/// Group e: the hostile tables of `AdversarialTables` (up to 8 MB each) and issue 24's compiled
/// affix policy: how long each takes to load or be rejected and how much memory loading takes,
/// the slowest decision of a 10 KB request on each table that loads, then of 230 KB and 1 MB
/// requests (each a path, host or query of that length, and the same current path where the
/// table tests it), and the memory of loading a 62 MB table of 3.9 million rules.
struct AdversarialTableBenchmark {
    /// How often to repeat.
    let settings: BenchmarkSettings
    /// Where results go.
    let report: BenchmarkReport

    /// The lengths of the long requests (the quick run stops at 230 KB).
    var longLengths: [Int] { settings.quick ? [230_000] : [230_000, 1_000_000] }

    func run() throws(BenchmarkFailure) {
        report.heading("e. crafted hostile tables (up to 8 MB) and issue 24's compiled affix policy: load or reject, then 10 KB requests")
        let cases = AdversarialTables.all() + [try Self.compiledAffixCase()]
        var rows: [[String]] = []
        var slowestLoad = 0.0
        var largestMemory = 0
        var slowestDecision = 0.0
        var loaded: [(AdversarialTables.Case, Policy)] = []
        for crafted in cases {
            PeakMemory.reset()
            let before = PeakMemory.residentBytes()
            let policy = try? Policy(table: crafted.bytes)
            let memory = max(0, PeakMemory.peakBytes() - before)
            var loadTimes: [Double] = []
            for _ in 0..<(settings.quick ? 1 : 3) {
                loadTimes.append(TimingHarness.nanoseconds(TimingHarness.time { (try? Policy(table: crafted.bytes)) == nil ? 0 : 1 }))
            }
            let loadTime = TimingResults.median(loadTimes)
            slowestLoad = max(slowestLoad, loadTime)
            largestMemory = max(largestMemory, memory)
            var row = [
                crafted.name, Figure.bytes(crafted.bytes.count), policy == nil ? "rejected" : "loads", Figure.milliseconds(loadTime),
                Figure.bytes(memory),
            ]
            if let policy {
                loaded.append((crafted, policy))
                let (time, steps) = slowest(policy, crafted.requests, repeats: settings.quick ? 3 : 15)
                slowestDecision = max(slowestDecision, time)
                row += [Figure.nanoseconds(time), steps]
            } else {
                row += ["", ""]
            }
            rows.append(row)
        }
        report.table(
            ["table", "size", "outcome", "load or reject", "peak memory", "slowest decision ns", "nodes / probes / bytes / matcher words"],
            rows)
        report.note("peak memory: growth of the resident set's high-water mark while loading once")
        report.note(
            "nodes / probes / bytes / matcher words: the counted work (DecisionWork) of the costliest request, the same on any machine")
        report.target(
            "every crafted table loads or is rejected in < 1 s", measured: Figure.milliseconds(slowestLoad), passed: slowestLoad < 1e9)
        report.target(
            "every crafted table loads or is rejected in < 100 MB", measured: Figure.bytes(largestMemory), passed: largestMemory < 100 << 20
        )
        report.target(
            "every decision of a 10 KB request ≤ 0.5 ms", measured: Figure.nanoseconds(slowestDecision), passed: slowestDecision <= 5e5)
        let allocating = loaded.filter { crafted, policy in
            !HeapAllocations.decideAllocatesNothing({ policy.decide($0).checksum }, crafted.requests)
        }
        report.check(
            "Policy.decide allocates nothing on the heap on every table that loads (10 KB requests: glob tries, automaton, matcher)"
                + allocating.map { " (allocates: \($0.0.name))" }.joined(), passed: allocating.isEmpty)
        runLongRequests(loaded)
        runManyRules()
    }

    /// The loaded tables again with requests of `longLengths`.
    private func runLongRequests(_ loaded: [(AdversarialTables.Case, Policy)]) {
        let lengths = longLengths
        report.note("")
        report.note("the tables that load, with longer requests (slowest decision, ms, and its counted work)")
        var rows: [[String]] = []
        var slowestByLength = Array(repeating: 0.0, count: lengths.count)
        for (crafted, policy) in loaded {
            var row = [crafted.name]
            for (index, length) in lengths.enumerated() {
                let (time, steps) = slowest(policy, crafted.requestsOfLength(length), repeats: settings.quick ? 1 : 3)
                slowestByLength[index] = max(slowestByLength[index], time)
                row += [Figure.milliseconds(time), steps]
            }
            rows.append(row)
        }
        report.table(["table"] + lengths.flatMap { ["\(Figure.grouped($0)) B request", "work"] }, rows)
        for (index, length) in lengths.enumerated() {
            let limit = length >= 1_000_000 ? 50e6 : 50e6 * Double(length) / 1e6
            report.target(
                "every decision of a \(Figure.grouped(length)) B request ≤ \(Figure.milliseconds(limit))",
                measured: Figure.milliseconds(slowestByLength[index]), passed: slowestByLength[index] <= limit)
        }
    }

    /// Loading a table of 3.9 million rules (62 MB): the memory it takes beyond its bytes.
    private func runManyRules() {
        let count = settings.quick ? 390_000 : 3_900_000
        let table = AdversarialTables.manyRules(count).bytes
        PeakMemory.reset()
        let before = PeakMemory.residentBytes()
        let start = ContinuousClock.now
        let policy = try? Policy(table: table)
        let loadTime = TimingHarness.nanoseconds(ContinuousClock.now - start)
        let memory = max(0, PeakMemory.peakBytes() - before)
        let decision = policy.map { policy in
            TimingResults.median(
                (0..<15).map { _ in
                    TimingHarness.nanoseconds(TimingHarness.time { policy.decide(AdversarialTables.request(path: "/")).checksum })
                })
        }
        if let policy {
            report.check(
                "Policy.decide allocates nothing on the heap on it (decisions built from the table's rule records)",
                passed: HeapAllocations.decideAllocatesNothing({ policy.decide($0).checksum }, [AdversarialTables.request(path: "/")]))
        }
        report.note("")
        report.note(
            "\(Figure.grouped(count)) rules, \(Figure.bytes(table.count)): \(policy == nil ? "rejected" : "loads") in \(Figure.milliseconds(loadTime)), "
                + "peak memory beyond the table \(Figure.bytes(memory)) (\(Figure.fixed(Double(memory) / Double(table.count), decimals: 2)) bytes per table byte), "
                + "decision \(decision.map(Figure.nanoseconds) ?? "–") ns")
        report.target(
            "loading a table of \(Figure.grouped(count)) rules takes ≤ 4 bytes per table byte beyond the table",
            measured: Figure.fixed(Double(memory) / Double(table.count), decimals: 2), passed: policy != nil && memory <= 4 * table.count)
    }

    /// The slowest of the requests' median decision times, and the counted work of the costliest.
    private func slowest(_ policy: Policy, _ requests: [NavigationRequest], repeats: Int) -> (Double, String) {
        var time = 0.0
        var steps = DecisionWork()
        for request in requests {
            var work = DecisionWork()
            _ = policy.decide(request, counting: &work)
            if work.bytes + work.probes + work.matcherWords > steps.bytes + steps.probes + steps.matcherWords { steps = work }
            let times = (0..<repeats).map { _ in TimingHarness.nanoseconds(TimingHarness.time { policy.decide(request).checksum }) }
            time = max(time, TimingResults.median(times))
        }
        return (
            time,
            "\(steps.nodes) / \(Figure.grouped(steps.probes)) / \(Figure.grouped(steps.bytes)) / \(Figure.grouped(steps.matcherWords))"
        )
    }

    /// `AffixPolicySource` compiled by the compiler: 256 folded prefixes of up to 10 KB on the
    /// path and the current path. Its requests fail every prefix at its last byte (a path of
    /// `a`s one shorter than the shortest prefix, then `b`), so a decision tests all 512 globs.
    static func compiledAffixCase() throws(BenchmarkFailure) -> AdversarialTables.Case {
        let source = SourceFile(name: "affixes.navpolicy", text: AffixPolicySource.text())
        let compiled = try BenchmarkPipeline.load(source)
        let shortest = 10_000 - 255
        return AdversarialTables.Case(
            name: "compiled: path and current path starts-with [256 strings of 10 KB] ignoring case", bytes: compiled.table, rejected: false
        ) { length in
            let path = AdversarialTables.upperPath(shortest - 1) + "B" + String(repeating: "A", count: max(0, length - shortest))
            return [
                AdversarialTables.request(path: path, currentPath: path),
                AdversarialTables.request(path: AdversarialTables.upperPath(length), currentPath: path),
            ]
        }
    }
}
