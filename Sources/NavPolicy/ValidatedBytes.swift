/// Unchecked reads of table bytes that `TableReader.init` has validated: every offset the
/// evaluator computes was proven in range at load, so the hot path skips bounds checks.
/// Only the decision path uses it, always inside `TableReader.withValidatedBytes`, which
/// keeps the table's memory alive for the pointer's lifetime.
struct ValidatedBytes {
    let base: UnsafeRawBufferPointer

    /// The little-endian 32-bit word at a validated `offset`, as an Int.
    @inline(__always)
    func word(at offset: Int) -> Int {
        Int(UInt32(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
    }

    /// The little-endian 64-bit word at a validated `offset`.
    @inline(__always)
    func word64(at offset: Int) -> UInt64 {
        UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The 8 bytes at a validated `offset` read as a big-endian number, which orders like
    /// the bytes compared one by one.
    @inline(__always)
    func bigEndianWord64(at offset: Int) -> UInt64 {
        UInt64(bigEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The validated bytes in `range`.
    @inline(__always)
    func bytes(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        // `TableBytes` binds its memory to UInt8.
        UnsafeRawBufferPointer(rebasing: base[range]).assumingMemoryBound(to: UInt8.self)
    }

    /// A pointer to the validated byte at `offset`.
    @inline(__always)
    func pointer(at offset: Int) -> UnsafePointer<UInt8> {
        // As in `bytes(_:)`: bound to UInt8, and never empty once validated.
        base.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: UInt8.self) + offset
    }

    /// The byte at a validated `offset`.
    @inline(__always)
    subscript(offset: Int) -> UInt8 {
        base.load(fromByteOffset: offset, as: UInt8.self)
    }
}

extension TableReader {
    /// Runs `body` with unchecked access to the validated table bytes.
    @inline(__always)
    func withValidatedBytes<Result>(_ body: (ValidatedBytes) -> Result) -> Result {
        body(ValidatedBytes(base: bytes.raw))
    }
}

/// Whether two byte buffers are equal, compared eight bytes at a time (the generic
/// `elementsEqual` is neither inlined nor vectorized).
@inline(__always)
func bytesEqual(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = left.count
    guard count == right.count else { return false }
    guard count > 0, let leftBase = left.baseAddress, let rightBase = right.baseAddress else { return true }
    let (leftRaw, rightRaw) = (UnsafeRawPointer(leftBase), UnsafeRawPointer(rightBase))
    var offset = 0
    while count - offset >= 8 {
        guard
            leftRaw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                == rightRaw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        else { return false }
        offset += 8
    }
    while offset < count {
        guard leftBase[offset] == rightBase[offset] else { return false }
        offset += 1
    }
    return true
}
