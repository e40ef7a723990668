/// Host classes for the host atoms: no host; each pattern domain itself; a subdomain of each
/// `*.` domain that is no domain of its own; a host that no pattern reaches. Any host falls in
/// one of them with the same truth for every atom (a host that is no key behaves like a fresh
/// label under the longest `*.` domain above it), so the split is exact.
struct HostPartition {
    private let atoms: [FieldAtom]
    private let ids: [Int]
    /// For each domain: the atoms with an exact pattern of it, and those with a `*.` pattern of it.
    private var exactAtoms: [String: [Int]] = [:]
    private var wildcardAtoms: [String: [Int]] = [:]

    /// The partition for the host atoms `ids` of `atoms`.
    init(atoms: [FieldAtom], ids: [Int]) {
        self.atoms = atoms
        self.ids = ids
        for id in ids {
            guard case .host(let patterns) = atoms[id] else { continue }
            for pattern in patterns {
                if pattern.includesSubdomains {
                    wildcardAtoms[pattern.domain, default: []].append(id)
                } else {
                    exactAtoms[pattern.domain, default: []].append(id)
                }
            }
        }
    }

    /// The classes, deduplicated by truth (the none class first).
    func classes() -> [RequestPartition.FieldClass] {
        var classes: [RequestPartition.FieldClass] = []
        var seen = Set<[Int]>()
        func add(_ truth: Set<Int>, _ host: String, _ constraint: RequestPartition.Constraint = []) {
            let sorted = truth.sorted()
            if seen.insert(sorted + [constraint.isEmpty ? -1 : -2]).inserted {
                classes.append(.init(trueAtoms: sorted, representative: host, constraint: constraint))
            }
        }
        add(Set(ids.filter { atoms[$0] == .hostIsNone }), "", .hostIsNone)
        let keys = Set(exactAtoms.keys).union(wildcardAtoms.keys)
        for key in keys.sorted() {
            add(Set(exactAtoms[key] ?? []).union(wildcardsAbove(key, including: true)), key)
            if wildcardAtoms[key] != nil, Self.canHaveSubdomains(key) {
                add(wildcardsAbove(key, including: true), freshLabel(under: key, keys: keys))
            }
        }
        add([], freshHost(keys: keys))
        return classes
    }

    /// The atoms of `*.d` patterns for every domain `d` that `host` is under (or equals, when
    /// `including`).
    private func wildcardsAbove(_ host: String, including: Bool) -> Set<Int> {
        var result = Set<Int>()
        if including, let atoms = wildcardAtoms[host] { result.formUnion(atoms) }
        var rest = Substring(host)
        while let dot = rest.firstIndex(of: ".") {
            rest = rest[rest.index(after: dot)...]
            if let atoms = wildcardAtoms[String(rest)] { result.formUnion(atoms) }
        }
        return result
    }

    /// Whether a URL can have a host under `domain`: not under an IP literal (`[::1]`), nor under
    /// a name whose last label is a number (WHATWG parses `x.127.0.0.1` as IPv4 and fails).
    static func canHaveSubdomains(_ domain: String) -> Bool {
        guard !domain.hasPrefix("[") else { return false }
        let last = domain.split(separator: ".").last ?? ""
        let isNumber = !last.isEmpty && (last.allSatisfy(\.isNumber) || last.lowercased().hasPrefix("0x"))
        return !isNumber
    }

    /// `xN.domain` that is not itself a key.
    private func freshLabel(under domain: String, keys: Set<String>) -> String {
        var counter = 0
        while keys.contains("x\(counter)." + domain) { counter += 1 }
        return "x\(counter)." + domain
    }

    /// A host that is no key and under no `*.` domain.
    private func freshHost(keys: Set<String>) -> String {
        var counter = 0
        while true {
            let candidate = "other\(counter).navpolicy-fresh"
            if !keys.contains(candidate), wildcardsAbove(candidate, including: true).isEmpty,
               !keys.contains("navpolicy-fresh") { return candidate }
            counter += 1
            if counter > 1000 { return "h\(counter).navpolicy-unmatched" }
        }
    }
}
