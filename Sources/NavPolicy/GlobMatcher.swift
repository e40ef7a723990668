/// Matches paths against the table's general globs (`*` = any run of bytes): all the globs a
/// decision tests in at most one pass over the path, whatever the table holds.
///
/// A glob is a prefix, inner segments and a suffix between its stars; the path matches when it
/// has the prefix and suffix and the inner segments occur in order, without overlap, between
/// them. The affixes are found by four tries (`AffixTrie`); the inner segments of every glob form
/// one bit-parallel automaton (Shift-And with a loop on each segment's last byte, as in agrep),
/// one bit per inner byte (`TableFormat.maxGlobInnerBytes`), run at most once per decision
/// (`GlobPass` keeps the results). So a decision's glob work is four walks of the path plus its
/// length × the automaton's words, independent of the globs' bytes.
struct GlobMatcher: Sendable {
    /// One glob's shape (its bytes are in the tries and the automaton).
    private struct Glob {
        var prefixCount, suffixCount: Int
        /// Whether the glob has no star (the path must equal the prefix).
        var exact: Bool
        /// Its inner bytes in the automaton (empty when it has none), and their words.
        var bits: Range<Int>
        var words: Range<Int>
    }

    private let globs: [Glob]
    /// The globs' prefixes and suffixes, plain and folded.
    private let prefixes, foldedPrefixes, suffixes, foldedSuffixes: AffixTrie
    /// The globs with inner bytes (which need the automaton).
    private let inner: GlobPass.Bits
    /// Words of automaton state (64 inner bytes each).
    let wordCount: Int
    /// `wordCount` rounded up to whole pairs: the length of each row below.
    private let pairedWords: Int
    /// Per byte value, `pairedWords` words: the inner bytes that byte matches.
    private let accepts: [UInt64]
    /// `pairedWords` words each: every bit but each glob's first inner byte, which only the
    /// glob's start sets (so the previous glob's last byte does not shift into it); then the
    /// last byte of every inner segment (a star follows: the state stays once reached).
    private let masks: [UInt64]
    /// The globs with inner bytes, by prefix length and by suffix length, longest first (so
    /// by where their inner part starts and ends on any path).
    private let byStart, byEnd: [Int]

    /// Reads the globs at `ranges(g)` (validated, `folded(g)` for `ignoring case` globs, whose
    /// bytes are lowercase) and builds their tries and automaton. The reader checked that their
    /// inner bytes total at most `TableFormat.maxGlobInnerBytes`, so it has at most 16 words.
    init(globCount: Int, bytes: TableBytes, ranges: (Int) -> Range<Int>, folded: (Int) -> Bool) {
        let star = UInt8(ascii: "*")
        var globs: [Glob] = []
        var innerBytes: [(position: Int, byte: UInt8, folded: Bool, last: Bool)] = []
        var firstBits: [Int] = []
        var prefixes: [[(glob: Int, range: Range<Int>)]] = [[], []]
        var suffixes: [[(glob: Int, range: Range<Int>)]] = [[], []]
        var inner = GlobPass.Bits()
        for index in 0..<globCount {
            let range = ranges(index)
            let kind = folded(index) ? 1 : 0
            guard let firstStar = bytes[range].firstIndex(of: star), let lastStar = bytes[range].lastIndex(of: star) else {
                prefixes[kind].append((index, range))
                suffixes[kind].append((index, range.upperBound..<range.upperBound))
                globs.append(Glob(prefixCount: range.count, suffixCount: 0, exact: true, bits: 0..<0, words: 0..<0))
                continue
            }
            prefixes[kind].append((index, range.lowerBound..<firstStar))
            suffixes[kind].append((index, (lastStar + 1)..<range.upperBound))
            let start = innerBytes.count
            for position in (firstStar + 1)..<max(firstStar + 1, lastStar) where bytes[position] != star {
                innerBytes.append((position, bytes[position], kind == 1, bytes[position + 1] == star))
            }
            let bits = start..<innerBytes.count
            if !bits.isEmpty {
                firstBits.append(start)
                inner[index >> 6] |= UInt64(1) << UInt64(index & 63)
            }
            globs.append(
                Glob(
                    prefixCount: firstStar - range.lowerBound, suffixCount: range.upperBound - lastStar - 1, exact: false,
                    bits: bits, words: bits.isEmpty ? 0..<0 : (bits.lowerBound / 64)..<((bits.upperBound - 1) / 64 + 1)))
        }
        let wordCount = (innerBytes.count + 63) / 64
        let pairedWords = (wordCount + 1) & ~1
        var accepts = [UInt64](repeating: 0, count: 256 * pairedWords)
        var masks = [UInt64](repeating: ~0, count: pairedWords) + [UInt64](repeating: 0, count: pairedWords)
        for (bit, inner) in innerBytes.enumerated() {
            let (word, mask) = (bit / 64, UInt64(1) << UInt64(bit % 64))
            for byte in 0...255 where (inner.folded ? Self.lowercased(UInt8(byte)) : UInt8(byte)) == inner.byte {
                accepts[byte * pairedWords + word] |= mask
            }
            if inner.last { masks[pairedWords + word] |= mask }
        }
        for bit in firstBits { masks[bit / 64] &= ~(UInt64(1) << UInt64(bit % 64)) }
        let withInner = globs.indices.filter { !globs[$0].bits.isEmpty }
        self.globs = globs
        self.prefixes = AffixTrie(prefixes[0], bytes: bytes, reversed: false, folded: false)
        foldedPrefixes = AffixTrie(prefixes[1], bytes: bytes, reversed: false, folded: true)
        self.suffixes = AffixTrie(suffixes[0], bytes: bytes, reversed: true, folded: false)
        foldedSuffixes = AffixTrie(suffixes[1], bytes: bytes, reversed: true, folded: true)
        self.inner = inner
        self.wordCount = wordCount
        self.pairedWords = pairedWords
        self.accepts = accepts
        self.masks = masks
        byStart = withInner.sorted { globs[$0].prefixCount < globs[$1].prefixCount }
        byEnd = withInner.sorted { globs[$0].suffixCount > globs[$1].suffixCount }
    }

    /// The bytes of its arrays and tries.
    var retainedBytes: Int {
        MemoryLayout<Glob>.stride * globs.count + MemoryLayout<UInt64>.stride * (accepts.count + masks.count)
            + MemoryLayout<Int>.stride * (byStart.count + byEnd.count)
            + [prefixes, foldedPrefixes, suffixes, foldedSuffixes].reduce(0) { $0 + $1.retainedBytes }
    }

    /// Whether `text` matches glob `index`; `pass` holds this text's results: which globs'
    /// prefix and suffix it has (the tries walked on the first glob test) and the automaton's
    /// (run on the first glob test that needs it).
    func matches<Meter: WorkMeter>(
        _ index: Int, _ table: ValidatedBytes, _ text: UnsafeBufferPointer<UInt8>, _ pass: inout GlobPass, _ meter: inout Meter
    ) -> Bool {
        if pass.stage == .none { affixes(table, text, &pass, &meter) }
        let bit = UInt64(1) << UInt64(index & 63)
        guard pass.matched[index >> 6] & bit != 0 else { return false }
        if pass.stage != .automatonRun, inner[index >> 6] & bit != 0 { run(table, text, &pass, &meter) }
        return pass.matched[index >> 6] & bit != 0
    }

    /// Finds the globs whose prefix and suffix the text has, without overlap (and which it
    /// equals, for a glob without a star): one walk of each trie, then a length check for
    /// each glob found in both (at most `TableFormat.maxGlobs`).
    private func affixes<Meter: WorkMeter>(
        _ table: ValidatedBytes, _ text: UnsafeBufferPointer<UInt8>, _ pass: inout GlobPass, _ meter: inout Meter
    ) {
        pass.stage = .affixesFound
        let prefixed = prefixes.walk(text, table, &meter) | foldedPrefixes.walk(text, table, &meter)
        let both = prefixed & (suffixes.walk(text, table, &meter) | foldedSuffixes.walk(text, table, &meter))
        for word in 0..<both.scalarCount {
            var bits = both[word]
            while bits != 0 {
                let index = word << 6 | bits.trailingZeroBitCount
                bits &= bits - 1
                let glob = globs[index]
                if glob.exact ? glob.prefixCount == text.count : glob.prefixCount + glob.suffixCount <= text.count {
                    pass.matched[word] |= UInt64(1) << UInt64(index & 63)
                }
            }
        }
    }

    /// Runs the automaton over the text once, for every glob with inner bytes whose prefix and
    /// suffix the text has (`affixes`, found first): a glob starts (its first inner byte may
    /// match) where its prefix ends and is read where its suffix begins; only the words of
    /// those globs are stepped, two at a time, between those positions.
    private func run<Meter: WorkMeter>(
        _ table: ValidatedBytes, _ text: UnsafeBufferPointer<UInt8>, _ pass: inout GlobPass, _ meter: inout Meter
    ) {
        pass.stage = .automatonRun
        // The globs with inner bytes stay matched only if the automaton finds their segments.
        let live = pass.matched & inner
        pass.matched &= ~inner
        var (low, high) = (wordCount, 0)
        for index in byStart where live[index >> 6] & UInt64(1) << UInt64(index & 63) != 0 {
            (low, high) = (min(low, globs[index].words.lowerBound), max(high, globs[index].words.upperBound))
        }
        guard low < high else { return }
        // Whole pairs of words (the rows are padded to `pairedWords`).
        (low, high) = (low & ~1, (high + 1) & ~1)
        let count = text.count
        let words = pairedWords
        // Two states, each after a zero word (the carry into its first word), and the starts.
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 3 * words + 2) { scratch in
            let base = scratch.baseAddress!
            base.initialize(repeating: 0, count: 3 * words + 2)
            var (state, next) = (base + 1, base + words + 2)
            let starts = base + 2 * words + 2
            var (nextStart, nextEnd) = (0, 0)
            var position = 0
            accepts.withUnsafeBufferPointer { accepts in
                masks.withUnsafeBufferPointer { masks in
                    while true {
                        // Globs whose inner part must end here: read their last inner byte.
                        while nextEnd < byEnd.count, count - globs[byEnd[nextEnd]].suffixCount <= position {
                            let index = byEnd[nextEnd]
                            let last = globs[index].bits.upperBound - 1
                            if live[index >> 6] & UInt64(1) << UInt64(index & 63) != 0,
                                state[last >> 6] & UInt64(1) << UInt64(last & 63) != 0
                            {
                                pass.matched[index >> 6] |= UInt64(1) << UInt64(index & 63)
                            }
                            nextEnd += 1
                        }
                        guard position < count, nextEnd < byEnd.count else { break }
                        // Globs whose inner part may start here.
                        while nextStart < byStart.count, globs[byStart[nextStart]].prefixCount <= position {
                            let index = byStart[nextStart]
                            if live[index >> 6] & UInt64(1) << UInt64(index & 63) != 0 {
                                let first = globs[index].bits.lowerBound
                                starts[first >> 6] |= UInt64(1) << UInt64(first & 63)
                            }
                            nextStart += 1
                        }
                        // Step every byte up to the next start or end.
                        let stop = min(
                            count - globs[byEnd[nextEnd]].suffixCount,
                            nextStart < byStart.count ? globs[byStart[nextStart]].prefixCount : count)
                        meter.bytes((high - low) * (stop - position))
                        Self.step(text, position..<stop, low..<high, &state, &next, starts, accepts.baseAddress!, masks.baseAddress!, words)
                        position = stop
                    }
                }
            }
        }
    }

    /// Advances the automaton's words `range` (whole pairs) over `text[positions]`: each state
    /// word's new value is `((old << 1 | carry) & notFirst | starts) & accepts(byte) | old &
    /// loops`, the carry being the word before's top bit. The carries come from the old state,
    /// so the new state goes to the other buffer (`next`, then swapped) and two words are
    /// computed at once. `masks` holds `notFirst` then `loops`, `words` apiece.
    @inline(__always)
    private static func step(
        _ text: UnsafeBufferPointer<UInt8>, _ positions: Range<Int>, _ range: Range<Int>, _ state: inout UnsafeMutablePointer<UInt64>,
        _ next: inout UnsafeMutablePointer<UInt64>, _ starts: UnsafeMutablePointer<UInt64>, _ accepts: UnsafePointer<UInt64>,
        _ masks: UnsafePointer<UInt64>, _ words: Int
    ) {
        typealias Pair = SIMD2<UInt64>
        let (notFirst, loops) = (UnsafeRawPointer(masks), UnsafeRawPointer(masks + words))
        let (first, last) = (range.lowerBound * 8, range.upperBound * 8)
        for position in positions {
            let (row, old, new) = (
                UnsafeRawPointer(accepts + Int(text[position]) &* words), UnsafeRawPointer(state), UnsafeMutableRawPointer(next)
            )
            var offset = first
            while offset < last {
                let previous = old.loadUnaligned(fromByteOffset: offset, as: Pair.self)
                let carries = old.loadUnaligned(fromByteOffset: offset &- 8, as: Pair.self) &>> 63
                let value =
                    ((previous &<< 1 | carries) & notFirst.loadUnaligned(fromByteOffset: offset, as: Pair.self)
                        | UnsafeRawPointer(starts).loadUnaligned(fromByteOffset: offset, as: Pair.self))
                    & row.loadUnaligned(fromByteOffset: offset, as: Pair.self)
                    | previous & loops.loadUnaligned(fromByteOffset: offset, as: Pair.self)
                new.storeBytes(of: value, toByteOffset: offset, as: Pair.self)
                offset &+= 16
            }
            swap(&state, &next)
        }
    }

    /// The byte with `A`–`Z` lowercased (what `ignoring case` folds).
    @inline(__always)
    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }
}

/// The glob results for one decision's path, found on the first glob test that needs them,
/// then read by every later one; and likewise the query names its query has
/// (`QueryNameIndex`).
struct GlobPass {
    /// One bit per glob (`TableFormat.maxGlobs` = 256).
    typealias Bits = SIMD4<UInt64>
    /// How far the glob results go (one byte, like the flag it replaces: the walk keeps this
    /// struct in registers and on the stack for every decision).
    enum Stage: UInt8 {
        /// Nothing read yet.
        case none
        /// The affix tries have been walked.
        case affixesFound
        /// The automaton has run too.
        case automatonRun
    }

    var stage = Stage.none
    /// The globs the path matches: once the tries are walked, those whose prefix and suffix it
    /// has without overlap (for a glob without a star: that it equals); once the automaton has
    /// run, of the globs with inner bytes only those whose segments it also has, in order,
    /// between their prefix and suffix.
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
