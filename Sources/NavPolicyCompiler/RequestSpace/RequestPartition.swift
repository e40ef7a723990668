import NavPolicy

/// The request space of a set of lowered conditions: the compiler's attribute classification
/// (`PolicyPartition`) refined by what a request URL can realize, one level per attribute
/// (`RequestField.attributes`), each class with a typed representative value and its
/// `Feasibility` facts.
///
/// - Classes shared by special and non-special schemes are split, so feasibility is exact.
/// - A host class is kept only with a representative the runtime normalizes to itself (no
///   subdomain of an IP literal, no `0.0.1`, which a URL reads as `0.0.0.1`).
/// - The current relation has one class per relation.
/// - Paths are classified jointly with the general globs (the diagram keeps those as separate
///   boolean fields, whose combinations with path classes may not exist), see `PathClassifier`.
package struct RequestPartition: Sendable {
    /// One class of one level.
    package struct FieldClass: Sendable {
        /// The atom ids true on the class (sorted), of every field the level fixes.
        package var trueAtoms: [Int]
        /// The representative value.
        package var value: RequestValue
        /// What the class demands of, or implies for, the other levels.
        package var constraint: Feasibility
        /// The class of the compiler's partition of each field the level fixes.
        package var baseClasses: [RequestField: Int]
    }

    /// The classes of each level.
    private let classesByLevel: [RequestField: [FieldClass]]
    /// The fields of the lowered conditions each level fixes: the level itself, and at the
    /// path level also every general glob.
    private let fieldsByLevel: [RequestField: [RequestField]]

    /// Whether some level has fewer classes than the exact partition (a policy naming more than
    /// `maxJointQueryNames` query names): walks over it must not claim completeness.
    package let isApproximate: Bool

    /// The most query names whose every combination is a class of the query level.
    static let maxJointQueryNames = 10

    /// The classes of a level (`RequestField.attributes`).
    package func classes(of level: RequestField) -> [FieldClass] { classesByLevel[level] ?? [] }

    /// The fields of the lowered conditions a level fixes.
    func fields(of level: RequestField) -> [RequestField] { fieldsByLevel[level] ?? [level] }

    /// The refined partition of a lowering's classification.
    init(_ partition: PolicyPartition, atoms: [LoweredAtom], atomFields: [RequestField]) {
        func enumClass(_ field: RequestField, _ index: Int, _ value: RequestValue, _ constraint: Feasibility = []) -> FieldClass {
            FieldClass(trueAtoms: partition.trueAtoms(of: field)[index], value: value, constraint: constraint, baseClasses: [field: index])
        }
        var levels: [RequestField: [FieldClass]] = [:]
        levels[.target] = [NavigationTarget.mainFrame, .newWindow, .subframe].map { enumClass(.target, partition.classOf($0), .target($0)) }
        levels[.navigation] = NavigationType.allCases.map { enumClass(.navigation, partition.classOf($0), .navigation($0)) }
        levels[.view] = NavigationView.allCases.map { enumClass(.view, partition.classOf($0), .view($0)) }
        levels[.scheme] = Self.schemeClasses(partition)
        levels[.host] = Self.hostClasses(partition)
        levels[.port] = Self.portClasses(partition)
        levels[.current] = CurrentRelation.allCases.map { relation in
            enumClass(.current, partition.classOf(relation), .current(relation), relation == .equal || relation == .different ? .needsHost : [])
        }
        levels[.path] = Self.pathClasses(partition, atoms: atoms, atomFields: atomFields)
        let queryNames = (0..<partition.queryNames.count).map(RequestField.queryName)
        (levels[.query], isApproximate) = Self.queryClasses(partition, names: queryNames)
        classesByLevel = levels
        fieldsByLevel = [.path: [.path] + (0..<partition.globs.count).map(RequestField.glob), .query: [.query] + queryNames]
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
            let constraint = Feasibility.of(scheme: scheme)
            guard seen.insert([index, Int(constraint.rawValue)]).inserted else { return nil }
            return FieldClass(trueAtoms: partition.trueAtoms(of: .scheme)[index], value: .scheme(scheme), constraint: constraint, baseClasses: [.scheme: index])
        }
    }

    /// Host classes: none, each key's exact and deeper class, and the unmatched class, each
    /// with a representative the runtime reads back unchanged.
    private static func hostClasses(_ partition: PolicyPartition) -> [FieldClass] {
        let keys = Set(partition.hostKeys.map(\.key))
        let truth = partition.trueAtoms(of: .host)
        var classes = [FieldClass(trueAtoms: truth[partition.hostNoneClass], value: .host(nil), constraint: .hostIsNone, baseClasses: [.host: partition.hostNoneClass])]
        var seen: Set<Int> = []
        func add(_ index: Int, _ host: String) {
            guard !seen.contains(index), HostNormalizer.normalizeRequestHost(host) == host else { return }
            seen.insert(index)
            classes.append(FieldClass(trueAtoms: truth[index], value: .host(host), constraint: [], baseClasses: [.host: index]))
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

    /// Port classes: none, each listed port's class, and a port no atom lists.
    private static func portClasses(_ partition: PolicyPartition) -> [FieldClass] {
        let truth = partition.trueAtoms(of: .port)
        var classes = [FieldClass(trueAtoms: truth[partition.portNoneClass], value: .port(nil), constraint: .portIsNone, baseClasses: [.port: partition.portNoneClass])]
        var seen: Set<Int> = []
        let listed = Set(partition.portKeys.map(\.port))
        for key in partition.portKeys where seen.insert(key.portClass).inserted {
            classes.append(FieldClass(trueAtoms: truth[key.portClass], value: .port(key.port), constraint: .hasPort, baseClasses: [.port: key.portClass]))
        }
        // A port no atom lists (none when every port is listed).
        if let unlisted = (UInt16(1024)...UInt16.max).first(where: { !listed.contains($0) }) ?? (0..<UInt16(1024)).first(where: { !listed.contains($0) }),
           !seen.contains(partition.portUnmatchedClass) {
            classes.append(FieldClass(trueAtoms: truth[partition.portUnmatchedClass], value: .unlistedPort(fallback: unlisted, listed: listed),
                                      constraint: .hasPort, baseClasses: [.port: partition.portUnmatchedClass]))
        }
        return classes
    }

    /// Query classes: no query, and a query holding exactly each combination of the names the
    /// policy tests (every combination up to `maxJointQueryNames` names; past that, each name
    /// alone and none, and the partition is approximate). A representative query writes each
    /// name percent-encoded and followed by `=`, so reading it back gives the name exactly.
    private static func queryClasses(_ partition: PolicyPartition, names: [RequestField]) -> ([FieldClass], approximate: Bool) {
        let truth = partition.trueAtoms(of: .query)
        let absent = partition.classOf(queryPresent: false), present = partition.classOf(queryPresent: true)
        var baseClasses: [RequestField: Int] = [.query: absent]
        for name in names { baseClasses[name] = 0 }
        var classes = [FieldClass(trueAtoms: truth[absent], value: .query(nil), constraint: [], baseClasses: baseClasses)]
        let approximate = names.count > maxJointQueryNames
        let combinations: [[Int]] = approximate
            ? [[]] + names.indices.map { [$0] }
            : (0..<(1 << names.count)).map { mask in names.indices.filter { mask & (1 << $0) != 0 } }
        for combination in combinations {
            var trueAtoms = truth[present]
            baseClasses[.query] = present
            for (index, name) in names.enumerated() {
                let isTrue = combination.contains(index)
                baseClasses[name] = isTrue ? 1 : 0
                if isTrue { trueAtoms += partition.trueAtoms(of: name)[1] }
            }
            // `name=`: an empty name is a field of its own only with its `=`.
            let query = combination.map { percentEncoded(partition.queryNames[$0]) + "=" }.joined(separator: "&")
            classes.append(FieldClass(trueAtoms: trueAtoms.sorted(), value: .query(query), constraint: [], baseClasses: baseClasses))
        }
        return (classes, approximate)
    }

    /// Every byte but ASCII letters, digits, `-`, `.`, `_` and `~` as `%XX`.
    private static func percentEncoded(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in text.utf8 {
            let plain = (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || [0x2D, 0x2E, 0x5F, 0x7E].contains(byte)
            bytes += plain ? [byte] : [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Path classes from the product automaton of the path and glob atoms.
    private static func pathClasses(_ partition: PolicyPartition, atoms: [LoweredAtom], atomFields: [RequestField]) -> [FieldClass] {
        var globs: [(atom: Int, pattern: [UInt8], folded: Bool)] = []
        // A literal `*` in a plain path or prefix stands for itself; such constants are rare
        // and are approximated by a byte no URL path contains.
        let literal = { (bytes: [UInt8]) in bytes.map { $0 == UInt8(ascii: "*") ? 0 : $0 } }
        for (id, atom) in atoms.enumerated() where atomFields[id].level == .path {
            switch atom {
            case .pathExact(let paths): for path in paths { globs.append((id, literal(path), false)) }
            case .pathPrefix(let prefix): globs.append((id, literal(prefix) + [UInt8(ascii: "*")], false))
            case .glob(let glob): globs.append((id, glob.bytes, glob.folded))
            default: break
            }
        }
        let pathClassOfTruth = Dictionary(partition.trueAtoms(of: .path).enumerated().map { ($1, $0) }) { first, _ in first }
        return PathClassifier(globs: globs).classes().map { pathClass in
            let constraint: Feasibility = switch pathClass.kind {
            case .hierarchical: []
            case .doubleSlash: .doubleSlashPath
            case .opaque: .opaquePath
            }
            var baseClasses: [RequestField: Int] = [:]
            baseClasses[.path] = pathClassOfTruth[pathClass.trueAtoms.filter { atomFields[$0] == .path }]
            for index in partition.globs.indices {
                baseClasses[.glob(index)] = pathClass.trueAtoms.contains { atomFields[$0] == .glob(index) } ? 1 : 0
            }
            return FieldClass(trueAtoms: pathClass.trueAtoms, value: .path(pathClass.representative), constraint: constraint, baseClasses: baseClasses)
        }
    }

    /// A witness whose fields fall in the given classes of the compiler's partition (fields not
    /// given: any class), combining one class per level that a URL can realize; nil when none
    /// can. Serves tools that start from a diagram path.
    package func witness(inClasses wanted: [RequestField: Int]) -> RequestWitness? {
        let levels = RequestField.attributes
        let wantedByLevel = Dictionary(grouping: wanted) { $0.key.level }
        var failed = Set<[Int]>()
        func search(_ depth: Int, _ state: Feasibility, _ values: [RequestValue]) -> RequestWitness? {
            guard depth < levels.count else { return RequestWitness(values: values) }
            guard !failed.contains([depth, Int(state.rawValue)]) else { return nil }
            for fieldClass in classes(of: levels[depth])
            where (wantedByLevel[levels[depth]] ?? []).allSatisfy({ fieldClass.baseClasses[$0.key] == $0.value }) {
                guard let next = state.advance(level: levels[depth], with: fieldClass.constraint) else { continue }
                if let found = search(depth + 1, next, values + [fieldClass.value]) { return found }
            }
            failed.insert([depth, Int(state.rawValue)])
            return nil
        }
        return search(0, [], [])
    }
}
