/// The stable code of every diagnostic, of every phase: the one place codes are spelled.
/// The raw value is what text, JSON and SARIF output print (kebab-case).
public enum DiagnosticCode: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    // MARK: Lexical and syntax errors (documented in `Grammar/NavPolicy.ebnf`)

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
    /// No `response` after `on` (version 3: the only section is `on response`).
    case expectedSection = "expected-section"

    // MARK: Semantic errors

    /// A word where an attribute must be.
    case unknownAttribute = "unknown-attribute"
    /// A comparison the attribute does not take.
    case unsupportedComparison = "unsupported-comparison"
    /// A value of the wrong kind (a list for one value, a word for a string, …).
    case typeMismatch = "type-mismatch"
    /// An enum word the attribute does not know.
    case unknownValue = "unknown-value"
    /// A scheme that is not a valid URL scheme.
    case invalidScheme = "invalid-scheme"
    /// A host pattern with a misplaced `*` or an invalid domain.
    case invalidHostPattern = "invalid-host-pattern"
    /// A host that does not normalize.
    case invalidHost = "invalid-host"
    /// A `*` in a path constant, where `ends-with` or `url matches` was meant.
    case pathPattern = "path-pattern"
    /// A port outside 0–65535 or not a whole number.
    case invalidPort = "invalid-port"
    /// A notify tag that is empty, too long, or has characters outside `A-Z a-z 0-9 . _ -`.
    case invalidNotifyTag = "invalid-notify-tag"
    /// A `url matches` pattern that does not parse.
    case invalidMatchPattern = "invalid-match-pattern"
    /// A name no `let` defines.
    case undefinedName = "undefined-name"
    /// A name used above its `let`.
    case useBeforeDefinition = "use-before-definition"
    /// A list file (`let NAME = file "path"`) that is missing or cannot be read.
    case listFileUnreadable = "list-file-unreadable"
    /// A list file item wrapped in double quotes (list files hold items without quotes).
    case quotedListItem = "quoted-list-item"
    /// A second `let` of one name.
    case duplicateDefinition = "duplicate-definition"
    /// A list of another kind than the attribute compares with.
    case listKindMismatch = "list-kind-mismatch"
    /// An action word that is no action.
    case unknownAction = "unknown-action"
    /// A second `policy` header.
    case duplicateHeader = "duplicate-header"
    /// A `policy` header after another statement.
    case headerNotFirst = "header-not-first"
    /// A second `otherwise`.
    case duplicateOtherwise = "duplicate-otherwise"
    /// An `otherwise` before another statement.
    case otherwiseNotLast = "otherwise-not-last"
    /// A second `on response` (version 3).
    case duplicateSection = "duplicate-section"
    /// A named condition that uses itself, directly or through other conditions.
    case recursiveCondition = "recursive-condition"
    /// More than 64 `flag` declarations.
    case tooManyFlags = "too-many-flags"
    /// A flag or condition named like an attribute or a built-in atom.
    case reservedName = "reserved-name"
    /// A parameter key that is empty, too long, or has characters outside `A-Z a-z 0-9 . _ -`.
    case invalidParameterKey = "invalid-parameter-key"
    /// Two parameters with one key.
    case duplicateParameterKey = "duplicate-parameter-key"
    /// A parameter where the runtime cannot take one (`url matches`, `status`, `type`, enums).
    case unsupportedParameterUse = "unsupported-parameter-use"
    /// A parameter used as two kinds of value (host patterns and schemes).
    case parameterKindConflict = "parameter-kind-conflict"
    /// A navigation-only attribute in a response rule, or a response attribute in a navigation rule.
    case attributeNotInSection = "attribute-not-in-section"
    /// An action a response cannot take (only `allow`, `cancel`, `download`).
    case actionNotInResponse = "action-not-in-response"
    /// A status outside 100–999 or not a whole number.
    case invalidStatus = "invalid-status"
    /// A number range whose low end exceeds its high end.
    case invalidRange = "invalid-range"
    /// A `type` constant that is no MIME type essence (or prefix of one).
    case invalidType = "invalid-type"

    // MARK: Lint findings (each rule's documentation is its file under `Lint/Rules/`)

    /// `NeverMatchesRule`.
    case neverMatches = "never-matches"
    /// `ShadowedRule`.
    case shadowedRule = "shadowed-rule"
    /// `RedundantRule`.
    case redundantRule = "redundant-rule"
    /// `UnreachableAfterRule`.
    case unreachableAfter = "unreachable-after"
    /// `CorrelatedRulesRule`.
    case correlatedRules = "correlated-rules"
    /// `MissingOtherwiseRule`.
    case missingOtherwise = "missing-otherwise"
    /// `UnusedDefinitionRule`.
    case unusedDefinition = "unused-definition"
    /// `DuplicatePatternRule`.
    case duplicatePattern = "duplicate-pattern"
    /// `PopupOutsideNewWindowRule`.
    case popupOutsideNewWindow = "popup-outside-new-window"
    /// `InAppNonHTTPRule`.
    case inAppNonHTTP = "in-app-non-http"
    /// `FileSchemeAllowedRule`.
    case fileSchemeAllowed = "file-scheme-allowed"
    /// `PublicSuffixWildcardRule`.
    case publicSuffixWildcard = "public-suffix-wildcard"
    /// `UnknownSchemeRule`.
    case unknownScheme = "unknown-scheme"
    /// `PartiallyShadowedRule`.
    case partiallyShadowed = "partially-shadowed"
    /// `NewWindowAllowedRule`.
    case newWindowAllowed = "new-window-allowed"
    /// The rule-interaction analysis ran out of work; its semantic checks were skipped.
    case analysisIncomplete = "analysis-incomplete"

    // MARK: Tool errors

    /// The formatter's output failed its own soundness check; nothing was written.
    case formatInternalError = "format-internal-error"

    /// The phase that reports a code.
    package enum Phase: Sendable {
        /// The lexer and parser.
        case syntax
        /// Name resolution, value checks and statement order.
        case sema
        /// The linter.
        case lint
        /// A tool's own failure (the formatter's soundness check).
        case tool
    }

    /// The phase that reports this code.
    package var phase: Phase {
        switch self {
        case .invalidUTF8, .nulCharacter, .unexpectedCharacter, .unterminatedString, .newlineInString, .invalidEscape, .expectedStatement,
            .expectedCondition, .expectedOperator, .expectedValue, .expectedThen, .expectedAction, .expectedList, .expectedString,
            .expectedName, .expectedEquals, .expectedComma, .missingClosingParen, .missingClosingBracket, .unexpectedToken, .nestingTooDeep,
            .expectedSection:
            .syntax
        case .unknownAttribute, .unsupportedComparison, .typeMismatch, .unknownValue, .invalidScheme, .invalidHostPattern, .invalidHost,
            .pathPattern, .invalidPort, .invalidNotifyTag, .invalidMatchPattern, .undefinedName, .useBeforeDefinition, .duplicateDefinition,
            .listFileUnreadable, .quotedListItem, .listKindMismatch, .unknownAction, .duplicateHeader, .headerNotFirst, .duplicateOtherwise,
            .otherwiseNotLast, .duplicateSection, .recursiveCondition, .tooManyFlags, .reservedName, .invalidParameterKey,
            .duplicateParameterKey, .unsupportedParameterUse, .parameterKindConflict, .attributeNotInSection, .actionNotInResponse,
            .invalidStatus, .invalidRange, .invalidType:
            .sema
        case .neverMatches, .shadowedRule, .redundantRule, .unreachableAfter, .correlatedRules, .missingOtherwise, .unusedDefinition,
            .duplicatePattern, .popupOutsideNewWindow, .inAppNonHTTP, .fileSchemeAllowed, .publicSuffixWildcard, .unknownScheme,
            .partiallyShadowed, .newWindowAllowed, .analysisIncomplete:
            .lint
        case .formatInternalError:
            .tool
        }
    }

    /// The code as printed (`shadowed-rule`), also in string interpolation.
    public var description: String { rawValue }
}
