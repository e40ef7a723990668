import NavPolicy

extension Decision {
    /// The decision folded into a number for the black hole (action and rule both count).
    var checksum: UInt64 {
        UInt64(action.rawValue) &+ UInt64(truncatingIfNeeded: rule ?? 0) << 8
    }
}
