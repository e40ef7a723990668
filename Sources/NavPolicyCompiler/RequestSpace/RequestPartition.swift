import NavPolicy

/// The request space of a set of lowered conditions: the compiler's attribute classification
/// (`PolicyPartition`) refined by what a request URL can realize, one level per attribute
/// (`RequestField.attributes`), each class with a typed representative value and its
/// `Feasibility` facts.
///
/// - Classes shared by special and non-special schemes are split, so feasibility is exact.
/// - A host class is kept only with a representative the runtime normalizes to itself (no
///   subdomain of an IP literal, no `0.0.1`, which a URL reads as `0.0.0.1`).
/// - The current URL's parts have the same classes as the request's (one classifier serves
///   both), or one per kind of value when the policy does not test that part; a current value
///   needs a loaded page, and no current URL is a class of its own.
/// - A relation the policy tests has one class per relation, checked against the classes of
///   both parts (`Feasibility`); the current URL's levels are a single free class each when
///   the policy tests no part of it and relates only hosts.
/// - Paths are classified jointly with the general globs (the diagram keeps those as separate
///   boolean fields, whose combinations with path classes may not exist), see `PathClassifier`.
/// - Flags and parameter tests are free booleans (`RequestPartition+FreeBooleans.swift`).
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

    /// The levels a walk fixes, in `RequestField.attributes` order: every attribute but those
    /// with one free class (a current URL part or a relation the policy does not test, with no
    /// demand), which a walk would only pass through, charging its budget. A witness leaves
    /// them to `RequestWitness`, which treats them as untested.
    package let levels: [RequestField]

    /// The classes of a level (`RequestField.attributes`).
    package func classes(of level: RequestField) -> [FieldClass] { classesByLevel[level] ?? [] }

    /// The fields of the lowered conditions a level fixes.
    func fields(of level: RequestField) -> [RequestField] { fieldsByLevel[level] ?? [level] }

    /// The refined partition of a lowering's classification. With `responses`, its requests
    /// stand for responses: only what an engine asks a response of (a main frame or a subframe,
    /// navigation `other`), with a class per status, type, attachment and displayable fact
    /// (`responseClasses`).
    init(_ partition: PolicyPartition, atoms: [LoweredAtom], atomFields: [RequestField], responses: Bool = false) {
        func enumClass(_ field: RequestField, _ index: Int, _ value: RequestValue, _ constraint: Feasibility = .start) -> FieldClass {
            FieldClass(trueAtoms: partition.trueAtoms(of: field)[index], value: value, constraint: constraint, baseClasses: [field: index])
        }
        let tested = Set(atomFields)
        let tracked = Set(ComparedPart.allCases.filter { tested.contains(.relation($0)) })
        // The current URL's own levels are walked only when the policy tests one of its parts
        // or relates a scheme or a port to it; otherwise the host relation alone says what the
        // current URL is (as before the current parts existed), and walks stay as small.
        let usesCurrentParts = tracked.contains(.scheme) || tracked.contains(.port) || tested.contains { $0.urlField != nil }
        var levels: [RequestField: [FieldClass]] = [:]
        let targets: [NavigationTarget] = responses ? [.mainFrame, .subframe] : [.mainFrame, .newWindow, .subframe]
        levels[.target] = targets.map { target in
            var opens = Feasibility.start
            opens.opensWindow = target == .newWindow
            return enumClass(.target, partition.enumClass(of: .target, value: Int(target.rawValue)), .target(target), opens)
        }
        levels[.navigation] = (responses ? [.other] : NavigationType.allCases).map { navigation in
            var never = Feasibility.start
            never.neverOpensWindow = ![.link, .formSubmit, .other].contains(navigation)
            return enumClass(.navigation, partition.enumClass(of: .navigation, value: navigation.index), .navigation(navigation), never)
        }
        levels[.view] = NavigationView.allCases.map { enumClass(.view, partition.enumClass(of: .view, value: Int($0.rawValue)), .view($0)) }
        let hostField = RequestField.url(.host)
        var hostDemand = CandidateDemand(usesCurrent: usesCurrentParts, currentTested: tested.contains(hostField.currentField ?? hostField))
        for (part, candidates) in [
            (ComparedPart.scheme, Self.schemeCandidates(partition)), (.host, Self.hostCandidates(partition, demand: &hostDemand)),
            (.port, Self.portCandidates(partition)),
        ] {
            let field = RequestField.url(part)
            let sides = Self.comparedClasses(
                candidates, field: field, partition, tracked: tracked.contains(part), usesCurrent: usesCurrentParts,
                currentTested: tested.contains(field.currentField ?? field))
            (levels[field], levels[field.currentField ?? field]) = (sides.url, sides.current)
        }
        for part in ComparedPart.allCases {
            let field = RequestField.relation(part)
            levels[field] =
                tracked.contains(part)
                ? CurrentRelation.allCases.map {
                    enumClass(field, partition.enumClass(of: field, value: $0.rawValue), .relation(part, $0), Feasibility(relation: $0))
                }
                : [enumClass(field, partition.enumClass(of: field, value: CurrentRelation.noCurrent.rawValue), .relation(part, nil))]
        }
        levels.merge(Self.responseClasses(partition, responses: responses)) { _, response in response }
        levels[.path] = Self.pathClasses(partition, level: .path, atoms: atoms, atomFields: atomFields)
        let queryNames = (0..<partition.queryNames.count).map(RequestField.queryName)
        var approximate: Bool
        (levels[.query], approximate) = Self.queryClasses(partition, level: .query, names: queryNames)
        let currentNames = (0..<partition.queryNames.count).map(RequestField.currentQueryName)
        if usesCurrentParts {
            levels[.currentPath] =
                [
                    FieldClass(
                        trueAtoms: [], value: .noCurrentURL, constraint: Feasibility(pages: [.absent, .unparsable]),
                        baseClasses: [.currentPath: partition.noneClass(of: .currentPath)])
                ]
                + Self.pathClasses(partition, level: .currentPath, atoms: atoms, atomFields: atomFields)
            let (classes, currentApproximate) = Self.queryClasses(partition, level: .currentQuery, names: currentNames)
            levels[.currentQuery] = classes
            approximate = approximate || currentApproximate
        } else {
            levels[.currentPath] = [FieldClass(trueAtoms: [], value: .anyCurrent, constraint: .start, baseClasses: [:])]
            levels[.currentQuery] = [FieldClass(trueAtoms: [], value: .anyCurrent, constraint: .start, baseClasses: [:])]
        }
        var fields: [RequestField: [RequestField]] = [
            .path: [.path] + (0..<partition.globs.count).map(RequestField.glob), .query: [.query] + queryNames,
            .currentPath: [.currentPath] + (0..<partition.globs.count).map(RequestField.currentGlob),
            .currentQuery: [.currentQuery] + currentNames,
        ]
        // Free booleans: the parameter tests with the part each reads, the flags on a level of their own.
        let parameterTests = Dictionary(grouping: tested.filter(Self.isParameterTest).sorted(), by: \.level)
        var testsByField: [RequestField: ParameterTest] = [:]
        for (id, atom) in atoms.enumerated() where Self.isParameterTest(atomFields[id]) {
            if case .parameter(let test) = atom.onURL { testsByField[atomFields[id]] = test }
        }
        for (level, tests) in parameterTests {
            let refined = Self.withParameterTests(levels[level] ?? [], tests: tests, partition) { first, second in
                guard let first = testsByField[first], let second = testsByField[second] else { return false }
                return first.implies(second)
            }
            levels[level] = refined.classes
            fields[level, default: [level]] += tests
            approximate = approximate || refined.approximate
        }
        let flags = tested.filter { if case .flag = $0 { true } else { false } }.sorted()
        let flagLevel = Self.flagClasses(partition, flags: flags)
        levels[Self.flagsLevel] = flagLevel.classes
        fields[Self.flagsLevel] = flags
        isApproximate = approximate || flagLevel.approximate
        classesByLevel = levels
        self.levels = Self.levelFields.filter { level in
            guard let classes = levels[level], classes.count == 1, classes[0].constraint == .start else { return true }
            switch classes[0].value {
            case .anyCurrent, .relation(_, nil), .flags([]), .noResponse: return false
            default: return true
            }
        }
        fieldsByLevel = fields
    }

    /// A value of a scheme, host or port classifier: a representative, the compiler's class it
    /// falls in, and what it implies for the rest of its URL.
    struct Candidate {
        var value: RequestValue
        var jointClass: Int
        var facts: Feasibility.Facts
        /// A value only the request's own URL takes (the current URL's classes do without it).
        var requestOnly = false
    }

    /// The classes of a compared part (scheme, host, port) on the request's URL and on the
    /// current URL, from the same candidates (the part's classifier serves both URLs).
    ///
    /// The request's classes are the candidates' compiler classes, split by facts. The current
    /// URL's are the same when the policy tests that part of it, else one per kind of value
    /// (its truth is then the same everywhere); a current value's class needs a loaded page, and
    /// the current scheme has one more class: no current URL. When the policy tests the part's
    /// relation, each class says which current class holds its value (`Feasibility.compared`),
    /// and a current class whether it holds another value for `!=`.
    private static func comparedClasses(
        _ candidates: [Candidate], field: RequestField, _ partition: PolicyPartition, tracked: Bool, usesCurrent: Bool, currentTested: Bool
    ) -> (url: [FieldClass], current: [FieldClass]) {
        let currentField = field.currentField ?? field
        // A class of one URL is a truth vector of that URL's atoms (and facts): two joint
        // classes that only the other URL's atoms tell apart are one class here, so a witness
        // takes the first candidate (a default port) rather than a value only the other URL's
        // atoms name.
        var truthIDs: [RequestField: [[Int]: Int]] = [:]
        func truthID(_ candidate: Candidate, of side: RequestField) -> Int {
            let truth = partition.trueAtoms(of: side)
            let atoms = truth.indices.contains(candidate.jointClass) ? truth[candidate.jointClass] : []
            if let known = truthIDs[side]?[atoms] { return known }
            let id = truthIDs[side]?.count ?? 0
            truthIDs[side, default: [:]][atoms] = id
            return id
        }
        func key(_ candidate: Candidate, exact: Bool) -> [Int] {
            [exact ? truthID(candidate, of: currentField) : -1, Int(candidate.facts.rawValue)]
        }
        var currentIndex: [[Int]: Int] = [:]
        var current: [FieldClass] = []
        if field == .scheme {
            let none = partition.noneClass(of: currentField)
            current.append(
                FieldClass(
                    trueAtoms: partition.trueAtoms(of: currentField)[none], value: .noCurrentURL,
                    constraint: Feasibility(pages: [.absent, .unparsable], compared: tracked ? Feasibility.partNone : nil),
                    baseClasses: [currentField: none]))
        }
        if usesCurrent {
            // A request-only value is on the current side too when `==` relates the two.
            for candidate in candidates where tracked || !candidate.requestOnly {
                let candidateKey = key(candidate, exact: currentTested)
                if let index = currentIndex[candidateKey] {
                    // A second value of the class: the one `!=` takes when the request has the first.
                    if case .onCurrent(let value, nil) = current[index].value, value != candidate.value {
                        current[index].value = .onCurrent(value, alternate: candidate.value)
                        current[index].constraint.hasAlternate = true
                    }
                    continue
                }
                currentIndex[candidateKey] = current.count
                let isNone = candidate.value == .host(nil) || candidate.value == .port(nil)
                current.append(
                    FieldClass(
                        trueAtoms: partition.trueAtoms(of: currentField)[candidate.jointClass],
                        value: .onCurrent(candidate.value, alternate: nil),
                        constraint: Feasibility(
                            facts: candidate.facts, pages: isNone ? .all : .loaded,
                            compared: tracked ? (isNone ? Feasibility.partNone : Int32(current.count)) : nil),
                        baseClasses: [currentField: candidate.jointClass]))
            }
        } else {
            current.append(
                FieldClass(
                    trueAtoms: [], value: .anyCurrent, constraint: Feasibility(compared: tracked ? Feasibility.partAny : nil),
                    baseClasses: [:]))
        }
        var seen = Set<[Int]>()
        // Untracked, a class of the request's part is its own truth: take a web default port,
        // then a port no atom lists (the scheme's default), before another listed one, so an
        // example keeps its default port.
        let rank = { (candidate: Candidate) -> Int in
            switch candidate.value {
            case .port(nil): 0
            case .port(443?), .port(80?): 1
            case .unlistedPort: 2
            default: 3
            }
        }
        let ordered =
            tracked
            ? candidates : candidates.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
        let url = ordered.compactMap { candidate -> FieldClass? in
            // A compared part's classes stay the joint ones: `==` relates the two URLs' values.
            let own = tracked ? candidate.jointClass : truthID(candidate, of: field)
            guard seen.insert([own, Int(candidate.facts.rawValue)]).inserted else { return nil }
            let isNone = candidate.value == .host(nil) || candidate.value == .port(nil)
            let partner = usesCurrent ? currentIndex[key(candidate, exact: currentTested)].map(Int32.init) : 0
            var value = candidate.value
            if !tracked, case .unlistedPort(let fallback, _) = value {
                // The scheme's default port is in this class when the request's own port atoms
                // do not list it (a status range listing 443 does not move `https` off 443).
                value = .unlistedPort(
                    fallback: fallback,
                    listed: Set(partition.portKeys.filter { !partition.trueAtoms(of: field)[$0.portClass].isEmpty }.map(\.port)))
            }
            return FieldClass(
                trueAtoms: partition.trueAtoms(of: field)[candidate.jointClass], value: value,
                constraint: Feasibility(facts: candidate.facts, compared: tracked ? (isNone ? Feasibility.partNone : partner) : nil),
                baseClasses: [field: candidate.jointClass])
        }
        return (url, current)
    }

    /// Scheme candidates; web schemes first (friendly witnesses, `https` even when no key), then
    /// the other keys, `file`,
    /// then for each `starts-with` prefix a scheme extending it that is no key (`facetimex`
    /// under `facetime`: the class of schemes that merely start with a prefix), and two schemes
    /// that are no key. Each candidate's class is the one the runtime gives it
    /// (`schemeClass(of:in:)`), so a fresh name that happens to start with a prefix lands in
    /// that prefix's class, not the unmatched one.
    private static func schemeCandidates(_ partition: PolicyPartition) -> [Candidate] {
        let keys = Dictionary(partition.schemeKeys.map { ($0.key, $0) }) { first, _ in first }
        let order = { (key: PartitionKey) in ["https", "http"].firstIndex(of: key.key) ?? (key.key == "file" ? 3 : 2) }
        var candidates = partition.schemeKeys.sorted { order($0) < order($1) }.map {
            Candidate(value: .scheme($0.key), jointClass: $0.exactClass, facts: Feasibility.of(scheme: $0.key))
        }
        func fresh(_ base: String) -> String {
            var name = base
            while keys[name] != nil { name += "-x" }
            return name
        }
        // `https` when it is no key, so a class of schemes no rule names has a web example
        // (a response's URL above all) before `x-other`.
        if keys["https"] == nil {
            // Not for the current URL, whose classes are the scheme keys' and no others.
            candidates.insert(
                Candidate(
                    value: .scheme("https"), jointClass: schemeClass(of: "https", in: partition, keys: keys),
                    facts: Feasibility.of(scheme: "https"), requestOnly: true), at: 0)
        }
        let prefixLengths = Set(partition.schemePrefixLengths)
        for key in partition.schemeKeys where prefixLengths.contains(key.bytes.count) {
            let scheme = fresh(key.key + "x")
            candidates.append(
                Candidate(
                    value: .scheme(scheme), jointClass: schemeClass(of: scheme, in: partition, keys: keys),
                    facts: Feasibility.of(scheme: scheme)))
        }
        var other = fresh("x-other")
        for _ in 0..<2 {
            candidates.append(Candidate(value: .scheme(other), jointClass: schemeClass(of: other, in: partition, keys: keys), facts: []))
            other = fresh(other + "-x")
        }
        return candidates
    }

    /// The class the runtime gives a scheme: a key's exact class, else the deeper class of the
    /// longest key among its prefixes of a `starts-with` length, else the unmatched class.
    static func schemeClass(of scheme: String, in partition: PolicyPartition, keys: [String: PartitionKey]) -> Int {
        if let key = keys[scheme] { return key.exactClass }
        let bytes = Array(scheme.utf8)
        for length in partition.schemePrefixLengths.reversed() where length < bytes.count {
            if let key = keys[String(decoding: bytes.prefix(length), as: UTF8.self)] { return key.deeperClass }
        }
        return partition.schemeUnmatchedClass
    }

    /// Port candidates: none, each listed port, and ports no atom lists (the scheme's default
    /// where it can, see `RequestValue.unlistedPort`, then another), found over every port so
    /// that no class of ports is lost.
    private static func portCandidates(_ partition: PolicyPartition) -> [Candidate] {
        var candidates = [Candidate(value: .port(nil), jointClass: partition.portNoneClass, facts: .portIsNone)]
        let listed = Set(partition.portKeys.map(\.port))
        candidates += partition.portKeys.map { Candidate(value: .port($0.port), jointClass: $0.portClass, facts: .hasPort) }
        // Searched over every port: a range up to 65535 leaves only low ports unlisted.
        var unlisted: [UInt16] = []
        for range in [UInt16(1024)...UInt16.max, 0...1023] where unlisted.count < 2 {
            unlisted += range.lazy.filter { !listed.contains($0) }.prefix(2 - unlisted.count)
        }
        if let fallback = unlisted.first {
            candidates.append(
                Candidate(
                    value: .unlistedPort(fallback: fallback, listed: listed), jointClass: partition.portUnmatchedClass, facts: .hasPort))
        }
        if unlisted.count == 2 {
            candidates.append(Candidate(value: .port(unlisted[1]), jointClass: partition.portUnmatchedClass, facts: .hasPort))
        }
        return candidates
    }

    /// Query classes: no query, and a query holding exactly each combination of the names the
    /// policy tests (every combination up to `maxJointQueryNames` names; past that, each name
    /// alone and none, and the partition is approximate). A representative query writes each
    /// name percent-encoded and followed by `=`, so reading it back gives the name exactly.
    private static func queryClasses(_ partition: PolicyPartition, level: RequestField, names: [RequestField]) -> (
        [FieldClass], approximate: Bool
    ) {
        let truth = partition.trueAtoms(of: level)
        let isCurrent = level == .currentQuery
        let (absent, present) = (partition.enumClass(of: level, value: 0), partition.enumClass(of: level, value: 1))
        // A current URL's query needs a loaded page; no query is also no current URL.
        func value(_ query: String?) -> RequestValue { isCurrent ? .onCurrent(.query(query), alternate: nil) : .query(query) }
        var baseClasses: [RequestField: Int] = [level: absent]
        for name in names { baseClasses[name] = 0 }
        var classes = [FieldClass(trueAtoms: truth[absent], value: value(nil), constraint: .start, baseClasses: baseClasses)]
        let approximate = names.count > maxJointQueryNames
        let combinations: [[Int]] =
            approximate
            ? [[]] + names.indices.map { [$0] }
            : (0..<(1 << names.count)).map { mask in names.indices.filter { mask & (1 << $0) != 0 } }
        for combination in combinations {
            var trueAtoms = truth[present]
            baseClasses[level] = present
            for (index, name) in names.enumerated() {
                let isTrue = combination.contains(index)
                baseClasses[name] = isTrue ? 1 : 0
                if isTrue { trueAtoms += partition.trueAtoms(of: name)[1] }
            }
            // `name=`: an empty name is a field of its own only with its `=`.
            let query = combination.map { percentEncoded(partition.queryNames[$0]) + "=" }.joined(separator: "&")
            classes.append(
                FieldClass(
                    trueAtoms: trueAtoms.sorted(), value: value(query), constraint: Feasibility(pages: isCurrent ? .loaded : .all),
                    baseClasses: baseClasses))
        }
        return (classes, approximate)
    }

    /// Every byte but ASCII letters, digits, `-`, `.`, `_` and `~` as `%XX`.
    private static func percentEncoded(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in text.utf8 {
            let plain =
                (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || [0x2D, 0x2E, 0x5F, 0x7E].contains(byte)
            bytes += plain ? [byte] : [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Path classes from the product automaton of the path and glob atoms of one URL (`level`
    /// `.path` or `.currentPath`; a current path needs a loaded page).
    private static func pathClasses(_ partition: PolicyPartition, level: RequestField, atoms: [LoweredAtom], atomFields: [RequestField])
        -> [FieldClass]
    {
        var globs: [(atom: Int, pattern: [UInt8], folded: Bool)] = []
        // A literal `*` in a plain path or prefix stands for itself; such constants are rare
        // and are approximated by a byte no URL path contains.
        let literal = { (bytes: [UInt8]) in bytes.map { $0 == UInt8(ascii: "*") ? 0 : $0 } }
        for (id, atom) in atoms.enumerated() where atomFields[id].level == level {
            switch atom.onURL {
            case .pathExact(let paths): for path in paths { globs.append((id, literal(path), false)) }
            case .pathPrefix(let prefix): globs.append((id, literal(prefix) + [UInt8(ascii: "*")], false))
            case .glob(let glob): globs.append((id, glob.bytes, glob.folded))
            default: break
            }
        }
        let isCurrent = level == .currentPath
        let pathClassOfTruth = Dictionary(partition.trueAtoms(of: level).enumerated().map { ($1, $0) }) { first, _ in first }
        let pathClasses = PathClassifier(globs: globs).classes()
        let opaqueOfTruth = Dictionary(pathClasses.filter { $0.kind == .opaque }.map { ($0.trueAtoms, $0.representative) }) { first, _ in
            first
        }
        return pathClasses.map { pathClass in
            let facts: Feasibility.Facts =
                switch pathClass.kind {
                case .hierarchical: []
                case .doubleSlash: .doubleSlashPath
                case .opaque: .opaquePath
                }
            var baseClasses: [RequestField: Int] = [:]
            baseClasses[level] = pathClassOfTruth[pathClass.trueAtoms.filter { atomFields[$0] == level }]
            for index in partition.globs.indices {
                let glob = isCurrent ? RequestField.currentGlob(index) : .glob(index)
                baseClasses[glob] = pathClass.trueAtoms.contains { atomFields[$0] == glob } ? 1 : 0
            }
            let value = RequestValue.path(
                pathClass.representative, opaque: pathClass.kind == .hierarchical ? opaqueOfTruth[pathClass.trueAtoms] : nil)
            return FieldClass(
                trueAtoms: pathClass.trueAtoms, value: isCurrent ? .onCurrent(value, alternate: nil) : value,
                constraint: Feasibility(facts: facts, pages: isCurrent ? .loaded : .all), baseClasses: baseClasses)
        }
    }

    /// A witness whose fields fall in the given classes of the compiler's partition (fields not
    /// given: any class), combining one class per level that a URL can realize; nil when none
    /// can. Serves tools that start from a diagram path.
    package func witness(inClasses wanted: [RequestField: Int]) -> RequestWitness? {
        let levels = self.levels
        let wantedByLevel = Dictionary(grouping: wanted) { Self.walkLevel(of: $0.key) }
        var failed: [Int: Set<Feasibility>] = [:]
        func search(_ depth: Int, _ state: Feasibility, _ values: [RequestValue]) -> RequestWitness? {
            guard depth < levels.count else { return RequestWitness(values: values) }
            guard failed[depth]?.contains(state) != true else { return nil }
            for fieldClass in classes(of: levels[depth])
            where (wantedByLevel[levels[depth]] ?? []).allSatisfy({ fieldClass.baseClasses[$0.key] == $0.value }) {
                guard let next = state.advance(level: levels[depth], with: fieldClass.constraint) else { continue }
                if let found = search(depth + 1, next, values + [fieldClass.value]) { return found }
            }
            failed[depth, default: []].insert(state)
            return nil
        }
        return search(0, .start, [])
    }
}
