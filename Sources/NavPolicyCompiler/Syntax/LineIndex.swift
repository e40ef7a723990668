import NavPolicyJSON

/// Turns byte offsets of one source into positions (line and column) the way the lexer counts
/// them: lines end at `\n`; a column is one well-formed UTF-8 scalar or one byte of an invalid
/// sequence. Tokens and list items keep only their byte offsets, and their positions are
/// computed here when asked for, so a 64 MiB file of tokens does not carry a 24-byte position
/// per token.
///
/// It stores where each line starts (4 bytes a line) and, only for sources with non-ASCII
/// text, where each multi-byte scalar ends with the bytes past one per scalar so far (8 bytes
/// a scalar of at least 2 bytes). A lookup is two binary searches; an ASCII file needs one.
struct LineIndex: Sendable, Hashable {
    /// The offset of each line's first column (line 1's after a skipped byte order mark).
    private let lineStarts: [UInt32]
    /// The offset just past each multi-byte scalar, ascending.
    private let wideScalarEnds: [UInt32]
    /// For each entry of `wideScalarEnds`: the bytes past the first of every multi-byte scalar
    /// up to and including that one.
    private let extraBytes: [UInt32]

    /// The index of `bytes`; with `skipsByteOrderMark` a leading UTF-8 byte order mark is not a
    /// character (columns on line 1 count after it), as the lexer reads a policy.
    init(_ bytes: [UInt8], skipsByteOrderMark: Bool = true) {
        let start = skipsByteOrderMark && bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var lineStarts: [UInt32] = [UInt32(start)]
        var wideScalarEnds: [UInt32] = []
        var extraBytes: [UInt32] = []
        var extra: UInt32 = 0
        let count = min(bytes.count, SourceFile.maximumByteCount)
        bytes.withUnsafeBufferPointer { buffer in
            var offset = start
            while offset < count {
                let byte = buffer[offset]
                if byte < 0x80 {
                    offset += 1
                    if byte == UInt8(ascii: "\n") { lineStarts.append(UInt32(offset)) }
                    continue
                }
                guard let length = UTF8Scalar.length(in: bytes, at: offset) else {
                    offset += 1
                    continue
                }
                offset += length
                extra += UInt32(length - 1)
                wideScalarEnds.append(UInt32(offset))
                extraBytes.append(extra)
            }
        }
        self.lineStarts = lineStarts
        self.wideScalarEnds = wideScalarEnds
        self.extraBytes = extraBytes
    }

    /// The position of the character (or the end of the file) at byte `offset`, which must be
    /// where a character starts, as every token's and item's start and end is.
    func position(of offset: Int) -> SourcePosition {
        let target = UInt32(clamping: max(offset, 0))
        let line = Self.count(of: lineStarts, atMost: target)
        let lineStart = lineStarts[max(line - 1, 0)]
        var column = Int(target) - Int(lineStart) + 1
        if !wideScalarEnds.isEmpty {
            column -= Int(extra(upTo: target)) - Int(extra(upTo: lineStart))
        }
        return SourcePosition(offset: offset, line: max(line, 1), column: max(column, 1))
    }

    /// The extra bytes of the multi-byte scalars that end at or before `offset`.
    private func extra(upTo offset: UInt32) -> UInt32 {
        let count = Self.count(of: wideScalarEnds, atMost: offset)
        return count == 0 ? 0 : extraBytes[count - 1]
    }

    /// How many elements of the ascending `values` are at most `value` (binary search).
    private static func count(of values: [UInt32], atMost value: UInt32) -> Int {
        var low = 0
        var high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
