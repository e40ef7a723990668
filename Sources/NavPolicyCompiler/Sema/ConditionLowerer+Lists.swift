/// The list operand of `in` / `not in`: inline lists are checked item by item at each item;
/// named lists are checked against the attribute at each use.
extension ConditionLowerer {
    /// The values of an `in` operand, or nil after reporting what is wrong.
    mutating func list(_ kind: ItemKind, _ value: ValueSyntax) -> [ItemKind.Value]? {
        switch value {
        case .list(let list):
            return checkItems(kind, list.items)
        case .word(let word):
            return named(kind, word)
        case .string(let string):
            report(.error(.typeMismatch, "'in' compares with a list, found the string '\(string.value)'", at: string.range,
                          help: "use 'is' to compare with one value, or write a list: [\(ValueValidator.literal(string.value))]",
                          fixIts: [FixIt(range: string.range, replacement: "[\(ValueValidator.literal(string.value))]")]))
            return nil
        case .number(let number):
            report(.error(.typeMismatch, "'in' compares with a list, found the number \(number.text)", at: number.range,
                          help: "use 'is' to compare with one value, or write a list: [\(number.text)]",
                          fixIts: [FixIt(range: number.range, replacement: "[\(number.text)]")]))
            return nil
        case .none, .current, .currentAttribute:
            // The caller routes `in none` / `in current` to unsupported-comparison.
            return nil
        case .range(let range):
            report(VersionThree.notYetChecked("a number range", at: range.range))
            return nil
        }
    }

    /// The values of an inline list, each invalid item reported at the item.
    private mutating func checkItems(_ kind: ItemKind, _ items: ListItems) -> [ItemKind.Value]? {
        var values: [ItemKind.Value] = []
        var complete = true
        for item in items {
            if let value = checked(kind.check(item), at: item.range) { values.append(value) } else { complete = false }
        }
        return complete ? values : nil
    }

    /// A use of a named list: `list-kind-mismatch` when the list plainly holds another kind
    /// of value, else one error per invalid item (at the use, with a note to the item).
    private mutating func named(_ kind: ItemKind, _ word: IdentifierSyntax) -> [ItemKind.Value]? {
        let resolution = names.use(word, inStatement: statementIndex)
        if let diagnostic = resolution.diagnostic {
            if resolution.definition == nil, kind.words.contains(word.text) {
                // `target in new-window`: an enum word, not a list name.
                report(.error(.typeMismatch, "'in' compares with a list, found the word '\(word.text)'", at: word.range,
                              help: "use 'is' to compare with one value, or write a list: [\(word.text)]",
                              fixIts: [FixIt(range: word.range, replacement: "[\(word.text)]")]))
                return nil
            }
            report(diagnostic)
        }
        guard let definition = resolution.definition, let list = definition.list else { return nil }
        let listFile = definition.file == nil ? nil : listFileNames[definition.name.text]
        // One pass, no per-item tuples: a 100,000-host list file is checked at each use.
        var values: [ItemKind.Value] = []
        values.reserveCapacity(list.items.count)
        var problems: [(item: ValueSyntax, problem: ValueProblem)] = []
        for written in list.items {
            let item = listFile == nil ? written : ListFileLoader.retyped(written, as: kind)
            switch kind.check(item) {
            case .success(let value): values.append(value)
            case .failure(let problem): problems.append((item, problem))
            }
        }
        guard !problems.isEmpty else { return values }
        let definedHere = DiagnosticNote("'\(word.text)' is defined here", range: definition.name.range)
        if let held = ListKind(list), held.conflicts(with: kind) {
            report(.error(.listKindMismatch, "list '\(word.text)' holds \(held.plural), not \(kind.plural)", at: word.range,
                          notes: [definedHere], help: "use a list of \(kind.plural) here"))
            return nil
        }
        if let listFile {
            // An item of a list file is reported where it is written, in the list file.
            let useNote = DiagnosticNote("list '\(word.text)' is used here", range: word.range)
            for (item, problem) in problems {
                var diagnostic = problem.prefixingMessage("list '\(word.text)': ").diagnostic(at: item.range)
                diagnostic.file = listFile
                diagnostic.notes = diagnostic.notes.map { note in
                    var note = note
                    if note.range != nil { note.file = listFile }
                    return note
                } + [useNote]
                diagnostic.fixIts = []
                report(diagnostic)
            }
            return nil
        }
        for (item, problem) in problems {
            let itemNote = DiagnosticNote("the item is in list '\(word.text)' here", range: item.range)
            report(problem.prefixingMessage("list '\(word.text)': ")
                .diagnostic(at: word.range, extraNotes: [itemNote], fixItRange: item.range))
        }
        return nil
    }
}
