import NavPolicy

/// Lowers checked rule conditions to hash-consed conditions over per-field atoms.
///
/// `url matches` becomes `scheme ∧ host part ∧ port part ∧ path part`; a path glob without `*` becomes an
/// exact path, one ending in its only `*` a prefix, anything else a boolean glob field.
/// `current is none` and `X == current X` / `X != current X` (`Atom.relation`) are values of the relation fields;
/// `current <part> ...` is the same atom on the current URL's field (`LoweredAtom.onCurrent`).
struct PolicyLowering {
    /// Hash-consed conditions over the atoms below.
    private(set) var store = ConditionStore()
    /// The atoms, by atom id.
    private(set) var atoms: [LoweredAtom] = []
    private var atomIDs: [AtomKey: Int] = [:]
    /// The general globs, by glob field index.
    private(set) var globs: [PathGlob] = []
    /// The query names `query has` tests, by query name field index.
    private(set) var queryNames: [[UInt8]] = []
    /// The distinct parameter tests, by parameter test field index (shared by both URLs).
    private(set) var parameterTests: [ParameterTest] = []
    /// One more than the highest flag index a condition tests (the flag fields are `0..<flagCount`).
    private(set) var flagCount = 0
    /// Each rule's lowered condition, in rule order.
    private(set) var ruleConditions: [Int] = []
    /// The index of each glob and query name in `globs` / `queryNames` (shared by both URLs).
    private var globIndices: [PathGlob: Int] = [:]
    private var queryNameIndices: [[UInt8]: Int] = [:]
    private var parameterTestIndices: [ParameterTest: Int] = [:]
    /// Whether the atoms being lowered test the current URL (inside `current <part>`).
    private var onCurrent = false

    /// Lowers every rule of `policy`.
    init(_ policy: CheckedPolicy) {
        self.init(conditions: policy.rules.map(\.condition))
    }

    /// Lowers conditions (rules, lint probes, the rules of two policies) into one store, so
    /// equal atoms get one id and one partition serves them all.
    init(conditions: [Condition]) {
        for condition in conditions { ruleConditions.append(lower(condition)) }
    }

    /// This lowering with `conditions` lowered after its own into the same store, as
    /// `init(conditions:)` lowers them all: every atom and condition so far keeps its id.
    func adding(_ conditions: [Condition]) -> PolicyLowering {
        var extended = self
        for condition in conditions { extended.ruleConditions.append(extended.lower(condition)) }
        return extended
    }

    /// The fields: the attributes plus one per general glob, query name and parameter test, on
    /// each URL, and one per flag.
    var fields: [RequestField] {
        RequestField.all(
            globCount: globs.count, queryNameCount: queryNames.count, flagCount: flagCount,
            parameterTestParts: parameterTests.map { $0.tableTest.part })
    }

    private mutating func lower(_ condition: Condition) -> Int {
        switch condition {
        case .always: return ConditionStore.trueID
        case .atom(let atom): return lower(atom)
        case .not(let operand): return store.not(lower(operand))
        case .and(let operands): return store.and(operands.map { lower($0) })
        case .or(let operands): return store.or(operands.map { lower($0) })
        case .named(_, let condition): return lower(condition)
        }
    }

    private mutating func lower(_ atom: Atom) -> Int {
        switch atom {
        case .flag(let flag):
            flagCount = max(flagCount, flag.index + 1)
            return condition(.flag(flag.index))
        case .inParameter(let test): return condition(.parameter(test))
        case .schemePrefix(let prefix): return condition(.schemePrefix(Array(prefix.utf8)))
        case .target(let targets): return condition(.target(Set(targets).sorted { $0.rawValue < $1.rawValue }))
        case .navigation(let types): return condition(.navigation(Set(types).sorted { $0.rawValue < $1.rawValue }))
        case .scheme(let schemes): return condition(.scheme(schemes.map { Array($0.utf8) }.canonical))
        case .host(let patterns): return condition(.hostPatterns(Self.canonical(patterns)))
        case .hostIsNone: return condition(.hostIsNone)
        case .relation(let part, let relation): return condition(.relation(part, [relation]))
        case .currentURLIsNone:
            // Every path a URL has starts with "": false only on a current URL that is none.
            onCurrent = true
            defer { onCurrent = false }
            return store.not(condition(.pathPrefix([])))
        case .onCurrent(let inner):
            // Sema allows URL atoms only inside `current`, never a nested `current`.
            onCurrent = true
            defer { onCurrent = false }
            return lower(inner)
        case .path(let paths): return condition(.pathExact(paths.map { Array($0.utf8) }.canonical))
        case .pathPrefix(let prefix): return condition(.pathPrefix(Array(prefix.utf8)))
        case .pathSuffix(let suffix): return condition(.glob(PathGlob(bytes: [UInt8(ascii: "*")] + Array(suffix.utf8), folded: false)))
        case .pathFolded(let paths):
            return store.or(paths.map { condition(.glob(PathGlob(bytes: Array($0.utf8), folded: true))) })
        case .pathPrefixFolded(let prefix): return condition(.glob(PathGlob(bytes: Array(prefix.utf8) + [UInt8(ascii: "*")], folded: true)))
        case .pathSuffixFolded(let suffix): return condition(.glob(PathGlob(bytes: [UInt8(ascii: "*")] + Array(suffix.utf8), folded: true)))
        case .queryIsNone: return condition(.queryIsNone)
        case .queryHas(let names): return store.or(names.map { condition(.queryName(Array($0.utf8))) })
        case .view(let views): return condition(.view(Set(views).sorted { $0.rawValue < $1.rawValue }))
        case .port(let ports): return condition(.port(Set(ports).sorted()))
        case .portIsNone: return condition(.portIsNone)
        case .status(let statuses): return condition(.status(Set(statuses).sorted()))
        case .statusIsNone: return condition(.statusIsNone)
        case .type(let types): return condition(.type(types.map { Array($0.utf8) }.canonical))
        case .typePrefix(let prefix): return condition(.typePrefix(Array(prefix.utf8)))
        case .typeIsNone: return condition(.typeIsNone)
        case .attachment: return condition(.attachment)
        case .displayable: return condition(.displayable)
        case .urlMatches(let pattern):
            let scheme = condition(.scheme(pattern.schemes.map { Array($0.utf8) }.canonical))
            let host: Int =
                switch pattern.host {
                case .any: store.not(condition(.hostIsNone))
                case .none: condition(.hostIsNone)
                case .pattern(let hostPattern): condition(.hostPatterns([hostPattern]))
                }
            return store.and([scheme, host, port(of: pattern), condition(Self.pathAtom(glob: Array(pattern.pathGlob.utf8)))])
        }
    }

    /// The match-pattern port rule: `:*` is true, `:N` is `port is N`, and no port is the
    /// default port of whichever scheme the URL has (`port is none` for a scheme without one).
    private mutating func port(of pattern: MatchPattern) -> Int {
        switch pattern.port {
        case .any:
            return ConditionStore.trueID
        case .number(let number):
            return condition(.port([number]))
        case .schemeDefault:
            let defaults = pattern.schemes.map { SplitURL.defaultPort(ofScheme: $0) }
            func portIs(_ port: UInt16?) -> Int { port.map { condition(.port([$0])) } ?? condition(.portIsNone) }
            // One default for every scheme (the usual single scheme): no need to name the scheme.
            if Set(defaults).count == 1 { return portIs(defaults[0]) }
            return store.or(
                zip(pattern.schemes, defaults).map { scheme, port in
                    store.and([condition(.scheme([Array(scheme.utf8)])), portIs(port)])
                })
        }
    }

    /// The path atom of a glob: exact without `*`, a prefix when its only `*` ends it.
    static func pathAtom(glob: [UInt8]) -> LoweredAtom {
        let stars = glob.filter { $0 == UInt8(ascii: "*") }.count
        if stars == 0 { return .pathExact([glob]) }
        if stars == 1, glob.last == UInt8(ascii: "*") { return .pathPrefix(Array(glob.dropLast())) }
        return .glob(PathGlob(bytes: glob, folded: false))
    }

    static func canonical(_ patterns: [HostPattern]) -> [HostPattern] {
        // Sorted by the domain's bytes, an exact pattern before its `*.` twin; duplicates end
        // up adjacent and are dropped there. The domains are copied once into one buffer and
        // indices are sorted over it: no array per pattern, and no hashing of strings, which
        // normalizes them and dominated a 100,000-host list.
        var storage: [UInt8] = []
        var ranges: [Range<Int>] = []
        var wildcards: [Bool] = []
        storage.reserveCapacity(patterns.count * 24)
        ranges.reserveCapacity(patterns.count)
        wildcards.reserveCapacity(patterns.count)
        for pattern in patterns {
            let start = storage.count
            storage.append(contentsOf: pattern.domain.utf8)
            ranges.append(start..<storage.count)
            wildcards.append(pattern.includesSubdomains)
        }
        return storage.withUnsafeBufferPointer { storage in
            ranges.withUnsafeBufferPointer { ranges in
                let order = ByteStringOrder.sortedIndices(storage, ranges) { !wildcards[$0] && wildcards[$1] }
                var result: [HostPattern] = []
                result.reserveCapacity(order.count)
                for (position, index) in order.enumerated() {
                    if position > 0, case let previous = order[position - 1], wildcards[previous] == wildcards[index],
                        ByteStringOrder.equal(
                            UnsafeBufferPointer(rebasing: storage[ranges[previous]]), UnsafeBufferPointer(rebasing: storage[ranges[index]]))
                    {
                        continue
                    }
                    result.append(patterns[index])
                }
                return result
            }
        }
    }

    /// The condition that is exactly `atom` (on the current URL inside `current <part>`),
    /// registering the atom (and its glob or query name, shared by both URLs) once.
    private mutating func condition(_ urlAtom: LoweredAtom) -> Int {
        let atom = onCurrent ? LoweredAtom.onCurrent(urlAtom) : urlAtom
        let key = AtomKey(atom)
        if let id = atomIDs[key] { return store.atom(id) }
        var (globIndex, queryNameIndex) = (0, 0)
        if case .glob(let glob) = urlAtom {
            globIndex = globIndices[glob] ?? globs.count
            if globIndex == globs.count { globs.append(glob) }
            globIndices[glob] = globIndex
        }
        if case .queryName(let name) = urlAtom {
            queryNameIndex = queryNameIndices[name] ?? queryNames.count
            if queryNameIndex == queryNames.count { queryNames.append(name) }
            queryNameIndices[name] = queryNameIndex
        }
        var parameterTestIndex = 0
        if case .parameter(let test) = urlAtom {
            parameterTestIndex = parameterTestIndices[test] ?? parameterTests.count
            if parameterTestIndex == parameterTests.count { parameterTests.append(test) }
            parameterTestIndices[test] = parameterTestIndex
        }
        let id = store.registerAtom(
            field: atom.field(globIndex: globIndex, queryNameIndex: queryNameIndex, parameterTestIndex: parameterTestIndex))
        atoms.append(atom)
        atomIDs[key] = id
        return store.atom(id)
    }
}
