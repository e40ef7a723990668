import NavPolicy

/// Hash-consed boolean conditions over lowered atom ids: equal conditions get equal ids, so
/// rule lists compare and hash cheaply, and constructors simplify as they build
/// (constants fold, nested `and`/`or` flatten, duplicates drop, double negation cancels).
struct ConditionStore {
    /// One condition node; operands are ids in the same store.
    enum Node: Hashable {
        case constant(Bool)
        case atom(Int)
        case not(Int)
        case and([Int])
        case or([Int])
    }

    /// The id of the false condition.
    static let falseID = 0
    /// The id of the true condition.
    static let trueID = 1

    private(set) var nodes: [Node] = []
    private var ids: [Node: Int] = [:]
    /// The sorted fields each condition mentions.
    private(set) var fields: [[RequestField]] = []
    /// The field of each atom id.
    private(set) var atomFields: [RequestField] = []
    /// `atomJunction` of each junction asked about (`.some(nil)`: not one).
    private var atomJunctions: [Int: AtomJunction?] = [:]

    init() {
        _ = intern(.constant(false), fields: [])
        _ = intern(.constant(true), fields: [])
    }

    /// Whether condition `id` mentions field `field`.
    func mentions(_ id: Int, field: RequestField) -> Bool { fields[id].contains(field) }

    /// Registers a new atom testing `field` and returns its atom id.
    mutating func registerAtom(field: RequestField) -> Int {
        atomFields.append(field)
        return atomFields.count - 1
    }

    mutating func atom(_ atom: Int) -> Int { intern(.atom(atom), fields: [atomFields[atom]]) }

    mutating func not(_ operand: Int) -> Int {
        switch nodes[operand] {
        case .constant(let value): return value ? Self.falseID : Self.trueID
        case .not(let inner): return inner
        default: return intern(.not(operand), fields: fields[operand])
        }
    }

    mutating func and(_ operands: [Int]) -> Int { junction(operands, isAnd: true) }

    mutating func or(_ operands: [Int]) -> Int { junction(operands, isAnd: false) }

    /// `and` (absorbing false, neutral true) or `or` (absorbing true, neutral false).
    private mutating func junction(_ operands: [Int], isAnd: Bool) -> Int {
        let (absorbing, neutral) = isAnd ? (Self.falseID, Self.trueID) : (Self.trueID, Self.falseID)
        var flat: [Int] = []
        var seen: Set<Int> = []
        for operand in operands {
            if operand == absorbing { return absorbing }
            if operand == neutral { continue }
            let parts: [Int]
            switch nodes[operand] {
            case .and(let inner) where isAnd: parts = inner
            case .or(let inner) where !isAnd: parts = inner
            default: parts = [operand]
            }
            for part in parts where seen.insert(part).inserted { flat.append(part) }
        }
        if flat.isEmpty { return neutral }
        if flat.count == 1 { return flat[0] }
        let mentioned = Set(flat.flatMap { fields[$0] }).sorted()
        return intern(isAnd ? .and(flat) : .or(flat), fields: mentioned)
    }

    private mutating func intern(_ node: Node, fields mentioned: [RequestField]) -> Int {
        if let id = ids[node] { return id }
        let id = nodes.count
        nodes.append(node)
        fields.append(mentioned)
        ids[node] = id
        return id
    }

    /// `id` with every atom of `field` replaced by its truth (true exactly for the atoms in
    /// `trueAtoms`); memoized by the caller's `key` (field and class), so each condition is
    /// specialized once per class.
    mutating func specialize(_ id: Int, field: RequestField, key: Int, memo: inout [SpecializationKey: Int], trueAtoms: Set<Int>) -> Int {
        guard mentions(id, field: field) else { return id }
        // Leaves are cheaper to specialize than to memoize (most conditions are small).
        switch nodes[id] {
        case .constant: return id
        case .atom(let atom): return trueAtoms.contains(atom) ? Self.trueID : Self.falseID
        default: break
        }
        // A list (`path starts-with [5000 prefixes]` is the `or` of one atom each) becomes a
        // constant: decided from the few true atoms, not by visiting every item, so a list
        // specialized for each of its own classes costs its length once, not its square.
        if let junction = atomJunction(id), junction.field == field {
            let trueCount =
                trueAtoms.count <= junction.atoms.count
                ? trueAtoms.lazy.filter(junction.atoms.contains).count
                : junction.atoms.lazy.filter(trueAtoms.contains).count
            let holds = junction.isAnd ? trueCount == junction.atoms.count : trueCount > 0
            return holds ? Self.trueID : Self.falseID
        }
        let memoKey = SpecializationKey(condition: id, field: field, key: key)
        if let known = memo[memoKey] { return known }
        let result: Int
        switch nodes[id] {
        case .constant, .atom: result = id  // handled above
        case .not(let operand): result = not(specialize(operand, field: field, key: key, memo: &memo, trueAtoms: trueAtoms))
        case .and(let operands):
            result = and(operands.map { specialize($0, field: field, key: key, memo: &memo, trueAtoms: trueAtoms) })
        case .or(let operands):
            result = or(operands.map { specialize($0, field: field, key: key, memo: &memo, trueAtoms: trueAtoms) })
        }
        memo[memoKey] = result
        return result
    }

    /// For an `and` / `or` whose operands are all atoms of one field: the field and the atoms
    /// (distinct: junctions drop duplicates). Computed once per node.
    private mutating func atomJunction(_ id: Int) -> AtomJunction? {
        if let known = atomJunctions[id] { return known }
        var junction: AtomJunction?
        if fields[id].count == 1 {
            switch nodes[id] {
            case .and(let operands), .or(let operands):
                let atoms = operands.compactMap { operand -> Int? in if case .atom(let atom) = nodes[operand] { atom } else { nil } }
                if atoms.count == operands.count, case .and = nodes[id] {
                    junction = AtomJunction(field: fields[id][0], atoms: Set(atoms), isAnd: true)
                } else if atoms.count == operands.count {
                    junction = AtomJunction(field: fields[id][0], atoms: Set(atoms), isAnd: false)
                }
            default: break
            }
        }
        atomJunctions[id] = .some(junction)
        return junction
    }

    /// An `and` / `or` of atoms of one field (`atomJunction`).
    struct AtomJunction {
        var field: RequestField
        var atoms: Set<Int>
        var isAnd: Bool
    }

    /// The distinct atoms of a condition (iterative, so deep conditions cannot overflow the stack).
    func atoms(of condition: Int) -> [Int] {
        var pending = [condition]
        var seen: Set<Int> = []
        var found: Set<Int> = []
        while let id = pending.popLast() {
            guard seen.insert(id).inserted else { continue }
            switch nodes[id] {
            case .constant: break
            case .atom(let atom): found.insert(atom)
            case .not(let operand): pending.append(operand)
            case .and(let operands), .or(let operands): pending += operands
            }
        }
        return found.sorted()
    }

    /// Memo key of `specialize`.
    struct SpecializationKey: Hashable {
        var condition: Int
        var field: RequestField
        var key: Int
    }
}
