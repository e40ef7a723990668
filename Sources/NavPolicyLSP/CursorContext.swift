/// What may come next at a place in a statement, read from the tokens of the statement before
/// it: the grammar's positions, as completion offers words for them and hover names the role
/// of the word that stands in one. A small state machine over tokens, not the parser: it must
/// read half-written statements, which the parser only recovers from.
enum CursorContext: Sendable, Hashable {
    /// A statement may start (`when`, `let`, `flag`, `condition`, `otherwise`, `on`, `policy`).
    case statement
    /// An atom may start: an attribute, `not`, `(`, `current`.
    case attribute
    /// After `current` where an attribute goes: a part (`current host`) or `is` (`current is none`).
    case afterCurrent
    /// After an attribute: its comparisons. `prefixed` for `current host` and the like.
    case comparison(attribute: String, prefixed: Bool)
    /// After `not` following an attribute: `in`.
    case comparisonAfterNot(attribute: String, prefixed: Bool)
    /// After a comparison word: its value.
    case value(attribute: String, prefixed: Bool, comparison: String)
    /// After `== current` / `!= current`: the part, or the rest of the condition.
    case currentPart(attribute: String)
    /// Inside an inline list after `[` or `,`.
    case listItem(attribute: String?)
    /// After a list item: `,` or `]`.
    case afterListItem(attribute: String?)
    /// After a whole comparison: `and`, `or`, `then`, `)` (and `ignoring case` after a path test).
    case afterComparison(attribute: String?)
    /// After `ignoring`: `case`.
    case afterIgnoring
    /// After `then` or `otherwise`: an action.
    case action
    /// After `open`: where.
    case openDestination
    /// After an action: `and notify`.
    case afterAction
    /// After `and` that follows an action: `notify`.
    case notify
    /// After `notify`, or `policy`, or `file`: a string.
    case string
    /// After a whole statement that nothing need follow (a definition, the header, a notify
    /// tag): the next statement.
    case statementEnd
    /// After `let`: the new name.
    case definitionName
    /// After `let NAME`: `=`.
    case definitionEquals
    /// After `let NAME =`: `[` or `file`.
    case definitionValue
    /// Inside a definition's list.
    case definitionList
    /// After `flag`: the new name.
    case flagName
    /// After `condition`: the new name.
    case conditionName
    /// After `condition NAME`: `=`.
    case conditionEquals
    /// After `on`: the section (`response`).
    case section
    /// Nothing the grammar allows fits (after a mistake).
    case unknown

    /// The context after `tokens` (the statement's tokens before the place, its keyword first).
    init(after tokens: [CompilerAdapter.WordToken]) {
        var context = CursorContext.statement
        for token in tokens { context = context.next(token) }
        self = context
    }

    /// The statement keywords.
    static let statementKeywords = ["policy", "let", "when", "otherwise"]
    /// The contextual words that start a statement (version 3): `flag`, `condition`, `on`.
    static let statementWords = ["flag", "condition", "on"]

    /// The context after one more token.
    func next(_ token: CompilerAdapter.WordToken) -> CursorContext {
        let word = token.text
        let isWord = token.kind == .identifier || token.kind == .keyword
        switch self {
        case .statement:
            switch word {
            case "when": return .attribute
            case "otherwise": return .action
            case "let": return .definitionName
            case "policy": return .string
            case "flag": return .flagName
            case "condition": return .conditionName
            case "on": return .section
            default: return .unknown
            }
        case .attribute:
            switch word {
            case "not", "(": return .attribute
            case "current": return .afterCurrent
            default: return token.kind == .identifier ? .comparison(attribute: word, prefixed: false) : .unknown
            }
        case .afterCurrent:
            if word == "is" { return .value(attribute: "current", prefixed: false, comparison: "is") }
            return token.kind == .identifier ? .comparison(attribute: word, prefixed: true) : .unknown
        case .comparison(let attribute, let prefixed):
            switch word {
            case "not": return .comparisonAfterNot(attribute: attribute, prefixed: prefixed)
            case "is", "in", "==", "!=", "starts-with", "ends-with", "has", "matches", "under":
                return .value(attribute: attribute, prefixed: prefixed, comparison: word)
            // The word was a bare name (a flag, a condition): the atom is whole.
            case "and", "or", "then",
                ")" where !prefixed:
                return CursorContext.afterComparison(attribute: nil).next(token)
            default: return .unknown
            }
        case .comparisonAfterNot(let attribute, let prefixed):
            return word == "in" ? .value(attribute: attribute, prefixed: prefixed, comparison: "not in") : .unknown
        case .value(let attribute, let prefixed, let comparison):
            if comparison == "is", word == "not" { return .value(attribute: attribute, prefixed: prefixed, comparison: "is not") }
            if word == "[" { return .listItem(attribute: attribute) }
            if word == "current", comparison == "==" || comparison == "!=" { return .currentPart(attribute: attribute) }
            return isWord || token.kind == .string || token.kind == .number ? .afterComparison(attribute: attribute) : .unknown
        case .currentPart(let attribute):
            if token.kind == .identifier, word != "ignoring" { return .afterComparison(attribute: attribute) }
            return CursorContext.afterComparison(attribute: attribute).next(token)
        case .listItem(let attribute):
            if word == "]" { return .afterComparison(attribute: attribute) }
            return word == "," ? .listItem(attribute: attribute) : .afterListItem(attribute: attribute)
        case .afterListItem(let attribute):
            if word == "]" { return .afterComparison(attribute: attribute) }
            return word == "," ? .listItem(attribute: attribute) : .unknown
        case .afterComparison:
            switch word {
            case "and", "or": return .attribute
            case ")": return .afterComparison(attribute: nil)
            case "then": return .action
            case "ignoring": return .afterIgnoring
            default: return .unknown
            }
        case .afterIgnoring:
            return word == "case" ? .afterComparison(attribute: nil) : .unknown
        case .action:
            if word == "open" { return .openDestination }
            return token.kind == .identifier ? .afterAction : .unknown
        case .openDestination:
            return token.kind == .identifier ? .afterAction : .unknown
        case .afterAction:
            return word == "and" ? .notify : .unknown
        case .notify:
            return word == "notify" ? .string : .unknown
        case .string:
            return token.kind == .string ? .statementEnd : .unknown
        case .statementEnd:
            return .unknown
        case .definitionName:
            return token.kind == .identifier ? .definitionEquals : .unknown
        case .definitionEquals:
            return word == "=" ? .definitionValue : .unknown
        case .definitionValue:
            if word == "file" || word == "param" { return .string }
            return word == "[" ? .definitionList : .unknown
        case .definitionList:
            return word == "]" ? .statementEnd : .definitionList
        case .flagName:
            return token.kind == .identifier ? .statementEnd : .unknown
        case .conditionName:
            return token.kind == .identifier ? .conditionEquals : .unknown
        case .conditionEquals:
            return word == "=" ? .attribute : .unknown
        case .section:
            return word == "response" ? .statementEnd : .unknown
        case .unknown:
            return .unknown
        }
    }
}
