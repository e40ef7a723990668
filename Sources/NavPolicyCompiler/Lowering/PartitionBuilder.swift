import NavPolicy

/// Computes the classes of each field as interned truth vectors of that field's atoms,
/// using inverted indices (value → atoms naming it), so a list of 100,000 hosts costs one
/// pass over its keys and yields a handful of classes, not one per host.
struct PartitionBuilder {
    /// Interned truth vectors (sorted true atom ids) of one field.
    struct ClassSet {
        private(set) var classes: [[Int]] = []
        private var index: [[Int]: Int] = [:]

        mutating func intern(_ atoms: [Int]) -> Int {
            let key = Set(atoms).sorted()
            if let known = index[key] { return known }
            classes.append(key)
            index[key] = classes.count - 1
            return classes.count - 1
        }
    }

    private let atoms: [LoweredAtom]
    /// The atom ids of each field.
    private let atomsByField: [RequestField: [Int]]
    private(set) var classes: [RequestField: ClassSet]

    init(_ lowering: PolicyLowering) {
        atoms = lowering.atoms
        atomsByField = Dictionary(grouping: lowering.atoms.indices) { lowering.store.atomFields[$0] }
        classes = Dictionary(uniqueKeysWithValues: lowering.fields.map { ($0, ClassSet()) })
    }

    private func atomIDs(_ field: RequestField) -> [Int] { atomsByField[field] ?? [] }

    /// The class of each value of an enumerated field, in `values` order.
    mutating func enumClasses<Value>(_ field: RequestField, values: [Value], holds: (LoweredAtom, Value) -> Bool) -> [Int] {
        let ids = atomIDs(field)
        return values.map { value in classes[field, default: ClassSet()].intern(ids.filter { holds(atoms[$0], value) }) }
    }

    mutating func schemeClasses() -> ([PartitionKey], unmatched: Int) {
        var index: [[UInt8]: [Int]] = [:]
        for id in atomIDs(.scheme) {
            if case .scheme(let schemes) = atoms[id] { for scheme in schemes { index[scheme, default: []].append(id) } }
        }
        let keys = Array(index.keys).canonical.map { key in
            let exact = classes[.scheme, default: ClassSet()].intern(index[key] ?? [])
            return PartitionKey(bytes: key, exactClass: exact, deeperClass: exact)
        }
        return (keys, classes[.scheme, default: ClassSet()].intern([]))
    }

    /// Port keys (every listed port, ascending) with their class, the class of no port and
    /// of a port no atom lists.
    mutating func portClasses() -> ([(port: UInt16, portClass: Int)], none: Int, unmatched: Int) {
        var index: [UInt16: [Int]] = [:]
        var noneAtoms: [Int] = []
        for id in atomIDs(.port) {
            guard case .port(let ports) = atoms[id] else { noneAtoms.append(id); continue }
            for port in ports { index[port, default: []].append(id) }
        }
        let keys = index.keys.sorted().map { ($0, classes[.port, default: ClassSet()].intern(index[$0] ?? [])) }
        return (keys, classes[.port, default: ClassSet()].intern(noneAtoms), classes[.port, default: ClassSet()].intern([]))
    }

    mutating func hostClasses() -> ([PartitionKey], none: Int, unmatched: Int) {
        var exactIndex: [[UInt8]: [Int]] = [:], wildcardIndex: [[UInt8]: [Int]] = [:]
        var noneAtoms: [Int] = []
        for id in atomIDs(.host) {
            guard case .hostPatterns(let patterns) = atoms[id] else { noneAtoms.append(id); continue }
            for pattern in patterns {
                let domain = Array(pattern.domain.utf8)
                if pattern.includesSubdomains { wildcardIndex[domain, default: []].append(id) } else { exactIndex[domain, default: []].append(id) }
            }
        }
        let domains = Set(exactIndex.keys).union(wildcardIndex.keys)
        let keys = Array(Set(domains.flatMap(Self.labelSuffixes))).canonical.map { key in
            // Wildcards of the key and of every shorter label suffix cover both the key and its subdomains.
            let covering = Self.labelSuffixes(key).flatMap { wildcardIndex[$0] ?? [] }
            return PartitionKey(bytes: key,
                                exactClass: classes[.host, default: ClassSet()].intern(covering + (exactIndex[key] ?? [])),
                                deeperClass: classes[.host, default: ClassSet()].intern(covering))
        }
        return (keys, classes[.host, default: ClassSet()].intern(noneAtoms), classes[.host, default: ClassSet()].intern([]))
    }

    /// `a.b.c`, `b.c`, `c`: the domain and each suffix starting after a dot.
    static func labelSuffixes(_ domain: [UInt8]) -> [[UInt8]] {
        [domain] + domain.indices.filter { domain[$0] == UInt8(ascii: ".") }.map { Array(domain[($0 + 1)...]) }
    }

    mutating func pathClasses() -> ([PartitionKey], lengths: [Int], unmatched: Int) {
        var exactIndex: [[UInt8]: [Int]] = [:], prefixIndex: [[UInt8]: [Int]] = [:]
        for id in atomIDs(.path) {
            switch atoms[id] {
            case .pathExact(let paths): for path in paths { exactIndex[path, default: []].append(id) }
            case .pathPrefix(let prefix): prefixIndex[prefix, default: []].append(id)
            default: break
            }
        }
        let keys = Array(Set(exactIndex.keys).union(prefixIndex.keys)).canonical
        let lengths = Set(keys.map(\.count)).sorted()
        let partitionKeys = keys.map { key in
            let covering = lengths.prefix { $0 <= key.count }.flatMap { prefixIndex[Array(key.prefix($0))] ?? [] }
            return PartitionKey(bytes: key,
                                exactClass: classes[.path, default: ClassSet()].intern(covering + (exactIndex[key] ?? [])),
                                deeperClass: classes[.path, default: ClassSet()].intern(covering))
        }
        return (partitionKeys, lengths, classes[.path, default: ClassSet()].intern([]))
    }

    /// Class 0 (false) and 1 (true) of each boolean field: the globs and the query names.
    mutating func booleanClasses(_ fields: [RequestField]) {
        for field in fields {
            _ = classes[field, default: ClassSet()].intern([])
            _ = classes[field, default: ClassSet()].intern(atomIDs(field))
        }
    }
}
