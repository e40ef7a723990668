/// The `let` definitions of a file and their uses. A name is defined once; a second
/// definition is an error and uses resolve to the first. A name may be defined anywhere in
/// the file as long as the definition comes before every use.
struct NameTable {
    /// One defined name.
    struct Entry {
        /// The first definition of the name.
        var definition: DefinitionSyntax
        /// The index of the defining statement.
        var statementIndex: Int
        /// How many comparisons refer to it.
        var useCount = 0
    }

    /// The first definition of each name, in source order.
    private(set) var entries: [Entry] = []
    private var indexByName: [String: Int] = [:]
    /// `duplicate-definition` errors found while building the table.
    private(set) var diagnostics: [Diagnostic] = []

    /// The table of every definition among `statements`.
    init(_ statements: [StatementSyntax]) {
        for (statementIndex, statement) in statements.enumerated() {
            guard case .definition(let definition) = statement, !definition.name.text.isEmpty else { continue }
            let name = definition.name.text
            if let first = indexByName[name] {
                diagnostics.append(SemanticMessage.duplicateDefinition(name, firstAt: entries[first].definition.name.range)
                    .diagnostic(at: definition.name.range))
                continue
            }
            indexByName[name] = entries.count
            entries.append(Entry(definition: definition, statementIndex: statementIndex))
        }
    }

    /// The defined names, in source order.
    var names: [String] { entries.map(\.definition.name.text) }

    /// The definition of `name`, without counting a use.
    func definition(named name: String) -> DefinitionSyntax? {
        indexByName[name].map { entries[$0].definition }
    }

    /// Resolves a use of a name in the statement at `statementIndex`, counting it. Reports
    /// `undefined-name` (nil definition) or `use-before-definition` (definition still given,
    /// so the items are checked too).
    mutating func use(_ word: IdentifierSyntax, inStatement statementIndex: Int) -> (definition: DefinitionSyntax?, diagnostic: Diagnostic?) {
        guard let index = indexByName[word.text] else {
            return (nil, SemanticMessage.undefinedName(word.text, known: names).diagnostic(at: word.range))
        }
        entries[index].useCount += 1
        let entry = entries[index]
        guard entry.statementIndex > statementIndex else { return (entry.definition, nil) }
        return (entry.definition, SemanticMessage.useBeforeDefinition(word.text, definedAt: entry.definition.name.range).diagnostic(at: word.range))
    }

    /// The definitions with their use counts, for `CheckedPolicy`.
    var checkedDefinitions: [CheckedDefinition] {
        entries.map { CheckedDefinition(name: $0.definition.name.text, range: $0.definition.name.range, useCount: $0.useCount) }
    }
}
