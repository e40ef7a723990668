/// The stable codes of lexical and syntax errors (documented in `Grammar/NavPolicy.ebnf`).
public enum SyntaxErrorCode: String, Sendable, CaseIterable {
    /// Bytes that are not well-formed UTF-8.
    case invalidUTF8 = "invalid-utf8"
    /// A NUL byte.
    case nulCharacter = "nul-character"
    /// A character that starts no token (`!`, `@`, a digit, non-ASCII outside strings, …).
    case unexpectedCharacter = "unexpected-character"
    /// A string that reaches the end of the file.
    case unterminatedString = "unterminated-string"
    /// A string that reaches the end of its line.
    case newlineInString = "newline-in-string"
    /// A backslash escape other than `\"` and `\\`.
    case invalidEscape = "invalid-escape"
    /// A token where a statement must start.
    case expectedStatement = "expected-statement"
    /// No condition after `when`, `and`, `or`, `not` or `(`.
    case expectedCondition = "expected-condition"
    /// No comparison operator after an attribute.
    case expectedOperator = "expected-operator"
    /// No value after a comparison operator, or a list item that is not a string or name.
    case expectedValue = "expected-value"
    /// No `then` after a rule's condition.
    case expectedThen = "expected-then"
    /// No action after `then` or `otherwise`, or no destination after `open`.
    case expectedAction = "expected-action"
    /// No list after `let name =`.
    case expectedList = "expected-list"
    /// No string after `policy`.
    case expectedString = "expected-string"
    /// No name after `let`.
    case expectedName = "expected-name"
    /// No `=` after `let name`.
    case expectedEquals = "expected-equals"
    /// Two list items without a comma between them.
    case expectedComma = "expected-comma"
    /// A `(` without its `)`.
    case missingClosingParen = "missing-closing-paren"
    /// A `[` without its `]`.
    case missingClosingBracket = "missing-closing-bracket"
    /// A stray token inside a statement, such as an unmatched `)`.
    case unexpectedToken = "unexpected-token"
    /// More than `PolicyParser.maximumNestingDepth` levels of parentheses and `not`.
    case nestingTooDeep = "nesting-too-deep"
}

extension Diagnostic {
    /// A syntax error with one of the stable codes.
    static func syntaxError(
        _ code: SyntaxErrorCode, _ message: String, at range: SourceRange,
        notes: [DiagnosticNote] = [], help: String? = nil, fixIts: [FixIt] = []
    ) -> Diagnostic {
        .error(code.rawValue, message, at: range, notes: notes, help: help, fixIts: fixIts)
    }
}
