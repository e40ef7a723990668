/// Runs a body over consecutive items, wrapping around, and continuing where the previous
/// batch stopped, so short batches (of a slow contender) still see the whole mix over time.
final class CyclingBatch<Item> {
    private let items: [Item]
    private var position = 0

    /// A batch runner over a non-empty list.
    init(_ items: [Item]) {
        precondition(!items.isEmpty, "a batch needs items")
        self.items = items
    }

    /// Runs `body` on `count` items and sums the checksums it returns. Items are lent to
    /// `body` from an immutable local array, so the loop itself copies nothing.
    @inline(__always)
    func run(_ count: Int, _ body: (borrowing Item) -> UInt64) -> UInt64 {
        let items = self.items
        var checksum: UInt64 = 0
        var index = position
        for _ in 0..<count {
            checksum &+= body(items[index])
            index += 1
            if index == items.count { index = 0 }
        }
        position = index
        return checksum
    }
}
