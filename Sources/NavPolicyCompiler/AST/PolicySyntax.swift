/// The parsed form of a policy file: statements with exact ranges, plus the token stream
/// (with trivia) the formatter reads comments from. Recovery leaves `.missing` pieces where
/// the parser had to invent something; sema skips those silently (they were already diagnosed).
package struct PolicySyntax: Sendable, Hashable {
    /// The statements in source order, including ones out of place (sema diagnoses order).
    package var statements: [StatementSyntax]
    /// Every token of the file in order, ending with `.endOfFile`.
    package var tokens: TokenList

    /// A file with the given statements and the lexer's tokens.
    package init(statements: [StatementSyntax], tokens: TokenList) {
        self.statements = statements
        self.tokens = tokens
    }

    /// The conditions written in the file, in source order: each rule's, and each named
    /// condition's definition (version 3).
    package var conditions: [ConditionSyntax] {
        statements.compactMap { statement in
            switch statement {
            case .rule(let rule): rule.condition
            case .condition(let named): named.condition
            case .header, .definition, .otherwise, .flag, .section: nil
            }
        }
    }
}

/// One top-level statement.
package enum StatementSyntax: Sendable, Hashable {
    /// `policy "name"`
    case header(HeaderSyntax)
    /// `let name = [ ... ]`
    case definition(DefinitionSyntax)
    /// `when <condition> then <action>`
    case rule(RuleSyntax)
    /// `otherwise <action>`
    case otherwise(OtherwiseSyntax)
    /// `flag NAME` (version 3)
    case flag(FlagSyntax)
    /// `condition NAME = <condition>` (version 3)
    case condition(NamedConditionSyntax)
    /// `on response`: the start of the response section (version 3)
    case section(SectionSyntax)

    /// The statement's whole range.
    package var range: SourceRange {
        switch self {
        case .header(let header): header.range
        case .definition(let definition): definition.range
        case .rule(let rule): rule.range
        case .otherwise(let otherwise): otherwise.range
        case .flag(let flag): flag.range
        case .condition(let condition): condition.range
        case .section(let section): section.range
        }
    }
}

/// `policy "name"`
package struct HeaderSyntax: Sendable, Hashable {
    /// The policy's name; nil when missing after recovery.
    package var name: StringSyntax?
    /// The statement's range.
    package var range: SourceRange
    /// Creates a header.
    package init(name: StringSyntax?, range: SourceRange) {
        self.name = name
        self.range = range
    }
}

/// `let name = [ ... ]`, `let name = file "path"` or `let name = param "KEY"`
package struct DefinitionSyntax: Sendable, Hashable {
    /// The defined name.
    package var name: IdentifierSyntax
    /// The inline list; nil for a list file or a parameter, or when missing after recovery.
    package var list: ListSyntax?
    /// `file "path"`: the list file's path as written, relative to the policy's folder.
    package var file: ListFileSyntax?
    /// `param "KEY"`: a list the app gives when it loads the table (version 3).
    package var parameter: ParameterSyntax?
    /// The statement's range.
    package var range: SourceRange
    /// Creates a definition.
    package init(
        name: IdentifierSyntax, list: ListSyntax?, file: ListFileSyntax? = nil, parameter: ParameterSyntax? = nil, range: SourceRange
    ) {
        self.name = name
        self.list = list
        self.file = file
        self.parameter = parameter
        self.range = range
    }
}

/// `param "servers"`: the key under which the app gives the list's items at load.
package struct ParameterSyntax: Sendable, Hashable {
    /// The `param` word's range.
    package var keywordRange: SourceRange
    /// The key string.
    package var key: StringSyntax
    /// Creates a parameter reference.
    package init(keywordRange: SourceRange, key: StringSyntax) {
        self.keywordRange = keywordRange
        self.key = key
    }
}

/// `flag call-active`: a boolean the app sets on each decision.
package struct FlagSyntax: Sendable, Hashable {
    /// The flag's name.
    package var name: IdentifierSyntax
    /// The statement's range.
    package var range: SourceRange
    /// Creates a flag declaration.
    package init(name: IdentifierSyntax, range: SourceRange) {
        self.name = name
        self.range = range
    }
}

/// `condition same-server = <condition>`: a condition named for use as a bare-name atom.
package struct NamedConditionSyntax: Sendable, Hashable {
    /// The condition's name.
    package var name: IdentifierSyntax
    /// The condition; `.missing` when absent after recovery.
    package var condition: ConditionSyntax
    /// The statement's range.
    package var range: SourceRange
    /// Creates a named condition.
    package init(name: IdentifierSyntax, condition: ConditionSyntax, range: SourceRange) {
        self.name = name
        self.condition = condition
        self.range = range
    }
}

/// `on response`: every later rule, and the `otherwise` after them, decide responses.
package struct SectionSyntax: Sendable, Hashable {
    /// The section's name (`response`); nil when missing after recovery.
    package var name: IdentifierSyntax?
    /// The statement's range.
    package var range: SourceRange
    /// Creates a section start.
    package init(name: IdentifierSyntax?, range: SourceRange) {
        self.name = name
        self.range = range
    }
}

/// `file "lists/blocked-hosts.txt"`
package struct ListFileSyntax: Sendable, Hashable {
    /// The `file` word's range.
    package var keywordRange: SourceRange
    /// The path string.
    package var path: StringSyntax
    /// Creates a list-file reference.
    package init(keywordRange: SourceRange, path: StringSyntax) {
        self.keywordRange = keywordRange
        self.path = path
    }
}

/// `when <condition> then <action>`
package struct RuleSyntax: Sendable, Hashable {
    /// The condition.
    package var condition: ConditionSyntax
    /// The action; nil when missing after recovery.
    package var action: ActionSyntax?
    /// The statement's range (from `when` to the end of the action).
    package var range: SourceRange
    /// Creates a rule.
    package init(condition: ConditionSyntax, action: ActionSyntax?, range: SourceRange) {
        self.condition = condition
        self.action = action
        self.range = range
    }
}

/// `otherwise <action>`
package struct OtherwiseSyntax: Sendable, Hashable {
    /// The action; nil when missing after recovery.
    package var action: ActionSyntax?
    /// The statement's range.
    package var range: SourceRange
    /// Creates an otherwise statement.
    package init(action: ActionSyntax?, range: SourceRange) {
        self.action = action
        self.range = range
    }
}

/// An action as written: one or two words (`allow`, `open in-app`), optionally followed by
/// `and notify "tag"`; sema resolves it.
package struct ActionSyntax: Sendable, Hashable {
    /// The words (`open` is a keyword, the rest identifiers), in order.
    package var words: [IdentifierSyntax]
    /// The action's range (the words only).
    package var range: SourceRange
    /// The `and notify "tag"` suffix, if written.
    package var notify: NotifySyntax?
    /// Creates an action.
    package init(words: [IdentifierSyntax], range: SourceRange, notify: NotifySyntax? = nil) {
        self.words = words
        self.range = range
        self.notify = notify
    }
}

/// `and notify "tag"` after an action.
package struct NotifySyntax: Sendable, Hashable {
    /// The range of `and notify`.
    package var keywordsRange: SourceRange
    /// The tag; nil when missing after recovery.
    package var tag: StringSyntax?
    /// Creates a notify suffix.
    package init(keywordsRange: SourceRange, tag: StringSyntax?) {
        self.keywordsRange = keywordsRange
        self.tag = tag
    }
}

/// An identifier, keyword-as-word, or enum word as written.
package struct IdentifierSyntax: Sendable, Hashable {
    /// The text.
    package var text: String
    /// Its range.
    package var range: SourceRange
    /// Creates an identifier.
    package init(text: String, range: SourceRange) {
        self.text = text
        self.range = range
    }
}

/// A string literal.
package struct StringSyntax: Sendable, Hashable {
    /// The value with escapes resolved.
    package var value: String
    /// Its range (quotes included).
    package var range: SourceRange
    /// Creates a string literal.
    package init(value: String, range: SourceRange) {
        self.value = value
        self.range = range
    }
}

/// `[item, item]`
package struct ListSyntax: Sendable, Hashable {
    /// The items in order.
    package var items: ListItems
    /// The list's range (brackets included).
    package var range: SourceRange
    /// Creates a list.
    package init(items: ListItems, range: SourceRange) {
        self.items = items
        self.range = range
    }
    /// Creates a list of items built in code.
    package init(items: [ValueSyntax], range: SourceRange) {
        self.init(items: ListItems(items), range: range)
    }
}

/// A value on the right of a comparison, or a list item.
package enum ValueSyntax: Sendable, Hashable {
    /// A string literal.
    case string(StringSyntax)
    /// A word: an enum value (`new-window`) or a list name.
    case word(IdentifierSyntax)
    /// An inline list.
    case list(ListSyntax)
    /// The keyword `none`.
    case none(SourceRange)
    /// The keyword `current`.
    case current(SourceRange)
    /// `current <attribute>` (`current host`); the range covers both words. Boxed: it is
    /// rare, and inline it would make every value (and list item) half again as large.
    indirect case currentAttribute(IdentifierSyntax, SourceRange)
    /// An unquoted number (`8443`), as written.
    case number(IdentifierSyntax)
    /// An inclusive range of numbers (`8000..8999`, version 3). Boxed, as `currentAttribute`.
    indirect case range(NumberRangeSyntax)

    /// The value's range.
    package var range: SourceRange {
        switch self {
        case .string(let string): string.range
        case .word(let word), .number(let word): word.range
        case .list(let list): list.range
        case .none(let range), .current(let range), .currentAttribute(_, let range): range
        case .range(let numbers): numbers.range
        }
    }
}

/// `8000..8999`: the numbers from `low` to `high`, both included.
package struct NumberRangeSyntax: Sendable, Hashable {
    /// The low end as written.
    package var low: IdentifierSyntax
    /// The high end as written.
    package var high: IdentifierSyntax
    /// From the low end's start to the high end's end.
    package var range: SourceRange
    /// Creates a range.
    package init(low: IdentifierSyntax, high: IdentifierSyntax) {
        self.low = low
        self.high = high
        range = low.range.union(high.range)
    }

    /// The range as the formatter writes it (`8000..8999`).
    package var text: String { "\(low.text)..\(high.text)" }
}

/// The comparison operators.
package enum ComparisonOperator: String, Sendable, Hashable, CaseIterable {
    case `is` = "is"
    case isNot = "is not"
    case `in` = "in"
    case notIn = "not in"
    case equal = "=="
    case notEqual = "!="
    case startsWith = "starts-with"
    case endsWith = "ends-with"
    case has = "has"
    case matches = "matches"
    /// `path under "/login"`: the path is `/login` or below it (version 3).
    case under = "under"
}

/// `attribute operator value [ignoring case]`, e.g. `host not in ours`, `current path
/// ends-with ".PDF" ignoring case`.
package struct ComparisonSyntax: Sendable, Hashable {
    /// The attribute word as written (`target`, `host`, `current`, …); sema resolves it.
    package var attribute: IdentifierSyntax
    /// The range of a `current` before the attribute (`current host is none`); nil when the
    /// attribute is the request's own (or is `current` itself).
    package var currentPrefix: SourceRange?
    /// The operator.
    package var op: ComparisonOperator
    /// The operator's range (both words for `is not` / `not in`).
    package var operatorRange: SourceRange
    /// The value; nil when missing after recovery.
    package var value: ValueSyntax?
    /// The range of a trailing `ignoring case`, if written.
    package var ignoringCase: SourceRange?
    /// The comparison's range.
    package var range: SourceRange
    /// Creates a comparison.
    package init(
        attribute: IdentifierSyntax, currentPrefix: SourceRange? = nil, op: ComparisonOperator, operatorRange: SourceRange,
        value: ValueSyntax?, ignoringCase: SourceRange? = nil, range: SourceRange
    ) {
        self.attribute = attribute
        self.currentPrefix = currentPrefix
        self.op = op
        self.operatorRange = operatorRange
        self.value = value
        self.ignoringCase = ignoringCase
        self.range = range
    }
}

/// A condition as written. `and` / `or` keep their operands flat, in order.
package indirect enum ConditionSyntax: Sendable, Hashable {
    /// An atom.
    case comparison(ComparisonSyntax)
    /// A bare name as an atom: a flag, a named condition, or a built-in boolean
    /// (`attachment`, `displayable`); sema resolves it (version 3).
    case name(IdentifierSyntax)
    /// `not <condition>`; the range covers `not` and its operand.
    case not(ConditionSyntax, SourceRange)
    /// `a and b and c`
    case and([ConditionSyntax], SourceRange)
    /// `a or b or c`
    case or([ConditionSyntax], SourceRange)
    /// `( <condition> )`; the range covers the parentheses.
    case parenthesized(ConditionSyntax, SourceRange)
    /// Nothing usable here (already diagnosed by the parser).
    case missing(SourceRange)

    /// Calls `visit` with every comparison of the condition, in source order (bare names,
    /// which compare nothing, excepted).
    package func forEachComparison(_ visit: (ComparisonSyntax) -> Void) {
        forEachAtom(name: { _ in }, comparison: visit)
    }

    /// Calls `name` with every bare-name atom and `comparison` with every comparison of the
    /// condition, in source order. A loop over an explicit stack: a condition nested as deep
    /// as the parser allows costs no machine stack.
    package func forEachAtom(name: (IdentifierSyntax) -> Void, comparison: (ComparisonSyntax) -> Void) {
        var pending: [ConditionSyntax] = [self]
        while let condition = pending.popLast() {
            switch condition {
            case .comparison(let written): comparison(written)
            case .name(let word): name(word)
            case .not(let operand, _), .parenthesized(let operand, _): pending.append(operand)
            case .and(let operands, _), .or(let operands, _): pending.append(contentsOf: operands.reversed())
            case .missing: break
            }
        }
    }

    /// The condition's range.
    package var range: SourceRange {
        switch self {
        case .comparison(let comparison): comparison.range
        case .name(let name): name.range
        case .not(_, let range), .and(_, let range), .or(_, let range),
            .parenthesized(_, let range), .missing(let range):
            range
        }
    }
}
