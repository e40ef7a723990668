import NavPolicy

/// The request fields in the order the analysis walks them (the compiler's field order).
/// Fields that constrain later ones come first: a special scheme needs a host; a request
/// without a host has no `host == current` relation; an opaque path needs a hostless,
/// non-special URL.
enum RequestField: Int, CaseIterable {
    case target, navigation, scheme, host, current, path
}

/// The compiler's attribute classification (`PolicyPartition`), refined by what a request URL
/// can realize, with one representative value per class.
///
/// The request space is every combination of attribute values some pair of URLs realizes:
/// - `http`, `https`, `ws`, `wss`, `ftp` URLs always have a host; `file:` and other schemes
///   may have none (`file:///x`, `mailto:/x`). Classes shared by schemes of both kinds are
///   split, so feasibility is exact.
/// - A host class is kept only with a representative the runtime normalizes to itself (no
///   subdomain of an IP literal, no `0.0.1`, which a URL reads as `0.0.0.1`).
/// - `host == current` / `!=` need a host; the current relation is split per relation.
/// - Paths are classified jointly with the general globs (the compiler keeps those as separate
///   boolean fields, whose combinations with path classes may not exist), see
///   `PathClassifier`. A path that does not start with `/` needs a hostless URL of a
///   non-special scheme; one starting with `//` needs a host; paths are never empty.
struct RequestPartition {
    /// One class of one field.
    struct FieldClass {
        /// The atom ids of this field that are true on the class (sorted).
        var trueAtoms: [Int]
        /// The representative: a target or navigation word, a scheme, a host (empty for none),
        /// a current relation word, or a path.
        var representative: String
        /// What the class demands of, or implies for, the other fields.
        var constraint: Constraint
    }

    /// Feasibility facts carried from field to field.
    struct Constraint: OptionSet, Hashable {
        let rawValue: UInt8
        /// A special scheme other than `file`: the URL has a host.
        static let requiresHost = Constraint(rawValue: 1)
        /// A special scheme (`file` included): paths are hierarchical.
        static let special = Constraint(rawValue: 2)
        /// The request has no host.
        static let hostIsNone = Constraint(rawValue: 4)
        /// The current relation compares hosts, so the request must have one.
        static let needsHost = Constraint(rawValue: 8)
        /// An opaque path (not starting with `/`).
        static let opaquePath = Constraint(rawValue: 16)
        /// A path starting with `//`.
        static let doubleSlashPath = Constraint(rawValue: 32)
    }

    /// The schemes WHATWG calls special; all but `file` always have a host.
    static let specialSchemes: Set<String> = ["http", "https", "ws", "wss", "ftp", "file"]

    /// The classes of each field, indexed by `RequestField.rawValue`.
    private(set) var fields: [[FieldClass]] = []

    /// The refined partition of the compiler's classification of `atoms`.
    init(_ partition: PolicyPartition, atoms: [LoweredAtom], atomFields: [Int]) {
        func truth(_ field: RequestField, _ index: Int) -> [Int] { partition.trueAtoms[field.rawValue][index] }
        fields.append([NavigationTarget.mainFrame, .newWindow, .subframe].map {
            FieldClass(trueAtoms: truth(.target, partition.targetClasses[Int($0.rawValue)]), representative: $0.name, constraint: [])
        })
        fields.append(NavigationType.allCases.map {
            FieldClass(trueAtoms: truth(.navigation, partition.navigationClasses[$0.index]), representative: $0.name, constraint: [])
        })
        fields.append(Self.schemeClasses(partition))
        fields.append(Self.hostClasses(partition))
        fields.append(zip(CurrentRelation.allCases, ["none", "no-host", "equal", "different"]).map { relation, word in
            FieldClass(trueAtoms: truth(.current, partition.currentClasses[relation.rawValue]), representative: word,
                       constraint: relation == .equal || relation == .different ? .needsHost : [])
        })
        fields.append(Self.pathClasses(atoms: atoms, atomFields: atomFields))
    }

    /// Scheme classes split by whether the scheme is special; web schemes first (friendly
    /// witnesses), then the other keys, `file`, and a scheme that is no key.
    private static func schemeClasses(_ partition: PolicyPartition) -> [FieldClass] {
        let keys = Set(partition.schemeKeys.map(\.key))
        let order = { (key: PartitionKey) in ["https", "http"].firstIndex(of: key.key) ?? (key.key == "file" ? 3 : 2) }
        var candidates = partition.schemeKeys.sorted { order($0) < order($1) }.map { ($0.key, $0.exactClass) }
        var fresh = "x-other"
        while keys.contains(fresh) { fresh += "-x" }
        candidates.append((fresh, partition.schemeUnmatchedClass))
        var seen = Set<[Int]>()
        return candidates.compactMap { scheme, index in
            var constraint: Constraint = []
            if specialSchemes.contains(scheme) { constraint.insert(.special) }
            if specialSchemes.contains(scheme), scheme != "file" { constraint.insert(.requiresHost) }
            guard seen.insert([index, Int(constraint.rawValue)]).inserted else { return nil }
            return FieldClass(trueAtoms: partition.trueAtoms[RequestField.scheme.rawValue][index], representative: scheme, constraint: constraint)
        }
    }

    /// Host classes: none, each key's exact and deeper class, and the unmatched class, each
    /// with a representative the runtime reads back unchanged.
    private static func hostClasses(_ partition: PolicyPartition) -> [FieldClass] {
        let keys = Set(partition.hostKeys.map(\.key))
        var classes = [FieldClass(trueAtoms: partition.trueAtoms[RequestField.host.rawValue][partition.hostNoneClass], representative: "", constraint: .hostIsNone)]
        var seen: Set<Int> = []
        func add(_ index: Int, _ host: String) {
            guard !seen.contains(index), HostNormalizer.normalizeRequestHost(host) == host else { return }
            seen.insert(index)
            classes.append(FieldClass(trueAtoms: partition.trueAtoms[RequestField.host.rawValue][index], representative: host, constraint: []))
        }
        for key in partition.hostKeys {
            add(key.exactClass, key.key)
            guard !key.key.hasPrefix("[") else { continue }
            let label = (0...keys.count).lazy.map { "x\($0)" }.first { !keys.contains($0 + "." + key.key) } ?? "x"
            add(key.deeperClass, label + "." + key.key)
        }
        let unmatched = (0...keys.count).lazy.map { "unmatched-host\($0)" }.first { !keys.contains($0) } ?? "unmatched-host"
        add(partition.hostUnmatchedClass, unmatched)
        return classes
    }

    /// Path classes from the product automaton of the path and glob atoms.
    private static func pathClasses(atoms: [LoweredAtom], atomFields: [Int]) -> [FieldClass] {
        var globs: [(atom: Int, pattern: [UInt8])] = []
        // A literal `*` in a plain path or prefix stands for itself; such constants are rare
        // and are approximated by a byte no URL path contains.
        let literal = { (bytes: [UInt8]) in bytes.map { $0 == UInt8(ascii: "*") ? 0 : $0 } }
        for (id, atom) in atoms.enumerated() where atomFields[id] >= RequestField.path.rawValue {
            switch atom {
            case .pathExact(let paths): for path in paths { globs.append((id, literal(path))) }
            case .pathPrefix(let prefix): globs.append((id, literal(prefix) + [UInt8(ascii: "*")]))
            case .glob(let glob): globs.append((id, glob))
            default: break
            }
        }
        return PathClassifier(globs: globs).classes().map { pathClass in
            let constraint: Constraint = switch pathClass.kind {
            case .hierarchical: []
            case .doubleSlash: .doubleSlashPath
            case .opaque: .opaquePath
            }
            return FieldClass(trueAtoms: pathClass.trueAtoms, representative: pathClass.representative, constraint: constraint)
        }
    }
}
