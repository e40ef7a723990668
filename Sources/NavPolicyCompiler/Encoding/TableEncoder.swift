import NavPolicy

/// Writes a lowered policy in the binary table format (`Documentation/TableFormat.md`).
/// Output depends only on the input: keys are emitted in sorted order, nodes in diagram
/// order, and no Set or Dictionary is ever iterated to emit bytes.
struct TableEncoder {
    private var strings: [UInt8] = []
    private var stringOffsets: [[UInt8]: Int] = [:]

    /// The table bytes for a lowered policy, with the source text embedded if given.
    static func encode(_ lowered: LoweredPolicy, sourceText: String?) -> [UInt8] {
        var encoder = TableEncoder()
        return encoder.encode(lowered, sourceText: sourceText)
    }

    private mutating func encode(_ lowered: LoweredPolicy, sourceText: String?) -> [UInt8] {
        let partition = lowered.partition
        var sections = Array(repeating: WordWriter(), count: TableFormat.Section.allCases.count)

        var rules = WordWriter()
        rules.word(lowered.rules.count)
        let name = lowered.name.map { string(Array($0.utf8)) }
        rules.words([name == nil ? 0 : 1, name?.offset ?? 0, name?.length ?? 0])
        for rule in lowered.rules {
            rules.words([rule.line, Int(rule.action.rawValue) | (rule.isOtherwise ? 1 << 8 : 0)])
        }
        sections[TableFormat.Section.rules.rawValue] = rules

        var enums = WordWriter()
        for (field, classes) in [(RequestField.target, partition.targetClasses),
                                 (.navigation, partition.navigationClasses),
                                 (.current, partition.currentClasses)] {
            enums.word(partition.classCount(of: field))
            enums.words(classes)
        }
        sections[TableFormat.Section.enumClasses.rawValue] = enums

        var schemes = WordWriter()
        schemes.words([partition.classCount(of: .scheme), partition.schemeUnmatchedClass])
        keyTable(partition.schemeKeys, reversed: false, into: &schemes)
        sections[TableFormat.Section.schemes.rawValue] = schemes

        var hosts = WordWriter()
        hosts.words([partition.classCount(of: .host), partition.hostNoneClass, partition.hostUnmatchedClass])
        keyTable(partition.hostKeys, reversed: true, into: &hosts)
        sections[TableFormat.Section.hosts.rawValue] = hosts

        var paths = WordWriter()
        paths.words([partition.classCount(of: .path), partition.pathUnmatchedClass, partition.pathLengths.count])
        paths.words(partition.pathLengths)
        keyTable(partition.pathKeys, reversed: false, into: &paths)
        sections[TableFormat.Section.paths.rawValue] = paths

        var globs = WordWriter()
        globs.word(partition.globs.count)
        for glob in partition.globs {
            let location = string(Array(glob.utf8))
            globs.words([location.offset, location.length])
        }
        sections[TableFormat.Section.globs.rawValue] = globs

        sections[TableFormat.Section.nodes.rawValue] = Self.nodes(lowered.diagram)
        sections[TableFormat.Section.matcher.rawValue] = Self.matcher(lowered.matcher)

        var source = WordWriter()
        source.word(sourceText == nil ? 0 : 1)
        source.bytes += sourceText.map { Array($0.utf8) } ?? []
        sections[TableFormat.Section.source.rawValue] = source

        sections[TableFormat.Section.strings.rawValue] = WordWriter(bytes: strings)
        return Self.assemble(sections)
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

    /// The matcher section: terms, then per field its base set, class starts and exceptions
    /// (`Documentation/TableFormat.md`); two zero words when the diagram needs no matcher.
    private static func matcher(_ matcher: RuleMatcher?) -> WordWriter {
        var writer = WordWriter()
        guard let matcher else {
            writer.words([0, 0])
            return writer
        }
        writer.words([matcher.termRules.count, matcher.fields.count])
        writer.words(matcher.termRules.map { $0 + 1 })
        for sets in matcher.fields {
            writer.words([sets.field.tableID, sets.exceptions.count, sets.exceptions.reduce(0) { $0 + $1.count }])
            for word in sets.base { writer.words([Int(word & 0xFFFF_FFFF), Int(word >> 32)]) }
            var start = 0
            writer.word(start)
            for exceptions in sets.exceptions {
                start += exceptions.count
                writer.word(start)
            }
            for exceptions in sets.exceptions { writer.words(exceptions.map { $0.term << 1 | ($0.admitted ? 1 : 0) }) }
        }
        return writer
    }

    /// Entries in key order, then open-addressing slots (linear probing, twice as many slots
    /// as keys, rounded up to a power of two). Host keys hash right to left.
    private mutating func keyTable(_ keys: [PartitionKey], reversed: Bool, into writer: inout WordWriter) {
        var slotCount = 1
        while slotCount < 2 * keys.count || slotCount <= keys.count { slotCount *= 2 }
        var slots = Array(repeating: 0, count: slotCount)
        writer.words([keys.count, slotCount])
        for (entry, key) in keys.enumerated() {
            let location = string(key.bytes)
            writer.words([location.offset, location.length, key.exactClass, key.deeperClass])
            let hash = reversed ? ByteHash.hash32(key.bytes.reversed()) : ByteHash.hash32(key.bytes)
            var slot = Int(hash) & (slotCount - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (slotCount - 1) }
            slots[slot] = entry + 1
        }
        writer.words(slots)
    }

    /// The location of `bytes` in the string table, appending them the first time.
    private mutating func string(_ bytes: [UInt8]) -> (offset: Int, length: Int) {
        if let offset = stringOffsets[bytes] { return (offset, bytes.count) }
        stringOffsets[bytes] = strings.count
        strings += bytes
        return (strings.count - bytes.count, bytes.count)
    }

    /// Header, directory and sections, with the length and checksum filled in.
    private static func assemble(_ sections: [WordWriter]) -> [UInt8] {
        var header = WordWriter(bytes: TableFormat.magic)
        header.bytes += [UInt8(TableFormat.version & 0xFF), UInt8(TableFormat.version >> 8), 0, 0]
        let total = TableFormat.headerSize + sections.reduce(0) { $0 + $1.bytes.count }
        header.words([total, sections.count, 0, 0])
        var offset = TableFormat.headerSize
        for section in sections {
            header.words([offset, section.bytes.count])
            offset += section.bytes.count
        }
        var table = header.bytes
        for section in sections { table += section.bytes }
        let checksum = ByteHash.checksum(table, TableFormat.fixedHeaderSize..<table.count)
        for index in 0..<8 { table[TableFormat.checksumOffset + index] = UInt8(truncatingIfNeeded: checksum >> (8 * index)) }
        return table
    }
}

/// Little-endian 32-bit words appended to bytes.
struct WordWriter {
    var bytes: [UInt8] = []

    mutating func word(_ value: Int) {
        let word = UInt32(truncatingIfNeeded: value)
        bytes += [UInt8(word & 0xFF), UInt8(word >> 8 & 0xFF), UInt8(word >> 16 & 0xFF), UInt8(word >> 24)]
    }

    mutating func words(_ values: [Int]) { values.forEach { word($0) } }
}
