import AllocationCounter
import NavPolicy

/// Counts heap allocations with the `AllocationCounter` target, which interposes the C
/// allocator in this executable. Used to check, in a release build, that deciding a pre-split
/// request allocates nothing (debug builds allocate in places the optimizer removes).
enum HeapAllocations {
    /// How many allocations the calling thread makes while `body` runs.
    static func during(_ body: () -> Void) -> Int {
        let before = navpolicy_thread_allocation_count()
        body()
        return navpolicy_thread_allocation_count() - before
    }

    /// Whether the counter sees an allocation at all (so a zero count means something).
    static var counterSeesAllocations: Bool {
        during {
            let array = [UInt64](repeating: BlackHole.checksum, count: 64 + Int(BlackHole.checksum & 1))
            BlackHole.consume(array.reduce(0, &+))
        } > 0
    }

    /// Whether deciding every request (or response) allocates nothing (after one warm-up pass, which may
    /// initialize globals once).
    static func decideAllocatesNothing<Input>(_ decide: (Input) -> UInt64, _ requests: [Input]) -> Bool {
        for request in requests { BlackHole.consume(decide(request)) }
        return during {
            for request in requests { BlackHole.consume(decide(request)) }
        } == 0
    }
}
