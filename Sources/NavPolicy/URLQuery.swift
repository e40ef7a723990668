/// Query serialization as the WHATWG query state produces it: the bytes after the first `?`
/// up to the fragment, percent-encoded with the (special-)query percent-encode set.
enum URLQuery {
    /// The serialized query of the bytes after the authority (`rest`, at UTF-8 offset `offset`
    /// of the URL), whose path ends at `pathEnd` (`?`, `#` or the end): `.some(nil)` when no `?`
    /// is there, empty for a `?` with nothing after it; nil when the query holds a tab or
    /// newline (the standard removes those: the caller does, then retries). A query that needs
    /// no percent-encoding is a range of the URL.
    static func serialize(_ rest: UnsafeBufferPointer<UInt8>, from pathEnd: Int, special: Bool, at offset: Int) -> SplitURL.Piece?? {
        guard pathEnd < rest.count, rest[pathEnd] == UInt8(ascii: "?") else { return .some(nil) }
        let start = pathEnd + 1
        var end = start
        // Both sets hold `#`, tab, LF and CR: ordinary bytes cost one test.
        let encoded = special ? ASCIISet.specialQueryEncoded : ASCIISet.queryEncoded
        var needsEncoding = false
        while end < rest.count {
            let byte = rest[end]
            if encoded.contains(byte) {
                if byte == UInt8(ascii: "#") { break }
                if byte == 0x09 || byte == 0x0A || byte == 0x0D { return nil }
                needsEncoding = true
            }
            end += 1
        }
        guard needsEncoding else { return .some(.range((offset + start)..<(offset + end))) }
        var output: [UInt8] = []
        output.reserveCapacity((end - start) * 3)
        for byte in rest[start..<end] { URLPath.appendEncoded(byte, to: &output, encoding: encoded.contains) }
        return .some(.rewritten(String(decoding: output, as: UTF8.self)))
    }
}
