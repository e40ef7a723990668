import NavPolicy

/// `duplicate-pattern` (warning): a list holds the same item twice, or a host pattern that
/// another pattern of the same list already covers (`"a.com"` or `"x.a.com"` beside
/// `"*.a.com"`). Items are compared after normalization (`"A.com."` is `"a.com"`); a named list
/// is compared as host patterns when a `host` condition uses it. A list file is checked as the
/// list it defines, its findings in the file.
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
        // A list file's items are its definition's list, as for every other check; their
        // findings point into the list file.
        let files = Dictionary(context.policy.listFiles.map { ($0.definitionName, $0) }, uniquingKeysWith: { first, _ in first })
        for statement in context.syntax.statements {
            guard case .definition(let definition) = statement else { continue }
            let asHosts = hostListNames.contains(definition.name.text)
            if let list = definition.list {
                findings += duplicates(in: list, asHosts: asHosts, lowercase: false)
            } else if definition.file != nil, let file = files[definition.name.text] {
                findings += duplicates(in: file.list, asHosts: asHosts, lowercase: false).map { finding in
                    var inFile = finding
                    inFile.file = file.source.name
                    for note in inFile.notes.indices where inFile.notes[note].range != nil { inFile.notes[note].file = file.source.name }
                    return inFile
                }
            }
        }
        return findings
    }

    /// One finding per item that repeats an earlier item or is covered by a wildcard host item.
    /// Items are read without their ranges; only the reported ones are located.
    private static func duplicates(in list: ListSyntax, asHosts: Bool, lowercase: Bool) -> [Diagnostic] {
        let range = { (position: Int) in list.items[position].range }
        guard !asHosts else { return hostDuplicates(list.items) }
        var findings: [Diagnostic] = []
        var firstItem: [String: Int] = [:]
        firstItem.reserveCapacity(list.items.count)
        for position in list.items.indices {
            let key: String
            if let value = list.items.stringValue(at: position) {
                key = lowercase ? value.lowercased() : value
            } else if case .word(let word) = list.items[position] {
                key = word.text
            } else {
                continue
            }
            if let earlier = firstItem[key] {
                findings.append(repeated(key, at: range(position), earlier: range(earlier)))
                continue
            }
            firstItem[key] = position
        }
        return findings
    }

    /// `duplicates` of a host list. Each item is its domain's key in a `HostKeyIndex` (which
    /// also interns every label suffix, with its parent one label shorter) and whether it is a
    /// `*.` pattern, so repeats and covering wildcards are found by key number, not by hashing
    /// a string for each item and each of its suffixes. An item already in normalized form (a
    /// long list's every item) is inserted from its bytes where it is written: no string.
    private static func hostDuplicates(_ items: ListItems) -> [Diagnostic] {
        var index = HostKeyIndex()
        // Per host item: its list position, its domain's key, whether it is a `*.` pattern.
        var positions: [Int32] = []
        var domains: [Int32] = []
        var wildcards: [Bool] = []
        // The canonical text of the items not read in place, by item.
        var keysMade: [Int: String] = [:]
        positions.reserveCapacity(items.count)
        domains.reserveCapacity(items.count)
        wildcards.reserveCapacity(items.count)
        for position in items.indices {
            let inPlace =
                items.withPlainBytes(at: position) { text, _ -> (Int, Bool)? in
                    ValueValidator.plainHostPattern(text).map { (index.insert($0.domain), $0.isWildcard) }
                } ?? nil
            if let (domain, isWildcard) = inPlace {
                positions.append(Int32(position))
                domains.append(Int32(domain))
                wildcards.append(isWildcard)
                continue
            }
            var key: String
            if let value = items.stringValue(at: position) {
                key = normalizedPattern(value)
            } else if case .word(let word) = items[position] {
                key = word.text
            } else {
                continue
            }
            let isWildcard = isWildcard(key)
            keysMade[positions.count] = key
            positions.append(Int32(position))
            domains.append(Int32(key.withUTF8 { index.insert(UnsafeBufferPointer(rebasing: $0[(isWildcard ? 2 : 0)...])) }))
            wildcards.append(isWildcard)
        }
        let key = { (item: Int) in keysMade[item] ?? items.text(at: Int(positions[item]))?.text ?? "" }
        let range = { (item: Int) in items[Int(positions[item])].range }
        // The first-written `*.` item on each domain, and the first item of each kind so far.
        var coveringItem = [Int32](repeating: -1, count: index.count)
        for item in positions.indices where wildcards[item] && coveringItem[Int(domains[item])] < 0 {
            coveringItem[Int(domains[item])] = Int32(item)
        }
        var firstExact = [Int32](repeating: -1, count: index.count)
        var firstWildcard = firstExact
        var findings: [Diagnostic] = []
        for item in positions.indices {
            let domain = Int(domains[item])
            let wildcard = wildcards[item]
            let first = wildcard ? firstWildcard[domain] : firstExact[domain]
            if first >= 0 {
                findings.append(repeated(key(item), at: range(item), earlier: range(Int(first))))
                continue
            }
            if wildcard { firstWildcard[domain] = Int32(item) } else { firstExact[domain] = Int32(item) }
            // The pattern's domain or one above it, whose wildcard is not the pattern itself.
            var above = domain
            while above >= 0 {
                let covering = Int(coveringItem[above])
                if covering >= 0, !(wildcard && above == domain) {
                    findings.append(
                        finding(
                            "host pattern '\(key(item))' is already matched by '\(key(covering))'", at: range(item),
                            notes: [DiagnosticNote("'\(key(covering))' is here", range: range(covering))],
                            help: "remove '\(key(item))'"
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
