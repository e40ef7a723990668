import NavPolicy

/// Writes a lowered policy in the binary table format (`Documentation/TableFormat.md`).
/// Output depends only on the input: keys are emitted in sorted order, nodes in diagram
/// order, and no Set or Dictionary is ever iterated to emit bytes.
struct TableEncoder {
    private var strings = StringTable()

    /// The table bytes for a lowered policy, with the source text embedded if given and the
    /// response part's table (`TableFormat.Section.response`) if the policy has one.
    static func encode(_ lowered: LoweredPolicy, sourceText: String?, responsePart: [UInt8]? = nil) throws(TableCompilerError) -> [UInt8] {
        var encoder = TableEncoder()
        return try encoder.encode(lowered, sourceText: sourceText, responsePart: responsePart)
    }

    private mutating func encode(_ lowered: LoweredPolicy, sourceText: String?, responsePart: [UInt8]?) throws(TableCompilerError)
        -> [UInt8]
    {
        let partition = lowered.partition
        var sections = Array(repeating: WordWriter(), count: TableFormat.Section.allCases.count)

        var rules = WordWriter()
        rules.words([lowered.rules.count, lowered.ruleNumberOffset])
        let name = lowered.name.map { strings.location(of: Array($0.utf8)[...]) }
        rules.words([name == nil ? 0 : 1, name?.offset ?? 0, name?.length ?? 0])
        for rule in lowered.rules {
            // A notify tag is a string reference; length 0 means none (tags are never empty).
            let tag = rule.notify.map { strings.location(of: Array($0.utf8)[...]) }
            rules.words([rule.line, Int(rule.action.rawValue) | (rule.isOtherwise ? 1 << 8 : 0), tag?.offset ?? 0, tag?.length ?? 0])
        }
        sections[TableFormat.Section.rules.rawValue] = rules

        var enums = WordWriter()
        for field in TableFormat.enumFields {
            enums.word(partition.classCount(of: field))
            enums.words(partition.valueClasses[field] ?? [])
        }
        sections[TableFormat.Section.enumClasses.rawValue] = enums

        var schemes = WordWriter()
        schemes.words([partition.classCount(of: .scheme), partition.schemeUnmatchedClass, partition.schemePrefixLengths.count])
        schemes.words(partition.schemePrefixLengths)
        try keyTable(partition.schemeKeys, classCount: partition.classCount(of: .scheme), into: &schemes, "scheme")
        sections[TableFormat.Section.schemes.rawValue] = schemes

        var hosts = WordWriter()
        hosts.words([partition.classCount(of: .host), partition.hostNoneClass, partition.hostUnmatchedClass])
        let hostSet = try HostSetEncoder.encode(partition.hostKeys)
        hosts.bytes += hostSet.bytes
        sections[TableFormat.Section.hosts.rawValue] = hosts

        sections[TableFormat.Section.paths.rawValue] = try prefixKeys(
            partition.pathKeys, classCount: partition.classCount(of: .path), specials: [partition.pathUnmatchedClass],
            lengths: partition.pathLengths, "path")
        sections[TableFormat.Section.types.rawValue] = try prefixKeys(
            partition.typeKeys, classCount: partition.classCount(of: .type),
            specials: [partition.typeNoneClass, partition.typeUnmatchedClass],
            lengths: partition.typeLengths, "type")
        sections[TableFormat.Section.ports.rawValue] = Self.numberKeys(
            partition.portKeys.map { ($0.port, $0.portClass) }, classCount: partition.classCount(of: .port),
            none: partition.portNoneClass, unmatched: partition.portUnmatchedClass)
        sections[TableFormat.Section.statuses.rawValue] = Self.numberKeys(
            partition.statusKeys.map { ($0.status, $0.statusClass) }, classCount: partition.classCount(of: .status),
            none: partition.statusNoneClass, unmatched: partition.statusUnmatchedClass)

        var globs = WordWriter()
        globs.word(partition.globs.count)
        for glob in partition.globs {
            let location = strings.location(of: glob.bytes[...], shared: false)
            globs.words([location.offset, location.length, glob.folded ? TableFormat.globFolded : 0])
        }
        sections[TableFormat.Section.globs.rawValue] = globs

        var names = WordWriter()
        names.word(partition.queryNames.count)
        for name in partition.queryNames {
            let location = strings.location(of: Array(name.utf8)[...])
            names.words([location.offset, location.length])
        }
        sections[TableFormat.Section.queryNames.rawValue] = names

        sections[TableFormat.Section.declarations.rawValue] = declarations(lowered)
        sections[TableFormat.Section.nodes.rawValue] = Self.nodes(lowered.diagram)
        sections[TableFormat.Section.matcher.rawValue] = Self.matcher(lowered.matcher)

        sections[TableFormat.Section.source.rawValue] = WordWriter(
            bytes: sourceText.map { text in
                // The host lists are stored once, in the host set: the source refers to its keys,
                // found by the byte hash of a `HostKeyIndex` (a `Dictionary` of slices hashed every
                // byte through `Hasher` and cost more than the rest of the packing).
                var index = HostKeyIndex()
                let indexKeys = hostSet.order.map { key in partition.hostKeys[key].bytes.withUnsafeBufferPointer { index.insert($0) } }
                var positions = [Int](repeating: -1, count: index.count)
                for (position, indexKey) in indexKeys.enumerated() { positions[indexKey] = position }
                let packed = SourcePacker.pack(
                    Array(text.utf8),
                    keyIndex: { bytes in
                        index.key(of: bytes).flatMap { positions[$0] >= 0 ? positions[$0] : nil }
                    }, keyCount: hostSet.order.count)
                return TableFormat.sourceSection(packed: packed)
            } ?? [])
        sections[TableFormat.Section.response.rawValue] = WordWriter(bytes: responsePart ?? [])

        sections[TableFormat.Section.strings.rawValue] = WordWriter(bytes: strings.bytes)
        return Self.assemble(sections)
    }

    /// A prefix classifier's section (`PrefixKeys`: paths, types): class count, special
    /// classes, key lengths, key table.
    private mutating func prefixKeys(
        _ keys: [PartitionKey], classCount: Int, specials: [Int], lengths: [Int], _ what: String
    ) throws(TableCompilerError) -> WordWriter {
        var writer = WordWriter()
        writer.words([classCount] + specials + [lengths.count])
        writer.words(lengths)
        try keyTable(keys, classCount: classCount, into: &writer, what)
        return writer
    }

    /// A number classifier's section (`NumberKeys`: ports, statuses).
    private static func numberKeys(_ keys: [(UInt16, Int)], classCount: Int, none: Int, unmatched: Int) -> WordWriter {
        var writer = WordWriter()
        writer.words([classCount, none, unmatched, keys.count])
        for (number, numberClass) in keys { writer.words([Int(number), numberClass]) }
        return writer
    }

    /// The flags (name), the parameters (key, name, kind) and the parameter tests (parameter,
    /// form word), each list in declaration or field order.
    private mutating func declarations(_ lowered: LoweredPolicy) -> WordWriter {
        var writer = WordWriter()
        writer.word(lowered.flags.count)
        for flag in lowered.flags {
            let location = strings.location(of: Array(flag.utf8)[...], shared: false)
            writer.words([location.offset, location.length])
        }
        writer.word(lowered.parameters.count)
        for parameter in lowered.parameters {
            let key = strings.location(of: Array(parameter.key.utf8)[...], shared: false)
            let name = strings.location(of: Array(parameter.name.utf8)[...], shared: false)
            writer.words([key.offset, key.length, name.offset, name.length, Int(parameter.kind?.rawValue ?? 0)])
        }
        writer.word(lowered.parameterTests.count)
        for test in lowered.parameterTests { writer.words([test.parameter.index, test.tableTest.formWord]) }
        return writer
    }

    private static func nodes(_ diagram: DecisionDiagram) -> WordWriter {
        func encoded(_ reference: DecisionDiagram.Reference) -> Int {
            switch reference {
            case .node(let index): index
            case .leaf(let rule): Int(TableFormat.leafFlag) | (rule ?? 0)
            case .matcher: Int(TableFormat.leafFlag | TableFormat.matcherOutcome)
            }
        }
        var writer = WordWriter()
        writer.words([diagram.nodes.count, diagram.nodes.reduce(0) { $0 + $1.children.count }, encoded(diagram.root)])
        var firstChild = 0
        for node in diagram.nodes {
            writer.words([node.field.tableID, firstChild])
            firstChild += node.children.count
        }
        for node in diagram.nodes { writer.words(node.children.map(encoded)) }
        return writer
    }

    /// The matcher section: terms, then per field its base set, dense sets, and per class the
    /// dense sets and single terms it flips (`Documentation/TableFormat.md`); two zero words
    /// when the diagram needs no matcher.
    private static func matcher(_ matcher: RuleMatcher?) -> WordWriter {
        var writer = WordWriter()
        guard let matcher else {
            writer.words([0, 0])
            return writer
        }
        writer.words([matcher.termRules.count, matcher.fields.count])
        writer.words(matcher.termRules.map { $0 + 1 })
        for sets in matcher.fields {
            writer.words([
                sets.field.tableID, sets.denseFlips.count, sets.dense.count,
                sets.denseFlips.reduce(0) { $0 + $1.count }, sets.sparseFlips.reduce(0) { $0 + $1.count },
            ])
            for set in [sets.base] + sets.dense {
                for word in set.words(width: (matcher.termRules.count + 63) / 64) {
                    writer.words([Int(word & 0xFFFF_FFFF), Int(word >> 32)])
                }
            }
            for lists in [sets.denseFlips, sets.sparseFlips] {
                var start = 0
                writer.word(start)
                for list in lists {
                    start += list.count
                    writer.word(start)
                }
                for list in lists { writer.words(list) }
            }
        }
        return writer
    }

    /// Key count, bucket count, bucket starts, then the entries bucket by bucket (key order
    /// within a bucket; `TableFormat.keyEntrySize` bytes each). About two keys per bucket (the
    /// power of two at or above half the key count), doubled until no bucket holds more than
    /// `TableFormat.maxBucketKeys`, which the reader requires (scheme and path keys; host keys
    /// have their own set, `HostSetEncoder`).
    /// Keys whose hashes crowd together even at 32 buckets per key (only a policy written to
    /// collide FNV-1a does that) are refused rather than grown without end, as are keys or
    /// classes past the entry's fields.
    private mutating func keyTable(
        _ keys: [PartitionKey], classCount: Int, into writer: inout WordWriter, _ what: String
    ) throws(TableCompilerError) {
        guard classCount <= TableFormat.maxKeyClasses else {
            throw .tooLarge("the \(what) keys have \(classCount) classes, more than \(TableFormat.maxKeyClasses)")
        }
        if let long = keys.first(where: { $0.bytes.count > TableFormat.maxKeyBytes }) {
            throw .tooLarge("a \(what) key is \(long.bytes.count) bytes long, more than \(TableFormat.maxKeyBytes)")
        }
        let hashes = keys.map { key in key.bytes.withUnsafeBufferPointer { ByteHash.hash32($0, reversed: false) } }
        var bucketCount = 1
        while 2 * bucketCount < keys.count { bucketCount *= 2 }
        var sizes = Self.bucketSizes(hashes, count: bucketCount)
        while sizes.contains(where: { $0 > TableFormat.maxBucketKeys }) {
            guard bucketCount < 32 * keys.count else {
                throw .tooLarge(
                    "the \(what) keys' hashes collide: more than \(TableFormat.maxBucketKeys) in one bucket even at 32 buckets per key")
            }
            bucketCount *= 2
            sizes = Self.bucketSizes(hashes, count: bucketCount)
        }
        var words = [keys.count, bucketCount, 0]
        words.reserveCapacity(3 + bucketCount + 3 * keys.count)
        for size in sizes { words.append(words[words.count - 1] + size) }
        // Each key's place: its bucket's start plus the keys of that bucket before it.
        var next = Array(words[2..<(2 + bucketCount)])
        var order = Array(repeating: 0, count: keys.count)
        for (key, hash) in hashes.enumerated() {
            let bucket = Int(hash) & (bucketCount - 1)
            order[next[bucket]] = key
            next[bucket] += 1
        }
        for key in order.map({ keys[$0] }) {
            let location = strings.location(of: key.bytes)
            let entry = TableFormat.keyEntryWords(
                offset: location.offset, length: location.length, exactClass: key.exactClass, deeperClass: key.deeperClass)
            words.append(entry.0)
            words.append(entry.1)
            words.append(entry.2)
        }
        writer.words(words)
    }

    /// The number of keys in each of `count` buckets.
    private static func bucketSizes(_ hashes: [UInt32], count: Int) -> [Int] {
        var sizes = Array(repeating: 0, count: count)
        for hash in hashes { sizes[Int(hash) & (count - 1)] += 1 }
        return sizes
    }

    /// Header, directory and sections, with the length and checksum filled in. The sections
    /// follow in directory order except the source, which comes last, after the checksummed part.
    private static func assemble(_ sections: [WordWriter]) -> [UInt8] {
        var header = WordWriter(bytes: TableFormat.magic)
        header.bytes += [UInt8(TableFormat.version & 0xFF), UInt8(TableFormat.version >> 8), 0, 0]
        let total = TableFormat.headerSize + sections.reduce(0) { $0 + $1.bytes.count }
        header.words([total, sections.count, 0, 0])
        let source = TableFormat.Section.source.rawValue
        let order = sections.indices.filter { $0 != source } + [source]
        var offsets = Array(repeating: 0, count: sections.count)
        var offset = TableFormat.headerSize
        for index in order {
            offsets[index] = offset
            offset += sections[index].bytes.count
        }
        for (index, section) in sections.enumerated() { header.words([offsets[index], section.bytes.count]) }
        var table = header.bytes
        table.reserveCapacity(total)
        for index in order { table += sections[index].bytes }
        TableFormat.seal(&table)
        return table
    }
}

/// Little-endian 32-bit words appended to bytes.
struct WordWriter {
    var bytes: [UInt8] = []

    mutating func word(_ value: Int) { words([value]) }

    /// Appends the words in one step: the bytes grow once and are stored in place (an array
    /// literal per word cost an allocation each, over a million for a 100,000-host list).
    mutating func words(_ values: [Int]) {
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: 4 * values.count))
        bytes.withUnsafeMutableBufferPointer { bytes in
            for (index, value) in values.enumerated() {
                let word = UInt32(truncatingIfNeeded: value)
                for byte in 0..<4 { bytes[start + 4 * index + byte] = UInt8(truncatingIfNeeded: word >> (8 * byte)) }
            }
        }
    }
}
