/// Every `stride`-th block's first 16 key bytes, built at load: a host set's first search
/// steps run over this array (16 bytes a fence, 160 KB at a million hosts), which stays in a
/// near cache, instead of over the blocks' 20-byte records spread across the table; what is
/// left is a search of `stride` records.
///
/// Whole 16-byte prefixes: a label-reversed name's first eight bytes are mostly its top-level
/// domain, so shorter fences would tie with the name on most lookups
/// (`Documentation/Benchmarks.md`, "Issue 25, fourth session").
///
/// Immutable after `init` (its buffer is freed with it), hence safe to share between threads.
final class HostFences: @unchecked Sendable {
    /// Blocks per fence.
    static let stride = 8
    /// Fence i's two words at 2i and 2i + 1: block `i × stride`'s first 16 key bytes as two
    /// big-endian numbers.
    private let fences: UnsafeMutableBufferPointer<UInt64>
    /// The number of fences.
    private var count: Int { fences.count >> 1 }

    /// The fences of `blockCount` blocks, `prefix(b)` giving block b's first 16 bytes as two
    /// big-endian numbers; nil for a set small enough to search directly.
    init?(blockCount: Int, prefix: (Int) -> (UInt64, UInt64)) {
        guard blockCount > 2 * Self.stride else { return nil }
        let count = (blockCount + Self.stride - 1) / Self.stride
        fences = .allocate(capacity: 2 * count)
        let words = fences.baseAddress.unsafelyUnwrapped
        for index in 0..<count {
            let (high, low) = prefix(index * Self.stride)
            (words + 2 * index).initialize(to: high)
            (words + 2 * index + 1).initialize(to: low)
        }
    }

    deinit { fences.deallocate() }

    /// The blocks the last block at or below a name with first 16 bytes `prefix` lies in: from
    /// the block of the last fence below the prefix (whose key is below the name) to that of
    /// the first fence above it (whose key is above the name). A fence equal to the prefix
    /// decides nothing (its key may be longer), so the range spans it; the search that follows
    /// compares such keys whole.
    @inline(__always)
    func window<Meter: WorkMeter>(of prefix: (UInt64, UInt64), blockCount: Int, _ meter: inout Meter) -> Range<Int> {
        let atOrBelow = count(of: prefix, below: false, &meter)
        // Usually no fence equals the prefix, and the fences below it are those at or below it.
        let last = 2 &* (atOrBelow &- 1)
        let below =
            atOrBelow > 0 && fences[last] == prefix.0 && fences[last &+ 1] == prefix.1
            ? count(of: prefix, below: true, &meter) : atOrBelow
        return Swift.max(below &- 1, 0) &* Self.stride..<Swift.min(atOrBelow &* Self.stride, blockCount)
    }

    /// The number of fences below `prefix` (or at or below it), by the blocks' halving search.
    /// Its steps branch: the fences sit in a near cache, and a mispredicted step costs less
    /// than conditional moves that make every step wait for the load before.
    @inline(__always)
    private func count<Meter: WorkMeter>(of prefix: (UInt64, UInt64), below strictly: Bool, _ meter: inout Meter) -> Int {
        var (base, count) = (0, self.count)
        while count > 1 {
            meter.probe()
            let half = count >> 1
            base = isBelow(base &+ half, prefix, strictly) ? base &+ half : base
            count &-= half
        }
        meter.probe()
        return isBelow(base, prefix, strictly) ? base &+ 1 : base
    }

    /// Whether fence `index` is below the prefix (or at or below it).
    @inline(__always)
    private func isBelow(_ index: Int, _ prefix: (UInt64, UInt64), _ strictly: Bool) -> Bool {
        let (high, low) = (fences[2 &* index], fences[2 &* index &+ 1])
        return high < prefix.0 || (high == prefix.0 && (strictly ? low < prefix.1 : low <= prefix.1))
    }

    /// The bytes this holds.
    var retainedBytes: Int { MemoryLayout<UInt64>.stride * fences.count }
}
