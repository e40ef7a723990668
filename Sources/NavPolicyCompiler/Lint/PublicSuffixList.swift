/// The Public Suffix List (a snapshot in `Data/PublicSuffixList/`, compacted into
/// `PublicSuffixList+Data.swift` by `Scripts/update-public-suffix-list.py`): whether a domain
/// is one under which unrelated parties register names.
enum PublicSuffixList {
    /// What a rule says of a domain (bits of `Rules.kinds`).
    private enum Kind: UInt8 {
        case suffix = 1
        case wildcardParent = 2
        case exception = 4
    }

    /// The rules as one `HostKeyIndex` (the rules' domains, with their label suffixes) and the
    /// kinds of rule each key is: a look-up hashes the domain's bytes once, with no `String`
    /// hashing, as every `*.` pattern of a million-host list is looked up.
    private struct Rules {
        var index = HostKeyIndex()
        var kinds: [UInt8] = []

        func has(_ domain: UnsafeBufferPointer<UInt8>, _ kind: Kind) -> Bool {
            guard let key = index.key(of: domain) else { return false }
            return kinds[key] & kind.rawValue != 0
        }
    }

    /// The rules, parsed once: plain suffixes, wildcard parents (`ck` for `*.ck`) and exceptions.
    private static let rules: Rules = {
        var rules = Rules()
        var keyed: [(key: Int, kind: Kind)] = []
        for line in rulesText.split(separator: "\n") {
            let (kind, skipped): (Kind, Int) =
                line.hasPrefix("!") ? (.exception, 1) : line.hasPrefix("*.") ? (.wildcardParent, 2) : (.suffix, 0)
            var domain = String(line.dropFirst(skipped))
            keyed.append((domain.withUTF8 { rules.index.insert($0) }, kind))
        }
        rules.kinds = [UInt8](repeating: 0, count: rules.index.count)
        for (key, kind) in keyed { rules.kinds[key] |= kind.rawValue }
        return rules
    }()

    /// Whether a normalized domain (lowercase punycode, no trailing dot) is a public suffix: a
    /// rule of the list, or a label under a wildcard rule's parent that no exception names.
    static func isPublicSuffix(_ domain: String) -> Bool {
        var domain = domain
        return domain.withUTF8 { isPublicSuffix($0) }
    }

    /// `isPublicSuffix` of a normalized domain's bytes.
    static func isPublicSuffix(_ domain: UnsafeBufferPointer<UInt8>) -> Bool {
        if rules.has(domain, .suffix) { return true }
        guard let dot = domain.firstIndex(of: UInt8(ascii: ".")) else { return false }
        return rules.has(UnsafeBufferPointer(rebasing: domain[(dot + 1)...]), .wildcardParent) && !rules.has(domain, .exception)
    }
}
