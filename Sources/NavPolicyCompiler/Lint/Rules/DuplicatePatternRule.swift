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
    private static func duplicates(in list: ListSyntax, asHosts: Bool, lowercase: Bool) -> [Diagnostic] {
        let items: [(key: String, range: SourceRange)] = list.items.compactMap { item in
            switch item {
            case .string(let string):
                return (asHosts ? normalizedPattern(string.value) : lowercase ? string.value.lowercased() : string.value, string.range)
            case .word(let word):
                return (word.text, word.range)
            default:
                return nil
            }
        }
        var findings: [Diagnostic] = []
        var firstRange: [String: SourceRange] = [:]
        var wildcards: [String: (String, SourceRange)] = [:]
        if asHosts {
            for (key, range) in items where key.hasPrefix("*.") && wildcards[String(key.dropFirst(2))] == nil {
                wildcards[String(key.dropFirst(2))] = (key, range)
            }
        }
        for (key, range) in items {
            if let earlier = firstRange[key] {
                findings.append(finding(
                    "'\(key)' appears twice in this list", at: range,
                    notes: [DiagnosticNote("first written here", range: earlier)],
                    help: "remove the repeated item"
                ))
                continue
            }
            firstRange[key] = range
            guard asHosts else { continue }
            if let (wildcard, wildcardRange) = coveringWildcard(of: key, in: wildcards) {
                findings.append(finding(
                    "host pattern '\(key)' is already matched by '\(wildcard)'", at: range,
                    notes: [DiagnosticNote("'\(wildcard)' is here", range: wildcardRange)],
                    help: "remove '\(key)'"
                ))
            }
        }
        return findings
    }

    /// The canonical text of a host pattern (`*.` kept, domain normalized when valid).
    private static func normalizedPattern(_ text: String) -> String {
        let isWildcard = text.hasPrefix("*.")
        let domain = isWildcard ? String(text.dropFirst(2)) : text
        let normalized = (try? HostNormalizer.normalize(domain).get()) ?? domain
        return isWildcard ? "*." + normalized : normalized
    }

    /// The first-written `*.` item of the list, other than `pattern` itself, that matches every
    /// host `pattern` matches: one for the pattern's domain or a domain above it.
    private static func coveringWildcard(of pattern: String, in wildcards: [String: (String, SourceRange)]) -> (String, SourceRange)? {
        var domain = Substring(pattern.hasPrefix("*.") ? String(pattern.dropFirst(2)) : pattern)
        while true {
            if let wildcard = wildcards[String(domain)], wildcard.0 != pattern { return wildcard }
            guard let dot = domain.firstIndex(of: ".") else { return nil }
            domain = domain[domain.index(after: dot)...]
        }
    }
}
