/// Per-round figures of an interleaved measurement.
struct TimingResults {
    /// Contender names, in the order given to the harness.
    let names: [String]
    /// For each contender, nanoseconds per operation in each round.
    let nanosecondsPerOperation: [[Double]]

    /// The median time per operation of a contender.
    func median(_ name: String) -> Double {
        Self.median(samples(name))
    }

    /// The median over rounds of `numerator`'s time divided by `denominator`'s time in the
    /// same round: pairing within a round cancels most of the machine's drift.
    func ratio(_ numerator: String, to denominator: String) -> Double {
        Self.median(zip(samples(numerator), samples(denominator)).map { $0 / $1 })
    }

    private func samples(_ name: String) -> [Double] {
        guard let index = names.firstIndex(of: name) else { preconditionFailure("no contender named '\(name)'") }
        return nanosecondsPerOperation[index]
    }

    /// The median of some figures (the mean of the middle two for an even count).
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
