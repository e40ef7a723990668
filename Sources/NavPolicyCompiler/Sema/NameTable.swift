import NavPolicy

/// The definitions of a file and their uses: `let` lists (inline, from a list file, or a
/// parameter the app gives), `flag`s and named `condition`s, in one namespace. A name is
/// defined once; a second definition is an error and uses resolve to the first. A name may be
/// defined anywhere in the file as long as the definition comes before every use.
struct NameTable {
    /// What a name stands for.
    enum Kind {
        /// `let NAME = [...]`, `let NAME = file "…"` or `let NAME = param "KEY"`.
        case list(DefinitionSyntax)
        /// `flag NAME`, with its place among the flags (declaration order).
        case flag(FlagSyntax, index: Int)
        /// `condition NAME = …`.
        case condition(NamedConditionSyntax)

        /// The kind in words, for messages (`a flag`).
        var description: String {
            switch self {
            case .list(let definition): definition.parameter == nil ? "a list" : "a parameter"
            case .flag: "a flag"
            case .condition: "a condition"
            }
        }
    }

    /// One defined name.
    struct Entry {
        /// The name at its definition.
        var name: IdentifierSyntax
        /// What it stands for (its first definition).
        var kind: Kind
        /// The index of the defining statement.
        var statementIndex: Int
        /// How many comparisons and atoms refer to it.
        var useCount = 0
    }

    /// The first definition of each name, in source order.
    private(set) var entries: [Entry] = []
    private var indexByName: [String: Int] = [:]
    /// Errors found while building the table: `duplicate-definition`, `reserved-name`,
    /// `too-many-flags`, `invalid-parameter-key`, `duplicate-parameter-key`.
    private(set) var diagnostics: [Diagnostic] = []
    /// The flags, in declaration order (at most `PolicyFlag.maximumCount` are kept).
    private(set) var flags: [FlagSyntax] = []

    /// The table of every definition among `statements`.
    init(_ statements: [StatementSyntax]) {
        var parameterKeys: [String: StringSyntax] = [:]
        for (statementIndex, statement) in statements.enumerated() {
            let name: IdentifierSyntax
            let kind: Kind
            switch statement {
            case .definition(let definition):
                (name, kind) = (definition.name, .list(definition))
                if let parameter = definition.parameter { checkKey(parameter.key, seen: &parameterKeys) }
            case .flag(let flag):
                (name, kind) = (flag.name, .flag(flag, index: flags.count))
            case .condition(let named):
                (name, kind) = (named.name, .condition(named))
            case .header, .rule, .otherwise, .section:
                continue
            }
            guard !name.text.isEmpty else { continue }
            if let first = indexByName[name.text] {
                diagnostics.append(
                    SemanticMessage.duplicateDefinition(
                        name.text, firstAt: entries[first].name.range, bothLists: Self.isList(kind) && Self.isList(entries[first].kind)
                    )
                    .diagnostic(at: name.range))
                continue
            }
            if case .flag(let flag, _) = kind {
                guard flags.count < PolicyFlag.maximumCount else {
                    if flags.count == PolicyFlag.maximumCount {
                        let last = flags[flags.count - 1].name
                        diagnostics.append(
                            SemanticMessage.tooManyFlags(lastKept: last.text, lastKeptAt: last.range).diagnostic(at: flag.range))
                    }
                    flags.append(flag)  // counted, so the error is reported once
                    continue
                }
                flags.append(flag)
            }
            if case .list = kind {
            } else if let attribute = Self.reservedWords.first(where: { $0 == name.text }) {
                diagnostics.append(SemanticMessage.reservedName(attribute, kind: kind.description).diagnostic(at: name.range))
            }
            indexByName[name.text] = entries.count
            entries.append(Entry(name: name, kind: kind, statementIndex: statementIndex))
        }
        if flags.count > PolicyFlag.maximumCount { flags.removeLast(flags.count - PolicyFlag.maximumCount) }
    }

    /// Whether a definition is a `let` (a list or a parameter).
    private static func isList(_ kind: Kind) -> Bool {
        if case .list = kind { return true }
        return false
    }

    /// The words a flag or condition may not take: every attribute and built-in atom.
    static var reservedWords: [String] { LanguageVocabulary.attributes + LanguageVocabulary.builtInAtoms }

    /// Reports an invalid parameter key, or one another parameter already has.
    private mutating func checkKey(_ key: StringSyntax, seen: inout [String: StringSyntax]) {
        guard ParameterKey.isValid(key.value) else {
            diagnostics.append(SemanticMessage.invalidParameterKey(key.value).diagnostic(at: key.range))
            return
        }
        if let first = seen[key.value] {
            diagnostics.append(SemanticMessage.duplicateParameterKey(key.value, firstAt: first.range).diagnostic(at: key.range))
            return
        }
        seen[key.value] = key
    }

    /// The defined names, in source order.
    var names: [String] { entries.map(\.name.text) }

    /// The names of lists and parameters (what a comparison's value may name), in source order.
    var listNames: [String] {
        entries.compactMap { if case .list = $0.kind { $0.name.text } else { nil } }
    }

    /// The parameters (`let NAME = param "KEY"`), first definitions, in source order.
    var parameters: [DefinitionSyntax] {
        entries.compactMap { if case .list(let definition) = $0.kind, definition.parameter != nil { definition } else { nil } }
    }

    /// The names of flags and conditions (what may stand as an atom), in source order.
    var atomNames: [String] {
        entries.compactMap { if case .list = $0.kind { nil } else { $0.name.text } }
    }

    /// The entry of `name`, without counting a use.
    func entry(named name: String) -> Entry? {
        indexByName[name].map { entries[$0] }
    }

    /// The `let` definition of `name` (a list or a parameter), without counting a use.
    func definition(named name: String) -> DefinitionSyntax? {
        if case .list(let definition)? = entry(named: name)?.kind { return definition }
        return nil
    }

    /// Resolves a use of a list name in the statement at `statementIndex`, counting it. Reports
    /// `undefined-name` (nil definition; a did-you-mean among the lists), `type-mismatch` for a
    /// flag or condition (nil definition), or `use-before-definition` (definition still given,
    /// so the items are checked too).
    mutating func use(_ word: IdentifierSyntax, inStatement statementIndex: Int) -> (definition: DefinitionSyntax?, diagnostic: Diagnostic?)
    {
        guard let index = indexByName[word.text] else {
            return (nil, SemanticMessage.undefinedName(word.text, known: listNames).diagnostic(at: word.range))
        }
        entries[index].useCount += 1
        let entry = entries[index]
        guard case .list(let definition) = entry.kind else {
            return (
                nil,
                SemanticMessage.notAList(word.text, kind: entry.kind.description, definedAt: entry.name.range).diagnostic(at: word.range)
            )
        }
        return (definition, Self.orderProblem(word, entry, inStatement: statementIndex))
    }

    /// Resolves a bare name used as an atom in the statement at `statementIndex`, counting it:
    /// the entry (nil when no definition has the name; the caller reports it, since a bare name
    /// may also be an attribute or a built-in), and `use-before-definition` if due.
    mutating func useAtom(_ word: IdentifierSyntax, inStatement statementIndex: Int) -> (entry: Entry?, diagnostic: Diagnostic?) {
        guard let index = indexByName[word.text] else { return (nil, nil) }
        entries[index].useCount += 1
        let entry = entries[index]
        return (entry, Self.orderProblem(word, entry, inStatement: statementIndex))
    }

    /// `use-before-definition` for a use at or above the definition's statement; nil otherwise.
    private static func orderProblem(_ word: IdentifierSyntax, _ entry: Entry, inStatement statementIndex: Int) -> Diagnostic? {
        guard entry.statementIndex >= statementIndex else { return nil }
        let keyword =
            switch entry.kind {
            case .list: "let"
            case .flag: "flag"
            case .condition: "condition"
            }
        return SemanticMessage.useBeforeDefinition(word.text, definedAt: entry.name.range, keyword: keyword).diagnostic(at: word.range)
    }

    /// The definitions with their use counts, for `CheckedPolicy`.
    var checkedDefinitions: [CheckedDefinition] {
        entries.map { entry in
            let kind: CheckedDefinition.Kind =
                switch entry.kind {
                case .list(let definition): definition.parameter == nil ? .list : .parameter
                case .flag: .flag
                case .condition: .condition
                }
            return CheckedDefinition(name: entry.name.text, range: entry.name.range, useCount: entry.useCount, kind: kind)
        }
    }
}
