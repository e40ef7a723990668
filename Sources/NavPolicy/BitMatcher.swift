/// The bit-vector matcher of a table (`TableFormat.Section.matcher`), decoded at load into
/// flat buffers: diagram leaves marked `TableFormat.matcherOutcome` are decided here.
///
/// Terms are rule conditions split into conjunctions of per-field tests, in priority order.
/// Each matcher field has a base set (one bit per term) and, per class, the exceptions to it;
/// a decision classifies each field once, then walks the sets 64 terms at a time, ANDing the
/// fields' words, and stops at the first word with a bit set: its lowest bit is the first term
/// every field admits. The reader validated every count, class, term and ordering, so every
/// read here is in range. Immutable after `init`, hence safe to share between threads.
final class BitMatcher: @unchecked Sendable {
    /// Number of terms, of 64-bit words per set, and of matcher fields.
    let termCount: Int
    private let wordCount: Int
    private let fieldCount: Int
    /// The leaf outcome (rule number) of each term.
    private let termOutcomes: UnsafeMutableBufferPointer<UInt32>
    /// Per matcher field: its table field id and where its class starts begin in `classStarts`.
    private let fieldIDs: UnsafeMutableBufferPointer<Int>
    private let classStartBases: UnsafeMutableBufferPointer<Int>
    /// The base sets, field after field (`wordCount` words each).
    private let baseWords: UnsafeMutableBufferPointer<UInt64>
    /// Per field and class, the first exception; the next entry ends it (indices into `exceptions`).
    private let classStarts: UnsafeMutableBufferPointer<Int>
    /// Exceptions: `term << 1 | admitted`, ascending by term within a class.
    private let exceptions: UnsafeMutableBufferPointer<UInt32>

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
        fieldIDs = .allocate(capacity: max(1, fields.count))
        classStartBases = .allocate(capacity: max(1, fields.count))
        baseWords = .allocate(capacity: max(1, fields.count * wordCount))
        classStarts = .allocate(capacity: max(1, fields.reduce(0) { $0 + $1.classCount + 1 }))
        exceptions = .allocate(capacity: max(1, fields.reduce(0) { $0 + $1.exceptionCount }))
        var (startIndex, exceptionIndex) = (0, 0)
        for (index, field) in fields.enumerated() {
            fieldIDs[index] = field.field
            classStartBases[index] = startIndex
            for word in 0..<wordCount {
                let offset = field.baseStart + 8 * word
                baseWords[index * wordCount + word] = UInt64(bytes.word(at: offset)) | UInt64(bytes.word(at: offset + 4)) << 32
            }
            for position in 0...field.classCount {
                classStarts[startIndex + position] = exceptionIndex + bytes.word(at: field.classStartsStart + 4 * position)
            }
            for position in 0..<field.exceptionCount {
                exceptions[exceptionIndex + position] = UInt32(bytes.word(at: field.exceptionsStart + 4 * position))
            }
            startIndex += field.classCount + 1
            exceptionIndex += field.exceptionCount
        }
    }

    deinit {
        termOutcomes.deallocate()
        fieldIDs.deallocate()
        classStartBases.deallocate()
        baseWords.deallocate()
        classStarts.deallocate()
        exceptions.deallocate()
    }

    /// The outcome (0 = implicit default, k = rule k) of the first term every field admits,
    /// given the class of each field id.
    @inline(__always)
    func outcome(classOf: (Int) -> Int) -> Int {
        withUnsafeTemporaryAllocation(of: (next: Int, end: Int).self, capacity: max(1, fieldCount)) { cursors in
            for index in 0..<fieldCount {
                let start = classStartBases[index] + classOf(fieldIDs[index])
                cursors[index] = (classStarts[start], classStarts[start + 1])
            }
            for word in 0..<wordCount {
                var admitted = UInt64.max
                for index in 0..<fieldCount {
                    var value = baseWords[index * wordCount + word]
                    var (next, end) = cursors[index]
                    while next < end {
                        let exception = Int(exceptions[next])
                        let term = exception >> 1
                        guard term >> 6 <= word else { break }
                        if term >> 6 == word {
                            let bit = UInt64(1) << UInt64(term & 63)
                            value = exception & 1 == 1 ? value | bit : value & ~bit
                        }
                        next += 1
                    }
                    cursors[index].next = next
                    admitted &= value
                }
                if admitted != 0 {
                    let term = word * 64 + admitted.trailingZeroBitCount
                    if term < termCount { return Int(termOutcomes[term]) }
                }
            }
            return 0
        }
    }
}
