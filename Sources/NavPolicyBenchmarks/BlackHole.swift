/// Where benchmark results go so the optimizer cannot drop the work that produced them.
///
/// Every timed closure folds its results into a checksum and returns it; the harness hands
/// the checksum to `consume`, which is opaque to the optimizer (never inlined, writes memory).
enum BlackHole {
    nonisolated(unsafe) private static var sink: UInt64 = 0

    /// Absorbs a value; the benchmark is single-threaded, so the unsynchronized write is safe.
    @inline(never)
    static func consume(_ value: UInt64) {
        sink &+= value
    }

    /// The accumulated checksum, printed once at the end so `sink` is observable output.
    static var checksum: UInt64 { sink }
}
