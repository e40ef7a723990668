/// Every `stride`-th block's first eight key bytes, built at load: a host set's first search
/// steps run over this small array, which stays in the nearest cache (16,384 fences for the
/// largest set), instead of over the blocks' 20-byte records spread across the table. At a
/// million keys that removes about ten of the twenty record reads from each lookup, the ones
/// that miss the cache (`Documentation/Benchmarks.md`, "Issue 25").
///
/// Immutable after `init` (its buffer is freed with it), hence safe to share between threads.
final class HostFences: @unchecked Sendable {
    /// Blocks per fence.
    static let stride = 64
    /// Fence i: block `i × stride`'s first eight key bytes as a big-endian number.
    private let fences: UnsafeMutableBufferPointer<UInt64>

    /// The fences of `blockCount` blocks, `firstWord(b)` giving block b's first eight bytes;
    /// nil for a set small enough to search directly.
    init?(blockCount: Int, firstWord: (Int) -> UInt64) {
        guard blockCount > 2 * Self.stride else { return nil }
        fences = .allocate(capacity: (blockCount + Self.stride - 1) / Self.stride)
        for index in fences.indices { (fences.baseAddress.unsafelyUnwrapped + index).initialize(to: firstWord(index * Self.stride)) }
    }

    deinit { fences.deallocate() }

    /// The blocks the last block at or below a name with first eight bytes `word` lies in:
    /// from the block of the last fence below the word (whose key is below the name) to that of
    /// the first fence above it (whose key is above the name). Fences equal to the word decide
    /// nothing, so the range spans them; the search that follows compares whole prefixes.
    @inline(__always)
    func window<Meter: WorkMeter>(of word: UInt64, blockCount: Int, _ meter: inout Meter) -> Range<Int> {
        let atOrBelow = count(of: word, below: false, &meter)
        // Usually no fence equals the word, and the fences below it are those at or below it.
        let below = atOrBelow > 0 && fences[atOrBelow &- 1] == word ? count(of: word, below: true, &meter) : atOrBelow
        return Swift.max(below &- 1, 0) &* Self.stride..<Swift.min(atOrBelow &* Self.stride, blockCount)
    }

    /// The number of fences below `word` (or at or below it), by the same branch-free halving
    /// search as the blocks'.
    @inline(__always)
    private func count<Meter: WorkMeter>(of word: UInt64, below strictly: Bool, _ meter: inout Meter) -> Int {
        var (base, count) = (0, fences.count)
        while count > 1 {
            meter.probe()
            let half = count >> 1
            let fence = fences[base &+ half]
            base = (strictly ? fence < word : fence <= word) ? base &+ half : base
            count &-= half
        }
        meter.probe()
        let first = fences[base]
        return (strictly ? first < word : first <= word) ? base &+ 1 : base
    }

    /// The bytes this holds.
    var retainedBytes: Int { MemoryLayout<UInt64>.stride * fences.count }
}
