/// The decision diagram decoded at load into one flat word array, so a decision is a tight
/// loop over unchecked reads.
///
/// A node at word position `p` is `field`, then one child reference per *input*: for the enum
/// fields (target, navigation, view, relations, query presences) the input is the request's raw value, mapped through
/// the field's class table at load, so deciding skips that indirection; for the other fields it
/// is the class. A reference is a word position, or `TableFormat.leafFlag | outcome`, whose
/// decision is precomputed. Fields increase along every path the compiler emits, so target and
/// navigation nodes sit at the top: `entries` holds, per (target, navigation) pair, where the
/// walk from the root lands after them, and a decision starts there. The reader validated every
/// node, class and reference before this is built (children in disjoint consecutive ranges,
/// fields increasing, fewer decoded words than `leafFlag`), and every position here is computed
/// from those, so the unchecked reads stay in range and the words are at most 7 per node plus
/// one per child: memory linear in the table. Every leaf's decision is kept ready (copied out
/// on each decision) when they fit the table's memory budget, at most 4 bytes per table byte
/// with everything else loading keeps; that is every table a real policy compiles to. A table
/// past it, mostly rules, keeps nothing per rule: the decision is built from the rule's record
/// in the table when the walk reaches it (`TableReader.decision(outcome:)`, a few dozen
/// instructions more). A `Decision` is 88 bytes and a rule record 16, so a table of 3.9 million
/// rules (62 MB) took 343 MB of decisions at load.
/// Immutable after `init`, hence safe to share between threads.
final class DecisionProgram: @unchecked Sendable {
    /// The validated table, which classifies hosts, paths, globs and large scheme tables. Held
    /// here, not passed in, so a decision does not copy it.
    let reader: TableReader
    private let words: UnsafeMutableBufferPointer<UInt32>
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

    /// Decodes the diagram of a validated table.
    init(_ reader: TableReader) {
        self.reader = reader
        // Word positions fit in 31 bits (validated: fewer decoded words than `leafFlag`).
        var positions: [UInt32] = []
        positions.reserveCapacity(reader.nodeCount)
        var size = 0
        for node in 0..<reader.nodeCount {
            positions.append(UInt32(size))
            size += 1 + Self.inputCount(ofField: reader.field(ofNode: node), reader)
        }
        func reference(_ child: UInt32) -> UInt32 {
            child & TableFormat.leafFlag != 0 ? child : positions[Int(child)]
        }
        words = .allocate(capacity: max(1, size))
        var position = 0
        for node in 0..<reader.nodeCount {
            let field = reader.field(ofNode: node)
            words[position] = UInt32(field)
            for input in 0..<Self.inputCount(ofField: field, reader) {
                let classIndex = Self.isEnum(field) ? reader.enumClass(ofField: field, value: input) : input
                words[position + 1 + input] = reference(reader.child(ofNode: node, class: classIndex))
            }
            position += 1 + Self.inputCount(ofField: field, reader)
        }
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
                while entry & TableFormat.leafFlag == 0, let input = Self.input(ofEnumField: Int(words[Int(entry)]), target, navigation) {
                    entry = words[Int(entry) + 1 + input]
                }
                entries[Self.entryIndex(target, navigation)] = entry
            }
        }
        let packed = PackedKeys.keys(of: reader.schemes, reader) ?? []
        schemeKeys = .allocate(capacity: packed.count)
        _ = schemeKeys.initialize(from: packed)
        schemeUnmatchedClass = reader.schemeUnmatchedClass
        self.matcher = matcher
    }

    deinit {
        words.deallocate()
        // Decisions are plain data: nothing to deinitialize.
        decisions.deallocate()
        entries.deallocate()
        schemeKeys.deallocate()
    }

    private static func isEnum(_ field: Int) -> Bool { TableFormat.Field.isEnum(field) }

    @inline(__always)
    private static func entryIndex(_ target: NavigationTarget, _ navigation: NavigationType) -> Int {
        Int(target.rawValue) * NavigationType.allCases.count + navigation.index
    }

    /// The input of a target or navigation node; nil for other fields.
    @inline(__always)
    private static func input(ofEnumField field: Int, _ target: NavigationTarget, _ navigation: NavigationType) -> Int? {
        switch field {
        case TableFormat.Field.target: Int(target.rawValue)
        case TableFormat.Field.navigation: navigation.index
        default: nil
        }
    }

    /// Children per node: one per enum value for enum fields, else one per class.
    private static func inputCount(ofField field: Int, _ reader: TableReader) -> Int {
        switch field {
        case TableFormat.Field.target: NavigationTarget.allCases.count
        case TableFormat.Field.navigation: NavigationType.allCases.count
        case TableFormat.Field.view: NavigationView.allCases.count
        case TableFormat.Field.query, TableFormat.Field.currentQuery: 2
        case TableFormat.Field.schemeRelation, TableFormat.Field.hostRelation, TableFormat.Field.portRelation: CurrentRelation.allCases.count
        default: reader.classCount(ofField: field)
        }
    }

    /// Walks the diagram for one request.
    @inline(__always)
    func decide(_ request: NavigationRequest) -> Decision {
        var meter = UncountedWork()
        return decide(request, &meter)
    }

    /// Walks the diagram for one request, counting its steps in `meter`. Fields strictly
    /// increase along every path (validated), and the target and navigation nodes are behind
    /// `entries`, so the walk meets each other field at most once.
    func decide<Meter: WorkMeter>(_ request: NavigationRequest, _ meter: inout Meter) -> Decision {
        var reference = entries[Self.entryIndex(request.target, request.navigation)]
        var globs = GlobPasses()
        while reference & TableFormat.leafFlag == 0 {
            meter.node()
            let position = Int(reference)
            let field = Int(words[position])
            let input: Int
            // Most frequent first; an if chain predicts better here than a jump table.
            if field == TableFormat.Field.scheme, !schemeKeys.isEmpty {
                input = withBytes(request.scheme) { PackedKeys.classify($0, schemeKeys, unmatched: schemeUnmatchedClass) }
            } else if field == TableFormat.Field.hostRelation {
                input = CurrentRelation.of(request, .host).rawValue
            } else if field == TableFormat.Field.view {
                input = Int(request.view.rawValue)
            } else if field == TableFormat.Field.query {
                input = request.url.hasQuery ? 1 : 0
            } else {
                input = classify(request, field: field, &globs, &meter)
            }
            reference = words[position + 1 + input]
        }
        var outcome = Int(reference & ~TableFormat.leafFlag)
        if outcome == Int(TableFormat.matcherOutcome) { outcome = matched(request, &globs, &meter) }
        // One copy into the caller's result from wherever the decision is: two returns would
        // merge in a temporary and copy its 88 bytes twice (14 instructions per decision).
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
            + matcher.retainedBytes + reader.retainedBytes
    }

    /// The outcome the bit-vector matcher gives a request (validated to name a rule or 0).
    @inline(never)
    private func matched<Meter: WorkMeter>(_ request: NavigationRequest, _ globs: inout GlobPasses, _ meter: inout Meter) -> Int {
        reader.withValidatedBytes { table in
            matcher.outcome(&meter) { field, meter in
                Self.isEnum(field)
                    ? reader.enumClass(ofField: field, value: Self.enumInput(request, field: field))
                    : reader.classify(request, field: field, table, &globs, &meter)
            }
        }
    }

    /// The raw value of an enum field for a request: what a node's inputs are indexed by.
    @inline(__always)
    private static func enumInput(_ request: NavigationRequest, field: Int) -> Int {
        switch field {
        case TableFormat.Field.target: Int(request.target.rawValue)
        case TableFormat.Field.navigation: request.navigation.index
        case TableFormat.Field.view: Int(request.view.rawValue)
        case TableFormat.Field.query: request.url.hasQuery ? 1 : 0
        case TableFormat.Field.currentQuery: request.current.url?.hasQuery == true ? 1 : 0
        case TableFormat.Field.schemeRelation: CurrentRelation.of(request, .scheme).rawValue
        case TableFormat.Field.portRelation: CurrentRelation.of(request, .port).rawValue
        default: CurrentRelation.of(request, .host).rawValue
        }
    }

    /// The class of a host, port, path, glob, hashed scheme, current-URL or other enum field: kept out of line so the walk
    /// over enum fields and packed schemes stays a small loop.
    @inline(never)
    private func classify<Meter: WorkMeter>(_ request: NavigationRequest, field: Int, _ globs: inout GlobPasses, _ meter: inout Meter) -> Int {
        guard !Self.isEnum(field) else { return Self.enumInput(request, field: field) }
        return reader.withValidatedBytes { reader.classify(request, field: field, $0, &globs, &meter) }
    }
}
