/// One test of a request as the analysis sees it: each depends on exactly one request field.
/// `url matches` is split into its scheme, host and path parts; a path glob that is a plain
/// path or prefix becomes that atom.
enum FieldAtom: Hashable {
    case target([NavigationTargetWord])
    case navigation([NavigationTypeWord])
    case scheme([String])
    case host([HostPattern])
    case hostIsNone
    case currentIsNone
    case hostEqualsCurrent
    case hostDiffersFromCurrent
    case path(String)
    case pathPrefix(String)
    case pathGlob(String)

    /// The field the atom reads.
    var field: RequestField {
        switch self {
        case .target: .target
        case .navigation: .navigation
        case .scheme: .scheme
        case .host, .hostIsNone: .host
        case .currentIsNone, .hostEqualsCurrent, .hostDiffersFromCurrent: .current
        case .path, .pathPrefix, .pathGlob: .path
        }
    }
}

/// Raw values stand in for the runtime enums so atoms stay cheap to hash.
typealias NavigationTargetWord = UInt8
typealias NavigationTypeWord = Int

/// The request fields in the order the analysis walks them. Fields that constrain later ones
/// come first: a special scheme needs a host; a host that is none has no equality with the
/// current host; an opaque path needs a hostless, non-special URL.
enum RequestField: Int, CaseIterable {
    case target, navigation, scheme, host, current, path
}

/// Hash-consed boolean conditions over `FieldAtom`s, simplified as they are built, so that equal
/// residual conditions share one id (the key of the analysis' memo table).
struct ConditionStore {
    /// A node of the store.
    enum Node: Hashable {
        case atom(Int)
        case not(Int)
        case and([Int])
        case or([Int])
    }

    /// The id of the constant false condition.
    static let falseID = 0
    /// The id of the constant true condition.
    static let trueID = 1

    private(set) var nodes: [Node] = [.or([]), .and([])]
    private var ids: [Node: Int] = [.or([]): 0, .and([]): 1]
    /// The interned atoms, by id.
    private(set) var atoms: [FieldAtom] = []
    private var atomIDs: [FieldAtom: Int] = [:]

    /// The id of an atom, interning it.
    mutating func atomID(_ atom: FieldAtom) -> Int {
        if let id = atomIDs[atom] { return id }
        atomIDs[atom] = atoms.count
        atoms.append(atom)
        return atoms.count - 1
    }

    /// The condition that is just this atom.
    mutating func atom(_ atom: FieldAtom) -> Int { intern(.atom(atomID(atom))) }

    /// The negation of a condition.
    mutating func not(_ operand: Int) -> Int {
        switch operand {
        case Self.falseID: return Self.trueID
        case Self.trueID: return Self.falseID
        default:
            if case .not(let inner) = nodes[operand] { return inner }
            return intern(.not(operand))
        }
    }

    /// The conjunction (`isAnd`) or disjunction of conditions.
    mutating func combine(_ operands: [Int], isAnd: Bool) -> Int {
        let absorbing = isAnd ? Self.falseID : Self.trueID
        let neutral = isAnd ? Self.trueID : Self.falseID
        var kept: [Int] = []
        var seen = Set<Int>()
        for operand in operands where operand != neutral {
            if operand == absorbing { return absorbing }
            if seen.insert(operand).inserted { kept.append(operand) }
        }
        if kept.isEmpty { return neutral }
        if kept.count == 1 { return kept[0] }
        kept.sort()
        return intern(isAnd ? .and(kept) : .or(kept))
    }

    private mutating func intern(_ node: Node) -> Int {
        if let id = ids[node] { return id }
        ids[node] = nodes.count
        nodes.append(node)
        return nodes.count - 1
    }

    /// The condition with the atoms of `field` replaced by their truth (`isTrue`); other
    /// atoms stay. `memo` caches results for one (field, class) pair.
    mutating func specialize(_ id: Int, field: RequestField, isTrue: (Int) -> Bool, memo: inout [Int: Int]) -> Int {
        if id <= Self.trueID { return id }
        if let cached = memo[id] { return cached }
        let result: Int
        switch nodes[id] {
        case .atom(let atom):
            result = atoms[atom].field == field ? (isTrue(atom) ? Self.trueID : Self.falseID) : id
        case .not(let operand):
            result = not(specialize(operand, field: field, isTrue: isTrue, memo: &memo))
        case .and(let operands), .or(let operands):
            var isAnd = false
            if case .and = nodes[id] { isAnd = true }
            var parts: [Int] = []
            parts.reserveCapacity(operands.count)
            for operand in operands {
                let part = specialize(operand, field: field, isTrue: isTrue, memo: &memo)
                if part == (isAnd ? Self.falseID : Self.trueID) { parts = [part]; break }
                parts.append(part)
            }
            result = combine(parts, isAnd: isAnd)
        }
        memo[id] = result
        return result
    }

    /// The atom ids a condition mentions.
    func atomIDs(of id: Int) -> Set<Int> {
        var result = Set<Int>()
        var stack = [id]
        var visited = Set<Int>()
        while let next = stack.popLast() {
            guard visited.insert(next).inserted else { continue }
            switch nodes[next] {
            case .atom(let atom): result.insert(atom)
            case .not(let operand): stack.append(operand)
            case .and(let operands), .or(let operands): stack += operands
            }
        }
        return result
    }
}
