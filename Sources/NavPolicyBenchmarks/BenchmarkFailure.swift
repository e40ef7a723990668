/// A reason the benchmark cannot run at all (an example that does not check or compile).
struct BenchmarkFailure: Error, CustomStringConvertible {
    /// What went wrong, in words.
    let description: String
}
