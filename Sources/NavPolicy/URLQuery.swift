/// Query serialization as the WHATWG query state produces it: the bytes after the first `?`
/// up to the fragment, percent-encoded with the (special-)query percent-encode set.
enum URLQuery {
    /// The serialized query of the bytes after the authority: `.some(nil)` when there is no
    /// `?` before the fragment, `""` for a `?` with nothing after it; nil when the query holds
    /// a tab or newline (the standard removes those: the caller does, then retries).
    static func serialize(_ rest: UnsafeBufferPointer<UInt8>, special: Bool) -> String?? {
        var start = 0
        while start < rest.count, rest[start] != UInt8(ascii: "?") {
            if rest[start] == UInt8(ascii: "#") { return .some(nil) }
            start += 1
        }
        guard start < rest.count else { return .some(nil) }
        start += 1
        var end = start
        let encoded = special ? ASCIISet.specialQueryEncoded : ASCIISet.queryEncoded
        var needsEncoding = false
        while end < rest.count, rest[end] != UInt8(ascii: "#") {
            let byte = rest[end]
            if byte == 0x09 || byte == 0x0A || byte == 0x0D { return nil }
            if encoded.contains(byte) { needsEncoding = true }
            end += 1
        }
        let bytes = UnsafeBufferPointer(rebasing: rest[start..<end])
        guard needsEncoding else { return .some(String(utf8Bytes: bytes)) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count * 3)
        for byte in bytes { URLPath.appendEncoded(byte, to: &output, encoding: encoded.contains) }
        return .some(String(decoding: output, as: UTF8.self))
    }
}
