import Foundation
import NavPolicy
import NavPolicyTestSupport
import Synchronization
import Testing

/// `PolicyStore` under concurrent use: 8 threads decide while another swaps two policies back
/// and forth; every decision must be one of the two policies' answers for its request. Run it
/// under the thread sanitizer with `Scripts/tsan-hot-swap` (0 reports expected). Decisions per
/// thread: 20,000 by default; `NAVPOLICY_HOTSWAP_DECISIONS=1000000` (the full run) or
/// `NAVPOLICY_PROPERTY_SCALE=N` (N × the default) for more.
@Suite struct PolicyStoreTests {
    static let decisionsPerThread: Int = {
        if let text = ProcessInfo.processInfo.environment["NAVPOLICY_HOTSWAP_DECISIONS"], let value = Int(text), value > 0 { return value }
        return PropertyScale.cases(20_000)
    }()

    /// Two policies that disagree on most requests: one allows what the other cancels.
    static let policies: (Policy, Policy) = {
        var first = CraftedTable()
        var second = CraftedTable()
        first.hosts =
            [2, 0, 0] + CraftedHostSet([CraftedHostSet.Key("com"), CraftedHostSet.Key("example.com", exactClass: 1, deeperClass: 1)]).words
        first.nodes = CraftedTable.nodes(root: 0, [(RequestField.host.tableID, 0)], children: [CraftedTable.leaf(1), CraftedTable.leaf(0)])
        second.rules = [1, 0, 0, 0, 0, 7, Int(Action.cancel.rawValue), 0, 0]
        return (try! Policy(table: first.bytes), try! Policy(table: second.bytes))
    }()

    static let requests: [NavigationRequest] = ["example.com", "other.org", "a.example.com"].flatMap { host in
        NavigationTarget.allCases.map {
            NavigationRequest(url: SplitURL(scheme: "https", host: host, path: "/"), current: .absent, target: $0, navigation: .link)
        }
    }

    @Test func replaceWithInvalidTableKeepsThePolicy() throws {
        let store = PolicyStore(Self.policies.0)
        #expect(throws: TableError.badMagic) { try store.replace(withTable: Array("not a table".utf8)) }
        #expect(store.decide(Self.requests[0]) == Self.policies.0.decide(Self.requests[0]))
        try store.replace(withTable: CraftedTable().bytes)
        #expect(store.decide(Self.requests[0]) == Decision(action: .allow, rule: 1, line: 1))
    }

    @Test func everyDecisionComesFromOneOfThePolicies() throws {
        let (first, second) = Self.policies
        let answers = Self.requests.map { (first.decide($0), second.decide($0)) }
        #expect(answers.contains { $0.0 != $0.1 }, "the two policies must disagree somewhere")
        let store = PolicyStore(first)
        let threads = 8
        let perThread = Self.decisionsPerThread
        print("PolicyStoreTests: \(threads) threads × \(perThread) decisions while swapping")
        let mismatches = Mutex(0)
        let seen = Mutex([0, 0])
        let done = DispatchGroup()
        let stop = Atomic(false)
        for index in 0..<threads {
            done.enter()
            Thread {
                var (bad, fromFirst, fromSecond) = (0, 0, 0)
                for step in 0..<perThread {
                    let which = (step &* 7 &+ index) % Self.requests.count
                    let decision = store.decide(Self.requests[which])
                    if decision == answers[which].0 {
                        fromFirst += 1
                    } else if decision == answers[which].1 {
                        fromSecond += 1
                    } else {
                        bad += 1
                    }
                }
                mismatches.withLock { $0 += bad }
                seen.withLock {
                    $0[0] += fromFirst
                    $0[1] += fromSecond
                }
                done.leave()
            }.start()
        }
        let swapper = Thread {
            var swaps = 0
            while !stop.load(ordering: .acquiring) {
                store.replace(with: swaps % 2 == 0 ? second : first)
                swaps += 1
            }
        }
        swapper.start()
        done.wait()
        stop.store(true, ordering: .releasing)
        #expect(mismatches.withLock { $0 } == 0)
        #expect(seen.withLock { $0[0] + $0[1] } == threads * perThread)
    }
}
