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
            var key = atoms
            if key.count > 1 {
                key.sort()
                key = key.indices.compactMap { $0 > 0 && key[$0] == key[$0 - 1] ? nil : key[$0] }
            }
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

    /// The atoms a classifier of the URL's `field` serves, with what each tests on its URL: the
    /// field's own and those of the same part of the current URL, whose field shares the
    /// classifier (its classes are the joint truth vectors of both).
    private func classifierAtoms(_ field: RequestField) -> [(id: Int, atom: LoweredAtom)] {
        (atomIDs(field) + (field.currentField.map(atomIDs) ?? [])).map { ($0, atoms[$0].onURL) }
    }

    /// The class of each value of an enumerated field, in `values` order.
    mutating func enumClasses<Value>(_ field: RequestField, values: [Value], holds: (LoweredAtom, Value) -> Bool) -> [Int] {
        let ids = atomIDs(field)
        return values.map { value in classes[field, default: ClassSet()].intern(ids.filter { holds(atoms[$0], value) }) }
    }

    mutating func schemeClasses() -> ([PartitionKey], unmatched: Int) {
        var index: [[UInt8]: [Int]] = [:]
        for (id, atom) in classifierAtoms(.scheme) {
            if case .scheme(let schemes) = atom { for scheme in schemes { index[scheme, default: []].append(id) } }
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
        for (id, atom) in classifierAtoms(.port) {
            guard case .port(let ports) = atom else { noneAtoms.append(id); continue }
            for port in ports { index[port, default: []].append(id) }
        }
        let keys = index.keys.sorted().map { ($0, classes[.port, default: ClassSet()].intern(index[$0] ?? [])) }
        return (keys, classes[.port, default: ClassSet()].intern(noneAtoms), classes[.port, default: ClassSet()].intern([]))
    }

    /// The host keys (`HostKeyIndex`: every pattern's domain and each of its label suffixes) in
    /// byte order, each with the class of a host equal to it (its exact patterns and every
    /// wildcard on it or a shorter suffix) and of a host below it (the wildcards alone).
    mutating func hostClasses() -> ([PartitionKey], none: Int, unmatched: Int) {
        var index = HostKeyIndex()
        var patterns: [(key: Int, atom: Int, wildcard: Bool)] = []
        var noneAtoms: [Int] = []
        for (id, atom) in classifierAtoms(.host) {
            guard case .hostPatterns(let list) = atom else { noneAtoms.append(id); continue }
            for pattern in list {
                var domain = pattern.domain
                let key = domain.withUTF8 { index.insert($0) }
                patterns.append((key, id, pattern.includesSubdomains))
            }
        }
        var exact = [[Int]](repeating: [], count: index.count), wildcards = exact
        for pattern in patterns {
            if pattern.wildcard { wildcards[pattern.key].append(pattern.atom) } else { exact[pattern.key].append(pattern.atom) }
        }
        // Wildcards on a key or any shorter suffix: the key's own, then its parent's, memoized.
        var covering = [[Int]?](repeating: nil, count: index.count)
        func cover(_ key: Int) -> [Int] {
            if let known = covering[key] { return known }
            let parent = index.parents[key]
            let result = wildcards[key] + (parent < 0 ? [] : cover(parent))
            covering[key] = result
            return result
        }
        var hostClasses = classes[.host] ?? ClassSet()
        let partitionKeys = index.sortedKeys().map { key in
            let covered = cover(key)
            return PartitionKey(bytes: Array(index.bytes(key)), exactClass: hostClasses.intern(covered + exact[key]),
                                deeperClass: hostClasses.intern(covered))
        }
        let (none, unmatched) = (hostClasses.intern(noneAtoms), hostClasses.intern([]))
        classes[.host] = hostClasses
        return (partitionKeys, none, unmatched)
    }

    mutating func pathClasses() -> ([PartitionKey], lengths: [Int], unmatched: Int) {
        var exactIndex: [[UInt8]: [Int]] = [:], prefixIndex: [[UInt8]: [Int]] = [:]
        for (id, atom) in classifierAtoms(.path) {
            switch atom {
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

    /// The true atoms of each class of the classified fields of both URLs: a classifier's
    /// classes are joint truth vectors of the URL's and the current URL's atoms, and each
    /// field sees its own atoms of them.
    func classifierTruth(_ fieldOf: [RequestField]) -> [RequestField: [[Int]]] {
        var truth: [RequestField: [[Int]]] = [:]
        for field in [RequestField.scheme, .host, .port, .path] {
            let joint = classes[field]?.classes ?? [[]]
            truth[field] = joint.map { $0.filter { fieldOf[$0] == field } }
            if let current = field.currentField { truth[current] = joint.map { $0.filter { fieldOf[$0] == current } } }
        }
        return truth
    }

    /// Class 0 (false) and 1 (true) of each boolean field: the globs and the query names, on
    /// either URL (a glob or name only the other URL tests has no atom here, and still two
    /// classes, as the table's boolean fields have).
    func booleanClasses(_ fields: [RequestField]) -> [RequestField: [[Int]]] {
        Dictionary(uniqueKeysWithValues: fields.map { ($0, [[], atomIDs($0).sorted()]) })
    }
}
