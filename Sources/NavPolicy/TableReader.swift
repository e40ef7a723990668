/// Validated view of table bytes. `init` checks everything the evaluator will later read
/// (header, checksum, every count, offset, class id and node reference); afterwards every
/// read is in range by construction, so deciding never traps on a table that loaded.
///
/// A class, not a struct: a decision calls its classifiers through `DecisionProgram`, and a
/// large struct stored in a class is copied (a memcpy of all its fields) into each such call.
package final class TableReader: SpecialClasses, Sendable {
    /// The table bytes, owned or mapped.
    package let bytes: TableBytes
    let strings: Range<Int>
    /// Number of rules (`when` and `otherwise` statements).
    package let ruleCount: Int
    /// What is added to an outcome (rule k of this table) to give its rule number: 0, or for
    /// a response part the navigation rules' count (rule numbers run across the file).
    package let ruleNumberOffset: Int
    /// The response part (`on response` rules), validated as a table of its own; nil when the
    /// policy has no response section.
    package let responsePart: TableReader?
    /// Whether this is a table's response part.
    package let isResponsePart: Bool
    let rulesStart: Int
    let nameRange: Range<Int>?
    /// Where the class words of each enumerated field start, and its class count, in
    /// `TableFormat.enumFields` order.
    let enumClassStarts: [Int]
    let enumClassCounts: [Int]
    /// Scheme classifier: class count, class of an unknown scheme, keys.
    package let schemeClassCount, schemeUnmatchedClass: Int
    let schemes: KeyTable
    /// The distinct lengths of the scheme keys that are prefixes (`scheme starts-with`),
    /// ascending; none when every scheme key is whole (then a scheme is one lookup).
    package let schemePrefixLengthCount: Int
    let schemePrefixLengthsStart: Int
    /// Host classifier: class count, class of no host, class of a host matching no key.
    package let hostClassCount, hostNoneClass, hostUnmatchedClass: Int
    let hosts: HostSet
    /// Path classifier: the longest exact path or prefix.
    let pathKeys: PrefixKeys
    /// Port classifier: the listed ports and their classes.
    let ports: NumberKeys
    /// A response part's classifiers of its response's status and MIME type essence (version
    /// 11; empty in a navigation part).
    let statuses: NumberKeys
    let types: PrefixKeys
    /// Number of general path globs (boolean fields).
    package let globCount: Int
    /// Where the glob records (`offset, length, flags`) start.
    let globsStart: Int
    /// Number of query names (boolean fields) and where their `offset, length` records start.
    package let queryNameCount: Int
    let queryNamesStart: Int
    /// Matches the globs in linear time.
    let globMatcher: GlobMatcher
    /// The query names by hash and length, for one pass over a query.
    let queryNameIndex: QueryNameIndex
    /// Number of diagram nodes and child references.
    package let nodeCount, childCount: Int
    let nodesStart, childrenStart: Int
    /// The root reference (a node index, or a leaf with `TableFormat.leafFlag`).
    package let root: UInt32
    /// The source section (checksum, then the source bytes), nil when empty; not read at load.
    let sourceRange: Range<Int>?
    /// The flags the policy declares, in declaration order (`PolicyFlag.index` indexes it).
    package let flagNames: [String]
    /// The parameters the policy declares, in declaration order.
    package let parameters: [TableParameter]
    /// The parameter tests the fields `parameterTest(i)` and `currentParameterTest(i)` test.
    package let parameterTests: [TableParameterTest]
    /// The part each parameter test reads, by test (what the fields carry).
    let parameterTestParts: [URLPart]
    /// The bit-vector matcher section.
    package let matcher: MatcherLayout

    /// Validates a copy of `bytes` as a table.
    package convenience init(_ bytes: [UInt8]) throws(TableError) {
        try self.init(TableBytes(copying: bytes), isResponsePart: false)
    }

    /// Validates `bytes` as a table where they are (mapped: `Policy(mappedTable:release:)`).
    package convenience init(_ bytes: TableBytes) throws(TableError) {
        try self.init(bytes, isResponsePart: false)
    }

    /// Validates `bytes` as a table, or as the response part of one.
    private init(_ bytes: TableBytes, isResponsePart: Bool) throws(TableError) {
        self.bytes = bytes
        self.isResponsePart = isResponsePart
        let directory = try Self.readDirectory(bytes)
        strings = directory[TableFormat.Section.strings.rawValue]
        func cursor(_ section: TableFormat.Section) -> SectionCursor {
            SectionCursor(bytes, directory[section.rawValue], section: section)
        }

        var rules = cursor(.rules)
        ruleCount = try rules.word()
        ruleNumberOffset = try rules.word()
        guard ruleCount <= TableFormat.maxRuleNumber else {
            throw .malformed("rules: \(ruleCount) rules, more than \(TableFormat.maxRuleNumber)")
        }
        guard isResponsePart || ruleNumberOffset == 0, ruleNumberOffset <= TableFormat.maxRuleNumber - ruleCount else {
            throw .malformed("rules: rule numbers start after \(ruleNumberOffset)")
        }
        let hasName = try rules.index(below: 2, "name flag")
        let nameStart = try rules.word()
        let nameLength = try rules.word()
        nameRange = hasName == 1 ? try Self.stringRange(nameStart, nameLength, strings, "policy name") : nil
        rulesStart = try rules.records(ruleCount, wordsEach: TableFormat.ruleWords)
        try rules.expectEnd()
        for rule in 0..<ruleCount {
            let record = rulesStart + 4 * TableFormat.ruleWords * rule
            let flags = bytes.word(at: record + 4)
            guard Action(rawValue: UInt8(flags & 0xFF)) != nil, flags >> 8 <= 1 else {
                throw .malformed("rules: rule \(rule + 1) has an invalid action")
            }
            let tagLength = bytes.word(at: record + 12)
            if tagLength > 0 {
                let tag = try Self.stringRange(bytes.word(at: record + 8), tagLength, strings, "rule \(rule + 1) notify tag")
                // Decisions hold their tag inline (`NotifyTag`): only a tag the compiler can write loads.
                guard NotifyTag.isValid(bytes[tag]) else { throw .malformed("rules: rule \(rule + 1) has an invalid notify tag") }
            }
        }

        var enums = cursor(.enumClasses)
        // Each enumerated field: a class count word, then one class word per value.
        var enumStarts: [Int] = []
        var enumCounts: [Int] = []
        for field in TableFormat.enumFields {
            let count = try enums.word()
            enumStarts.append(enums.offset)
            for _ in 0..<field.valueCount { _ = try enums.index(below: count, "field \(field.tableID) class") }
            enumCounts.append(count)
        }
        try enums.expectEnd()
        (enumClassStarts, enumClassCounts) = (enumStarts, enumCounts)

        ports = try NumberKeys(cursor(.ports), valid: 0...(TableFormat.maxPorts - 1))
        statuses = try NumberKeys(cursor(.statuses), valid: TableFormat.statusCodes)

        var schemeCursor = cursor(.schemes)
        schemeClassCount = try schemeCursor.word()
        schemeUnmatchedClass = try schemeCursor.index(below: schemeClassCount, "unmatched class")
        schemePrefixLengthCount = try schemeCursor.index(below: TableFormat.maxSchemePrefixLengths + 1, "prefix length count")
        schemePrefixLengthsStart = try schemeCursor.records(schemePrefixLengthCount, wordsEach: 1)
        schemes = try KeyTable(&schemeCursor, classCount: schemeClassCount, strings: strings, longestKey: .max)
        try schemeCursor.expectEnd()
        var (previousLength, lengthSum) = (0, 0)
        for index in 0..<schemePrefixLengthCount {
            let length = bytes.word(at: schemePrefixLengthsStart + 4 * index)
            guard length > previousLength, length <= TableFormat.maxKeyBytes else {
                throw .malformed("schemes: prefix lengths are not ascending key lengths")
            }
            previousLength = length
            lengthSum += length
        }
        // Each listed length is one lookup of a scheme that is no key: bounded as path lengths are.
        guard lengthSum <= TableFormat.maxSchemePrefixLengthSum else {
            throw .malformed("schemes: the prefix lengths add up to more than \(TableFormat.maxSchemePrefixLengthSum) bytes")
        }
        var hostCursor = cursor(.hosts)
        hostClassCount = try hostCursor.word()
        hostNoneClass = try hostCursor.index(below: hostClassCount, "none class")
        hostUnmatchedClass = try hostCursor.index(below: hostClassCount, "unmatched class")
        hosts = try HostSet(&hostCursor, classCount: hostClassCount)
        try hostCursor.expectEnd()

        pathKeys = try PrefixKeys(cursor(.paths), strings: strings, hasNoneClass: false)
        types = try PrefixKeys(cursor(.types), strings: strings, hasNoneClass: true)

        var globCursor = cursor(.globs)
        globCount = try globCursor.word()
        guard globCount <= TableFormat.maxGlobs else { throw .malformed("globs: \(globCount) globs, more than \(TableFormat.maxGlobs)") }
        globsStart = try globCursor.records(globCount, wordsEach: 3)
        try globCursor.expectEnd()
        var globRanges: [Range<Int>] = []
        for glob in 0..<globCount {
            let record = globsStart + 12 * glob
            globRanges.append(try Self.stringRange(bytes.word(at: record), bytes.word(at: record + 4), strings, "glob"))
            guard bytes.word(at: record + 8) & ~TableFormat.globFolded == 0 else {
                throw .malformed("globs: glob \(glob) has unknown flags")
            }
        }
        // Globs are distinct strings; overlapping ones would make load and decision work grow
        // faster than the table.
        guard globRanges.reduce(0, { $0 + $1.count }) <= strings.count else {
            throw .malformed("globs: globs overlap (their bytes exceed the string table)")
        }
        let innerBytes = globRanges.reduce(0) { $0 + TableFormat.globInnerByteCount(bytes[$1]) }
        guard innerBytes <= TableFormat.maxGlobInnerBytes else {
            throw .malformed("globs: \(innerBytes) bytes between the globs' first and last '*', more than \(TableFormat.maxGlobInnerBytes)")
        }
        let (globsStart, flagged) = (globsStart, bytes)
        globMatcher = GlobMatcher(
            globCount: globCount, bytes: bytes, ranges: { globRanges[$0] },
            folded: { flagged.word(at: globsStart + 12 * $0 + 8) & TableFormat.globFolded != 0 })

        var nameCursor = cursor(.queryNames)
        queryNameCount = try nameCursor.index(below: TableFormat.maxQueryNames + 1, "name count")
        queryNamesStart = try nameCursor.records(queryNameCount, wordsEach: 2)
        try nameCursor.expectEnd()
        var nameBytes = 0
        for name in 0..<queryNameCount {
            nameBytes += try Self.stringRange(
                bytes.word(at: queryNamesStart + 8 * name), bytes.word(at: queryNamesStart + 8 * name + 4), strings, "query name"
            ).count
        }
        guard nameBytes <= strings.count else { throw .malformed("query names: names overlap (their bytes exceed the string table)") }
        let (namesStart, stringsStart, nameBytesIn) = (queryNamesStart, strings.lowerBound, bytes)
        queryNameIndex = try QueryNameIndex(
            (0..<queryNameCount).map { name in
                let start = stringsStart + nameBytesIn.word(at: namesStart + 8 * name)
                return start..<(start + nameBytesIn.word(at: namesStart + 8 * name + 4))
            }, bytes)

        let declared = try Self.declarations(cursor(.declarations), bytes, strings: strings)
        (flagNames, parameters, parameterTests) = (declared.flagNames, declared.parameters, declared.parameterTests)
        parameterTestParts = parameterTests.map(\.part)

        var nodeCursor = cursor(.nodes)
        nodeCount = try nodeCursor.word()
        childCount = try nodeCursor.word()
        root = UInt32(try nodeCursor.word())
        nodesStart = try nodeCursor.records(nodeCount, wordsEach: 2)
        childrenStart = try nodeCursor.records(childCount, wordsEach: 1)
        try nodeCursor.expectEnd()

        // The source section is not read here (its bytes are outside the table checksum and
        // have their own, checked by `sourceText()`); only its length, from the directory.
        let source = directory[TableFormat.Section.source.rawValue]
        guard source.isEmpty || source.count >= TableFormat.sourceChecksumSize else {
            throw .malformed("source section is too short for its checksum")
        }
        sourceRange = source.isEmpty ? nil : source

        let (globs, names, flags, parts) = (globCount, queryNameCount, flagNames.count, parameterTestParts)
        let counts: ClassifierCounts = (
            schemeClassCount, hostClassCount, ports.classCount, pathKeys.classCount, statuses.classCount, types.classCount
        )
        matcher = try Self.matcherLayout(
            cursor(.matcher), ruleCount: ruleCount,
            decoding: { RequestField(tableID: $0, globCount: globs, queryNameCount: names, flagCount: flags, parameterTestParts: parts) },
            classCount: { Self.classCount(of: $0, enumCounts: enumCounts, classifiers: counts) })

        responsePart = try Self.responsePart(
            directory[TableFormat.Section.response.rawValue], bytes, isResponsePart: isResponsePart,
            following: (ruleCount, flagNames, parameters))
        try validateDiagram()
    }

    /// The response part in `range` of `bytes`: nil when empty, else a table that continues
    /// the rule numbers after `following.rules` and declares the same flags and parameters
    /// (one binding serves both parts), with no source and no part of its own. Its faults are
    /// reported as the response part's.
    private static func responsePart(
        _ range: Range<Int>, _ bytes: TableBytes, isResponsePart: Bool,
        following: (rules: Int, flags: [String], parameters: [TableParameter])
    ) throws(TableError) -> TableReader? {
        guard !range.isEmpty else { return nil }
        guard !isResponsePart else { throw .malformed("response: a response part has a response part") }
        let part: TableReader
        do {
            part = try TableReader(bytes.part(range), isResponsePart: true)
        } catch {
            switch error {
            case .malformed(let reason): throw .malformed("response part: " + reason)
            default: throw .malformed("response part: \(error)")
            }
        }
        guard part.ruleNumberOffset == following.rules else {
            throw .malformed(
                "response: its rule numbers start after \(part.ruleNumberOffset), not after the \(following.rules) navigation rules")
        }
        guard part.flagNames == following.flags, part.parameters == following.parameters else {
            throw .malformed("response: its flags or parameters differ from the table's")
        }
        guard part.sourceRange == nil else { throw .malformed("response: the response part has a source section") }
        return part
    }

    /// Checks the diagram so that decoding and deciding stay linear in the table:
    /// - every node's children directly follow the previous node's (no shared or overlapping
    ///   ranges, whose decoding would cost nodes × classes), and together they are all children;
    /// - the root and every child are leaves naming a rule, or nodes further on that test a
    ///   later field, so a decision tests each field at most once;
    /// - the decoded program (`DecisionProgram`: one word per node, one per child or enum
    ///   value) has fewer words than `leafFlag`, so its word positions never collide with leaves.
    private func validateDiagram() throws(TableError) {
        try validate(root, from: -1, field: nil)
        var nextChild = 0
        var decodedWords = 0
        for node in 0..<nodeCount {
            let id = bytes.word(at: nodesStart + 8 * node)
            guard
                let field = RequestField(
                    tableID: id, globCount: globCount, queryNameCount: queryNameCount,
                    flagCount: flagNames.count, parameterTestParts: parameterTestParts)
            else {
                throw .malformed("nodes: node \(node) tests unknown field \(id)")
            }
            let first = bytes.word(at: nodesStart + 8 * node + 4)
            guard first == nextChild else { throw .malformed("nodes: node \(node) children do not directly follow the previous node's") }
            let classes = classCount(of: field)
            guard classes <= childCount - first else { throw .malformed("nodes: node \(node) children out of range") }
            nextChild = first + classes
            for child in first..<nextChild {
                try validate(UInt32(bytes.word(at: childrenStart + 4 * child)), from: node, field: field)
            }
            decodedWords += 1 + inputCount(of: field)
        }
        guard nextChild == childCount else { throw .malformed("nodes: \(childCount - nextChild) children belong to no node") }
        guard decodedWords < Int(TableFormat.leafFlag) else { throw .malformed("nodes: the diagram is too large to decode") }
    }

    /// Checks a reference from `node` (testing `field`; -1 and nil for the root): a leaf naming
    /// a rule or the matcher, or a later node testing a later field (ids and fields ascend
    /// together, so the id of an unknown field, caught when that node is read, can be compared).
    private func validate(_ reference: UInt32, from node: Int, field: RequestField?) throws(TableError) {
        if reference & TableFormat.leafFlag != 0 {
            guard Int(reference & ~TableFormat.leafFlag) <= ruleCount || reference & ~TableFormat.leafFlag == TableFormat.matcherOutcome
            else { throw .malformed("nodes: leaf names rule \(reference & ~TableFormat.leafFlag)") }
        } else {
            guard Int(reference) > node, Int(reference) < nodeCount else {
                throw .malformed("nodes: reference \(reference) from node \(node) is not forward and in range")
            }
            let childField = bytes.word(at: nodesStart + 8 * Int(reference))
            guard childField > field?.tableID ?? -1 else {
                throw .malformed("nodes: node \(reference) tests field \(childField), not after its parent's \(field?.tableID ?? -1)")
            }
        }
    }

    /// The number of classes of a field of this table.
    package func classCount(of field: RequestField) -> Int {
        Self.classCount(of: field, enumCounts: enumClassCounts, classifiers: classifierCounts)
    }

    /// The classes of a field: the enum section's count for an enumerated field (`enumCounts`
    /// in `TableFormat.enumFields` order), its classifier's count for a classified one (the
    /// current URL's parts share the URL's classifiers), 2 for a boolean one.
    private static func classCount(
        of field: RequestField, enumCounts: [Int], classifiers: ClassifierCounts
    ) -> Int {
        switch field.kind {
        case .enumerated: enumCounts[enumPosition(field)]
        case .classified(.scheme): classifiers.scheme
        case .classified(.host): classifiers.host
        case .classified(.port): classifiers.port
        case .classified(.path): classifiers.path
        case .classified(.status): classifiers.status
        case .classified(.type): classifiers.type
        case .boolean: 2
        }
    }

    /// The class counts of the key classifiers.
    typealias ClassifierCounts = (scheme: Int, host: Int, port: Int, path: Int, status: Int, type: Int)

    private var classifierCounts: ClassifierCounts {
        (schemeClassCount, hostClassCount, ports.classCount, pathKeys.classCount, statuses.classCount, types.classCount)
    }

    /// The children a decoded node of `field` has (`DecisionProgram`): one per value of an
    /// enumerated field, else one per class.
    package func inputCount(of field: RequestField) -> Int {
        field.kind.isEnumerated ? field.valueCount : classCount(of: field)
    }

    /// The position of an enumerated field in `TableFormat.enumFields` (every one is listed:
    /// `TableFormatTests` checks it).
    static func enumPosition(_ field: RequestField) -> Int {
        TableFormat.enumFields.firstIndex(of: field) ?? 0
    }

    private static func readDirectory(_ bytes: TableBytes) throws(TableError) -> [Range<Int>] {
        // A short prefix of the magic is a truncated table; anything else is not a table.
        guard bytes.starts(with: TableFormat.magic.prefix(bytes.count)) else { throw .badMagic }
        guard bytes.count >= TableFormat.headerSize else { throw .truncated }
        let version = UInt16(bytes[4]) | UInt16(bytes[5]) << 8
        guard version == TableFormat.version else { throw .unsupportedVersion(version) }
        guard bytes[6] == 0, bytes[7] == 0 else { throw .malformed("header: reserved bytes are not zero") }
        let length = bytes.word(at: 8)
        guard length <= bytes.count else { throw .truncated }
        guard length == bytes.count else { throw .lengthMismatch(expected: length, actual: bytes.count) }
        guard bytes.word(at: 12) == TableFormat.Section.allCases.count else {
            throw .malformed("header: section count \(bytes.word(at: 12))")
        }
        guard let covered = TableFormat.checksummedRange(bytes) else { throw .malformed("header: source section out of range") }
        guard bytes.word64(at: TableFormat.checksumOffset) == TableFormat.checksum(bytes, covered) else { throw .checksumMismatch }
        let sections = try TableFormat.Section.allCases.map { section throws(TableError) in
            let entry = TableFormat.fixedHeaderSize + 8 * section.rawValue
            let (offset, size) = (bytes.word(at: entry), bytes.word(at: entry + 4))
            guard offset >= TableFormat.headerSize, offset <= length, size <= length - offset else {
                throw .malformed("header: section \(section) out of range")
            }
            return offset..<(offset + size)
        }
        // Everything the runtime reads lies inside the checksummed part, before the source.
        guard sections[TableFormat.Section.source.rawValue].upperBound == length else {
            throw .malformed("header: the source section does not end the table")
        }
        for (section, range) in zip(TableFormat.Section.allCases, sections)
        where section != .source && range.upperBound > covered.upperBound {
            throw .malformed("header: section \(section) overlaps the source section")
        }
        return sections
    }

    /// A classifier section: class count, special classes (`specials` names them), key table.
    private static func classifier(
        _ section: SectionCursor, strings: Range<Int>, specials: [String], longestKey: Int
    ) throws(TableError) -> (count: Int, specials: [Int], table: KeyTable) {
        var keys = section
        let count = try keys.word()
        var values: [Int] = []
        for special in specials { values.append(try keys.index(below: count, "\(special) class")) }
        let table = try KeyTable(&keys, classCount: count, strings: strings, longestKey: longestKey)
        try keys.expectEnd()
        return (count, values, table)
    }

    private static func stringRange(_ offset: Int, _ length: Int, _ strings: Range<Int>, _ what: String) throws(TableError) -> Range<Int> {
        guard offset <= strings.count, length <= strings.count - offset else { throw .malformed("\(what) points outside the string table") }
        return (strings.lowerBound + offset)..<(strings.lowerBound + offset + length)
    }
}
