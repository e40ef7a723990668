/// Path serialization as the WHATWG path state produces it: segments percent-encoded with the
/// path percent-encode set, `.` and `..` segments (also `%2e` forms) resolved, `/` when empty.
enum URLPath {
    /// Which path rules apply.
    enum Style {
        /// A special scheme: backslash separates segments too.
        case special
        /// `file`: special, plus Windows drive letters (`C|` becomes `C:` and is never popped).
        case file
        /// A non-special scheme with a path starting with `/`.
        case other
        /// A non-special scheme without `/` after the colon (`mailto:x`): kept as it is,
        /// with C0 controls and non-ASCII bytes percent-encoded.
        case opaque
    }

    /// The serialized path of the bytes after the authority (`rest`, at UTF-8 offset `offset`
    /// of the URL), and where in `rest` it ends (at `?`, `#` or the end); nil when the path
    /// holds a tab or newline (the standard removes those: the caller does, then retries). A
    /// path that needs no change is a range of the URL.
    static func serialize(_ rest: UnsafeBufferPointer<UInt8>, style: Style, at offset: Int) -> (path: SplitURL.Piece, end: Int)? {
        if style != .opaque, let end = endOfSerializedPath(rest, special: style != .other),
            style != .file || !startsWithDriveLetter(rest)
        {
            return (.range(offset..<(offset + end)), end)
        }
        var end = 0
        while end < rest.count, rest[end] != UInt8(ascii: "?"), rest[end] != UInt8(ascii: "#") { end += 1 }
        let bytes = UnsafeBufferPointer(rebasing: rest[..<end])
        // The plain-path scan stops at these too, so they are looked for only here.
        if bytes.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) { return nil }
        let beforeQuery = end < rest.count
        if style == .opaque {
            guard !bytes.isEmpty else { return (.rewritten("/"), end) }
            // A space right before the query or fragment is encoded, so it survives trimming.
            let encodesLastSpace = beforeQuery && bytes.last == UInt8(ascii: " ")
            guard encodesLastSpace || bytes.contains(where: ASCIISet.c0ControlEncoded.contains) else {
                return (.range(offset..<(offset + end)), end)
            }
            var output: [UInt8] = []
            for byte in bytes { appendEncoded(byte, to: &output, encoding: ASCIISet.c0ControlEncoded.contains) }
            if encodesLastSpace {
                output.removeLast()
                appendEncoded(UInt8(ascii: " "), to: &output, encoding: { _ in true })
            }
            return (.rewritten(String(decoding: output, as: UTF8.self)), end)
        }
        let special = style != .other
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 1)
        var index = 0
        if index < bytes.count, URLSplitter.isSlash(bytes[index], special: special) { index += 1 }
        while true {
            let segmentStart = index
            while index < bytes.count, !URLSplitter.isSlash(bytes[index], special: special) { index += 1 }
            let segment = UnsafeBufferPointer(rebasing: bytes[segmentStart..<index])
            let isLast = index == bytes.count
            if isDoubleDot(segment) {
                // A file path's normalized drive letter (`/C:`) is never popped.
                let keepsDriveLetter =
                    style == .file && output.count == 3
                    && output.withUnsafeBufferPointer { isWindowsDriveLetter(UnsafeBufferPointer(rebasing: $0[1...])) }
                if !keepsDriveLetter, let lastSlash = output.lastIndex(of: UInt8(ascii: "/")) {
                    output.removeSubrange(lastSlash...)
                }
                if isLast { output.append(UInt8(ascii: "/")) }
            } else if isSingleDot(segment) {
                if isLast { output.append(UInt8(ascii: "/")) }
            } else {
                output.append(UInt8(ascii: "/"))
                if style == .file, output.count == 1, isWindowsDriveLetter(segment) {
                    output.append(contentsOf: [segment[0], UInt8(ascii: ":")])
                } else {
                    for byte in segment { appendEncoded(byte, to: &output, encoding: ASCIISet.pathEncoded.contains) }
                }
            }
            if isLast { break }
            index += 1
        }
        return (.rewritten(output.isEmpty ? "/" : String(decoding: output, as: UTF8.self)), end)
    }

    /// Whether a `file:` path starts with a segment that may be a Windows drive letter (`/C:`,
    /// `/C|`), which the segment-wise serialization handles.
    private static func startsWithDriveLetter(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count >= 3 && isWindowsDriveLetter(UnsafeBufferPointer(rebasing: bytes[1..<3]))
    }

    /// Two bytes: an ASCII letter, then `:` or `|`.
    static func isWindowsDriveLetter(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count == 2 && ((bytes[0] | 0x20) >= UInt8(ascii: "a") && (bytes[0] | 0x20) <= UInt8(ascii: "z"))
            && (bytes[1] == UInt8(ascii: ":") || bytes[1] == UInt8(ascii: "|"))
    }

    /// Where the path ends (at `?`, `#` or the end) if it needs no change: starts with `/`, no
    /// backslash in a special URL, nothing to percent-encode, no dot segment; else nil.
    private static func endOfSerializedPath(_ bytes: UnsafeBufferPointer<UInt8>, special: Bool) -> Int? {
        guard bytes.first == UInt8(ascii: "/") else { return nil }
        let stops = special ? ASCIISet.specialPathStops : ASCIISet.pathStops
        var segmentStart = 1
        var index = 1
        while true {
            // Skip ordinary bytes; stop at a separator, the end, or anything needing work.
            while index < bytes.count, !stops.contains(bytes[index]) { index += 1 }
            // Only a segment starting with `.` or `%` can be a dot segment.
            if index > segmentStart, bytes[segmentStart] == UInt8(ascii: ".") || bytes[segmentStart] == UInt8(ascii: "%"),
                dotCount(UnsafeBufferPointer(rebasing: bytes[segmentStart..<index])) > 0
            {
                return nil
            }
            guard index < bytes.count else { return index }
            switch bytes[index] {
            case UInt8(ascii: "?"), UInt8(ascii: "#"): return index
            case UInt8(ascii: "/"): break
            default: return nil
            }
            index += 1
            segmentStart = index
        }
    }

    /// Appends the byte, percent-encoded (`%XX`, uppercase hex) when `encoding` says so.
    static func appendEncoded(_ byte: UInt8, to output: inout [UInt8], encoding: (UInt8) -> Bool) {
        guard encoding(byte) else { return output.append(byte) }
        func hexDigit(_ value: UInt8) -> UInt8 { value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10 }
        output.append(UInt8(ascii: "%"))
        output.append(hexDigit(byte >> 4))
        output.append(hexDigit(byte & 0xF))
    }

    /// `.` or `%2e`.
    private static func isSingleDot(_ segment: UnsafeBufferPointer<UInt8>) -> Bool {
        dotCount(segment) == 1
    }

    /// `..`, `.%2e`, `%2e.` or `%2e%2e`.
    private static func isDoubleDot(_ segment: UnsafeBufferPointer<UInt8>) -> Bool {
        dotCount(segment) == 2
    }

    /// How many dots a segment made only of `.` and `%2e` spells (0 when it has anything else).
    private static func dotCount(_ segment: UnsafeBufferPointer<UInt8>) -> Int {
        guard segment.count <= 6 else { return 0 }
        var count = 0
        var index = 0
        while index < segment.count {
            if segment[index] == UInt8(ascii: ".") {
                index += 1
            } else if index + 2 < segment.count, segment[index] == UInt8(ascii: "%"), segment[index + 1] == UInt8(ascii: "2"),
                segment[index + 2] | 0x20 == UInt8(ascii: "e")
            {
                index += 3
            } else {
                return 0
            }
            count += 1
        }
        return count
    }
}
