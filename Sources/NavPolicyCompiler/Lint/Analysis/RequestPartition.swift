import NavPolicy

/// The request space cut into classes per field, such that every atom of the analysed
/// conditions has one truth value on a whole class, with a representative value per class.
///
/// What the request space is (what a request URL can realize):
/// - `http`, `https`, `ws`, `wss`, `ftp` URLs always have a host; `file:` and other schemes may
///   have none (`file:///x`, `mailto:/x`).
/// - `host == current` / `!=` need a host; a request without a host has no current relation
///   other than "no current URL" or "current URL without a host".
/// - A path that does not start with `/` (an opaque path, `mailto:x`) needs a URL without a
///   host and with a non-special scheme; a path starting with `//` needs a host (without one,
///   `//` starts the host); paths are never empty (an empty path is `/`).
struct RequestPartition {
    /// One class of one field.
    struct FieldClass {
        /// The ids of this field's atoms that are true on the class (sorted).
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
    private(set) var fields: [[FieldClass]]

    /// The partition for the atoms of a condition store.
    init(atoms: [FieldAtom]) {
        var byField = [[Int]](repeating: [], count: RequestField.allCases.count)
        for (id, atom) in atoms.enumerated() { byField[atom.field.rawValue].append(id) }
        func enumClasses<Value>(_ values: [Value], name: (Value) -> String, holds: (FieldAtom, Value) -> Bool, field: RequestField) -> [FieldClass] {
            values.map { value in
                FieldClass(trueAtoms: byField[field.rawValue].filter { holds(atoms[$0], value) }, representative: name(value), constraint: [])
            }
        }
        fields = [
            enumClasses([NavigationTarget.mainFrame, .newWindow, .subframe], name: \.name, holds: { atom, value in
                if case .target(let list) = atom { return list.contains(value.rawValue) } else { return false }
            }, field: .target),
            enumClasses(NavigationType.allCases, name: \.name, holds: { atom, value in
                if case .navigation(let list) = atom { return list.contains(value.rawValue) } else { return false }
            }, field: .navigation),
            Self.schemeClasses(atoms: atoms, ids: byField[RequestField.scheme.rawValue]),
            HostPartition(atoms: atoms, ids: byField[RequestField.host.rawValue]).classes(),
            [
                FieldClass(trueAtoms: byField[RequestField.current.rawValue].filter { atoms[$0] == .currentIsNone }, representative: "none", constraint: []),
                FieldClass(trueAtoms: [], representative: "no-host", constraint: []),
                FieldClass(trueAtoms: byField[RequestField.current.rawValue].filter { atoms[$0] == .hostEqualsCurrent }, representative: "equal", constraint: .needsHost),
                FieldClass(trueAtoms: byField[RequestField.current.rawValue].filter { atoms[$0] == .hostDiffersFromCurrent }, representative: "different", constraint: .needsHost),
            ],
            Self.pathClasses(atoms: atoms, ids: byField[RequestField.path.rawValue]),
        ]
    }

    /// Each scheme the atoms name (and `http`, `https`, `file`, which lint checks ask about),
    /// plus one scheme no atom names; deduplicated by truth and constraint.
    private static func schemeClasses(atoms: [FieldAtom], ids: [Int]) -> [FieldClass] {
        var schemeAtoms: [String: [Int]] = [:]
        for id in ids {
            guard case .scheme(let list) = atoms[id] else { continue }
            for scheme in list where schemeAtoms[scheme]?.last != id { schemeAtoms[scheme, default: []].append(id) }
        }
        var fresh = "x-navpolicy-other"
        while schemeAtoms[fresh] != nil { fresh += "-x" }
        // Friendly witnesses first: web schemes, then the named ones, `file`, and the fresh one.
        var schemes = ["https", "http"]
        schemes += schemeAtoms.keys.filter { !["https", "http", "file"].contains($0) }.sorted()
        schemes += ["file", fresh]
        var classes: [FieldClass] = []
        var seen = Set<[Int]>()
        for scheme in schemes {
            var constraint: Constraint = []
            if specialSchemes.contains(scheme) { constraint.insert(.special) }
            if specialSchemes.contains(scheme), scheme != "file" { constraint.insert(.requiresHost) }
            let truth = (schemeAtoms[scheme] ?? []).sorted()
            if seen.insert(truth + [-Int(constraint.rawValue) - 1]).inserted {
                classes.append(FieldClass(trueAtoms: truth, representative: scheme, constraint: constraint))
            }
        }
        return classes
    }

    /// Path classes from the product automaton of the path atoms.
    private static func pathClasses(atoms: [FieldAtom], ids: [Int]) -> [FieldClass] {
        var globs: [(atom: Int, pattern: [UInt8])] = []
        for id in ids {
            switch atoms[id] {
            case .path(let path): globs.append((id, Array(path.utf8).map { $0 == UInt8(ascii: "*") ? 0 : $0 }))
            case .pathPrefix(let prefix): globs.append((id, Array(prefix.utf8).map { $0 == UInt8(ascii: "*") ? 0 : $0 } + [UInt8(ascii: "*")]))
            case .pathGlob(let glob): globs.append((id, Array(glob.utf8)))
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
