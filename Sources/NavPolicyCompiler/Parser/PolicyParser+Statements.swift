extension PolicyParser {
    /// Parses the whole file; every broken statement is reported and skipped. Once errors pass
    /// the error limit, broken statements are no longer kept: nothing more about them will be
    /// shown, and a file of thousands of `when when when` would otherwise cost a node each.
    mutating func parseFile() -> [StatementSyntax] {
        var statements: [StatementSyntax] = []
        while current.kind != .endOfFile {
            statementHasError = false
            var statement: StatementSyntax?
            switch current.kind {
            case .keyword(.policy):
                statement = .header(parseHeader())
            case .keyword(.let):
                statement = parseDefinition().map(StatementSyntax.definition)
            case .keyword(.when):
                statement = .rule(parseRule())
            case .keyword(.otherwise):
                statement = .otherwise(parseOtherwise())
            case .identifier where atWord("flag"):
                statement = parseFlag().map(StatementSyntax.flag)
            case .identifier where atWord("condition"):
                statement = parseNamedCondition().map(StatementSyntax.condition)
            case .identifier where atWord("on"):
                statement = .section(parseSection())
            default:
                report(.expectedStatement(found: currentDescription), at: current.range)
                advance()
            }
            if let statement, !statementHasError || diagnostics.omittedErrors == 0 { statements.append(statement) }
            if statementHasError { synchronize() }
        }
        return statements
    }

    /// `policy "name"`
    private mutating func parseHeader() -> HeaderSyntax {
        let start = advance().range.start
        var name: StringSyntax?
        if current.kind == .string {
            name = parseString()
        } else {
            let unquoted = current.kind == .identifier ? (current.text, current.range) : nil
            report(.expectedPolicyName(unquoted: unquoted), at: expectedRange)
        }
        return HeaderSyntax(name: name, range: range(from: start))
    }

    /// `let name = [ ... ]`; nil when the name is missing (nothing could refer to it).
    private mutating func parseDefinition() -> DefinitionSyntax? {
        let start = advance().range.start
        guard current.kind == .identifier else {
            let keyword = if case .keyword = current.kind { current.text } else { nil as String? }
            report(.expectedListName(keyword: keyword), at: expectedRange)
            return nil
        }
        let name = parseIdentifier()
        guard current.kind == .equals else {
            report(.expectedEquals(name: name.text), at: expectedRange)
            return DefinitionSyntax(name: name, list: nil, range: range(from: start))
        }
        advance()
        if atWord("param") {
            let keyword = advance()
            guard current.kind == .string else {
                report(.expectedParameterKey(name: name.text), at: expectedRange)
                return DefinitionSyntax(name: name, list: nil, range: range(from: start))
            }
            let key = parseString()
            return DefinitionSyntax(
                name: name, list: nil, parameter: ParameterSyntax(keywordRange: keyword.range, key: key), range: range(from: start))
        }
        if atWord("file") {
            let keyword = advance()
            guard current.kind == .string else {
                report(.expectedListFilePath(name: name.text), at: expectedRange)
                return DefinitionSyntax(name: name, list: nil, range: range(from: start))
            }
            let path = parseString()
            return DefinitionSyntax(
                name: name, list: nil, file: ListFileSyntax(keywordRange: keyword.range, path: path), range: range(from: start))
        }
        guard current.kind == .leftBracket else {
            let isSingleValue = current.kind == .string || current.kind == .identifier
            report(.expectedList(singleValue: isSingleValue ? (current.text, current.range) : nil), at: expectedRange)
            return DefinitionSyntax(name: name, list: nil, range: range(from: start))
        }
        let list = parseList()
        return DefinitionSyntax(name: name, list: list, range: range(from: start))
    }

    /// The name after `flag` or `condition`; nil (reported) when there is none.
    private mutating func parseDeclaredName(after word: String) -> IdentifierSyntax? {
        guard current.kind == .identifier else {
            var keywordFound: String?
            var quoted: (name: String, range: SourceRange)?
            if case .keyword = current.kind, current.range.start.line == previousEnd.line { keywordFound = current.text }
            if current.kind == .string, LanguageVocabulary.isValidName(StringLiteral.value(ofLiteral: current.text)) {
                quoted = (StringLiteral.value(ofLiteral: current.text), current.range)
            }
            report(.expectedDeclaredName(keyword: word, keywordFound: keywordFound, quoted: quoted), at: expectedRange)
            return nil
        }
        return parseIdentifier()
    }

    /// `flag NAME`; nil when the name is missing (nothing could refer to it).
    private mutating func parseFlag() -> FlagSyntax? {
        let start = advance().range.start
        guard let name = parseDeclaredName(after: "flag") else { return nil }
        return FlagSyntax(name: name, range: range(from: start))
    }

    /// `condition NAME = <condition>`; nil when the name is missing.
    private mutating func parseNamedCondition() -> NamedConditionSyntax? {
        let start = advance().range.start
        guard let name = parseDeclaredName(after: "condition") else { return nil }
        guard current.kind == .equals else {
            report(.expectedConditionEquals(name: name.text), at: expectedRange)
            return NamedConditionSyntax(name: name, condition: .missing(SourceRange(at: previousEnd)), range: range(from: start))
        }
        advance()
        let condition = parseCondition()
        return NamedConditionSyntax(name: name, condition: condition, range: range(from: start))
    }

    /// `on response`
    private mutating func parseSection() -> SectionSyntax {
        let start = advance().range.start
        guard atWord("response") else {
            let found = current.kind == .identifier && current.range.start.line == previousEnd.line ? (current.text, current.range) : nil
            report(.expectedSection(found: found), at: expectedRange)
            return SectionSyntax(name: nil, range: range(from: start))
        }
        let name = parseIdentifier()
        return SectionSyntax(name: name, range: range(from: start))
    }

    /// `when <condition> then <action>`
    private mutating func parseRule() -> RuleSyntax {
        let start = advance().range.start
        let condition = parseCondition()
        guard !statementHasError || at(.then) || skip(to: .then) else {
            return RuleSyntax(condition: condition, action: nil, range: range(from: start))
        }
        guard expectThen() else {
            return RuleSyntax(condition: condition, action: nil, range: range(from: start))
        }
        let action = parseAction()
        return RuleSyntax(condition: condition, action: action, range: range(from: start))
    }

    /// Consumes `then`, or reports what stands in its place and skips to a later `then` of the
    /// same statement; returns whether a `then` was consumed.
    private mutating func expectThen() -> Bool {
        if at(.then) {
            advance()
            return true
        }
        if current.kind == .rightParen || current.kind == .rightBracket {
            report(.unmatchedCloser(found: currentDescription), at: current.range)
        } else {
            report(.expectedThen, at: expectedRange)
        }
        guard skip(to: .then) else { return false }
        advance()
        return true
    }

    /// `otherwise <action>`
    private mutating func parseOtherwise() -> OtherwiseSyntax {
        let start = advance().range.start
        let action = parseAction()
        return OtherwiseSyntax(action: action, range: range(from: start))
    }
}
