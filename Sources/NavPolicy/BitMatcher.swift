/// The bit-vector matcher of a table (`TableFormat.Section.matcher`), decoded at load into
/// flat buffers: diagram leaves marked `TableFormat.matcherOutcome` are decided here.
///
/// A decision classifies each field once, then ANDs the fields' admitted term words 64 terms at
/// a time, most selective field first, skipping words no term can pass (`nextShared`); the
/// lowest bit of the first nonzero word is the first term, hence rule, that holds
/// (`Documentation/TableFormat.md`, "Bit-vector matcher"). The reader validated every count,
/// class, set index, term and ordering, so every read here is in range, and each set word and
/// flip entry is read at most once per decision. Immutable after `init`, hence safe to share.
final class BitMatcher: @unchecked Sendable {
    /// Number of terms, of 64-bit words per set, and of matcher fields.
    let termCount: Int
    private let wordCount: Int
    private let fieldCount: Int
    /// The leaf outcome (rule number) of each term.
    private let termOutcomes: UnsafeMutableBufferPointer<UInt32>
    /// Per matcher field, in evaluation order: the field, where the classes of its values start
    /// in `valueClasses` (-1 when its inputs are classes), the set index of its base set, and
    /// where its classes' dense and sparse flip starts begin.
    private let fields: UnsafeMutableBufferPointer<RequestField>
    private let valueClassStarts: UnsafeMutableBufferPointer<Int>
    private let baseSets: UnsafeMutableBufferPointer<Int>
    private let denseStartBases: UnsafeMutableBufferPointer<Int>
    private let sparseStartBases: UnsafeMutableBufferPointer<Int>
    /// The class of each value of the enumerated matcher fields.
    private let valueClasses: UnsafeMutableBufferPointer<Int>
    /// Every base and dense set, `wordCount` words each.
    private let sets: UnsafeMutableBufferPointer<UInt64>
    /// Per field and class, the first dense flip (indices into `denseFlips`); the next entry ends it.
    private let denseStarts: UnsafeMutableBufferPointer<Int>
    /// Dense flips as set indices into `sets`, ascending within a class.
    private let denseFlips: UnsafeMutableBufferPointer<UInt32>
    /// Per field and class, the first sparse flip; the next entry ends it.
    private let sparseStarts: UnsafeMutableBufferPointer<Int>
    /// Sparse flips: terms, ascending within a class.
    private let sparseFlips: UnsafeMutableBufferPointer<UInt32>
    /// At `(k - 1) * wordCount + w`: the first word at or after `w` where the base sets of the
    /// first `k` fields (in evaluation order) share a bit, `wordCount` when there is none.
    private let nextShared: UnsafeMutableBufferPointer<UInt32>

    /// Decodes the validated matcher section of `reader`.
    init(_ reader: TableReader) {
        let layout = reader.matcher
        termCount = layout.termCount
        wordCount = (termCount + 63) / 64
        let bytes = reader.bytes
        termOutcomes = .allocate(capacity: max(1, termCount))
        for term in 0..<termCount { termOutcomes[term] = UInt32(bytes.word(at: layout.termsStart + 4 * term)) }
        let fields = layout.fields
        fieldCount = fields.count
        self.fields = .allocate(capacity: max(1, fieldCount))
        valueClassStarts = .allocate(capacity: max(1, fieldCount))
        let enumerated = fields.map { $0.field.valueCount }
        valueClasses = .allocate(capacity: max(1, enumerated.reduce(0, +)))
        baseSets = .allocate(capacity: max(1, fieldCount))
        denseStartBases = .allocate(capacity: max(1, fieldCount))
        sparseStartBases = .allocate(capacity: max(1, fieldCount))
        let words = wordCount
        sets = .allocate(capacity: max(1, fields.reduce(0) { $0 + (1 + $1.denseCount) * words }))
        let startCount = max(1, fields.reduce(0) { $0 + $1.classCount + 1 })
        denseStarts = .allocate(capacity: startCount)
        sparseStarts = .allocate(capacity: startCount)
        denseFlips = .allocate(capacity: max(1, fields.reduce(0) { $0 + $1.denseFlipCount }))
        sparseFlips = .allocate(capacity: max(1, fields.reduce(0) { $0 + $1.sparseFlipCount }))
        // The most selective field (fewest base bits) first: its zero words end a word early.
        let order = fields.indices.sorted { Self.bitCount(fields[$0], reader) < Self.bitCount(fields[$1], reader) }
        var (setIndex, startIndex, denseIndex, sparseIndex, valueIndex) = (0, 0, 0, 0, 0)
        for (position, field) in order.map({ fields[$0] }).enumerated() {
            self.fields[position] = field.field
            let values = field.field.valueCount
            valueClassStarts[position] = values > 0 ? valueIndex : -1
            for value in 0..<values { valueClasses[valueIndex + value] = reader.enumClass(of: field.field, value: value) }
            valueIndex += values
            baseSets[position] = setIndex
            denseStartBases[position] = startIndex
            sparseStartBases[position] = startIndex
            for word in 0..<((1 + field.denseCount) * wordCount) {
                let offset = field.setsStart + 8 * word
                sets[setIndex * wordCount + word] = UInt64(bytes.word(at: offset)) | UInt64(bytes.word(at: offset + 4)) << 32
            }
            for classIndex in 0...field.classCount {
                denseStarts[startIndex + classIndex] = denseIndex + bytes.word(at: field.denseStartsStart + 4 * classIndex)
                sparseStarts[startIndex + classIndex] = sparseIndex + bytes.word(at: field.sparseStartsStart + 4 * classIndex)
            }
            for entry in 0..<field.denseFlipCount {
                // The field's dense sets follow its base set.
                denseFlips[denseIndex + entry] = UInt32(setIndex + 1 + bytes.word(at: field.denseFlipsStart + 4 * entry))
            }
            for entry in 0..<field.sparseFlipCount {
                sparseFlips[sparseIndex + entry] = UInt32(bytes.word(at: field.sparseFlipsStart + 4 * entry))
            }
            setIndex += 1 + field.denseCount
            startIndex += field.classCount + 1
            denseIndex += field.denseFlipCount
            sparseIndex += field.sparseFlipCount
        }
        nextShared = .allocate(capacity: max(1, fieldCount * wordCount))
        var shared = Array(repeating: UInt64.max, count: wordCount)
        for index in 0..<fieldCount {
            var next = UInt32(wordCount)
            for word in (0..<wordCount).reversed() {
                shared[word] &= sets[baseSets[index] * wordCount + word]
                if shared[word] != 0 { next = UInt32(word) }
                nextShared[index * wordCount + word] = next
            }
        }
    }

    deinit {
        termOutcomes.deallocate()
        fields.deallocate()
        valueClassStarts.deallocate()
        valueClasses.deallocate()
        baseSets.deallocate()
        denseStartBases.deallocate()
        sparseStartBases.deallocate()
        sets.deallocate()
        denseStarts.deallocate()
        sparseStarts.deallocate()
        denseFlips.deallocate()
        sparseFlips.deallocate()
        nextShared.deallocate()
    }

    /// The bytes of its buffers.
    var retainedBytes: Int {
        MemoryLayout<UInt32>.stride * (termOutcomes.count + denseFlips.count + sparseFlips.count + nextShared.count)
            + MemoryLayout<RequestField>.stride * fields.count
            + MemoryLayout<Int>.stride
            * (valueClassStarts.count + valueClasses.count + baseSets.count + denseStartBases.count + sparseStartBases.count
                + denseStarts.count + sparseStarts.count)
            + MemoryLayout<UInt64>.stride * sets.count
    }

    /// The number of terms in a field's base set.
    private static func bitCount(_ field: TableReader.MatcherLayout.Field, _ reader: TableReader) -> Int {
        let words = 2 * ((reader.matcher.termCount + 63) / 64)
        return (0..<words).reduce(0) { $0 + reader.bytes.word(at: field.setsStart + 4 * $1).nonzeroBitCount }
    }

    /// One field's place in a decision: its base set, dense flips and sparse flip cursor.
    private struct Cursor {
        var base: Int
        var denseStart, denseEnd: Int
        var next, end: Int
    }

    /// Where a decision keeps its cursors.
    private protocol CursorStorage {
        subscript(index: Int) -> Cursor { get nonmutating set }
    }

    /// The cursors of at most `limit` fields, in one stack allocation.
    private struct FlatCursors: CursorStorage {
        /// The most cursors `withUnsafeTemporaryAllocation` keeps on the stack (1 KB).
        static let limit = 1_024 / MemoryLayout<Cursor>.stride
        let cursors: UnsafeMutablePointer<Cursor>

        subscript(index: Int) -> Cursor {
            @inline(__always) get { cursors[index] }
            @inline(__always) nonmutating set { cursors[index] = newValue }
        }
    }

    /// The cursors of more fields, in chunks of `chunk` on the stack:
    /// `withUnsafeTemporaryAllocation` keeps at most 1 KB on the stack and takes the rest from
    /// the heap (on Linux), and a matcher may have up to 1,040 fields, so each chunk of 16
    /// cursors (640 bytes) is its own temporary allocation, reached through a table of chunk
    /// pointers (at most 65, 520 bytes). Deciding then allocates nothing however many fields
    /// the matcher has (a crafted matcher of 512 glob fields allocated on every decision).
    private struct Cursors: CursorStorage {
        static let chunk = 16
        let chunks: UnsafeMutablePointer<UnsafeMutablePointer<Cursor>>

        subscript(index: Int) -> Cursor {
            @inline(__always) get { chunks[index >> 4][index & 15] }
            @inline(__always) nonmutating set { chunks[index >> 4][index & 15] = newValue }
        }

        /// Runs `body` with the cursors of `count` fields.
        static func with<Result>(count: Int, _ body: (Cursors) -> Result) -> Result {
            let chunkCount = max(1, (count + chunk - 1) / chunk)
            return withUnsafeTemporaryAllocation(of: UnsafeMutablePointer<Cursor>.self, capacity: chunkCount) { table in
                allocate(table.baseAddress!, from: 0, to: chunkCount) { body(Cursors(chunks: table.baseAddress!)) }
            }
        }

        /// Allocates chunks `from..<to` on the stack, one temporary allocation deeper each.
        private static func allocate<Result>(
            _ table: UnsafeMutablePointer<UnsafeMutablePointer<Cursor>>, from chunkIndex: Int, to end: Int, _ body: () -> Result
        ) -> Result {
            guard chunkIndex < end else { return body() }
            return withUnsafeTemporaryAllocation(of: Cursor.self, capacity: chunk) { cursors in
                table[chunkIndex] = cursors.baseAddress!
                return allocate(table, from: chunkIndex + 1, to: end, body)
            }
        }
    }

    /// The outcome (0 = implicit default, k = rule k) of the first term every field admits,
    /// given the input of each field (an enumerated field's value, another's class, read with
    /// `meter`, which also counts the set words and flips read).
    @inline(__always)
    func outcome<Meter: WorkMeter>(_ meter: inout Meter, inputOf: (RequestField, inout Meter) -> Int) -> Int {
        guard fieldCount > FlatCursors.limit else {
            return withUnsafeTemporaryAllocation(of: Cursor.self, capacity: max(1, fieldCount)) { cursors in
                outcome(FlatCursors(cursors: cursors.baseAddress!), &meter, inputOf: inputOf)
            }
        }
        return Cursors.with(count: fieldCount) { outcome($0, &meter, inputOf: inputOf) }
    }

    /// `outcome` with the cursors in `cursors` (one specialization for each storage).
    @inline(__always)
    private func outcome<Storage: CursorStorage, Meter: WorkMeter>(
        _ cursors: Storage, _ meter: inout Meter, inputOf: (RequestField, inout Meter) -> Int
    ) -> Int {
        do {
            for index in 0..<fieldCount {
                let input = inputOf(fields[index], &meter)
                let valueStart = valueClassStarts[index]
                let classIndex = valueStart < 0 ? input : valueClasses[valueStart + input]
                let dense = denseStartBases[index] + classIndex
                let sparse = sparseStartBases[index] + classIndex
                cursors[index] = Cursor(
                    base: baseSets[index] * wordCount, denseStart: denseStarts[dense], denseEnd: denseStarts[dense + 1],
                    next: sparseStarts[sparse], end: sparseStarts[sparse + 1])
            }
            // The fields before `sparsePrefix` flip no dense set: their base sets and flipped
            // terms say which words can admit anything.
            var sparsePrefix = 0
            while sparsePrefix < fieldCount, cursors[sparsePrefix].denseStart == cursors[sparsePrefix].denseEnd { sparsePrefix += 1 }
            var word = 0
            while word < wordCount {
                if sparsePrefix > 0 {
                    var next = Int(nextShared[(sparsePrefix - 1) * wordCount + word])
                    var skipped = 1
                    for index in 0..<sparsePrefix {
                        var flip = cursors[index].next
                        let end = cursors[index].end
                        while flip < end, Int(sparseFlips[flip]) >> 6 < word { flip += 1 }
                        skipped += flip - cursors[index].next
                        cursors[index].next = flip
                        if flip < end { next = min(next, Int(sparseFlips[flip]) >> 6) }
                    }
                    meter.matcherWords(skipped)
                    guard next < wordCount else { break }
                    word = next
                }
                var admitted = UInt64.max
                for index in 0..<fieldCount {
                    let cursor = cursors[index]
                    var value = sets[cursor.base + word]
                    for flip in cursor.denseStart..<cursor.denseEnd { value ^= sets[Int(denseFlips[flip]) * wordCount + word] }
                    var next = cursor.next
                    while next < cursor.end {
                        let term = Int(sparseFlips[next])
                        guard term >> 6 <= word else { break }
                        if term >> 6 == word { value ^= UInt64(1) << UInt64(term & 63) }
                        next += 1
                    }
                    meter.matcherWords(1 + cursor.denseEnd - cursor.denseStart + next - cursor.next)
                    cursors[index].next = next
                    admitted &= value
                    // A field that admits none of these terms decides the word: the others'
                    // flips for it are skipped when their cursors catch up.
                    if admitted == 0 { break }
                }
                if admitted != 0 {
                    let term = word * 64 + admitted.trailingZeroBitCount
                    if term < termCount { return Int(termOutcomes[term]) }
                }
                word += 1
            }
            return 0
        }
    }
}
