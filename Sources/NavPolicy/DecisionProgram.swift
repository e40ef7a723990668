/// A table's decision diagram, decoded at load into one flat word array so that a decision is
/// a tight loop over unchecked reads.
///
/// A node is its field's slot, then one child reference per input: an enumerated field's
/// value (mapped through the field's class table at load) or another field's class. A reference
/// is a word position or a leaf, `TableFormat.leafFlag | outcome`. `entries` holds where the walk
/// lands after the target and navigation nodes, so a decision starts there. Every position is
/// computed from nodes the reader validated, so the reads stay in range and memory stays linear
/// in the table; decisions are kept ready only within a budget of the table's size
/// (`Documentation/TableFormat.md`, "Validation"). Immutable after `init`, hence safe to share.
final class DecisionProgram: @unchecked Sendable {
    /// The validated table, which classifies hosts, paths, globs and large scheme tables. Held
    /// here, not passed in, so a decision does not copy it.
    let reader: TableReader
    private let words: UnsafeMutableBufferPointer<UInt32>
    /// The fields the nodes test, by slot. The fields the walk tests inline come first, at the
    /// slots of `Slot`, so it compares a node's word with a constant.
    private let fields: UnsafeMutableBufferPointer<RequestField>
    /// Per outcome (0 the implicit default, k rule k), its decision, when they fit the budget;
    /// else empty (decisions are built from the table).
    private let decisions: UnsafeMutableBufferPointer<Decision>
    /// Per `entryIndex(target, navigation)`: the reference reached from the root through the
    /// target and navigation nodes.
    private let entries: UnsafeMutableBufferPointer<UInt32>
    /// The scheme keys packed for a linear scan; empty when the scheme table is hashed instead.
    private let schemeKeys: UnsafeMutableBufferPointer<PackedKeys.Key>
    private let schemeUnmatchedClass: Int
    /// Decides the leaves marked `TableFormat.matcherOutcome`.
    private let matcher: BitMatcher

    /// The slots of the fields `decide` tests inline (`slotFields` order).
    private enum Slot {
        static let scheme: UInt32 = 0, hostRelation: UInt32 = 1, view: UInt32 = 2, query: UInt32 = 3
        static let firstFact: UInt32 = 4, status: UInt32 = 4, type: UInt32 = 5, attachment: UInt32 = 6, displayable: UInt32 = 7
        static let factCount: UInt32 = 4
    }

    /// The fields of the first slots.
    private static let slotFields: [RequestField] = [.scheme, .relation(.host), .view, .query]

    /// A response part's facts, at the slots after those (`Slot.firstFact` on): a response's
    /// walk reads them inline (`factInput`), a navigation's walk never looks (a navigation
    /// part tests no fact; were one to, `input` reads it as none).
    private static let factFields: [RequestField] = [.status, .type, .attachment, .displayable]

    /// How `classify` reads a slot's input, chosen at load: the classifiers most nodes test
    /// straight from the request, without the dispatch over every field.
    private enum SlotRead: UInt8 {
        case host, port, path, currentHost, currentPort, currentPath
        /// Any other field, through `input`.
        case general
    }

    /// How each slot is read, by slot.
    private let reads: UnsafeMutableBufferPointer<SlotRead>

    /// The bound parameter tests (`ParameterBinding`), by test index: a buffer, so a decision
    /// passes a plain pointer to the classifiers instead of retaining an array on each one.
    private let parameterTests: UnsafeMutableBufferPointer<BoundParameterTest>

    /// Decodes the diagram of a validated table, deciding with `binding`'s items.
    init(_ reader: TableReader, _ binding: ParameterBinding) {
        self.reader = reader
        parameterTests = .allocate(capacity: binding.tests.count)
        _ = parameterTests.initialize(from: binding.tests)
        // Word positions fit in 31 bits (validated: fewer decoded words than `leafFlag`).
        var positions: [UInt32] = []
        positions.reserveCapacity(reader.nodeCount)
        var nodeFields: [RequestField] = []
        nodeFields.reserveCapacity(reader.nodeCount)
        var size = 0
        for node in 0..<reader.nodeCount {
            let field = reader.field(ofNode: node)
            positions.append(UInt32(size))
            nodeFields.append(field)
            size += 1 + reader.inputCount(of: field)
        }
        func reference(_ child: UInt32) -> UInt32 {
            child & TableFormat.leafFlag != 0 ? child : positions[Int(child)]
        }
        var slotFields = Self.slotFields + (reader.isResponsePart ? Self.factFields : [])
        var slots = Dictionary(uniqueKeysWithValues: slotFields.enumerated().map { ($1, UInt32($0)) })
        words = .allocate(capacity: max(1, size))
        var position = 0
        for (node, field) in nodeFields.enumerated() {
            if slots[field] == nil {
                slots[field] = UInt32(slotFields.count)
                slotFields.append(field)
            }
            words[position] = slots[field] ?? 0
            let inputs = reader.inputCount(of: field)
            for input in 0..<inputs {
                let classIndex = field.kind.isEnumerated ? reader.enumClass(of: field, value: input) : input
                words[position + 1 + input] = reference(reader.child(ofNode: node, class: classIndex))
            }
            position += 1 + inputs
        }
        fields = .allocate(capacity: slotFields.count)
        _ = fields.initialize(from: slotFields)
        reads = .allocate(capacity: slotFields.count)
        _ = reads.initialize(from: slotFields.map(Self.read(of:)))
        let matcher = BitMatcher(reader)
        let decisionBytes = MemoryLayout<Decision>.stride * (reader.ruleCount + 1)
        let budget = 4 * reader.bytes.count - MemoryLayout<UInt32>.stride * size - matcher.retainedBytes
        if decisionBytes <= budget {
            decisions = .allocate(capacity: reader.ruleCount + 1)
            for outcome in 0...reader.ruleCount { (decisions.baseAddress! + outcome).initialize(to: reader.decision(outcome: outcome)) }
        } else {
            decisions = UnsafeMutableBufferPointer(start: nil, count: 0)
        }
        entries = .allocate(capacity: NavigationTarget.allCases.count * NavigationType.allCases.count)
        for target in NavigationTarget.allCases {
            for navigation in NavigationType.allCases {
                var entry = reference(reader.root)
                // Positions only increase (nodes only point forward), so this ends.
                while entry & TableFormat.leafFlag == 0, let input = Self.input(of: fields[Int(words[Int(entry)])], target, navigation) {
                    entry = words[Int(entry) + 1 + input]
                }
                entries[Self.entryIndex(target, navigation)] = entry
            }
        }
        // Packed keys compare whole schemes: only for a table without `starts-with` prefixes.
        let packed = reader.schemePrefixLengthCount == 0 ? PackedKeys.keys(of: reader.schemes, reader) ?? [] : []
        schemeKeys = .allocate(capacity: packed.count)
        _ = schemeKeys.initialize(from: packed)
        schemeUnmatchedClass = reader.schemeUnmatchedClass
        self.matcher = matcher
    }

    deinit {
        words.deallocate()
        fields.deallocate()
        reads.deallocate()
        // Decisions are plain data: nothing to deinitialize.
        decisions.deallocate()
        entries.deallocate()
        schemeKeys.deallocate()
        parameterTests.deinitialize()
        parameterTests.deallocate()
    }

    @inline(__always)
    private static func entryIndex(_ target: NavigationTarget, _ navigation: NavigationType) -> Int {
        Int(target.rawValue) * NavigationType.allCases.count + navigation.index
    }

    /// How a slot of `field` is read.
    private static func read(of field: RequestField) -> SlotRead {
        switch field {
        case .host: .host
        case .port: .port
        case .path: .path
        case .currentHost: .currentHost
        case .currentPort: .currentPort
        case .currentPath: .currentPath
        // A response part's facts are at fixed slots, read by `factInput`.
        case .target, .navigation, .view, .scheme, .query, .currentScheme, .currentQuery, .relation, .status, .type, .attachment,
            .displayable, .glob, .queryName, .currentGlob, .currentQueryName, .flag, .parameterTest, .currentParameterTest:
            .general
        }
    }

    /// The input of a target or navigation node; nil for other fields.
    private static func input(of field: RequestField, _ target: NavigationTarget, _ navigation: NavigationType) -> Int? {
        switch field {
        case .target: Int(target.rawValue)
        case .navigation: navigation.index
        case .view, .scheme, .host, .port, .path, .query, .currentScheme, .currentHost, .currentPort, .currentPath, .currentQuery,
            .relation, .status, .type, .attachment, .displayable, .glob, .queryName, .currentGlob, .currentQueryName, .flag,
            .parameterTest, .currentParameterTest:
            nil
        }
    }

    /// Walks the diagram for one request.
    @inline(__always)
    func decide(_ request: NavigationRequest) -> Decision {
        var meter = UncountedWork()
        return decide(request, NoResponseFacts(), &meter)
    }

    /// Walks the diagram for one navigation request, counting its steps in `meter`.
    @inline(__always)
    func decide<Meter: WorkMeter>(_ request: NavigationRequest, _ meter: inout Meter) -> Decision {
        decide(request, NoResponseFacts(), &meter)
    }

    /// Walks the diagram for one request and its response's facts (`NoResponseFacts` for a
    /// navigation), counting its steps in `meter`. Fields strictly increase along every path
    /// (validated), and the target and navigation nodes are behind `entries`, so the walk meets
    /// each other field at most once.
    func decide<Facts: ResponseFactsInput, Meter: WorkMeter>(_ request: NavigationRequest, _ facts: Facts, _ meter: inout Meter) -> Decision
    {
        var reference = entries[Self.entryIndex(request.target, request.navigation)]
        var globs = GlobPasses()
        while reference & TableFormat.leafFlag == 0 {
            meter.node()
            let position = Int(reference)
            let slot = words[position]
            let input: Int
            // Most frequent first; an if chain predicts better here than a jump table. A
            // navigation's walk (`NoResponseFacts`) has no fact slots: the first test folds away.
            if Facts.hasFacts, slot &- Slot.firstFact < Slot.factCount {
                input = factInput(facts, slot: slot, &meter)
            } else if slot == Slot.scheme, !schemeKeys.isEmpty {
                input = withBytes(request.scheme) { PackedKeys.classify($0, schemeKeys, unmatched: schemeUnmatchedClass) }
            } else if slot == Slot.hostRelation {
                input = CurrentRelation.of(request, .host).rawValue
            } else if slot == Slot.view {
                input = Int(request.view.rawValue)
            } else if slot == Slot.query {
                input = request.url.hasQuery ? 1 : 0
            } else {
                input = classify(request, facts, slot: Int(slot), &globs, &meter)
            }
            reference = words[position + 1 + input]
        }
        var outcome = Int(reference & ~TableFormat.leafFlag)
        if outcome == Int(TableFormat.matcherOutcome) { outcome = matched(request, facts, &globs, &meter) }
        // One copy into the caller's result from wherever the decision is: two returns would
        // merge in a temporary and copy its 88 bytes twice.
        return withUnsafeTemporaryAllocation(of: Decision.self, capacity: 1) { scratch in
            var source = UnsafePointer(scratch.baseAddress.unsafelyUnwrapped)
            if let decisions = decisions.baseAddress {
                source = UnsafePointer(decisions + outcome)
            } else {
                scratch.baseAddress.unsafelyUnwrapped.initialize(to: builtDecision(outcome))
            }
            return source.pointee
        }
    }

    /// The input of a fact slot of a response part (`Slot.status` … `Slot.displayable`).
    @inline(__always)
    private func factInput<Facts: ResponseFactsInput, Meter: WorkMeter>(_ facts: Facts, slot: UInt32, _ meter: inout Meter) -> Int {
        // Enumerated: the node's children are indexed by the value.
        if slot == Slot.attachment { return facts.attachment ? 1 : 0 }
        if slot == Slot.displayable { return facts.displayable ? 1 : 0 }
        if slot == Slot.status { return reader.statusClass(of: facts, &meter) }
        return reader.withValidatedBytes { reader.typeClass(of: facts, $0, &meter) }
    }

    /// The decision of outcome 0 (the implicit default) or rule k (validated to exist), built
    /// from its rule's record in the table (a table past the budget for ready decisions).
    @inline(never)
    private func builtDecision(_ outcome: Int) -> Decision {
        reader.decision(outcome: outcome)
    }

    /// The bytes this program holds beyond the table: its words and starting points, the
    /// packed scheme keys, the matcher's buffers and the reader's structures (glob tries and
    /// automaton, query name index).
    var retainedBytes: Int {
        MemoryLayout<UInt32>.stride * (words.count + entries.count) + MemoryLayout<Decision>.stride * decisions.count
            + MemoryLayout<PackedKeys.Key>.stride * schemeKeys.count
            + MemoryLayout<SlotRead>.stride * reads.count
            + matcher.retainedBytes + reader.retainedBytes
    }

    /// The outcome the bit-vector matcher gives a request (validated to name a rule or 0).
    @inline(never)
    private func matched<Facts: ResponseFactsInput, Meter: WorkMeter>(
        _ request: NavigationRequest, _ facts: Facts, _ globs: inout GlobPasses, _ meter: inout Meter
    ) -> Int {
        reader.withValidatedBytes { table in
            matcher.outcome(&meter) { field, meter in
                input(request, facts, field, table, &globs, &meter)
            }
        }
    }

    /// The input of the field at `slot` for a request: an enumerated field's value, another's
    /// class. Kept out of line so the walk over enum fields and packed schemes stays a small loop.
    @inline(never)
    private func classify<Facts: ResponseFactsInput, Meter: WorkMeter>(
        _ request: NavigationRequest, _ facts: Facts, slot: Int, _ globs: inout GlobPasses, _ meter: inout Meter
    ) -> Int {
        reader.withValidatedBytes { table in
            switch reads[slot] {
            case .host: request.url.withHost { reader.hostClass($0, table, &meter) } ?? reader.hostNoneClass
            case .port: reader.portClass(request.url.port, table, &meter)
            case .path: request.url.withPath { reader.pathClass($0, table, &meter) }
            case .currentHost:
                if case .loaded(let page) = request.current {
                    page.withHost { reader.hostClass($0, table, &meter) } ?? reader.hostNoneClass
                } else {
                    reader.hostNoneClass
                }
            case .currentPort:
                if case .loaded(let page) = request.current { reader.portClass(page.port, table, &meter) } else { reader.portNoneClass }
            case .currentPath:
                if case .loaded(let page) = request.current {
                    page.withPath { reader.pathClass($0, table, &meter) }
                } else {
                    reader.pathUnmatchedClass
                }
            case .general: input(request, facts, fields[slot], table, &globs, &meter)
            }
        }
    }

    /// The input of a field for a request, for the diagram and the matcher alike.
    @inline(__always)
    private func input<Facts: ResponseFactsInput, Meter: WorkMeter>(
        _ request: NavigationRequest, _ facts: Facts, _ field: RequestField, _ table: ValidatedBytes, _ globs: inout GlobPasses,
        _ meter: inout Meter
    ) -> Int {
        // The host is the field most tables classify (host lists): straight to its lookup,
        // not through the dispatch over every field (which the version 3 fields lengthened).
        if case .host = field { return request.url.withHost { reader.hostClass($0, table, &meter) } ?? reader.hostNoneClass }
        return field.value(of: request, facts)
            ?? reader.classify(request, facts, field: field, table, UnsafeBufferPointer(parameterTests), &globs, &meter)
    }
}
