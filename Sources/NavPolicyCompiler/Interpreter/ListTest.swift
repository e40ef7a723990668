import NavPolicy

/// One comparison against a list, as the author wrote it, recovered from the condition it
/// lowered to: a list atom (`host in [...]`, `port in [...]`, `query has [...]`), or the `or`
/// of one atom per item that `starts-with`, `ends-with` and `matches` lower a list to. Lets
/// an explanation treat it as one test: its name or size, and the item that matched.
struct ListTest {
    /// The attribute as written (`host`, `current path`).
    let attribute: String
    /// The operator for the list (`in`, `starts-with`, `ends-with`, `matches`, `has`).
    let operatorWord: String
    /// Whether it is a membership (`in`), negated as `not in`; others negate as `not (...)`.
    let isMembership: Bool
    /// Whether the test folds letters (`ignoring case`).
    let ignoresCase: Bool
    /// One test per item, in list order (each holds exactly when that item matches).
    let items: [Atom]
    /// Each item as written (`"*.ads.example"`, `new-window`, `443`).
    let itemTexts: [String]

    /// The list test a condition is, if it is one: a list atom of any length, an `or` of at
    /// least two one-item atoms of one kind, or one such atom (a one-item list).
    init?(_ condition: Condition) {
        switch condition {
        case .atom(let atom):
            if let parts = Self.split(atom) {
                self.init(parts)
            } else if let item = Self.single(atom) {
                // A one-item list (`let private = ["/admin/"]`) lowers to its one atom.
                self.init((item.attribute, item.operatorWord, false, item.ignoresCase, [(atom, item.text)]))
            } else {
                return nil
            }
        case .or(let operands):
            let atoms = operands.compactMap { if case .atom(let atom) = $0 { atom } else { nil } }
            guard atoms.count == operands.count, atoms.count > 1,
                let first = Self.single(atoms[0]), atoms.dropFirst().allSatisfy({ Self.single($0)?.kind == first.kind })
            else {
                return nil
            }
            self.init(
                (
                    first.attribute, first.operatorWord, false, first.ignoresCase,
                    atoms.map { ($0, Self.single($0)?.text ?? "") }
                ))
        default:
            return nil
        }
    }

    private init(_ parts: (attribute: String, operatorWord: String, isMembership: Bool, ignoresCase: Bool, items: [(Atom, String)])) {
        attribute = parts.attribute
        operatorWord = parts.operatorWord
        isMembership = parts.isMembership
        ignoresCase = parts.ignoresCase
        items = parts.items.map(\.0)
        itemTexts = parts.items.map(\.1)
    }

    /// The test in words with `list` for the list: `host in ad-hosts`, `not (path starts-with
    /// [5000 items])`, `path not in [9 items] ignoring case`.
    func text(list: String, negated: Bool) -> String {
        let folding = ignoresCase ? " ignoring case" : ""
        guard negated else { return "\(attribute) \(operatorWord) \(list)\(folding)" }
        return isMembership ? "\(attribute) not in \(list)\(folding)" : "not (\(attribute) \(operatorWord) \(list)\(folding))"
    }

    /// A list atom as one-item atoms with their written text; nil for other atoms.
    private static func split(_ atom: Atom) -> (String, String, Bool, Bool, [(Atom, String)])? {
        switch atom {
        case .target(let values): (atom.attributeName, "in", true, false, values.map { (.target([$0]), $0.name) })
        case .navigation(let values): (atom.attributeName, "in", true, false, values.map { (.navigation([$0]), $0.name) })
        case .view(let values): (atom.attributeName, "in", true, false, values.map { (.view([$0]), $0.name) })
        case .scheme(let values): (atom.attributeName, "in", true, false, values.map { (.scheme([$0]), JSONText.quoted($0)) })
        case .host(let values): (atom.attributeName, "in", true, false, values.map { (.host([$0]), JSONText.quoted($0.description)) })
        case .path(let values): (atom.attributeName, "in", true, false, values.map { (.path([$0]), JSONText.quoted($0)) })
        case .pathFolded(let values): (atom.attributeName, "in", true, true, values.map { (.pathFolded([$0]), JSONText.quoted($0)) })
        case .port(let values): (atom.attributeName, "in", true, false, values.map { (.port([$0]), String($0)) })
        case .queryHas(let values): (atom.attributeName, "has", false, false, values.map { (.queryHas([$0]), JSONText.quoted($0)) })
        case .onCurrent(let inner):
            split(inner).map { (atom.attributeName, $0.1, $0.2, $0.3, $0.4.map { (.onCurrent($0.0), $0.1) }) }
        default: nil
        }
    }

    /// A one-item atom of a kind that lowers a list to an `or`: its kind, attribute, operator
    /// and written item.
    private static func single(_ atom: Atom) -> (kind: String, attribute: String, operatorWord: String, ignoresCase: Bool, text: String)? {
        switch atom {
        case .pathPrefix(let text): ("prefix", atom.attributeName, "starts-with", false, JSONText.quoted(text))
        case .pathPrefixFolded(let text): ("folded prefix", atom.attributeName, "starts-with", true, JSONText.quoted(text))
        case .pathSuffix(let text): ("suffix", atom.attributeName, "ends-with", false, JSONText.quoted(text))
        case .pathSuffixFolded(let text): ("folded suffix", atom.attributeName, "ends-with", true, JSONText.quoted(text))
        case .schemePrefix(let text): ("scheme prefix", atom.attributeName, "starts-with", false, JSONText.quoted(text))
        case .urlMatches(let pattern): ("pattern", atom.attributeName, "matches", false, JSONText.quoted(pattern.explanationText))
        case .onCurrent(let inner):
            single(inner).map { ("current " + $0.kind, atom.attributeName, $0.operatorWord, $0.ignoresCase, $0.text) }
        default: nil
        }
    }
}
