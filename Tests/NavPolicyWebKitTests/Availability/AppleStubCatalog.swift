/// The declarations of the Apple stub modules (`Tests/AppleStubs`) with the availability their
/// `@available` attributes give, for the availability check.
///
/// Types are looked up by name. Members are looked up by name alone (the check cannot type the
/// expression before the dot), so where several members share a name the weakest requirement
/// counts; the type a member's declaration mentions is checked on its own.
struct AppleStubCatalog {
    /// A declaration of a stub module.
    struct Symbol {
        let name: String
        /// The enclosing type (`WKDownload` for `WKDownload.delegate`); nil at top level.
        let owner: String?
        let isType: Bool
        /// Argument labels of an initializer (`["url"]` for `init(url:)`); nil for the rest.
        let initializerLabels: [String]?
        /// An enum case or a `static` / `class` member: used as `.name` or `Type.name`.
        let isStatic: Bool
        /// The symbol's own attributes combined with its enclosing types'.
        let availability: Availability
        /// Whether the declaration has `@available` or says its page lists no version.
        let isAnnotated: Bool
        /// Whether its documentation comment cites a developer.apple.com page.
        let citesPage: Bool
        let file: String
        let line: Int

        var qualifiedName: String { owner.map { "\($0).\(name)" } ?? name }
    }

    private(set) var symbols: [Symbol] = []

    static let declarationKeywords: Set<String> = [
        "class", "struct", "enum", "protocol", "func", "var", "let", "case", "init", "typealias",
    ]
    static let modifiers: Set<String> = [
        "public", "open", "internal", "private", "fileprivate", "final", "static", "class", "convenience", "required",
        "override", "mutating", "nonmutating", "weak", "unowned", "indirect", "nonisolated", "dynamic", "optional", "lazy",
    ]

    /// Reads the declarations of `source` (one stub file).
    mutating func add(file: String, source: String) {
        let tokens = SwiftTokenizer.tokens(source)
        let comments = DocumentationComments(source)
        var pending = Availability()
        var pendingAnnotated = false
        // The types whose bodies enclose the current token, with their brace depth.
        var owners: [(name: String, availability: Availability, depth: Int)] = []
        var depth = 0
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch (token.kind, token.text) {
            case (.attribute, "@available"):
                let arguments = SwiftSource.parenthesized(tokens, after: index)
                pending.read(arguments: Array(tokens[arguments]))
                pendingAnnotated = true
                index = arguments.upperBound + 1
                continue
            case (.punctuation, "{"):
                depth += 1
            case (.punctuation, "}"):
                depth -= 1
                if owners.last?.depth == depth + 1 { owners.removeLast() }
            case (.identifier, let word)
            where Self.declarationKeywords.contains(word) && !Self.isModifierUse(tokens, index)
                && (index == 0 || tokens[index - 1].text != "."):
                guard let name = Self.declaredName(tokens, keyword: index) else { break }
                let modifiers = Self.modifiers(tokens, before: index)
                // A private declaration is the stub's own plumbing, not an Apple symbol.
                if modifiers.contains("private") || modifiers.contains("fileprivate") {
                    pending = Availability()
                    pendingAnnotated = false
                    break
                }
                let enclosing = owners.reduce(Availability()) { $0.combined(with: $1.availability) }
                let isType = ["class", "struct", "enum", "protocol"].contains(word)
                symbols.append(
                    Symbol(
                        name: name, owner: owners.last?.name, isType: isType,
                        initializerLabels: word == "init" ? SwiftSource.parameterLabels(tokens, after: index) : nil,
                        isStatic: word == "case" || modifiers.contains("static") || modifiers.contains("class"),
                        availability: enclosing.combined(with: pending),
                        isAnnotated: pendingAnnotated || comments.saysNoVersion(beforeLine: token.line),
                        citesPage: comments.citesPage(beforeLine: token.line), file: file, line: token.line
                    ))
                if isType { owners.append((name, enclosing.combined(with: pending), depth + 1)) }
                pending = Availability()
                pendingAnnotated = false
            case (.identifier, "extension"):
                if let extended = tokens[(index + 1)...].first(where: { $0.kind == .identifier }) {
                    owners.append((extended.text, Availability(), depth + 1))
                }
            default:
                break
            }
            index += 1
        }
    }

    /// `class` in `class var` / `class func` is a modifier, not a class declaration.
    private static func isModifierUse(_ tokens: [SwiftToken], _ index: Int) -> Bool {
        tokens[index].text == "class" && index + 1 < tokens.count && declarationKeywords.contains(tokens[index + 1].text)
    }

    /// The modifier words directly before the declaration keyword at `index`.
    private static func modifiers(_ tokens: [SwiftToken], before index: Int) -> Set<String> {
        var words: Set<String> = []
        var cursor = index - 1
        while cursor >= 0, tokens[cursor].kind == .identifier, Self.modifiers.contains(tokens[cursor].text) {
            words.insert(tokens[cursor].text)
            cursor -= 1
        }
        return words
    }

    private static func declaredName(_ tokens: [SwiftToken], keyword index: Int) -> String? {
        if tokens[index].text == "init" { return "init" }
        return tokens[(index + 1)...].first { $0.kind != .newline }.flatMap { $0.kind == .identifier ? $0.text : nil }
    }

    /// Stub types by name.
    func type(named name: String) -> Symbol? {
        symbols.first { $0.isType && $0.name == name && $0.owner == nil }
    }

    /// How a member is reached: `.name` alone (an enum case or static member of the type the
    /// context expects), `Type.name`, or `value.name` (an instance member).
    enum MemberAccess: Equatable {
        case leadingDot
        case qualified(type: String)
        case instance
    }

    /// What a member use needs: the weakest of the members called `name` it can be.
    func member(named name: String, access: MemberAccess) -> Availability? {
        let members = symbols.filter { symbol in
            guard symbol.owner != nil, symbol.name == name, name != "init" else { return false }
            switch access {
            case .leadingDot: return symbol.isStatic
            case .qualified(let type): return symbol.owner == type
            case .instance: return !symbol.isStatic && !symbol.isType
            }
        }
        guard let first = members.first else { return nil }
        return members.dropFirst().reduce(first.availability) { $0.weakest(with: $1.availability) }
    }

    /// What `Type(labels…)` needs: the weakest initializer of `type` whose labels include the
    /// call's (defaulted parameters may be left out); the type's own when none is stubbed.
    func initializer(of type: String, labels: [String]) -> Availability? {
        guard let typeSymbol = self.type(named: type) else { return nil }
        let candidates = symbols.filter { $0.owner == type && $0.name == "init" }.filter { candidate in
            var remaining = candidate.initializerLabels?[...] ?? []
            return labels.allSatisfy { label in
                guard let found = remaining.firstIndex(of: label) else { return false }
                remaining = remaining[(found + 1)...]
                return true
            }
        }
        guard let first = candidates.first else { return typeSymbol.availability }
        return candidates.dropFirst().reduce(first.availability) { $0.weakest(with: $1.availability) }
    }
}
