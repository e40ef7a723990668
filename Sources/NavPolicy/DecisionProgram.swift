/// The decision diagram decoded at load into one flat word array, so a decision is a tight
/// loop over unchecked reads.
///
/// A node at word position `p` is `field`, then one child reference per *input*: for the enum
/// fields (target, navigation, current) the input is the request's raw value, mapped through
/// the field's class table at load, so deciding skips that indirection; for the other fields it
/// is the class. A reference is a word position, or `TableFormat.leafFlag | outcome`, whose
/// decision is precomputed. The reader validated every node, class and reference before this is
/// built, and every position here is computed from those, so the unchecked reads stay in range.
/// Immutable after `init`, hence safe to share between threads.
final class DecisionProgram: @unchecked Sendable {
    private let words: UnsafeMutableBufferPointer<UInt32>
    private let decisions: UnsafeMutableBufferPointer<Decision>
    private let root: UInt32

    /// Decodes the diagram of a validated table.
    init(_ reader: TableReader) {
        var positions: [Int] = []
        positions.reserveCapacity(reader.nodeCount)
        var size = 0
        for node in 0..<reader.nodeCount {
            positions.append(size)
            size += 1 + Self.inputCount(ofField: reader.field(ofNode: node), reader)
        }
        func reference(_ child: UInt32) -> UInt32 {
            child & TableFormat.leafFlag != 0 ? child : UInt32(positions[Int(child)])
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
        decisions = .allocate(capacity: reader.ruleCount + 1)
        for outcome in 0...reader.ruleCount {
            (decisions.baseAddress! + outcome).initialize(to: reader.decision(outcome: outcome))
        }
        root = reference(reader.root)
    }

    deinit {
        words.deallocate()
        decisions.deallocate()
    }

    private static func isEnum(_ field: Int) -> Bool {
        field == TableFormat.Field.target || field == TableFormat.Field.navigation || field == TableFormat.Field.current
    }

    /// Children per node: one per enum value for enum fields, else one per class.
    private static func inputCount(ofField field: Int, _ reader: TableReader) -> Int {
        switch field {
        case TableFormat.Field.target: NavigationTarget.allCases.count
        case TableFormat.Field.navigation: NavigationType.allCases.count
        case TableFormat.Field.current: CurrentRelation.allCases.count
        default: reader.classCount(ofField: field)
        }
    }

    /// Walks the diagram for one request; `reader` classifies the key and glob fields.
    func decide(_ request: NavigationRequest, _ reader: TableReader) -> Decision {
        reader.withValidatedBytes { table in
            var reference = root
            while reference & TableFormat.leafFlag == 0 {
                let position = Int(reference)
                let input: Int
                switch Int(words[position]) {
                case TableFormat.Field.target: input = Int(request.target.rawValue)
                case TableFormat.Field.navigation: input = request.navigation.index
                case TableFormat.Field.current: input = CurrentRelation.of(request).rawValue
                case let field: input = reader.classify(request, field: field, table)
                }
                reference = words[position + 1 + input]
            }
            return decisions[Int(reference & ~TableFormat.leafFlag)]
        }
    }
}
