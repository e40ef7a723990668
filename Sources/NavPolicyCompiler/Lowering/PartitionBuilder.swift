import NavPolicy

/// Computes the classes of each field as interned truth vectors of that field's atoms,
/// using inverted indices (value → atoms naming it), so a list of 100,000 hosts costs one
/// pass over its keys and yields a handful of classes, not one per host.
struct PartitionBuilder {
    /// Interned truth vectors (sorted true atom ids) of one field.
    struct ClassSet {
        private(set) var classes: [[Int]] = []
        private var index: [[Int]: Int] = [:]

        init() {}

        /// A set holding `classes`, numbered in that order.
        init(_ classes: [[Int]]) {
            for atoms in classes { _ = intern(atoms) }
        }

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

    /// The class of each value of an enumerated field (`RequestField.value(of:)`).
    mutating func enumClasses(_ field: RequestField, valueCount: Int) -> [Int] {
        let ids = atomIDs(field)
        return (0..<valueCount).map { value in classes[field, default: ClassSet()].intern(ids.filter { atoms[$0].holds(onValue: value) }) }
    }

    /// Scheme keys (every listed scheme and `starts-with` prefix), as path keys are: a key's
    /// exact class is a scheme equal to it (its own atoms and the prefixes it starts with), its
    /// deeper class a scheme extending it (the prefixes alone); the distinct prefix lengths,
    /// ascending, where the runtime probes a scheme that is no key.
    mutating func schemeClasses() -> ([PartitionKey], prefixLengths: [Int], unmatched: Int) {
        var exactIndex: [[UInt8]: [Int]] = [:]
        var prefixIndex: [[UInt8]: [Int]] = [:]
        for (id, atom) in classifierAtoms(.scheme) {
            switch atom {
            case .scheme(let schemes): for scheme in schemes { exactIndex[scheme, default: []].append(id) }
            case .schemePrefix(let prefix): prefixIndex[prefix, default: []].append(id)
            default: break
            }
        }
        let keys = Array(Set(exactIndex.keys).union(prefixIndex.keys)).canonical
        let prefixLengths = Set(prefixIndex.keys.map(\.count)).sorted()
        func covering(_ key: [UInt8]) -> [Int] {
            prefixLengths.prefix { $0 <= key.count }.flatMap { prefixIndex[Array(key.prefix($0))] ?? [] }
        }
        // Exact classes first, then the unmatched one, then the deeper ones: a policy without
        // prefixes numbers its classes as whole keys alone did (deeper is then unmatched).
        let exactClasses = keys.map { classes[.scheme, default: ClassSet()].intern(covering($0) + (exactIndex[$0] ?? [])) }
        let unmatched = classes[.scheme, default: ClassSet()].intern([])
        let partitionKeys = zip(keys, exactClasses).map { key, exact in
            PartitionKey(bytes: key[...], exactClass: exact, deeperClass: classes[.scheme, default: ClassSet()].intern(covering(key)))
        }
        return (partitionKeys, prefixLengths, unmatched)
    }

    /// Number keys of `field`'s classifier (the port, or a response's status: every listed
    /// number, ascending) with their class, the class of no number and of a number no atom lists.
    mutating func numberClasses(_ field: RequestField) -> ([(key: UInt16, keyClass: Int)], none: Int, unmatched: Int) {
        var index: [UInt16: [Int]] = [:]
        var noneAtoms: [Int] = []
        for (id, atom) in classifierAtoms(field) {
            switch atom {
            case .port(let numbers), .status(let numbers): for number in numbers { index[number, default: []].append(id) }
            default: noneAtoms.append(id)
            }
        }
        let keys = index.keys.sorted().map { ($0, classes[field, default: ClassSet()].intern(index[$0] ?? [])) }
        return (keys, classes[field, default: ClassSet()].intern(noneAtoms), classes[field, default: ClassSet()].intern([]))
    }

    /// The host keys (`HostKeyIndex`: every pattern's domain and each of its label suffixes) in
    /// byte order, each with the class of a host equal to it (its exact patterns and every
    /// wildcard on it or a shorter suffix) and of a host below it (the wildcards alone).
    ///
    /// A key's deeper class is its parent's plus the key's own wildcards, its exact class that
    /// plus its exact patterns; each step is memoized by (class, added atoms), so a list of
    /// 100,000 hosts interns a handful of classes instead of an array per key.
    ///
    /// `reused` classes are taken as they are when they were computed from the same host atoms
    /// (a lowering that extends theirs, `PolicyLowering.adding(_:)`: the lint's probes test no
    /// host), so a million-host list is classified once for the lint and the table.
    mutating func hostClasses(reusing reused: HostClasses? = nil) -> HostClasses {
        let hostAtoms = classifierAtoms(.host)
        // Equal atoms share their pattern arrays, which `==` then compares by identity.
        if let reused, reused.atoms.count == hostAtoms.count,
            zip(reused.atoms, hostAtoms).allSatisfy({ $0.id == $1.id && $0.atom == $1.atom })
        {
            classes[.host] = ClassSet(reused.classes)
            return reused
        }
        var index = HostKeyIndex()
        var patterns: [(key: Int, atom: Int, wildcard: Bool)] = []
        var noneAtoms: [Int] = []
        for (id, atom) in hostAtoms {
            guard case .hostPatterns(let list) = atom else {
                noneAtoms.append(id)
                continue
            }
            patterns.reserveCapacity(patterns.count + list.count)
            for pattern in list {
                var domain = pattern.domain
                let key = domain.withUTF8 { index.insert($0) }
                patterns.append((key, id, pattern.includesSubdomains))
            }
        }
        let (wildcards, exact) = (
            KeyAtoms(patterns, keyCount: index.count, wildcard: true),
            KeyAtoms(patterns, keyCount: index.count, wildcard: false)
        )
        // Provisional classes, renumbered below in the order the keys first name them.
        var provisional = ClassSet()
        var extended: [ClassExtension: Int] = [:]
        func adding(_ atoms: ArraySlice<Int>, to base: Int) -> Int {
            guard !atoms.isEmpty else { return base }
            let step = ClassExtension(base: base, atoms: atoms)
            if let known = extended[step] { return known }
            let result = provisional.intern(provisional.classes[base] + atoms)
            extended[step] = result
            return result
        }
        let empty = provisional.intern([])
        var deeper = [Int](repeating: -1, count: index.count)
        func deeperClass(_ key: Int) -> Int {
            if deeper[key] >= 0 { return deeper[key] }
            let parent = index.parents[key]
            let result = adding(wildcards[key], to: parent < 0 ? empty : deeperClass(parent))
            deeper[key] = result
            return result
        }
        var hostClasses = classes[.host] ?? ClassSet()
        var final: [Int?] = []
        func renumbered(_ provisionalClass: Int) -> Int {
            if final.count <= provisionalClass { final += repeatElement(nil, count: provisional.classes.count - final.count) }
            if let known = final[provisionalClass] { return known }
            let result = hostClasses.intern(provisional.classes[provisionalClass])
            final[provisionalClass] = result
            return result
        }
        let sortedKeys = index.sortedKeys()
        var partitionKeys: [PartitionKey] = []
        partitionKeys.reserveCapacity(sortedKeys.count)
        for key in sortedKeys {
            let below = deeperClass(key)
            let exactClass = renumbered(adding(exact[key], to: below))
            partitionKeys.append(PartitionKey(bytes: index.bytes(key), exactClass: exactClass, deeperClass: renumbered(below)))
        }
        let (none, unmatched) = (hostClasses.intern(noneAtoms), hostClasses.intern([]))
        classes[.host] = hostClasses
        return HostClasses(keys: partitionKeys, none: none, unmatched: unmatched, classes: hostClasses.classes, atoms: hostAtoms)
    }

    /// The host keys and classes `hostClasses` computed, and the atoms it computed them from.
    struct HostClasses: Sendable {
        /// The keys in byte order, with their classes.
        let keys: [PartitionKey]
        /// The class of no host, and of a host with no key as label suffix.
        let none, unmatched: Int
        /// The joint classes' true atoms (of the URL's and the current URL's host atoms).
        let classes: [[Int]]
        /// The host atoms, by id, as the URL's host tests them.
        let atoms: [(id: Int, atom: LoweredAtom)]
    }

    /// Prefix keys of `field`'s classifier (the path, or a response's type: every exact value
    /// and prefix) with the class of a value equal to each and of one extending it, the
    /// distinct key lengths, ascending, the class of a value with no key as prefix, and of no
    /// value (a type's; the unmatched class for a path, which always has one).
    mutating func prefixClasses(_ field: RequestField) -> ([PartitionKey], lengths: [Int], unmatched: Int, none: Int) {
        var exactIndex: [[UInt8]: [Int]] = [:]
        var prefixIndex: [[UInt8]: [Int]] = [:]
        var noneAtoms: [Int] = []
        for (id, atom) in classifierAtoms(field) {
            switch atom {
            case .pathExact(let values), .type(let values): for value in values { exactIndex[value, default: []].append(id) }
            case .pathPrefix(let prefix), .typePrefix(let prefix): prefixIndex[prefix, default: []].append(id)
            case .typeIsNone: noneAtoms.append(id)
            default: break
            }
        }
        let keys = Array(Set(exactIndex.keys).union(prefixIndex.keys)).canonical
        let lengths = Set(keys.map(\.count)).sorted()
        let partitionKeys = keys.map { key in
            let covering = lengths.prefix { $0 <= key.count }.flatMap { prefixIndex[Array(key.prefix($0))] ?? [] }
            return PartitionKey(
                bytes: key[...],
                exactClass: classes[field, default: ClassSet()].intern(covering + (exactIndex[key] ?? [])),
                deeperClass: classes[field, default: ClassSet()].intern(covering))
        }
        let unmatched = classes[field, default: ClassSet()].intern([])
        return (partitionKeys, lengths, unmatched, field == .type ? classes[field, default: ClassSet()].intern(noneAtoms) : unmatched)
    }

    /// The true atoms of each class of the classified fields of both URLs: a classifier's
    /// classes are joint truth vectors of the URL's and the current URL's atoms, and each
    /// field sees its own atoms of them.
    func classifierTruth(_ fieldOf: [RequestField]) -> [RequestField: [[Int]]] {
        var truth: [RequestField: [[Int]]] = [:]
        for field in [RequestField.scheme, .host, .port, .path, .status, .type] {
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

/// A memo key of `PartitionBuilder.hostClasses`: a class with some atoms added.
private struct ClassExtension: Hashable {
    let base: Int
    let atoms: ArraySlice<Int>
}

/// The atoms of the wildcard (or the exact) patterns on each host key, grouped by key in one
/// flat array (counting sort), so no key holds an array of its own.
private struct KeyAtoms {
    private let starts: [Int]
    private let atoms: [Int]

    init(_ patterns: [(key: Int, atom: Int, wildcard: Bool)], keyCount: Int, wildcard: Bool) {
        var starts = [Int](repeating: 0, count: keyCount + 1)
        for pattern in patterns where pattern.wildcard == wildcard { starts[pattern.key + 1] += 1 }
        for key in 0..<keyCount { starts[key + 1] += starts[key] }
        var next = starts
        var atoms = [Int](repeating: 0, count: starts[keyCount])
        for pattern in patterns where pattern.wildcard == wildcard {
            atoms[next[pattern.key]] = pattern.atom
            next[pattern.key] += 1
        }
        (self.starts, self.atoms) = (starts, atoms)
    }

    /// The atoms on `key`, in pattern order.
    subscript(key: Int) -> ArraySlice<Int> { atoms[starts[key]..<starts[key + 1]] }
}
