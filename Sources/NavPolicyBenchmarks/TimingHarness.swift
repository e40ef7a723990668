/// One thing to time: `run(count)` performs `count` operations and returns a checksum of
/// their results (which the harness sends to the `BlackHole`).
struct Contender {
    /// The row label in the report.
    let name: String
    /// Performs the given number of operations.
    let run: (Int) -> UInt64
}

/// Times contenders in interleaved rounds on a shared, noisy machine.
///
/// Each contender is first calibrated to an operation count that takes about one sample
/// duration. Then every round times each contender once, in an order rotated per round, so
/// that a slow phase of the machine hits all contenders alike. Results keep every round's
/// figure so that medians and per-round ratios can be taken.
struct TimingHarness {
    /// How many interleaved rounds to run.
    let rounds: Int
    /// The wall time one sample of one contender aims for.
    let sampleDuration: Duration

    /// Calibrates and times the contenders.
    func measure(_ contenders: [Contender]) -> TimingResults {
        let counts = contenders.map(calibratedCount)
        var samples = Array(repeating: [Double](), count: contenders.count)
        for round in 0..<rounds {
            for step in contenders.indices {
                let index = (step + round) % contenders.count
                let elapsed = Self.time { contenders[index].run(counts[index]) }
                samples[index].append(Self.nanoseconds(elapsed) / Double(counts[index]))
            }
        }
        return TimingResults(names: contenders.map(\.name), nanosecondsPerOperation: samples)
    }

    /// The operation count whose run takes about `sampleDuration` (at least 1).
    private func calibratedCount(_ contender: Contender) -> Int {
        let target = Self.nanoseconds(sampleDuration)
        var count = 1
        while true {
            let elapsed = Self.nanoseconds(Self.time { contender.run(count) })
            if elapsed >= target / 4 || count >= 1 << 30 {
                return max(1, Int(Double(count) * target / max(elapsed, 1)))
            }
            count *= elapsed < target / 64 ? 16 : 2
        }
    }

    /// Runs `work` once and returns how long it took; its checksum goes to the black hole.
    static func time(_ work: () -> UInt64) -> Duration {
        let clock = ContinuousClock()
        let start = clock.now
        let checksum = work()
        let elapsed = clock.now - start
        BlackHole.consume(checksum)
        return elapsed
    }

    /// A duration in nanoseconds.
    static func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}
