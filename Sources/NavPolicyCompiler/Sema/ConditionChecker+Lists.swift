/// The list operand of `in` / `not in`: inline lists are checked item by item at each item;
/// named lists are checked against the attribute at each use.
extension ConditionChecker {
    /// The values of an `in` operand, or nil after reporting what is wrong.
    mutating func list(_ kind: ItemKind, _ value: ValueSyntax) -> [ItemKind.Value]? {
        switch value {
        case .list(let list):
            return checkItems(kind, list.items)
        case .word(let word):
            return named(kind, word)
        case .string(let string):
            report(ValueProblem.singleValueForList(.string(string.value)), at: string.range)
            return nil
        case .number(let number):
            report(ValueProblem.singleValueForList(.number(number.text)), at: number.range)
            return nil
        case .none, .current, .currentAttribute:
            // The caller routes `in none` / `in current` to unsupported-comparison.
            return nil
        case .range(let numbers):
            report(ValueProblem.singleValueForList(.range(numbers.text)), at: numbers.range)
            return nil
        }
    }

    /// The values of an inline list, each invalid item reported at the item.
    private mutating func checkItems(_ kind: ItemKind, _ items: ListItems) -> [ItemKind.Value]? {
        var values: [ItemKind.Value] = []
        values.reserveCapacity(items.count)
        var complete = true
        for position in items.indices {
            if kind == .hostPattern, let pattern = Self.plainHostPattern(items, position, acceptingWords: false) {
                values.append(pattern)
                continue
            }
            // A valid item is never located: for a million-host list that cost more than checking it.
            let problem =
                if let text = items.stringValue(at: position) {
                    kind.appendValue(ofString: text, to: &values)
                } else {
                    kind.appendValues(of: items[position], to: &values)
                }
            if let problem {
                report(problem, at: items[position].range)
                complete = false
            }
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
                report(ValueProblem.singleValueForList(.word(word.text)), at: word.range)
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
        let items = list.items
        func item(_ position: Int) -> ValueSyntax { listFile == nil ? items[position] : ListFileLoader.retyped(items[position], as: kind) }
        for position in items.indices {
            // A list file's word item is read as a string (`retyped`), so it may be a host too.
            if kind == .hostPattern, let pattern = Self.plainHostPattern(items, position, acceptingWords: listFile != nil) {
                values.append(pattern)
                continue
            }
            // A string item by its value alone, as is a list file's string or word item when
            // `kind` takes no words (`retyped` makes it a string): not located unless invalid.
            let text = listFile == nil ? items.stringValue(at: position) : kind.takesWords ? nil : items.text(at: position)?.text
            let problem =
                if let text { kind.appendValue(ofString: text, to: &values) } else { kind.appendValues(of: item(position), to: &values) }
            if let problem { problems.append((item(position), problem)) }
        }
        guard !problems.isEmpty else { return values }
        if let held = ListKind(list), held.conflicts(with: kind) {
            report(
                SemanticMessage.listKindMismatch(name: word.text, holds: held, needs: kind, definedAt: definition.name.range),
                at: word.range)
            return nil
        }
        for (item, problem) in problems {
            // An item of a list file is reported where it is written, in the list file.
            report(
                listFile.map { problem.diagnostic(ofItemAt: item.range, inListFile: $0, name: word.text, usedAt: word.range) }
                    ?? problem.diagnostic(ofItemAt: item.range, inList: word.text, usedAt: word.range))
        }
        return nil
    }

    /// Item `position` as a host pattern when its text, read in place, is a normalized one
    /// (`ValueValidator.plainHostPattern`): a long host list's items cost the domain's string
    /// alone. A word item counts only when `acceptingWords` (a list file's). Nil otherwise, for
    /// the general check.
    private static func plainHostPattern(_ items: ListItems, _ position: Int, acceptingWords: Bool) -> ItemKind.Value? {
        items.withPlainBytes(at: position) { text, isString -> ItemKind.Value? in
            guard isString || acceptingWords, let (domain, isWildcard) = ValueValidator.plainHostPattern(text) else { return nil }
            return .host(HostPattern(domain: String(decoding: domain, as: UTF8.self), includesSubdomains: isWildcard))
        } ?? nil
    }
}
