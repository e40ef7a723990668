/// A condition seen through one attribute: which attributes a condition tests, and the
/// condition with every other test made as permissive as it can be (true where it counts for a
/// match, false under `not`). Tests that compare with the current page (`host != current`) are
/// relaxed too: whatever the host, some current page satisfies them. The result holds on every
/// request the condition holds on and depends on the one attribute only, so comparing two
/// rules' projections says which is narrower on it (`host is "apps.apple.com"` is narrower on
/// `host` than `host != current`, which takes any host).
enum AttributeProjection {
    /// The attributes a condition tests (`host`, `path`, `current host`, …).
    static func attributes(of condition: Condition) -> Set<String> {
        switch condition {
        case .always: []
        case .atom(let atom): [attribute(of: atom)]
        case .not(let operand): attributes(of: operand)
        case .and(let operands), .or(let operands): operands.reduce(into: []) { $0.formUnion(attributes(of: $1)) }
        }
    }

    /// The condition with the tests of every attribute but `attribute` relaxed.
    static func projected(_ condition: Condition, onto attribute: String) -> Condition {
        projected(condition, onto: attribute, positive: true)
    }

    private static func projected(_ condition: Condition, onto attribute: String, positive: Bool) -> Condition {
        switch condition {
        case .always: return .always
        case .atom(let atom):
            return Self.attribute(of: atom) == attribute && !comparesWithCurrent(atom) ? condition : positive ? .always : .not(.always)
        case .not(let operand): return .not(projected(operand, onto: attribute, positive: !positive))
        case .and(let operands): return .and(operands.map { projected($0, onto: attribute, positive: positive) })
        case .or(let operands): return .or(operands.map { projected($0, onto: attribute, positive: positive) })
        }
    }

    /// Whether the atom relates a part of the request to the same part of the current page.
    private static func comparesWithCurrent(_ atom: Atom) -> Bool {
        switch atom {
        case .hostEqualsCurrent, .hostDiffersFromCurrent, .schemeEqualsCurrent, .schemeDiffersFromCurrent,
             .portEqualsCurrent, .portDiffersFromCurrent: true
        default: false
        }
    }

    /// The attribute an atom tests, as the language names it.
    static func attribute(of atom: Atom) -> String {
        switch atom {
        case .target: "target"
        case .navigation: "navigation"
        case .view: "view"
        case .scheme, .schemeEqualsCurrent, .schemeDiffersFromCurrent: "scheme"
        case .host, .hostIsNone, .hostEqualsCurrent, .hostDiffersFromCurrent: "host"
        case .port, .portIsNone, .portEqualsCurrent, .portDiffersFromCurrent: "port"
        case .path, .pathPrefix, .pathSuffix, .pathFolded, .pathPrefixFolded, .pathSuffixFolded: "path"
        case .queryIsNone, .queryHas: "query"
        case .urlMatches: "url"
        case .currentIsNone: "current"
        case .onCurrent(let inner): "current " + attribute(of: inner)
        }
    }
}
