/// Which checked atoms the table compiler can build: version 2 parts whose request fields the
/// table format does not carry yet are rejected by sema, so `check`, `compile` and `lint` agree
/// and no policy decides differently in a table than in the reference interpreter.
enum CompilerSupport {
    /// The first construct in `condition` the compiler cannot build, named for a message
    /// (`'view'`), or nil when every atom compiles.
    static func unsupportedConstruct(in condition: Condition) -> String? {
        switch condition {
        case .always: nil
        case .atom(let atom): unsupportedConstruct(atom)
        case .not(let operand): unsupportedConstruct(in: operand)
        case .and(let operands), .or(let operands): operands.lazy.compactMap { unsupportedConstruct(in: $0) }.first
        }
    }

    private static func unsupportedConstruct(_ atom: Atom) -> String? {
        switch atom {
        case .target, .navigation, .scheme, .host, .hostIsNone, .currentIsNone, .hostEqualsCurrent, .hostDiffersFromCurrent,
             .path, .pathPrefix, .pathSuffix, .urlMatches, .view, .port, .portIsNone,
             .queryIsNone, .queryHas, .pathFolded, .pathPrefixFolded, .pathSuffixFolded:
            nil
        case .portEqualsCurrent, .portDiffersFromCurrent: "'port == current port'"
        case .schemeEqualsCurrent, .schemeDiffersFromCurrent: "'scheme == current scheme'"
        case .onCurrent(let inner): "'current \(inner.attributeName)'"
        }
    }
}
