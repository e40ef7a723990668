/// SplitMix64: a small seeded random number generator, the same on every platform, so a test
/// or benchmark run is reproducible from its printed seed. Shared by every test target and the
/// benchmark.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator that yields the same sequence for the same seed.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0).
    public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// True with the given probability in percent.
    public mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    /// One of `values` (not empty).
    public mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }

    /// One to `max` picks from `values`, repeats allowed.
    public mutating func subset<T>(_ values: [T], max: Int) -> [T] {
        (0..<(1 + below(max))).map { _ in pick(values) }
    }
}
