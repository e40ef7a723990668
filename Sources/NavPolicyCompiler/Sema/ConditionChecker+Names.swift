/// Bare names as atoms (version 3): a flag, a named condition, or a mistake — an attribute
/// without a comparison, a list, or nothing defined — or a built-in response atom.
extension ConditionChecker {
    /// The atom a bare name stands for, or nil after reporting what is wrong.
    mutating func checkBareName(_ word: IdentifierSyntax) -> Condition? {
        let (entry, orderProblem) = names.useAtom(word, inStatement: statementIndex)
        guard let entry else {
            if Attribute(rawValue: word.text) != nil {
                report(SemanticMessage.bareAttribute(word.text), at: word.range)
            } else if let atom = Atom.builtIn(word.text) {
                return .atom(atom)
            } else {
                let known = names.atomNames + LanguageVocabulary.attributes + LanguageVocabulary.builtInAtoms
                report(SemanticMessage.undefinedAtom(word.text, known: known), at: word.range)
            }
            return nil
        }
        switch entry.kind {
        case .list(let definition):
            report(SemanticMessage.bareList(word.text, kind: entry.kind.description, definedAt: definition.name.range), at: word.range)
            return nil
        case .flag(_, let index):
            if let orderProblem {
                report(orderProblem)
                return nil
            }
            return .atom(.flag(FlagReference(index: index, name: word.text)))
        case .condition(let named):
            if let defining = definingCondition,
                let chain = conditionGraph.cycle(using: word.text, in: defining, chain: recursionReports < Self.chainedRecursionReports)
            {
                recursionReports += 1
                report(
                    SemanticMessage.recursiveCondition(chain: chain, definedAt: names.entry(named: defining)?.name.range ?? word.range),
                    at: word.range)
                return nil
            }
            if let orderProblem {
                report(orderProblem)
                return nil
            }
            reportDefinitionDiagnostics(of: word.text, usedAt: word.range)
            guard let checked = definedConditions[word.text] ?? nil else { return nil }
            return .named(ConditionName(name: word.text, definedAt: named.name.range), checked)
        }
    }

    /// How many `recursive-condition` errors name their whole chain (the rest say only that the
    /// condition uses itself), so that a file of many cycles costs linear work.
    static let chainedRecursionReports = 16

    /// Holds the diagnostics just found in the definition of the condition `name` until its
    /// first use (or the end of the file), so that they carry a note at the use.
    mutating func deferDefinitionDiagnostics(of name: String) {
        pendingDefinitionDiagnostics[name, default: []] += diagnostics
        diagnostics.removeAll(keepingCapacity: true)
    }

    /// Reports the held diagnostics of the condition `name`, each with a note at `use`.
    private mutating func reportDefinitionDiagnostics(of name: String, usedAt use: SourceRange) {
        guard let pending = pendingDefinitionDiagnostics.removeValue(forKey: name) else { return }
        for var diagnostic in pending {
            diagnostic.notes.append(DiagnosticNote("condition '\(name)' is used here", range: use))
            report(diagnostic)
        }
    }

    /// The held diagnostics of conditions never used, in source order; none are held after.
    mutating func takeUnusedDefinitionDiagnostics() -> [Diagnostic] {
        defer { pendingDefinitionDiagnostics.removeAll() }
        return pendingDefinitionDiagnostics.values.flatMap { $0 }.sorted(by: Diagnostic.isInSourceOrder)
    }
}
