/// The port keys as runs, built at load: each range of consecutive ports with one class is one
/// run (a `status in [400..599]` is 200 keys of one class, one run). A port's class is the run
/// it falls in, found by a binary search over the runs, which are at most the keys: never more
/// probes than the keys' search (`DecisionWork.portProbes`), and a handful for ranges.
///
/// Immutable after `init` (its buffer is freed with it), hence safe to share between threads.
final class PortRuns: @unchecked Sendable {
    /// Per run, ascending: its first port in bits 48–63, its last in bits 32–47, its class in
    /// the low 32 bits; runs neither overlap nor touch with one class.
    private let runs: UnsafeMutableBufferPointer<UInt64>
    /// The class of a port in no run.
    private let unmatched: Int

    /// The runs of `count` keys, strictly ascending by port (validated), `key(i)` giving key
    /// i's port and class (below 2³²); ports that are no key have class `unmatched`.
    init(count: Int, unmatched: Int, key: (Int) -> (port: Int, classIndex: Int)) {
        var built: [UInt64] = []
        built.reserveCapacity(count)
        for index in 0..<count {
            let (port, classIndex) = key(index)
            if let last = built.last, Int(last >> 32 & 0xFFFF) + 1 == port, Int(last & 0xFFFF_FFFF) == classIndex {
                // The key extends the last run: rewrite its last port.
                built[built.count - 1] = last & ~(0xFFFF << 32) | UInt64(port) << 32
            } else {
                built.append(UInt64(port) << 48 | UInt64(port) << 32 | UInt64(classIndex))
            }
        }
        runs = .allocate(capacity: built.count)
        _ = runs.initialize(from: built)
        self.unmatched = unmatched
    }

    deinit { runs.deallocate() }

    /// The class of `port`: that of the last run starting at or before it, if it reaches it.
    @inline(__always)
    func classIndex<Meter: WorkMeter>(of port: UInt16, _ meter: inout Meter) -> Int {
        let key = UInt64(port) << 48 | 0xFFFF_FFFF_FFFF
        var (low, high) = (0, runs.count)
        // Invariant: the runs before `low` start at or before the port, those from `high` after it.
        while low < high {
            meter.probe()
            let middle = (low + high) / 2
            if runs[middle] <= key { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return unmatched }
        let run = runs[low - 1]
        return UInt16(truncatingIfNeeded: run >> 32) >= port ? Int(truncatingIfNeeded: run & 0xFFFF_FFFF) : unmatched
    }

    /// How many runs the keys make.
    var count: Int { runs.count }

    /// The bytes this holds.
    var retainedBytes: Int { MemoryLayout<UInt64>.stride * runs.count }
}
