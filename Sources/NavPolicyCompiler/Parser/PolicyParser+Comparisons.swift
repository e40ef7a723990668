extension PolicyParser {
    /// `comparison = attribute operator value`; a bare name (`call-active`, `attachment`) when
    /// what follows the word ends an atom; or `.missing` (reported) when there is no attribute
    /// or operator.
    mutating func parseComparison() -> ConditionSyntax {
        guard (current.kind == .identifier && !atStatementBoundary) || at(.current) else {
            report(.expectedCondition(after: previous?.text), at: expectedRange)
            return .missing(SourceRange(at: previousEnd))
        }
        var attribute = parseIdentifier()
        if previous?.kind == .identifier, atEndOfAtom { return .name(attribute) }
        let start = attribute.range.start
        // `current host`: `current` prefixes the attribute that follows it.
        var currentPrefix: SourceRange?
        if attribute.text == Keyword.current.rawValue, previous?.kind == .keyword(.current), current.kind == .identifier {
            currentPrefix = attribute.range
            attribute = parseIdentifier()
        }
        guard let (op, operatorRange) = parseOperator(after: attribute) else {
            return .missing(range(from: start))
        }
        let value = parseValue(after: op)
        var ignoringCase: SourceRange?
        if atWord("ignoring") {
            let ignoring = advance()
            if atWord("case") {
                ignoringCase = ignoring.range.union(advance().range)
            } else {
                report(.expectedCase, at: expectedRange)
            }
        }
        return .comparison(
            ComparisonSyntax(
                attribute: attribute, currentPrefix: currentPrefix, op: op, operatorRange: operatorRange, value: value,
                ignoringCase: ignoringCase, range: range(from: start)))
    }

    /// Whether the current token is the identifier `word` (a contextual keyword such as `has`).
    func atWord(_ word: String) -> Bool {
        current.kind == .identifier && current.text == word
    }

    /// Whether the current token may follow a whole atom, so a word before it is a bare name:
    /// `and`, `or`, `then`, `)`, or the start of the next statement.
    private var atEndOfAtom: Bool {
        switch current.kind {
        case .keyword(.and), .keyword(.or), .keyword(.then), .rightParen: true
        default: atStatementBoundary
        }
    }

    /// The operator after an attribute; nil (reported) when there is none.
    private mutating func parseOperator(after attribute: IdentifierSyntax) -> (ComparisonOperator, SourceRange)? {
        let start = current.range.start
        let op: ComparisonOperator
        switch current.kind {
        case .keyword(.is):
            advance()
            if at(.not) {
                advance()
                op = .isNot
            } else {
                op = .is
            }
        case .keyword(.not):
            advance()
            guard at(.in) else {
                report(.expectedInAfterNot, at: expectedRange)
                return nil
            }
            advance()
            op = .notIn
        case .keyword(.in):
            advance()
            op = .in
        case .equalEqual:
            advance()
            op = .equal
        case .bangEqual:
            advance()
            op = .notEqual
        case .keyword(.startsWith):
            advance()
            op = .startsWith
        case .identifier where current.text == ComparisonOperator.endsWith.rawValue:
            advance()
            op = .endsWith
        case .identifier where current.text == ComparisonOperator.has.rawValue:
            advance()
            op = .has
        case .identifier where current.text == ComparisonOperator.under.rawValue:
            advance()
            op = .under
        case .keyword(.matches):
            advance()
            op = .matches
        case .equals:
            // Reported, then read as `==` so the rest of the statement is still checked for shape.
            report(.singleEquals, at: current.range)
            advance()
            op = .equal
        default:
            // A word that is no attribute is the mistake to report, not the missing operator
            // (`header "X" starts-with …`, `hots "a.com"`); built-in atoms stand alone.
            if Attribute(rawValue: attribute.text) == nil, !LanguageVocabulary.builtInAtoms.contains(attribute.text) {
                report(.unknownAttribute(attribute.text), at: attribute.range)
            } else {
                report(.expectedOperator(after: attribute.text), at: expectedRange)
            }
            return nil
        }
        return (op, range(from: start))
    }

    /// `value = string | ident | number | range | list | "none" | "current"`; nil (reported)
    /// when missing. A range outside a list is parsed so that sema can say where it belongs.
    private mutating func parseValue(after op: ComparisonOperator) -> ValueSyntax? {
        switch current.kind {
        case .string: return rejectingRange(.string(parseString()))
        case .identifier where !atStatementBoundary: return rejectingRange(.word(parseIdentifier()))
        case .number: return parseNumberOrRange()
        case .leftBracket: return rejectingRange(.list(parseList()))
        case .keyword(.none): return .none(advance().range)
        case .keyword(.current):
            let keyword = advance().range
            // `host == current host`; an `ignoring` after `current` is the suffix, not a part,
            // and a statement word that starts the next statement (`condition c = …`) is no part.
            guard current.kind == .identifier, !atWord("ignoring"), !atStatementBoundary else { return .current(keyword) }
            let part = parseIdentifier()
            return .currentAttribute(part, keyword.union(part.range))
        default:
            report(.expectedValue(after: op.rawValue), at: expectedRange)
            return nil
        }
    }

    /// A number, or a range when `..` follows it (`8000..8999`); a missing high end is reported.
    private mutating func parseNumberOrRange() -> ValueSyntax {
        let low = parseIdentifier()
        guard current.kind == .dotDot else { return .number(low) }
        advance()
        guard current.kind == .number else {
            reportBrokenRange(at: expectedRange)
            return .number(low)
        }
        return .range(NumberRangeSyntax(low: low, high: parseIdentifier()))
    }

    /// `value`, after reporting a `..` that follows it (only numbers make a range).
    private mutating func rejectingRange(_ value: ValueSyntax) -> ValueSyntax {
        if current.kind == .dotDot { reportBrokenRange(at: current.range) }
        return value
    }

    private mutating func reportBrokenRange(at range: SourceRange) {
        report(.brokenRange, at: range)
    }

    /// `list = "[" [ item { "," item } [","] ] "]"; item = string | ident | number [".." number]`.
    /// A missing `]` is reported where it belongs and the list ends there. The items are kept as
    /// their token indices (`ListItems`), a range as its low end's index mapped to its high end's.
    mutating func parseList() -> ListSyntax {
        let openBracket = advance()
        var items: [UInt32] = []
        var rangeEnds: [UInt32: UInt32] = [:]
        while current.kind != .rightBracket {
            if current.kind == .string {
                consumeStringItems(into: &items)
                if current.kind != .string { continue }
            }
            switch current.kind {
            case _ where atStatementBoundary || at(.then) || current.kind == .rightParen:
                reportMissingClosingBracket(matching: openBracket)
                return ListSyntax(items: listItems(items, rangeEnds: rangeEnds), range: range(from: openBracket.range.start))
            case .number:
                let low = UInt32(currentIndex)
                items.append(low)
                advance()
                if current.kind == .dotDot {
                    advance()
                    if current.kind == .number {
                        rangeEnds[low] = UInt32(currentIndex)
                        advance()
                    } else {
                        reportBrokenRange(at: expectedRange)
                    }
                }
            case .string, .identifier:
                items.append(UInt32(currentIndex))
                advance()
            case .dotDot:
                reportBrokenRange(at: current.range)
                advance()
                continue
            case .comma:
                report(.missingListItem, at: current.range)
                advance()
                continue
            default:
                report(.invalidListItem(found: currentDescription), at: current.range)
                advance()
                continue
            }
            switch current.kind {
            case .comma:
                advance()
            case .rightBracket:
                break
            case .dotDot:
                reportBrokenRange(at: current.range)
                advance()
            case .string, .identifier, .number:
                report(.expectedComma, at: SourceRange(at: previousEnd))
            default:
                reportMissingClosingBracket(matching: openBracket)
                return ListSyntax(items: listItems(items, rangeEnds: rangeEnds), range: range(from: openBracket.range.start))
            }
        }
        advance()
        return ListSyntax(items: listItems(items, rangeEnds: rangeEnds), range: range(from: openBracket.range.start))
    }

    private mutating func reportMissingClosingBracket(matching openBracket: ParsedToken) {
        report(.missingClosingBracket(opened: openBracket.range), at: SourceRange(at: previousEnd))
    }

    /// `action = ident | "open" ident`; nil (reported) when missing.
    mutating func parseAction() -> ActionSyntax? {
        if at(.open) {
            let open = parseIdentifier()
            guard current.kind == .identifier, !atStatementBoundary else {
                report(.expectedDestination, at: expectedRange)
                return nil
            }
            let destination = parseIdentifier()
            return ActionSyntax(words: [open, destination], range: open.range.union(destination.range), notify: parseNotify())
        }
        guard current.kind == .identifier, !atStatementBoundary else {
            report(.expectedAction(after: previous?.text), at: expectedRange)
            return nil
        }
        let word = parseIdentifier()
        return ActionSyntax(words: [word], range: word.range, notify: parseNotify())
    }

    /// `and notify "tag"` after an action, if written; a missing tag is reported.
    private mutating func parseNotify() -> NotifySyntax? {
        guard at(.and) else { return nil }
        let and = advance()
        guard atWord("notify") else {
            report(.expectedNotify, at: expectedRange)
            return nil
        }
        let keywords = and.range.union(advance().range)
        guard current.kind == .string else {
            report(.expectedNotifyTag, at: expectedRange)
            return NotifySyntax(keywordsRange: keywords, tag: nil)
        }
        return NotifySyntax(keywordsRange: keywords, tag: parseString())
    }

    /// The current token as an identifier (its text as written); consumes it.
    mutating func parseIdentifier() -> IdentifierSyntax {
        let token = advance()
        return IdentifierSyntax(text: token.text, range: token.range)
    }

    /// The current string token with its escapes resolved; consumes it.
    mutating func parseString() -> StringSyntax {
        let token = advance()
        return StringSyntax(value: StringLiteral.value(ofLiteral: token.text), range: token.range)
    }
}
