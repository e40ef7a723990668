import NavPolicyTestSupport
import Testing

@testable import NavPolicy

/// `PortRuns`, the load-time runs a port's class is searched in, gives every port the class
/// a plain search of the keys gives, in at most as many probes.
struct PortRunsTests {
    /// The class of `port` by a scan of the keys.
    static func scannedClass(_ keys: [(port: Int, classIndex: Int)], _ port: Int, unmatched: Int) -> Int {
        keys.first { $0.port == port }?.classIndex ?? unmatched
    }

    /// Keys at random, as a table holds them: strictly ascending, clustered so that ranges of
    /// one class, adjacent keys of different classes, gaps, 0 and 65535 all occur.
    static func randomKeys(_ random: inout SeededGenerator) -> [(port: Int, classIndex: Int)] {
        var keys: [(port: Int, classIndex: Int)] = []
        var port = Bool.random(using: &random) ? 0 : Int.random(in: 0...40, using: &random)
        let classes = Int.random(in: 1...4, using: &random)
        while port <= 65535, keys.count < 300 {
            let classIndex = Int.random(in: 0..<classes, using: &random)
            for _ in 0..<Int.random(in: 1...6, using: &random) where port <= 65535 {
                keys.append((port, classIndex))
                port += 1
            }
            port += [0, 0, 1, 2, 30, 9000][Int.random(in: 0...5, using: &random)]
            if Int.random(in: 0...20, using: &random) == 0 { port = max(port, 65530) }
        }
        return keys
    }

    @Test func runsClassifyEveryPortAsTheKeysDo() {
        let seed: UInt64 = 0x5017
        var random = SeededGenerator(seed: seed)
        for round in 0..<PropertyScale.cases(300) {
            let keys = Self.randomKeys(&random)
            let unmatched = 9
            let runs = PortRuns(count: keys.count, unmatched: unmatched) { keys[$0] }
            #expect(runs.count <= keys.count, "round \(round), seed \(seed)")
            let probesBound = keys.count == 0 ? 0 : Int.bitWidth - keys.count.leadingZeroBitCount
            var ports = Set(keys.flatMap { [$0.port - 1, $0.port, $0.port + 1] }.filter { (0...65535).contains($0) })
            ports.formUnion([0, 1, 65534, 65535])
            for _ in 0..<50 { ports.insert(Int.random(in: 0...65535, using: &random)) }
            for port in ports {
                var meter = DecisionWork()
                let found = runs.classIndex(of: UInt16(port), &meter)
                #expect(found == Self.scannedClass(keys, port, unmatched: unmatched), "port \(port), round \(round), seed \(seed)")
                #expect(meter.probes <= probesBound, "port \(port), round \(round), seed \(seed)")
            }
        }
    }

    @Test func aRangeOfOneClassIsOneRun() {
        let keys = (400...599).map { (port: $0, classIndex: 1) } + [(port: 600, classIndex: 2)]
        let runs = PortRuns(count: keys.count, unmatched: 0) { keys[$0] }
        #expect(runs.count == 2)
        var meter = DecisionWork()
        #expect(runs.classIndex(of: 404, &meter) == 1)
        #expect(runs.classIndex(of: 600, &meter) == 2)
        #expect(runs.classIndex(of: 399, &meter) == 0)
        #expect(runs.classIndex(of: 601, &meter) == 0)
    }

    @Test func noKeysLeaveEveryPortUnmatched() {
        let runs = PortRuns(count: 0, unmatched: 3) { _ in (0, 0) }
        var meter = DecisionWork()
        #expect(runs.count == 0)
        #expect([0, 80, 65535].map { runs.classIndex(of: UInt16($0), &meter) } == [3, 3, 3])
        #expect(meter.probes == 0)
    }
}
