/// Per-round figures of an interleaved measurement.
struct TimingResults {
    /// Contender names, in the order given to the harness.
    let names: [String]
    /// For each contender, nanoseconds per operation in each round.
    let nanosecondsPerOperation: [[Double]]

    /// The median time per operation of a contender; with `baseline`, net of the baseline
    /// contender's time in the same round.
    func median(_ name: String, minus baseline: String? = nil) -> Double {
        Self.median(net(name, minus: baseline))
    }

    /// The median over rounds of `numerator`'s time divided by `denominator`'s time in the
    /// same round (pairing within a round cancels most of the machine's drift); with
    /// `baseline`, both net of the baseline's time in that round.
    func ratio(_ numerator: String, to denominator: String, minus baseline: String? = nil) -> Double {
        ratio(numerator, minus: baseline, to: denominator, minus: baseline)
    }

    /// As `ratio(_:to:minus:)`, each side net of its own baseline (contenders that loop over
    /// different items pay different loops).
    func ratio(_ numerator: String, minus numeratorBaseline: String?, to denominator: String, minus denominatorBaseline: String?) -> Double
    {
        Self.median(zip(net(numerator, minus: numeratorBaseline), net(denominator, minus: denominatorBaseline)).map { $0 / $1 })
    }

    private func net(_ name: String, minus baseline: String?) -> [Double] {
        guard let baseline else { return samples(name) }
        return zip(samples(name), samples(baseline)).map { $0 - $1 }
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
