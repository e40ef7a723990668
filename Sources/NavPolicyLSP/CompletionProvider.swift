import NavPolicyLSPProtocol

/// `textDocument/completion`: the words the grammar allows at the cursor (`CursorContext`):
/// statement keywords, attributes, the comparisons of the attribute before the cursor, its
/// enum values, the lists in scope, actions, `and notify`, `ignoring case`, and the lint
/// codes inside a `# navpolicy: ignore` comment. Each item replaces the word typed so far.
///
/// It lexes the current text around the cursor only (the statement, never the file; the
/// earlier lines' starts are tested for `on response`, which decides the section's words, and
/// for definitions, which give the names in scope: `TextDefinitions`), so its answer depends
/// on the current text alone: completion never waits for the front end, and never offers less
/// because the front end has not finished. The newest analysis, which may be a keystroke old,
/// only adds each name's details (a list's size).
struct CompletionProvider {
    /// The current text.
    let text: DocumentText
    /// The definitions of the newest analysis (for details only; none before the first).
    let definitions: [CompilerAdapter.Definition]
    /// How positions count.
    let encoding: PositionEncoding

    /// The items at `position`.
    func items(at position: Position) -> [CompletionItem] {
        let offset = text.offset(of: position, encoding: encoding)
        let tokens = StatementTokens(at: offset, in: text, wholeLine: false)
        if let comment = tokens.comment { return ignoreCodes(comment: comment, offset: offset) }
        var replaced = offset..<offset
        if let word = tokens.atPlace {
            // Inside a string or past a bracket nothing is being typed that a word completes.
            guard word.kind == .identifier || word.kind == .keyword || word.kind == .number || word.kind == .punctuation else { return [] }
            if word.kind != .punctuation { replaced = word.range.lowerBound..<offset }
        }
        let edit = { (label: String) in TextEdit(range: text.range(ofOffsets: replaced, encoding: encoding), newText: label) }
        var tokensBefore = tokens.before
        if let word = tokens.atPlace, word.kind == .punctuation { tokensBefore?.append(word) }
        let context = tokensBefore.map(CursorContext.init(after:)) ?? .unknown
        return candidates(in: context, offset: offset).enumerated().map { position, candidate in
            CompletionItem(
                label: candidate.label, kind: candidate.kind, detail: candidate.detail,
                documentation: candidate.documentation, edit: edit(candidate.label),
                sortText: Self.sortKey(position))
        }
    }

    /// A sort key keeping items in the order given (`0000`, `0001`, …).
    private static func sortKey(_ position: Int) -> String {
        let digits = String(position)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private struct Candidate {
        var label: String
        var kind: CompletionItem.Kind
        var detail: String?
        var documentation: String?
    }

    private func candidates(in context: CursorContext, offset: Int) -> [Candidate] {
        switch context {
        case .statement:
            return statementKeywords
        case .attribute:
            return CompilerAdapter.conditionWords(inResponseSection: isInResponseSection(offset)).map { attribute(of: $0) }
                + [keyword("not")] + names(visibleAt: offset, atoms: true)
        case .afterCurrent:
            return CompilerAdapter.currentParts.map { attribute(of: $0) } + [
                Candidate(label: "is none", kind: .keyword, detail: "no current URL")
            ]
        case .comparison(let attribute, false)
        where TextDefinitions.names(before: offset, in: text).contains(where: { $0.text == attribute && $0.isAtom })
            || CompilerAdapter.builtInAtoms.contains(attribute):
            // A flag, a condition or a built-in (`attachment`) is a whole atom.
            return afterComparison(attribute: nil)
        case .comparison(let attribute, let prefixed), .comparisonAfterNot(let attribute, let prefixed):
            let forms = CompilerAdapter.comparisons(after: attribute, afterCurrent: prefixed)
            let shown = if case .comparisonAfterNot = context { forms.filter { $0 == "not in" }.map { _ in "in" } } else { forms }
            return shown.map {
                Candidate(
                    label: $0, kind: .operator, detail: "\(prefixed ? "current " : "")\(attribute) comparison",
                    documentation: LanguageDocumentation.comparison($0, after: attribute))
            }
        case .value(let attribute, _, let comparison):
            return values(of: attribute, comparison: comparison, offset: offset)
        case .currentPart(let attribute):
            return [Candidate(label: attribute, kind: .field, detail: "current \(attribute)")] + afterComparison(attribute: attribute)
        case .listItem(let attribute?):
            return enumValues(of: attribute)
        case .afterComparison(let attribute):
            return afterComparison(attribute: attribute)
        case .afterIgnoring:
            return [keyword("case")]
        case .action:
            return CompilerAdapter.actions(inResponseSection: isInResponseSection(offset)).map {
                Candidate(
                    label: $0, kind: .value, detail: CompilerAdapter.jsonName(ofAction: $0),
                    documentation: LanguageDocumentation.actions[$0])
            }
        case .openDestination:
            return CompilerAdapter.openDestinations.map {
                Candidate(
                    label: $0, kind: .value, detail: "open \($0)",
                    documentation: LanguageDocumentation.actions["open " + $0])
            }
        case .afterAction:
            return [Candidate(label: "and notify", kind: .keyword, documentation: LanguageDocumentation.keywords["notify"])]
                + statementKeywords
        case .notify:
            return [keyword("notify")]
        case .definitionValue:
            return [keyword("file"), keyword("param")]
        case .statementEnd:
            return statementKeywords
        case .conditionEquals:
            return [Candidate(label: "=", kind: .operator)]
        case .section:
            return [keyword("response")]
        case .listItem(nil), .afterListItem, .string, .definitionName, .definitionEquals, .definitionList, .flagName, .conditionName,
            .unknown:
            return []
        }
    }

    private var statementKeywords: [Candidate] { CompilerAdapter.statementStarts.map(keyword) }

    /// Whether the cursor's line follows an `on response` line, so that only that section's
    /// attributes and actions are offered. The lines before the cursor are tested at their
    /// start, not lexed: the current text decides, not an analysis a keystroke old, and a line
    /// cannot start `on response` inside a string or a list.
    private func isInResponseSection(_ offset: Int) -> Bool {
        text.lineStarts[..<text.line(ofOffset: offset)].contains { Self.startsResponseSection(text.bytes, at: $0) }
    }

    /// Whether the line at `start` is `on response` (blanks around the words, a comment after).
    /// Allocation-free: completion tests every line before the cursor.
    static func startsResponseSection(_ bytes: [UInt8], at start: Int) -> Bool {
        func isBlank(_ index: Int) -> Bool { index < bytes.count && (bytes[index] == 0x20 || bytes[index] == 0x09) }
        var index = start
        func skipBlanks() { while isBlank(index) { index += 1 } }
        func word(_ spelling: StaticString) -> Bool {
            let word = UnsafeBufferPointer(start: spelling.utf8Start, count: spelling.utf8CodeUnitCount)
            guard bytes.count - index >= word.count, bytes[index..<index + word.count].elementsEqual(word) else { return false }
            index += word.count
            return true
        }
        skipBlanks()
        guard word("on"), isBlank(index) else { return false }
        skipBlanks()
        guard word("response") else { return false }
        return index == bytes.count || isBlank(index) || [0x0D, 0x0A, UInt8(ascii: "#")].contains(bytes[index])
    }

    private func keyword(_ word: String) -> Candidate {
        Candidate(label: word, kind: .keyword, documentation: LanguageDocumentation.keywords[word])
    }

    private func attribute(of word: String) -> Candidate {
        Candidate(
            label: word, kind: .field, detail: CompilerAdapter.valueDescription(of: word),
            documentation: LanguageDocumentation.attributes[word])
    }

    private func enumValues(of attribute: String) -> [Candidate] {
        CompilerAdapter.values(of: attribute).map {
            Candidate(label: $0, kind: .enumMember, detail: attribute, documentation: LanguageDocumentation.values[attribute]?[$0])
        }
    }

    /// What may follow a comparison word: enum values, `none`, `current`, the lists in scope.
    private func values(of attribute: String, comparison: String, offset: Int) -> [Candidate] {
        switch comparison {
        case "==", "!=":
            return [
                Candidate(label: CompilerAdapter.currentComparand(of: attribute), kind: .keyword, detail: "the current page's \(attribute)")
            ]
        case "is", "is not":
            let none =
                CompilerAdapter.takesNone(attribute)
                ? [Candidate(label: "none", kind: .keyword, documentation: LanguageDocumentation.keywords["none"])] : []
            let not = comparison == "is" ? [keyword("not")] : []
            return enumValues(of: attribute) + none + not
        default:
            return names(visibleAt: offset, atoms: false)
        }
    }

    private func afterComparison(attribute: String?) -> [Candidate] {
        ["and", "or", "then"].map(keyword)
            + (attribute.map(CompilerAdapter.takesIgnoringCase) == true
                ? [Candidate(label: "ignoring case", kind: .keyword, documentation: LanguageDocumentation.keywords["ignoring"])] : [])
    }

    /// The names defined before the cursor in the current text, each with its kind and size:
    /// the flags and conditions (an atom by its name) when `atoms`, else the lists (a
    /// comparison's value). The size comes from the newest analysis when it knows the name.
    private func names(visibleAt offset: Int, atoms: Bool) -> [Candidate] {
        let analysed = Dictionary(definitions.map { ($0.name, $0.kind) }, uniquingKeysWith: { first, _ in first })
        return TextDefinitions.names(before: offset, in: text).filter { $0.isAtom == atoms }.map { name in
            let detail = Self.detail(of: analysed[name.text], keyword: name.keyword)
            return Candidate(
                label: name.text, kind: .variable, detail: detail,
                documentation: atoms ? LanguageDocumentation.keywords[detail] : nil)
        }
    }

    /// A name's detail: its kind and size as the analysis knows it (when it knows it as the
    /// same kind of definition), else its kind from the word that defines it.
    private static func detail(of kind: CompilerAdapter.Definition.Kind?, keyword: TextDefinitions.Name.Keyword) -> String {
        switch (kind, keyword) {
        case (.list(let count)?, .let): "list, \(count) item\(count == 1 ? "" : "s")"
        case (.listFile(let path, _, _)?, .let): "list from \(path)"
        case (.parameter(let key, _)?, .let): "parameter \"\(key)\""
        case (_, .let): "list"
        case (_, .flag): "flag"
        case (_, .condition): "condition"
        }
    }

    /// The lint codes, inside a `# navpolicy: ignore` comment (after its `ignore`).
    private func ignoreCodes(comment: String, offset: Int) -> [CompletionItem] {
        guard CompilerAdapter.isIgnoreComment(comment) else { return [] }
        let typed = comment.reversed().prefix { $0 != " " && $0 != "," && $0 != "\t" }.count
        let written = CompilerAdapter.ignoredCodes(inComment: comment)
        let range = text.range(ofOffsets: (offset - String(comment.suffix(typed)).utf8.count)..<offset, encoding: encoding)
        return CompilerAdapter.ignorableCodes.filter { !written.contains($0.code) || comment.hasSuffix($0.code) }.map {
            CompletionItem(label: $0.code, kind: .value, detail: $0.summary, edit: TextEdit(range: range, newText: $0.code))
        }
    }
}
