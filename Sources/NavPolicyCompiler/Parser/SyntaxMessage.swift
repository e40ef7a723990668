/// The parser's messages: every syntax code's wording is here (the lexer's are `LexicalMessage`).
enum SyntaxMessage: DiagnosticMessage {
    /// A statement cannot start with the token `found` (quoted, or `end of file`).
    case expectedStatement(found: String)
    /// `policy` without a string; `unquoted` is a word written where the string belongs.
    case expectedPolicyName(unquoted: (text: String, range: SourceRange)?)
    /// `let` without a name; `keyword` is a keyword written where the name belongs.
    case expectedListName(keyword: String?)
    /// `let NAME` without `=`.
    case expectedEquals(name: String)
    /// `let NAME = file` without a string.
    case expectedListFilePath(name: String)
    /// `let NAME =` without a list; `singleValue` is one value written without brackets.
    case expectedList(singleValue: (text: String, range: SourceRange)?)
    /// A `)` or `]` (`found`) that closes nothing.
    case unmatchedCloser(found: String)
    /// A condition without `then` after it.
    case expectedThen
    /// No condition (after the token `after`, if any).
    case expectedCondition(after: String?)
    /// `ignoring` without `case`.
    case expectedCase
    /// `not` after an attribute without `in`.
    case expectedInAfterNot
    /// `=` where a comparison operator belongs.
    case singleEquals
    /// No operator after the attribute `attribute`.
    case expectedOperator(after: String)
    /// A word that is no attribute where an attribute stands, with no operator after it
    /// (`header "X" starts-with …`).
    case unknownAttribute(String)
    /// No value after the operator `op`.
    case expectedValue(after: String)
    /// A `,` with no list item before it.
    case missingListItem
    /// A token (`found`) that is no list item.
    case invalidListItem(found: String)
    /// Two list items without a comma.
    case expectedComma
    /// A list whose `[` (at `opened`) is never closed.
    case missingClosingBracket(opened: SourceRange)
    /// `open` without a destination.
    case expectedDestination
    /// No action (after the token `after`, if any).
    case expectedAction(after: String?)
    /// `and` after an action without `notify`.
    case expectedNotify
    /// `and notify` without a string.
    case expectedNotifyTag
    /// More than `limit` levels of parentheses and `not`.
    case nestingTooDeep(limit: Int)
    /// A parenthesized condition whose `(` (at `opened`) is never closed.
    case missingClosingParen(opened: SourceRange)
    /// `let NAME = param` without a string key.
    case expectedParameterKey(name: String)
    /// `flag` or `condition` (`keyword`) without a name; `found` is what stands there, with
    /// whether it is a keyword on the same line or a quoted valid name (`quoted`, its range).
    case expectedDeclaredName(keyword: String, keywordFound: String?, quoted: (name: String, range: SourceRange)?)
    /// `condition NAME` without `=`.
    case expectedConditionEquals(name: String)
    /// `on` without `response`; `found` is a word on the same line (for a did-you-mean).
    case expectedSection(found: (text: String, range: SourceRange)?)
    /// A `..` without a whole number on each side.
    case brokenRange

    private static let statementHelp = "a statement starts with 'policy', 'let', 'flag', 'condition', 'when', 'otherwise' or 'on response'"
    private static let operatorList = "'is', 'is not', 'in', 'not in', '==', '!=', 'starts-with', 'ends-with', 'under', 'has' or 'matches'"
    private static let actionHelp =
        "the actions are 'allow', 'cancel', 'download', 'open external', 'open in-app', 'open popup' and 'open in-place'"

    func diagnostic(at range: SourceRange) -> Diagnostic {
        switch self {
        case .expectedStatement(let found):
            .error(.expectedStatement, "expected a statement, found \(found)", at: range, help: Self.statementHelp)
        case .expectedPolicyName(let unquoted):
            .error(
                .expectedString, "expected the policy name as a string after 'policy'", at: range,
                help: "write the name in quotes, e.g. 'policy \"ads-webview\"'",
                fixIts: unquoted.map { [FixIt(range: $0.range, replacement: StringLiteral.quoted($0.text))] } ?? [])
        case .expectedListName(let keyword):
            .error(
                .expectedName, "expected a list name after 'let'", at: range,
                help: keyword.map { "'\($0)' is a keyword and cannot name a list" })
        case .expectedEquals(let name):
            .error(
                .expectedEquals, "expected '=' after the list name '\(name)'", at: range,
                help: "a definition is written 'let \(name) = [\"a\", \"b\"]'")
        case .expectedListFilePath(let name):
            .error(
                .expectedString, "expected the list file's path as a string after 'file'", at: range,
                help: "write 'let \(name) = file \"lists/\(name).txt\"'")
        case .expectedList(let singleValue):
            .error(
                .expectedList, "expected a list in brackets after '='", at: range,
                help: singleValue.map { "write a single value as a one-item list, e.g. '[\($0.text)]'" }
                    ?? "a list is written '[\"a\", \"b\"]'",
                fixIts: singleValue.map { [FixIt(range: $0.range, replacement: "[\($0.text)]")] } ?? [])
        case .unmatchedCloser(let found):
            .error(
                .unexpectedToken, "unexpected \(found) without a matching opening bracket", at: range,
                fixIts: [FixIt(range: range, replacement: "")])
        case .expectedThen:
            .error(
                .expectedThen, "expected 'then' after the condition", at: range, help: "a rule is written 'when <condition> then <action>'")
        case .expectedCondition(let after):
            .error(
                .expectedCondition, "expected a condition\(after.map { " after '\($0)'" } ?? "")", at: range,
                help: "a condition compares an attribute, e.g. 'host is \"example.com\"'")
        case .expectedCase:
            .error(.expectedValue, "expected 'case' after 'ignoring'", at: range, help: "write 'ignoring case' after a path comparison")
        case .expectedInAfterNot:
            .error(
                .expectedOperator, "expected 'in' after 'not'", at: range,
                help: "to negate a condition, put 'not' before it, e.g. 'not (host == current)'")
        case .singleEquals:
            .error(
                .expectedOperator, "'=' is not a comparison operator", at: range,
                help: "use '==' to compare with 'current', or 'is' to compare with a value",
                fixIts: [FixIt(range: range, replacement: "==")])
        case .expectedOperator(let attribute):
            .error(
                .expectedOperator, "expected an operator after '\(attribute)'", at: range, help: "the operators are \(Self.operatorList)")
        case .unknownAttribute(let word):
            // Sema's wording for an unknown attribute (with its did-you-mean), and the other
            // thing the word may have meant: a flag or condition, which stands alone.
            Self.addingHelp(
                to: SemanticMessage.unknownAttribute(word).diagnostic(at: range),
                "a flag or a named condition stands alone, followed by 'and', 'or', 'then' or ')'")
        case .expectedValue(let op):
            .error(
                .expectedValue, "expected a value after '\(op)'", at: range,
                help: "a value is a string, a number, a word such as 'new-window', a list, 'none' or 'current'")
        case .missingListItem:
            .error(.expectedValue, "expected a list item before ','", at: range)
        case .invalidListItem(let found):
            .error(.expectedValue, "expected a string, a number or a name as a list item, found \(found)", at: range)
        case .expectedComma:
            .error(.expectedComma, "expected ',' between list items", at: range, fixIts: [FixIt(range: range, replacement: ",")])
        case .missingClosingBracket(let opened):
            .error(
                .missingClosingBracket, "expected ']' to close the list", at: range,
                notes: [DiagnosticNote("'[' opened here", range: opened)], fixIts: [FixIt(range: range, replacement: "]")])
        case .expectedDestination:
            .error(.expectedAction, "expected where to open after 'open'", at: range, help: Self.actionHelp)
        case .expectedAction(let after):
            .error(.expectedAction, "expected an action\(after.map { " after '\($0)'" } ?? "")", at: range, help: Self.actionHelp)
        case .expectedNotify:
            .error(
                .expectedAction, "expected 'notify' after 'and' in an action", at: range,
                help: "an action may end with 'and notify \"tag\"'; conditions go before 'then'")
        case .expectedNotifyTag:
            .error(
                .expectedString, "expected the notify tag as a string after 'notify'", at: range,
                help: "write the tag in quotes, e.g. 'and notify \"oauth-callback\"'")
        case .nestingTooDeep(let limit):
            .error(
                .nestingTooDeep, "condition is nested too deeply (more than \(limit) levels of parentheses and 'not')", at: range,
                help: "simplify the condition, or split the rule into several rules")
        case .missingClosingParen(let opened):
            .error(
                .missingClosingParen, "expected ')' to close the parenthesized condition", at: range,
                notes: [DiagnosticNote("'(' opened here", range: opened)], fixIts: [FixIt(range: range, replacement: ")")])
        case .expectedParameterKey(let name):
            .error(
                .expectedString, "expected the parameter key as a string after 'param'", at: range,
                help: "write 'let \(name) = param \"\(name)\"'; the app gives the items under that key when it loads the table")
        case .expectedDeclaredName(let keyword, let keywordFound, let quoted):
            .error(
                .expectedName, "expected a \(keyword) name after '\(keyword)'", at: range,
                help: quoted != nil
                    ? "a \(keyword) name is a word, written without quotes"
                    : keywordFound.map { "'\($0)' is a keyword and cannot name a \(keyword)" },
                fixIts: quoted.map { [FixIt(range: $0.range, replacement: $0.name)] } ?? [])
        case .expectedConditionEquals(let name):
            .error(
                .expectedEquals, "expected '=' after the condition name '\(name)'", at: range,
                help: "a named condition is written 'condition \(name) = host is \"example.com\"'")
        case .expectedSection(let found):
            Self.expectedSection(found: found, at: range)
        case .brokenRange:
            .error(
                .expectedValue, "expected a number on each side of '..'", at: range,
                help: "a range is written with two whole numbers, e.g. 'port in [8000..8999]'")
        }
    }

    /// `diagnostic` with `more` appended to its help.
    private static func addingHelp(to diagnostic: Diagnostic, _ more: String) -> Diagnostic {
        var diagnostic = diagnostic
        diagnostic.help = diagnostic.help.map { "\($0); \(more)" } ?? more
        return diagnostic
    }

    /// `on` without `response`: a did-you-mean for a near word, and what the section is for.
    private static func expectedSection(found: (text: String, range: SourceRange)?, at range: SourceRange) -> Diagnostic {
        let help =
            found?.text == "navigation"
            ? "navigation rules need no section: they are the rules before 'on response'"
            : "'on response' starts the rules that decide responses; it is the only section"
        let offer: (notes: [DiagnosticNote], fixIts: [FixIt]) =
            found.map { Suggestion.offer(for: $0.text, at: $0.range, among: ["response"]) } ?? ([], [])
        return .error(.expectedSection, "expected 'response' after 'on'", at: range, notes: offer.notes, help: help, fixIts: offer.fixIts)
    }
}
