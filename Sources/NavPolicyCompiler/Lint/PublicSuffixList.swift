/// The Public Suffix List (a snapshot in `Data/PublicSuffixList/`, compacted into
/// `PublicSuffixList+Data.swift` by `Scripts/update-public-suffix-list.py`): whether a domain
/// is one under which unrelated parties register names.
enum PublicSuffixList {
    /// The rules, parsed once: plain suffixes, wildcard parents (`ck` for `*.ck`) and exceptions.
    private static let rules: (suffixes: Set<String>, wildcardParents: Set<String>, exceptions: Set<String>) = {
        var suffixes = Set<String>(), wildcardParents = Set<String>(), exceptions = Set<String>()
        for line in rulesText.split(separator: "\n") {
            if line.hasPrefix("!") {
                exceptions.insert(String(line.dropFirst()))
            } else if line.hasPrefix("*.") {
                wildcardParents.insert(String(line.dropFirst(2)))
            } else {
                suffixes.insert(String(line))
            }
        }
        return (suffixes, wildcardParents, exceptions)
    }()

    /// Whether a normalized domain (lowercase punycode, no trailing dot) is a public suffix: a
    /// rule of the list, or a label under a wildcard rule's parent that no exception names.
    static func isPublicSuffix(_ domain: String) -> Bool {
        if rules.suffixes.contains(domain) { return true }
        // Byte-wise: the domain is ASCII, and every `*.` pattern of a long list is looked up.
        guard let dot = domain.utf8.firstIndex(of: UInt8(ascii: ".")) else { return false }
        return rules.wildcardParents.contains(String(domain[domain.utf8.index(after: dot)...])) && !rules.exceptions.contains(domain)
    }
}
