/// Reads of a validated table: rules, classifier parts, nodes. Every offset was checked by
/// `TableReader.init`, so these never leave the bytes.
extension TableReader {
    /// The decision of a leaf outcome: 0 is the implicit default, k is rule k, read from the
    /// rule's record (validated at load: an action, a notify tag of 1 to 64 allowed bytes
    /// inside the string table, or none; the offset of no tag is any word, so it is not read).
    package func decision(outcome: Int) -> Decision {
        guard outcome > 0 else { return .implicitDefault }
        let record = rulesStart + 4 * TableFormat.ruleWords * (outcome - 1)
        let action = Action(rawValue: UInt8(bytes.word(at: record + 4) & 0xFF)) ?? .allow
        let (tagStart, tagLength) = (strings.lowerBound + bytes.word(at: record + 8), bytes.word(at: record + 12))
        let tag = tagLength == 0 ? NotifyTag() : withValidatedBytes { NotifyTag(validated: $0.bytes(tagStart..<(tagStart + tagLength))) }
        return Decision(action: action, rule: ruleNumberOffset + outcome, line: bytes.word(at: record), tag: tag)
    }

    /// Whether rule `index` (1-based) is the `otherwise`.
    package func ruleIsOtherwise(_ index: Int) -> Bool {
        bytes.word(at: rulesStart + 4 * TableFormat.ruleWords * (index - 1) + 4) >> 8 == 1
    }

    /// The `policy` name, if the table stores one.
    package var policyName: String? { nameRange.map { String(decoding: bytes[$0], as: UTF8.self) } }

    /// Whether the compiler embedded the policy source.
    package var hasSource: Bool { sourceRange != nil }

    /// The embedded source text, if the compiler stored it; `checksumMismatch` when its bytes
    /// do not match their own checksum (loading never reads them, so a corrupt source is found
    /// only here, and decisions do not depend on it).
    package func sourceText() throws(TableError) -> String? {
        guard let sourceRange else { return nil }
        let text = (sourceRange.lowerBound + TableFormat.sourceChecksumSize)..<sourceRange.upperBound
        let checksum = bytes.withUnsafeBytes { ByteHash.sourceChecksum(UnsafeRawBufferPointer(rebasing: $0[text])) }
        guard checksum == bytes.word64(at: sourceRange.lowerBound) else { throw .checksumMismatch }
        let unpacked = withValidatedBytes { table in
            bytes.withUnsafeBytes { raw in
                SourcePacking.unpack(
                    UnsafeRawBufferPointer(rebasing: raw[text]), hostName: { hosts.hostName(at: $0, table) }, keyCount: hosts.keyCount)
            }
        }
        guard let unpacked else { throw .malformed("source: the packed source refers past the host set or ends inside a run") }
        return String(decoding: unpacked, as: UTF8.self)
    }

    /// The class of a value of an enumerated field (`RequestField.value(of:)`: a target, a
    /// navigation type by `NavigationType.index`, a view, a relation, a query presence 0 none,
    /// 1 present).
    package func enumClass(of field: RequestField, value: Int) -> Int {
        bytes.word(at: enumClassStarts[Self.enumPosition(field)] + 4 * value)
    }

    /// The keys of a classifier (`.schemes`, `.hosts`, `.paths`, `.types`) with their exact and deeper classes.
    package func keys(of section: TableFormat.Section) -> [(key: String, exactClass: Int, deeperClass: Int)] {
        if section == .hosts {
            return withValidatedBytes { hosts.keys($0) }.map { (String(decoding: $0.key, as: UTF8.self), $0.exactClass, $0.deeperClass) }
        }
        let table = section == .schemes ? schemes : section == .types ? types.table : pathKeys.table
        return withValidatedBytes { validated in
            (0..<table.entryCount).map { entry in
                (
                    String(decoding: bytes[table.keyRange(validated, entry, strings: strings.lowerBound)], as: UTF8.self),
                    table.exactClass(validated, entry), table.deeperClass(validated, entry)
                )
            }
        }
    }

    /// The lengths at which a scheme that is no whole key is probed for a `starts-with` key,
    /// ascending (none without such keys).
    package var schemePrefixLengths: [Int] {
        (0..<schemePrefixLengthCount).map { bytes.word(at: schemePrefixLengthsStart + 4 * $0) }
    }

    /// The port keys, ascending, with their classes.
    package var portKeys: [(port: Int, portClass: Int)] { ports.keys(bytes).map { ($0.number, $0.numberClass) } }

    /// The status keys (a response part's), ascending, with their classes.
    package var statusKeys: [(status: Int, statusClass: Int)] { statuses.keys(bytes).map { ($0.number, $0.numberClass) } }

    /// The path key lengths, ascending.
    package var pathLengths: [Int] { pathKeys.lengths(bytes) }

    /// The type key lengths (a response part's), ascending.
    package var typeLengths: [Int] { types.lengths(bytes) }

    /// Glob `index`'s bytes in the table.
    @inline(__always)
    func globRange(_ index: Int, _ table: ValidatedBytes) -> Range<Int> {
        let start = strings.lowerBound + table.word(at: globsStart + 12 * index)
        return start..<(start + table.word(at: globsStart + 12 * index + 4))
    }

    /// Whether glob `index` matches the path with ASCII letters folded.
    package func globIsFolded(_ index: Int) -> Bool {
        bytes.word(at: globsStart + 12 * index + 8) & TableFormat.globFolded != 0
    }

    /// Query name `index`'s bytes in the table.
    @inline(__always)
    func queryNameRange(_ index: Int, _ table: ValidatedBytes) -> Range<Int> {
        let start = strings.lowerBound + table.word(at: queryNamesStart + 8 * index)
        return start..<(start + table.word(at: queryNamesStart + 8 * index + 4))
    }

    /// Query name `index` as text.
    package func queryName(_ index: Int) -> String {
        String(decoding: bytes[withValidatedBytes { queryNameRange(index, $0) }], as: UTF8.self)
    }

    /// Glob `index` as text.
    package func glob(_ index: Int) -> String {
        String(decoding: bytes[withValidatedBytes { globRange(index, $0) }], as: UTF8.self)
    }

    /// The field a node tests (its id validated at load).
    package func field(ofNode node: Int) -> RequestField {
        RequestField(
            tableID: bytes.word(at: nodesStart + 8 * node), globCount: globCount, queryNameCount: queryNameCount,
            flagCount: flagNames.count, parameterTestParts: parameterTestParts) ?? .target
    }

    /// The child reference of `node` for class `index`.
    package func child(ofNode node: Int, class index: Int) -> UInt32 {
        UInt32(bytes.word(at: childrenStart + 4 * (bytes.word(at: nodesStart + 8 * node + 4) + index)))
    }

    /// The bytes the reader holds beyond the table's: per-field class starts, the glob tries
    /// and automaton, the query name index, the port runs and host fences (what
    /// `Policy.retainedBytes` adds up).
    var retainedBytes: Int {
        MemoryLayout<Int>.stride * (enumClassStarts.count + enumClassCounts.count) + globMatcher.retainedBytes
            + queryNameIndex.retainedBytes + ports.runs.retainedBytes
            + statuses.runs.retainedBytes
            + (hosts.fences?.retainedBytes ?? 0)
    }

    /// The most work a decision may take on this table (see `DecisionWork.bound`).
    package func workBound(requestLength: Int) -> DecisionWork {
        // A response's type is looked up as a path is (`PrefixKeys`), in place of the current
        // URL's path, which a response has none of: its lengths count as path lengths.
        let pathLengthSum = (pathLengths + typeLengths).reduce(0, +)
        let schemePrefixLengthSum = (0..<schemePrefixLengthCount).reduce(0) { $0 + bytes.word(at: schemePrefixLengthsStart + 4 * $1) }
        return DecisionWork.bound(
            requestLength: requestLength, keyBytes: schemes.keyBytes + pathKeys.table.keyBytes + types.table.keyBytes,
            schemePrefixLengthCount: schemePrefixLengthCount, schemePrefixLengthSum: schemePrefixLengthSum,
            pathLengthCount: pathLengthCount + types.lengthCount, pathLengthSum: pathLengthSum,
            globCount: globCount, globWords: globMatcher.wordCount, queryNameCount: queryNameCount,
            matcherWords: matcher.termCount > 0 ? matcher.decisionWords : 0)
    }
}

/// The port and path classifiers' parts by the names the decision path and the tools read.
extension TableReader {
    /// Port classifier: class count, class of no port, class of a port that is no key.
    package var portClassCount: Int { ports.classCount }
    package var portNoneClass: Int { ports.noneClass }
    package var portUnmatchedClass: Int { ports.unmatchedClass }
    /// Path classifier: class count, class of a path with no key as prefix.
    package var pathClassCount: Int { pathKeys.classCount }
    package var pathUnmatchedClass: Int { pathKeys.unmatchedClass }
    /// Number of distinct path key lengths, probed in ascending order.
    package var pathLengthCount: Int { pathKeys.lengthCount }
    /// Status classifier (a response part's): class of no status, of a status that is no key.
    package var statusNoneClass: Int { statuses.noneClass }
    package var statusUnmatchedClass: Int { statuses.unmatchedClass }
    /// Type classifier (a response part's): class of no type, of a type with no key as prefix.
    package var typeNoneClass: Int { types.noneClass }
    package var typeUnmatchedClass: Int { types.unmatchedClass }
}
