/// Turns a parsed policy (statement structure + the token stream with its trivia) into print
/// tokens. Every source token is emitted exactly once and in order, walked by a cursor that the
/// syntax tree positions by source offset; the tree only decides where groups and breaks go.
/// The one token it may drop or add is a list's trailing comma (printed only when the list is
/// broken over lines).
struct PrintTokenBuilder {
    /// Continuation indentation of a broken rule, condition group or list.
    static let indentWidth = 2
    /// The longest text Swift keeps inside a string value, without its own storage.
    private static let smallTextLength = 15

    /// Where an own-line comment sits, which decides how blank lines around it are kept.
    private enum CommentPlace {
        /// Before a statement or at the end of the file: blank lines kept (at most one).
        case statement
        /// Before a list item after the first: blank lines kept, forcing the list to break.
        case listItem
        /// Before a list's first item or its closing bracket: blank lines kept between comments
        /// only.
        case listEdge
        /// Inside a condition: blank lines dropped.
        case inline
    }

    private let tokens: TokenList
    /// The index of the end-of-file token (or `tokens.count` when there is none).
    private let endIndex: Int
    private var cursor = 0
    private var stream: [PrintToken] = []
    /// Whether a space is due before the next token's text.
    private var spaceDue = false
    /// Whether the last emitted print token was a forced line break.
    private var atLineStart = true
    /// The token whose own-line comments were already emitted by the caller.
    private var leadingDoneIndex = -1
    /// Tokens whose end-of-line comments the caller emits itself, later.
    private var heldTrailing: Set<Int> = []

    /// The print tokens for `syntax`.
    static func printTokens(for syntax: PolicySyntax) -> [PrintToken] {
        var builder = PrintTokenBuilder(tokens: syntax.tokens)
        builder.emitFile(syntax.statements)
        return builder.stream
    }

    private init(tokens: TokenList) {
        self.tokens = tokens
        endIndex = tokens.indices.last { tokens.kind(at: $0) == .endOfFile } ?? tokens.count
        stream.reserveCapacity(tokens.count * 3)
    }

    // MARK: Statements

    private mutating func emitFile(_ statements: [StatementSyntax]) {
        for statement in statements {
            emitTokens(before: statement.range.start.offset)
            emitStatement(statement)
        }
        emitTokens(before: Int.max)
        if endIndex < tokens.count { emitOwnLineComments(of: endIndex, place: .statement) }
    }

    private mutating func emitStatement(_ statement: StatementSyntax) {
        let end = statement.range.end.offset
        let last = lastTokenIndex(before: end)
        // `on response` always has a blank line before it (before its comments, if any).
        let isSection = if case .section = statement { true } else { false }
        if cursor < endIndex { emitOwnLineComments(of: cursor, place: .statement, blankLineFirst: isSection) }
        heldTrailing.insert(last)
        switch statement {
        case .rule(let rule):
            stream.append(.open(indent: Self.indentWidth))
            emitTokens(before: rule.condition.range.start.offset)
            emitCondition(rule.condition, breaksInRuleGroup: true)
            appendBreak(.space)
            emitTokens(before: end)
            stream.append(.close)
        case .condition(let named):
            // Laid out as a rule's condition: broken at its top-level `or`s, else `and`s.
            stream.append(.open(indent: Self.indentWidth))
            emitTokens(before: named.condition.range.start.offset)
            emitCondition(named.condition, breaksInRuleGroup: true)
            emitTokens(before: end)
            stream.append(.close)
        case .definition(let definition):
            // Only `let name =` is the continuation group: the list indents on its own.
            stream.append(.open(indent: Self.indentWidth))
            emitTokens(before: definition.list?.range.start.offset ?? end)
            stream.append(.close)
            if let list = definition.list { emitList(list) }
        case .header, .otherwise, .flag, .section:
            // A group only so that a line broken by a comment continues indented.
            stream.append(.open(indent: Self.indentWidth))
            emitTokens(before: end)
            stream.append(.close)
        }
        emitTokens(before: end)
        heldTrailing.remove(last)
        emitEndOfLineComments(of: last)
    }

    // MARK: Conditions

    /// Emits a condition. `and` / `or` operands are separated by a break before the operator;
    /// those breaks belong to the rule's own group at the top level (so they break together with
    /// `then`) and to a nested group, indented one more step, below it.
    private mutating func emitCondition(_ condition: ConditionSyntax, breaksInRuleGroup: Bool) {
        switch condition {
        case .and(let operands, _), .or(let operands, _):
            if !breaksInRuleGroup { stream.append(.open(indent: Self.indentWidth)) }
            for (position, operand) in operands.enumerated() {
                if position > 0 { appendBreak(.space) }
                emitTokens(before: operand.range.start.offset)
                emitCondition(operand, breaksInRuleGroup: false)
            }
            if !breaksInRuleGroup { stream.append(.close) }
        case .parenthesized(let inner, _), .not(let inner, _):
            emitTokens(before: inner.range.start.offset)
            emitCondition(inner, breaksInRuleGroup: false)
        case .comparison(let comparison):
            if let value = comparison.value {
                emitTokens(before: value.range.start.offset)
                emitValue(value)
            }
        case .name, .missing:
            break
        }
        emitTokens(before: condition.range.end.offset)
    }

    private mutating func emitValue(_ value: ValueSyntax) {
        if case .list(let list) = value { emitList(list) }
        emitTokens(before: value.range.end.offset)
    }

    // MARK: Lists

    /// `[a, b]` when it fits; otherwise one item per line, each with a comma, the closing
    /// bracket back at the enclosing indentation.
    private mutating func emitList(_ list: ListSyntax) {
        let end = list.range.end.offset
        let open = cursor
        guard open < endIndex, tokens.kind(at: open) == .leftBracket else { return }
        if list.items.isEmpty {
            emitTokens(before: end)
            return
        }
        heldTrailing.insert(open)
        emitToken(open)
        heldTrailing.remove(open)
        stream.append(.open(indent: Self.indentWidth))
        emitEndOfLineComments(of: open)
        appendBreak(.softBreak)
        for (position, item) in list.items.enumerated() {
            let isLast = position == list.items.count - 1
            if position > 0 { appendBreak(.space) }
            emitTokens(before: item.range.start.offset)
            if cursor < endIndex { emitOwnLineComments(of: cursor, place: position == 0 ? .listEdge : .listItem) }
            let itemLast = lastTokenIndex(before: item.range.end.offset)
            heldTrailing.insert(itemLast)
            emitValue(item)
            heldTrailing.remove(itemLast)
            var separator: Int?
            if cursor < endIndex, tokens.kind(at: cursor) == .comma, tokens.startOffset(at: cursor) < end {
                separator = cursor
                cursor += 1
            }
            if isLast {
                stream.append(.textWhenBroken(","))
            } else if separator != nil {
                spaceDue = false
                appendText(",")
            }
            // The comma goes right after its item; comments around it follow in source order.
            emitEndOfLineComments(of: itemLast)
            if let separator {
                emitOwnLineComments(of: separator, place: .inline)
                emitEndOfLineComments(of: separator)
            }
        }
        let closeIndex = lastTokenIndex(before: end)
        // Stray tokens before `]` only exist after parser recovery; keep them anyway.
        while cursor < closeIndex { emitToken(cursor) }
        if cursor < endIndex { emitOwnLineComments(of: cursor, place: .listEdge) }
        appendBreak(.break(size: 0, offset: -Self.indentWidth))
        stream.append(.close)
        emitTokens(before: end)
    }

    // MARK: Tokens and comments

    /// Emits every token that starts before `offset` (the end-of-file token excepted).
    private mutating func emitTokens(before offset: Int) {
        while cursor < endIndex, tokens.startOffset(at: cursor) < offset {
            emitToken(cursor)
        }
    }

    /// The index of the last token starting before `offset`, from the cursor on.
    private func lastTokenIndex(before offset: Int) -> Int {
        var index = cursor
        while index + 1 < endIndex, tokens.startOffset(at: index + 1) < offset { index += 1 }
        return index
    }

    private mutating func emitToken(_ index: Int) {
        if index != leadingDoneIndex { emitOwnLineComments(of: index, place: .inline) }
        let kind = tokens.kind(at: index)
        switch kind {
        case .rightParen, .rightBracket, .comma, .dotDot: spaceDue = false
        default: break
        }
        appendText(tokens.text(at: index))
        switch kind {
        case .leftParen, .leftBracket, .dotDot: spaceDue = false
        default: break
        }
        cursor = index + 1
        if !heldTrailing.contains(index) { emitEndOfLineComments(of: index) }
    }

    /// Emits the own-line comments before the token at `index`; `blankLineFirst` puts a blank
    /// line before the first of them (or before the token when there are none).
    private mutating func emitOwnLineComments(of index: Int, place: CommentPlace, blankLineFirst: Bool = false) {
        leadingDoneIndex = index
        let trivia = CommentTrivia(leading: tokens.leadingTrivia(at: index))
        for (position, comment) in trivia.ownLineComments.enumerated() {
            let blankLine =
                switch place {
                case .statement, .listItem: comment.blankLineBefore || (blankLineFirst && position == 0)
                case .listEdge: comment.blankLineBefore && position > 0
                case .inline: false
                }
            appendNewlines(blankLine ? 2 : 1)
            appendText(comment.text)
            spaceDue = false
        }
        let blankLine =
            switch place {
            case .statement, .listItem: trivia.blankLineBeforeToken || (blankLineFirst && trivia.ownLineComments.isEmpty)
            case .listEdge, .inline: false
            }
        if place == .statement || !trivia.ownLineComments.isEmpty || blankLine {
            appendNewlines(blankLine ? 2 : 1)
        }
    }

    private mutating func emitEndOfLineComments(of index: Int) {
        guard index < endIndex else { return }
        for comment in CommentTrivia(trailing: tokens.trailingTrivia(at: index)).endOfLineComments {
            if !atLineStart { stream.append(.text(" ")) }
            stream.append(.text(comment))
            appendNewlines(1)
        }
    }

    private mutating func appendText(_ text: String) {
        let piece = spaceDue ? " " + text : text
        // Short neighbours share one print token (`a,` of a list item and its comma): a
        // million-item list then costs two tokens an item. Only while the joined text stays a
        // small string, so a long run of texts is never copied over and over.
        if case .text(let previous)? = stream.last, previous.utf8.count + piece.utf8.count <= Self.smallTextLength {
            stream[stream.count - 1] = .text(previous + piece)
        } else {
            stream.append(.text(piece))
        }
        spaceDue = true
        atLineStart = false
    }

    private mutating func appendBreak(_ token: PrintToken) {
        stream.append(token)
        spaceDue = false
    }

    private mutating func appendNewlines(_ count: Int) {
        stream.append(.newlines(count))
        spaceDue = false
        atLineStart = true
    }
}
