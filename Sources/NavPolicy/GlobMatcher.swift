/// Matches paths against the table's general globs (`*` = any run of bytes): all the globs a
/// decision tests in at most one pass over the path, whatever the table holds.
///
/// A glob is a prefix, inner segments and a suffix between its stars. The path matches when it
/// starts with the prefix, ends with the suffix, and the inner segments occur in order, without
/// overlap, in between. Prefix and suffix are compared directly. The inner segments of every
/// glob form one bit-parallel automaton (Shift-And with a loop on the last byte of each
/// segment, as in agrep): one bit per inner byte, set when the glob's segments so far have
/// matched up to that byte. One path byte advances every glob at once, one step per 64 inner
/// bytes of the whole table (`TableFormat.maxGlobInnerBytes` bounds them), and a decision runs
/// the automaton at most once (`GlobPass` keeps the results), so a chain of glob tests never
/// rescans the path: the glob work of a decision is the globs' bytes plus path length × words.
struct GlobMatcher: Sendable {
    /// One glob, as offsets into the validated table.
    private struct Glob {
        var prefix, suffix: Range<Int>
        /// Whether the glob has no star (the path must equal the prefix).
        var exact: Bool
        var folded: Bool
        /// Its inner bytes in the automaton (empty when it has none), and their words.
        var bits: Range<Int>
        var words: Range<Int>
    }

    private let globs: [Glob]
    /// Words of automaton state (64 inner bytes each).
    let wordCount: Int
    /// Per byte value, `wordCount` words: the inner bytes that byte matches.
    private let accepts: [UInt64]
    /// The last byte of every inner segment (a star follows: the state stays once reached).
    private let loops: [UInt64]
    /// Every bit but each glob's first inner byte, which only the glob's start sets (so the
    /// previous glob's last byte does not shift into it).
    private let notFirst: [UInt64]
    /// The globs with inner bytes, by prefix length and by suffix length, longest first (so
    /// by where their inner part starts and ends on any path).
    private let byStart, byEnd: [Int]

    /// Reads the globs at `ranges(g)` (validated, `folded(g)` for `ignoring case` globs, whose
    /// bytes are lowercase) and builds their automaton. The reader checked that their inner
    /// bytes total at most `TableFormat.maxGlobInnerBytes`, so it has at most 16 words.
    init(globCount: Int, bytes: [UInt8], ranges: (Int) -> Range<Int>, folded: (Int) -> Bool) {
        let star = UInt8(ascii: "*")
        var globs: [Glob] = []
        var innerBytes: [(position: Int, byte: UInt8, folded: Bool, last: Bool)] = []
        var firstBits: [Int] = []
        for index in 0..<globCount {
            let range = ranges(index)
            guard let firstStar = bytes[range].firstIndex(of: star), let lastStar = bytes[range].lastIndex(of: star) else {
                globs.append(Glob(prefix: range, suffix: range.upperBound..<range.upperBound, exact: true, folded: folded(index),
                                  bits: 0..<0, words: 0..<0))
                continue
            }
            let start = innerBytes.count
            for position in (firstStar + 1)..<max(firstStar + 1, lastStar) where bytes[position] != star {
                innerBytes.append((position, bytes[position], folded(index), bytes[position + 1] == star))
            }
            let bits = start..<innerBytes.count
            if !bits.isEmpty { firstBits.append(start) }
            globs.append(Glob(prefix: range.lowerBound..<firstStar, suffix: (lastStar + 1)..<range.upperBound, exact: false,
                              folded: folded(index), bits: bits, words: bits.isEmpty ? 0..<0 : (bits.lowerBound / 64)..<((bits.upperBound - 1) / 64 + 1)))
        }
        let wordCount = (innerBytes.count + 63) / 64
        var accepts = [UInt64](repeating: 0, count: 256 * wordCount)
        var loops = [UInt64](repeating: 0, count: wordCount)
        var notFirst = [UInt64](repeating: ~0, count: wordCount)
        for (bit, inner) in innerBytes.enumerated() {
            let (word, mask) = (bit / 64, UInt64(1) << UInt64(bit % 64))
            for byte in 0...255 where (inner.folded ? Self.lowercased(UInt8(byte)) : UInt8(byte)) == inner.byte {
                accepts[byte * wordCount + word] |= mask
            }
            if inner.last { loops[word] |= mask }
        }
        for bit in firstBits { notFirst[bit / 64] &= ~(UInt64(1) << UInt64(bit % 64)) }
        let inner = globs.indices.filter { !globs[$0].bits.isEmpty }
        self.globs = globs
        self.wordCount = wordCount
        self.accepts = accepts
        self.loops = loops
        self.notFirst = notFirst
        byStart = inner.sorted { globs[$0].prefix.count < globs[$1].prefix.count }
        byEnd = inner.sorted { globs[$0].suffix.count > globs[$1].suffix.count }
    }

    /// Whether `text` matches glob `index`; `pass` holds the automaton's results for this
    /// text, run on the first glob that needs it.
    func matches<Meter: WorkMeter>(
        _ index: Int, _ table: ValidatedBytes, _ text: UnsafeBufferPointer<UInt8>, _ pass: inout GlobPass, _ meter: inout Meter
    ) -> Bool {
        let glob = globs[index]
        guard affixesMatch(glob, table, text, &meter) else { return false }
        if glob.bits.isEmpty { return true }
        if !pass.done { run(table, text, &pass, &meter) }
        return pass.matched[index >> 6] & UInt64(1) << UInt64(index & 63) != 0
    }

    /// Whether the text is long enough for the glob's prefix and suffix and has them (is the
    /// prefix, for a glob without a star).
    @inline(__always)
    private func affixesMatch<Meter: WorkMeter>(_ glob: Glob, _ table: ValidatedBytes, _ text: UnsafeBufferPointer<UInt8>, _ meter: inout Meter) -> Bool {
        let (prefixCount, suffixCount) = (glob.prefix.count, glob.suffix.count)
        guard glob.exact ? prefixCount == text.count : prefixCount + suffixCount <= text.count else { return false }
        meter.bytes(prefixCount + suffixCount)
        return Self.equal(table.bytes(glob.prefix), UnsafeBufferPointer(rebasing: text[..<prefixCount]), folded: glob.folded)
            && Self.equal(table.bytes(glob.suffix), UnsafeBufferPointer(rebasing: text[(text.count - suffixCount)...]), folded: glob.folded)
    }

    /// Runs the automaton over the text once, for every glob with inner bytes whose prefix and
    /// suffix the text has: a glob starts (its first inner byte may match) where its prefix
    /// ends and is read where its suffix begins; only the words of those globs are stepped.
    private func run<Meter: WorkMeter>(_ table: ValidatedBytes, _ text: UnsafeBufferPointer<UInt8>, _ pass: inout GlobPass, _ meter: inout Meter) {
        pass.done = true
        var live = GlobPass.Bits()
        var (low, high) = (wordCount, 0)
        for index in byStart where affixesMatch(globs[index], table, text, &meter) {
            live[index >> 6] |= UInt64(1) << UInt64(index & 63)
            (low, high) = (min(low, globs[index].words.lowerBound), max(high, globs[index].words.upperBound))
        }
        guard low < high else { return }
        let count = text.count
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 2 * wordCount) { scratch in
            let (state, starts) = (scratch.baseAddress!, scratch.baseAddress! + wordCount)
            state.initialize(repeating: 0, count: 2 * wordCount)
            var (nextStart, nextEnd) = (0, 0)
            accepts.withUnsafeBufferPointer { accepts in
                loops.withUnsafeBufferPointer { loops in
                    notFirst.withUnsafeBufferPointer { notFirst in
                        for position in 0...count {
                            // Globs whose inner part must end here: read their last inner byte.
                            while nextEnd < byEnd.count, count - globs[byEnd[nextEnd]].suffix.count <= position {
                                let index = byEnd[nextEnd]
                                let last = globs[index].bits.upperBound - 1
                                if live[index >> 6] & UInt64(1) << UInt64(index & 63) != 0, state[last >> 6] & UInt64(1) << UInt64(last & 63) != 0 {
                                    pass.matched[index >> 6] |= UInt64(1) << UInt64(index & 63)
                                }
                                nextEnd += 1
                            }
                            guard position < count, nextEnd < byEnd.count else { break }
                            // Globs whose inner part may start here.
                            while nextStart < byStart.count, globs[byStart[nextStart]].prefix.count <= position {
                                let index = byStart[nextStart]
                                if live[index >> 6] & UInt64(1) << UInt64(index & 63) != 0 {
                                    let first = globs[index].bits.lowerBound
                                    starts[first >> 6] |= UInt64(1) << UInt64(first & 63)
                                }
                                nextStart += 1
                            }
                            meter.bytes(high - low)
                            let row = Int(text[position]) &* wordCount
                            var carry: UInt64 = 0
                            for word in low..<high {
                                let previous = state[word]
                                state[word] = ((previous << 1 | carry) & notFirst[word] | starts[word]) & accepts[row &+ word] | previous & loops[word]
                                carry = previous >> 63
                            }
                        }
                    }
                }
            }
        }
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

/// The glob automaton's results for one decision's path, run on the first glob test that
/// needs it, then read by every later one; and likewise the query names its query has
/// (`QueryNameIndex`).
struct GlobPass {
    /// One bit per glob (`TableFormat.maxGlobs` = 256).
    typealias Bits = SIMD4<UInt64>
    /// Whether the automaton has run.
    var done = false
    /// The globs with inner bytes whose inner segments the path has, in order, between their
    /// prefix and suffix.
    var matched = Bits()
    /// Whether the query has been read for names, and the names it has (one bit per name,
    /// `TableFormat.maxQueryNames` = 256).
    var namesDone = false
    var names = Bits()
}

/// The glob automaton's results for the two paths a decision may test: the URL's and the
/// current URL's.
struct GlobPasses {
    var url = GlobPass(), current = GlobPass()
}
