/// How the pipeline runs two independent pieces of work: one after the other, or at the same
/// time on two threads. The compiler starts no threads itself (it depends on the standard
/// library alone); a caller that may use a second core says how, and the command-line tool
/// passes one built on Dispatch. Results do not depend on it: each piece has its own state and
/// the pipeline merges their products in a fixed order.
public struct ParallelWork: Sendable {
    /// A runner: calls each closure exactly once and returns only after both have returned.
    public typealias Runner = @Sendable (_ first: @escaping @Sendable () -> Void, _ second: @escaping @Sendable () -> Void) -> Void

    private let runBoth: Runner
    /// Whether the pieces may run at the same time: only then does the pipeline start work
    /// that a later stage may discard (encoding the table while the lint decides the run).
    let runsSideBySide: Bool

    /// Work run by `runBoth` (for example `DispatchQueue.concurrentPerform(iterations: 2)`).
    public init(runBoth: @escaping Runner) {
        self.init(runBoth, sideBySide: true)
    }

    private init(_ runBoth: @escaping Runner, sideBySide: Bool) {
        self.runBoth = runBoth
        runsSideBySide = sideBySide
    }

    /// One piece after the other, on the calling thread: the default.
    public static let sequential = ParallelWork(
        { first, second in
            first()
            second()
        }, sideBySide: false)

    /// The products of `first` and `second`, run as this value says.
    func run<First: Sendable, Second: Sendable>(
        _ first: @escaping @Sendable () -> First, _ second: @escaping @Sendable () -> Second
    ) -> (First, Second) {
        let products = Products<First, Second>()
        runBoth({ products.first = first() }, { products.second = second() })
        // A runner that skipped a piece (a caller's mistake) costs time, never a wrong result.
        return (products.first ?? first(), products.second ?? second())
    }
}

/// The two products, each written by one piece only and read after both have finished (the
/// runner's join orders the writes before the reads).
private final class Products<First, Second>: @unchecked Sendable {
    var first: First?
    var second: Second?
}
