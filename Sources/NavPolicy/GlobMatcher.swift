/// Matches paths against the table's general globs (`*` = any run of bytes) in time linear in
/// the path and the glob, whatever either holds.
///
/// A glob is a prefix segment, middle segments and a suffix segment between its stars. The
/// path matches when it starts with the prefix, ends with the suffix, and the middle segments
/// occur in order, without overlap, in between; taking each one's leftmost occurrence is
/// enough. Each middle segment is searched with Knuth–Morris–Pratt, whose failure links are
/// computed once at load (one `Int32` per glob byte), so a match reads each path byte a
/// bounded number of times instead of the backtracking matcher's path × glob.
struct GlobMatcher: Sendable {
    /// Per glob byte, in glob order: the KMP failure link within its segment (0 for a star).
    private let failure: [Int32]
    /// Where each glob's links start in `failure`.
    private let starts: [Int]

    /// Computes the failure links of every glob; `globs` yields each glob's bytes.
    init(globCount: Int, bytes: [UInt8], ranges: (Int) -> Range<Int>) {
        var failure: [Int32] = []
        var starts: [Int] = []
        starts.reserveCapacity(globCount)
        for glob in 0..<globCount {
            starts.append(failure.count)
            let range = ranges(glob)
            var segmentStart = range.lowerBound
            for index in range {
                if bytes[index] == UInt8(ascii: "*") {
                    failure.append(0)
                    segmentStart = index + 1
                    continue
                }
                // Standard prefix function over bytes[segmentStart...index].
                let offset = index - segmentStart
                guard offset > 0 else { failure.append(0); continue }
                var k = Int(failure[failure.count - 1])
                while k > 0, bytes[segmentStart + k] != bytes[index] { k = Int(failure[failure.count - offset + k - 1]) }
                if bytes[segmentStart + k] == bytes[index] { k += 1 }
                failure.append(Int32(k))
            }
        }
        self.failure = failure
        self.starts = starts
    }

    /// Whether `text` matches glob `index`, whose bytes are `glob` in the validated table; a
    /// `folded` glob (its bytes lowercase) is matched with the text's ASCII letters folded.
    func matches<Meter: WorkMeter>(
        _ index: Int, _ glob: UnsafeBufferPointer<UInt8>, _ text: UnsafeBufferPointer<UInt8>, folded: Bool, _ meter: inout Meter
    ) -> Bool {
        let star = UInt8(ascii: "*")
        guard let firstStar = glob.firstIndex(of: star), let lastStar = glob.lastIndex(of: star) else {
            meter.bytes(glob.count)
            return Self.equal(glob, text, folded: folded)
        }
        let (prefixCount, suffixCount) = (firstStar, glob.count - lastStar - 1)
        guard prefixCount + suffixCount <= text.count else { return false }
        meter.bytes(glob.count)
        guard Self.equal(UnsafeBufferPointer(rebasing: glob[..<firstStar]), UnsafeBufferPointer(rebasing: text[..<prefixCount]), folded: folded),
            Self.equal(UnsafeBufferPointer(rebasing: glob[(lastStar + 1)...]), UnsafeBufferPointer(rebasing: text[(text.count - suffixCount)...]), folded: folded)
        else { return false }
        let links = starts[index]
        var position = prefixCount
        let end = text.count - suffixCount
        var segmentStart = firstStar + 1
        while segmentStart < lastStar {
            var segmentEnd = segmentStart
            while glob[segmentEnd] != star { segmentEnd += 1 }
            if segmentEnd > segmentStart {
                guard let found = search(glob, segmentStart..<segmentEnd, links, in: text, position..<end, folded: folded, &meter) else { return false }
                position = found
            }
            segmentStart = segmentEnd + 1
        }
        return true
    }

    /// Where the leftmost occurrence of `glob[segment]` in `text[range]` ends; nil when absent.
    private func search<Meter: WorkMeter>(
        _ glob: UnsafeBufferPointer<UInt8>, _ segment: Range<Int>, _ links: Int,
        in text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, folded: Bool, _ meter: inout Meter
    ) -> Int? {
        let length = segment.count
        guard length <= range.count else { return nil }
        var matched = 0
        for position in range {
            let byte = folded ? Self.lowercased(text[position]) : text[position]
            // Each step back undoes a step forward, so the whole search is at most 2 × range steps.
            while matched > 0, glob[segment.lowerBound + matched] != byte {
                meter.bytes(1)
                matched = Int(failure[links + segment.lowerBound + matched - 1])
            }
            meter.bytes(1)
            if glob[segment.lowerBound + matched] == byte { matched += 1 }
            if matched == length { return position + 1 }
        }
        return nil
    }

    /// The byte with `A`–`Z` lowercased (what `ignoring case` folds).
    @inline(__always)
    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    /// Whether `text` equals `glob` bytes, with the text's letters folded when `folded`.
    @inline(__always)
    private static func equal(_ glob: UnsafeBufferPointer<UInt8>, _ text: UnsafeBufferPointer<UInt8>, folded: Bool) -> Bool {
        guard folded else { return bytesEqual(glob, text) }
        guard glob.count == text.count else { return false }
        for index in 0..<glob.count where glob[index] != lowercased(text[index]) { return false }
        return true
    }
}
