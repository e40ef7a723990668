/// One part of a split URL (host, path or query): a range of UTF-8 bytes in a string. The
/// splitter keeps a part that is already normalized in the URL string as a range of that
/// string (sharing its storage: no copy, no allocation), the common case for URLs a web view
/// reports; a part it had to rewrite, and a pre-split part an app passes, is a whole string.
///
/// The runtime reads a part's bytes in place (`withUTF8`); the public `String` properties of
/// `SplitURL` derive from it.
package struct URLPart: Sendable {
    /// The string holding the part: native UTF-8, so its bytes are contiguous.
    private let base: String
    /// Where the part starts in `base`'s UTF-8.
    private let start: Int
    /// Where the part ends in `base`'s UTF-8.
    private let end: Int

    /// The bytes `range` of `base`'s UTF-8, which must be contiguous (a native string) and
    /// start and end at ASCII bytes (or its ends), so the part is valid UTF-8 on its own.
    init(_ base: String, _ range: Range<Int>) {
        self.base = base
        start = range.lowerBound
        end = range.upperBound
    }

    /// A whole string as a part (made contiguous once if it is a bridged string).
    init(_ string: String) {
        var string = string
        string.makeContiguousUTF8()
        base = string
        start = 0
        end = string.utf8.count
    }

    /// The number of bytes.
    package var count: Int { end - start }

    /// The part as a string: the base itself when the part is all of it (no copy), else a
    /// copy of the bytes (no allocation up to 15 bytes, which Swift stores inline).
    var string: String {
        if start == 0, end == base.utf8.count { return base }
        return withUTF8 { String(utf8Bytes: $0) }
    }

    /// Runs `body` over the part's UTF-8 bytes in place.
    @inline(__always)
    package func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = base.utf8.withContiguousStorageIfAvailable({ body(UnsafeBufferPointer(rebasing: $0[start..<end])) }) {
            return result
        }
        // Unreachable: both initializers keep a contiguous base; a copy keeps this total.
        return Array(base.utf8).withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<end])) }
    }
}

extension URLPart: Hashable {
    /// Byte-wise equality (not `String`'s Unicode canonical equivalence): what a policy's
    /// classifiers compare.
    package static func == (left: URLPart, right: URLPart) -> Bool {
        left.count == right.count && left.withUTF8 { left in right.withUTF8 { right in bytesEqual(left, right) } }
    }

    /// Hashes the bytes and their count, consistent with `==`.
    package func hash(into hasher: inout Hasher) {
        withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        hasher.combine(count)
    }
}
