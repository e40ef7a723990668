import NavPolicy

/// `duplicate-pattern` (warning): a list holds the same item twice, or a host pattern that
/// another pattern of the same list already covers (`"a.com"` or `"x.a.com"` beside
/// `"*.a.com"`). Items are compared after normalization (`"A.com."` is `"a.com"`); a named list
/// is compared as host patterns when a `host` condition uses it.
///
/// Bad:
/// ```
/// let ours = ["example.com", "*.example.com", "https", "https"]
/// ```
/// Fixed:
/// ```
/// let ours = ["*.example.com"]
/// ```
enum DuplicatePatternRule: LintRule {
    static let code = DiagnosticCode.duplicatePattern
    static let severity = Severity.warning
    static let summary = "a list repeats an item or holds a host pattern another pattern already covers"

    static func check(_ context: LintContext) -> [Diagnostic] {
        var hostListNames = Set<String>()
        var inlineLists: [(attribute: Attribute?, list: ListSyntax)] = []
        for condition in context.syntax.conditions {
            condition.forEachComparison { comparison in
                switch comparison.value {
                case .list(let list): inlineLists.append((Attribute(rawValue: comparison.attribute.text), list))
                case .word(let word) where Attribute(rawValue: comparison.attribute.text) == .host: hostListNames.insert(word.text)
                default: break
                }
            }
        }
        var findings: [Diagnostic] = []
        for (attribute, list) in inlineLists {
            findings += duplicates(in: list, asHosts: attribute == .host, lowercase: attribute == .scheme)
        }
        for statement in context.syntax.statements {
            guard case .definition(let definition) = statement, let list = definition.list else { continue }
            findings += duplicates(in: list, asHosts: hostListNames.contains(definition.name.text), lowercase: false)
        }
        return findings
    }

    /// One finding per item that repeats an earlier item or is covered by a wildcard host item.
    /// Items are read without their ranges; only the reported ones are located.
    private static func duplicates(in list: ListSyntax, asHosts: Bool, lowercase: Bool) -> [Diagnostic] {
        var items: [(key: String, position: Int)] = []
        items.reserveCapacity(list.items.count)
        for position in list.items.indices {
            if let value = list.items.stringValue(at: position) {
                items.append((asHosts ? normalizedPattern(value) : lowercase ? value.lowercased() : value, position))
            } else if case .word(let word) = list.items[position] {
                items.append((word.text, position))
            }
        }
        let range = { (item: Int) in list.items[items[item].position].range }
        guard !asHosts else { return hostDuplicates(items.map(\.key), range: range) }
        var findings: [Diagnostic] = []
        var firstItem: [String: Int] = [:]
        firstItem.reserveCapacity(items.count)
        for (item, (key, _)) in items.enumerated() {
            if let earlier = firstItem[key] {
                findings.append(repeated(key, at: range(item), earlier: range(earlier)))
                continue
            }
            firstItem[key] = item
        }
        return findings
    }

    /// `duplicates` of a host list. Each item is its domain's key in a `HostKeyIndex` (which
    /// also interns every label suffix, with its parent one label shorter) and whether it is a
    /// `*.` pattern, so repeats and covering wildcards are found by key number, not by hashing
    /// a string for each item and each of its suffixes.
    private static func hostDuplicates(_ keys: [String], range: (Int) -> SourceRange) -> [Diagnostic] {
        var index = HostKeyIndex()
        var domains: [Int32] = []
        domains.reserveCapacity(keys.count)
        for var key in keys {
            let skipped = isWildcard(key) ? 2 : 0
            domains.append(Int32(key.withUTF8 { index.insert(UnsafeBufferPointer(rebasing: $0[skipped...])) }))
        }
        // The first-written `*.` item on each domain, and the first item of each kind so far.
        var coveringItem = [Int32](repeating: -1, count: index.count)
        for (item, key) in keys.enumerated() where isWildcard(key) && coveringItem[Int(domains[item])] < 0 {
            coveringItem[Int(domains[item])] = Int32(item)
        }
        var firstExact = [Int32](repeating: -1, count: index.count), firstWildcard = firstExact
        var findings: [Diagnostic] = []
        for (item, key) in keys.enumerated() {
            let domain = Int(domains[item]), wildcard = isWildcard(key)
            let first = wildcard ? firstWildcard[domain] : firstExact[domain]
            if first >= 0 {
                findings.append(repeated(key, at: range(item), earlier: range(Int(first))))
                continue
            }
            if wildcard { firstWildcard[domain] = Int32(item) } else { firstExact[domain] = Int32(item) }
            // The pattern's domain or one above it, whose wildcard is not the pattern itself.
            var above = domain
            while above >= 0 {
                let covering = Int(coveringItem[above])
                if covering >= 0, !(wildcard && above == domain) {
                    findings.append(finding(
                        "host pattern '\(key)' is already matched by '\(keys[covering])'", at: range(item),
                        notes: [DiagnosticNote("'\(keys[covering])' is here", range: range(covering))],
                        help: "remove '\(key)'"
                    ))
                    break
                }
                above = index.parents[above]
            }
        }
        return findings
    }

    /// The finding for an item written twice.
    private static func repeated(_ key: String, at range: SourceRange, earlier: SourceRange) -> Diagnostic {
        finding(
            "'\(key)' appears twice in this list", at: range,
            notes: [DiagnosticNote("first written here", range: earlier)],
            help: "remove the repeated item"
        )
    }

    /// Whether a host pattern is a `*.` one.
    private static func isWildcard(_ pattern: String) -> Bool {
        pattern.isWildcardHostPattern
    }

    /// The canonical text of a host pattern (`*.` kept, domain normalized when valid); the
    /// written text itself when it is already canonical.
    private static func normalizedPattern(_ text: String) -> String {
        let isWildcard = isWildcard(text)
        let domain = isWildcard ? String(Substring(text.utf8.dropFirst(2))) : text
        let normalized = (try? HostNormalizer.normalize(domain).get()) ?? domain
        if normalized == domain { return text }
        return isWildcard ? "*." + normalized : normalized
    }
}
