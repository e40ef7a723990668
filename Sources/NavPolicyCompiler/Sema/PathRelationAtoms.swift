/// The checked condition of one path comparison with one item: the one definition of
/// `is`, `starts-with`, `ends-with` and `under` (with or without `ignoring case`) that sema
/// uses for constants and the reference interpreter for parameter items.
enum PathRelationAtoms {
    /// `path <relation> item`, folded for `ignoring case`. `under "/login"` is `path is
    /// "/login" or path starts-with "/login/"`, one trailing `/` of the item dropped first
    /// (`"/login/"` means `"/login"`); `under "/"` (nothing left) is `path starts-with "/"`.
    static func condition(_ relation: ParameterTest.PathRelation, _ item: String, folded: Bool) -> Condition {
        let key = folded ? ConditionChecker.asciiLowercased(item) : item
        switch relation {
        case .exact: return .atom(folded ? .pathFolded([key]) : .path([key]))
        case .prefix: return .atom(folded ? .pathPrefixFolded(key) : .pathPrefix(key))
        case .suffix: return .atom(folded ? .pathSuffixFolded(key) : .pathSuffix(key))
        case .under:
            let directory = key.hasSuffix("/") ? String(key.dropLast()) : key
            let below = directory + "/"
            let prefix: Atom = folded ? .pathPrefixFolded(below) : .pathPrefix(below)
            guard !directory.isEmpty else { return .atom(prefix) }
            return .or([.atom(folded ? .pathFolded([directory]) : .path([directory])), .atom(prefix)])
        }
    }
}
