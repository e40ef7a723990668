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
                diagnostics.append(.error(
                    .duplicateDefinition, "'\(name)' is already defined", at: definition.name.range,
                    notes: [DiagnosticNote("'\(name)' is first defined here", range: entries[first].definition.name.range)],
                    help: "rename one of the lists, or merge their items into one"))
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
            let offer = Suggestion.offer(for: word.text, at: word.range, among: names)
            let help = names.isEmpty ? "define it first with 'let \(word.text) = [...]'" : nil
            return (nil, .error(.undefinedName, "undefined name '\(word.text)'", at: word.range,
                                notes: offer.notes, help: help, fixIts: offer.fixIts))
        }
        entries[index].useCount += 1
        let entry = entries[index]
        guard entry.statementIndex > statementIndex else { return (entry.definition, nil) }
        return (entry.definition, .error(
            .useBeforeDefinition, "'\(word.text)' is used before its definition", at: word.range,
            notes: [DiagnosticNote("'\(word.text)' is defined here", range: entry.definition.name.range)],
            help: "move the 'let' above the first rule that uses it"))
    }

    /// The definitions with their use counts, for `CheckedPolicy`.
    var checkedDefinitions: [CheckedDefinition] {
        entries.map { CheckedDefinition(name: $0.definition.name.text, range: $0.definition.name.range, useCount: $0.useCount) }
    }
}
