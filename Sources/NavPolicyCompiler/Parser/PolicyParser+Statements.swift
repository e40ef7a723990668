extension PolicyParser {
    /// The statement keywords, for messages.
    private static let statementHelp = "a statement starts with 'policy', 'let', 'flag', 'condition', 'when', 'otherwise' or 'on response'"

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
                report(.syntaxError(
                    .expectedStatement, "expected a statement, found \(currentDescription)", at: current.range,
                    help: Self.statementHelp))
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
            let fixIts = current.kind == .identifier
                ? [FixIt(range: current.range, replacement: StringLiteral.quoted(current.text))] : []
            report(.syntaxError(
                .expectedString, "expected the policy name as a string after 'policy'", at: expectedRange,
                help: "write the name in quotes, e.g. 'policy \"ads-webview\"'", fixIts: fixIts))
        }
        return HeaderSyntax(name: name, range: range(from: start))
    }

    /// `let name = [ ... ]`; nil when the name is missing (nothing could refer to it).
    private mutating func parseDefinition() -> DefinitionSyntax? {
        let start = advance().range.start
        guard current.kind == .identifier else {
            let help = if case .keyword = current.kind { "'\(current.text)' is a keyword and cannot name a list" } else { nil as String? }
            report(.syntaxError(.expectedName, "expected a list name after 'let'", at: expectedRange, help: help))
            return nil
        }
        let name = parseIdentifier()
        guard current.kind == .equals else {
            report(.syntaxError(
                .expectedEquals, "expected '=' after the list name '\(name.text)'", at: expectedRange,
                help: "a definition is written 'let \(name.text) = [\"a\", \"b\"]'"))
            return DefinitionSyntax(name: name, list: nil, range: range(from: start))
        }
        advance()
        if atWord("param") {
            let keyword = advance()
            guard current.kind == .string else {
                report(.syntaxError(
                    .expectedString, "expected the parameter key as a string after 'param'", at: expectedRange,
                    help: "write 'let \(name.text) = param \"\(name.text)\"'; the app gives the items under that key when it loads the table"))
                return DefinitionSyntax(name: name, list: nil, range: range(from: start))
            }
            let key = parseString()
            return DefinitionSyntax(
                name: name, list: nil, parameter: ParameterSyntax(keywordRange: keyword.range, key: key), range: range(from: start))
        }
        if atWord("file") {
            let keyword = advance()
            guard current.kind == .string else {
                report(.syntaxError(
                    .expectedString, "expected the list file's path as a string after 'file'", at: expectedRange,
                    help: "write 'let \(name.text) = file \"lists/\(name.text).txt\"'"))
                return DefinitionSyntax(name: name, list: nil, range: range(from: start))
            }
            let path = parseString()
            return DefinitionSyntax(name: name, list: nil, file: ListFileSyntax(keywordRange: keyword.range, path: path), range: range(from: start))
        }
        guard current.kind == .leftBracket else {
            let isSingleValue = current.kind == .string || current.kind == .identifier
            report(.syntaxError(
                .expectedList, "expected a list in brackets after '='", at: expectedRange,
                help: isSingleValue ? "write a single value as a one-item list, e.g. '[\(current.text)]'" : "a list is written '[\"a\", \"b\"]'",
                fixIts: isSingleValue ? [FixIt(range: current.range, replacement: "[\(current.text)]")] : []))
            return DefinitionSyntax(name: name, list: nil, range: range(from: start))
        }
        let list = parseList()
        return DefinitionSyntax(name: name, list: list, range: range(from: start))
    }

    /// The name after `flag` or `condition`; nil (reported) when there is none.
    private mutating func parseDeclaredName(after word: String, what: String) -> IdentifierSyntax? {
        guard current.kind == .identifier else {
            var help: String?, fixIts: [FixIt] = []
            if case .keyword = current.kind, current.range.start.line == previousEnd.line {
                help = "'\(current.text)' is a keyword and cannot name a \(what)"
            }
            if current.kind == .string, LanguageVocabulary.isValidName(StringLiteral.value(ofLiteral: current.text)) {
                help = "a \(what) name is a word, written without quotes"
                fixIts = [FixIt(range: current.range, replacement: StringLiteral.value(ofLiteral: current.text))]
            }
            report(.syntaxError(.expectedName, "expected a \(what) name after '\(word)'", at: expectedRange, help: help, fixIts: fixIts))
            return nil
        }
        return parseIdentifier()
    }

    /// `flag NAME`; nil when the name is missing (nothing could refer to it).
    private mutating func parseFlag() -> FlagSyntax? {
        let start = advance().range.start
        guard let name = parseDeclaredName(after: "flag", what: "flag") else { return nil }
        return FlagSyntax(name: name, range: range(from: start))
    }

    /// `condition NAME = <condition>`; nil when the name is missing.
    private mutating func parseNamedCondition() -> NamedConditionSyntax? {
        let start = advance().range.start
        guard let name = parseDeclaredName(after: "condition", what: "condition") else { return nil }
        guard current.kind == .equals else {
            report(.syntaxError(
                .expectedEquals, "expected '=' after the condition name '\(name.text)'", at: expectedRange,
                help: "a named condition is written 'condition \(name.text) = host is \"example.com\"'"))
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
            let help = atWord("navigation")
                ? "navigation rules need no section: they are the rules before 'on response'"
                : "'on response' starts the rules that decide responses; it is the only section"
            let offer: (notes: [DiagnosticNote], fixIts: [FixIt]) = current.kind == .identifier && current.range.start.line == previousEnd.line
                ? Suggestion.offer(for: current.text, at: current.range, among: ["response"]) : ([], [])
            report(.syntaxError(.expectedSection, "expected 'response' after 'on'", at: expectedRange,
                                notes: offer.notes, help: help, fixIts: offer.fixIts))
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
            report(.syntaxError(
                .unexpectedToken, "unexpected \(currentDescription) without a matching opening bracket", at: current.range,
                fixIts: [FixIt(range: current.range, replacement: "")]))
        } else {
            report(.syntaxError(
                .expectedThen, "expected 'then' after the condition", at: expectedRange,
                help: "a rule is written 'when <condition> then <action>'"))
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
