import NavPolicyCompiler

/// The compiler's diagnostic, named apart from the protocol's (`ProtocolDiagnostic`).
typealias CompilerDiagnostic = NavPolicyCompiler.Diagnostic

/// Every call the language server makes into the compiler, in one place: the pipeline's check
/// and lint stages, the formatter, the lexer (for the words around the cursor) and the
/// definitions index. When the compiler's pipeline changes shape, this file is what changes.
enum CompilerAdapter {
    /// The front end's result for one revision of a document, and what the editor features read
    /// from it.
    struct CheckedDocument: Sendable {
        /// The check stage's run: diagnostics and list files read, and the checked source when
        /// there are no errors.
        var result: PipelineRun<CheckedSource>
        /// The defined names and their uses.
        var index: DefinitionIndex
        /// The statements, for the outline, the rule hover and the ignore action.
        var statements: [Statement]

        /// Whether the linter may run: the file checked without errors.
        var isLintable: Bool { result.value != nil }
    }

    /// A defined name and its uses.
    typealias Definition = DefinitionIndex.Definition

    /// One statement as the editor features see it.
    struct Statement: Sendable, Hashable {
        /// What it is.
        enum Kind: Sendable, Hashable {
            /// `policy "name"` (nil when the name is missing).
            case header(name: String?)
            /// A definition: `let`, `flag` or `condition` (its details are in the index).
            case definition(name: String)
            /// `on response`: the response rules follow.
            case section
            /// A `when` rule or the `otherwise`: its 1-based number, whether it is the
            /// `otherwise`, its action as written (nil when missing) and its notify tag.
            case rule(number: Int, isOtherwise: Bool, action: String?, notify: String?)
        }

        /// What it is.
        var kind: Kind
        /// Its whole range.
        var range: SourceRange
        /// Its first word (`when`, `let`, …).
        var keywordRange: SourceRange
    }

    /// A token as the cursor features need it: its kind, text and byte range in the document.
    struct WordToken: Sendable, Hashable {
        /// The token's class.
        enum Kind: Sendable, Hashable {
            case keyword, identifier, string, number, punctuation, unknown
        }

        var kind: Kind
        var text: String
        var range: Range<Int>
    }

    /// Checks one revision of a policy: `name` is how diagnostics name it (its path), and
    /// `readListFile` reads a list file by the name `ListFileReader.displayName` gives it.
    static func check(_ bytes: [UInt8], name: String, readListFile: @escaping @Sendable (String) -> Result<[UInt8], FileReadFailure>)
        -> CheckedDocument
    {
        let reader = ListFileReader { path in
            let listName = ListFileReader.displayName(of: path, besidePolicy: name)
            return readListFile(listName)
                .map { SourceFile(name: listName, bytes: $0) }
                .mapError { ListFileError(message: $0.message) }
        }
        let result = PolicyPipeline(listFiles: reader, errorLimit: DiagnosticList.defaultErrorLimit).check(
            SourceFile(name: name, bytes: bytes))
        return CheckedDocument(
            result: result, index: DefinitionIndex(result.syntax, listFiles: result.listFiles),
            statements: statements(of: result.syntax))
    }

    /// The name `check` gives a list file written `path` in a policy named `policyName`.
    static func listFileName(_ path: String, besidePolicy policyName: String) -> String {
        ListFileReader.displayName(of: path, besidePolicy: policyName)
    }

    private static func statements(of syntax: PolicySyntax) -> [Statement] {
        var number = 0
        return syntax.statements.map { statement in
            // A statement starts at its keyword, whose length is its spelling's.
            func first(_ keyword: String) -> SourceRange {
                let start = statement.range.start
                return SourceRange(
                    start: start,
                    end: SourcePosition(
                        offset: start.offset + keyword.utf8.count, line: start.line,
                        column: start.column + keyword.utf8.count))
            }
            switch statement {
            case .header(let header):
                return Statement(kind: .header(name: header.name?.value), range: header.range, keywordRange: first("policy"))
            case .definition(let definition):
                return Statement(kind: .definition(name: definition.name.text), range: definition.range, keywordRange: first("let"))
            case .flag(let flag):
                return Statement(kind: .definition(name: flag.name.text), range: flag.range, keywordRange: first("flag"))
            case .condition(let named):
                return Statement(kind: .definition(name: named.name.text), range: named.range, keywordRange: first("condition"))
            case .section(let section):
                return Statement(kind: .section, range: section.range, keywordRange: first("on"))
            case .rule(let rule):
                number += 1
                return Statement(
                    kind: .rule(
                        number: number, isOtherwise: false, action: spelling(of: rule.action),
                        notify: rule.action?.notify?.tag?.value), range: rule.range, keywordRange: first("when"))
            case .otherwise(let otherwise):
                number += 1
                return Statement(
                    kind: .rule(
                        number: number, isOtherwise: true, action: spelling(of: otherwise.action),
                        notify: otherwise.action?.notify?.tag?.value), range: otherwise.range, keywordRange: first("otherwise"))
            }
        }
    }

    private static func spelling(of action: ActionSyntax?) -> String? {
        guard let action, !action.words.isEmpty else { return nil }
        return action.words.map(\.text).joined(separator: " ")
    }

    /// Lints a document that checked clean: the findings and, for its first `exampleLimit`
    /// rules, an example request each decides. Stops early, with partial results nobody should
    /// read, when the calling task is cancelled.
    static func lint(_ document: CheckedDocument, exampleLimit: Int) -> DocumentAnalysis.LintOutcome {
        guard let checked = document.result.value else {
            return .init(findings: [], examples: [:], rulesWithExamples: 0, isComplete: false)
        }
        let linted = PolicyPipeline().lint(document.result, exampleLimit: exampleLimit)
        return .init(
            findings: linted.lintFindings, examples: linted.ruleExamples, rulesWithExamples: min(exampleLimit, checked.policy.rules.count),
            isComplete: !linted.lintFindings.contains { $0.code == .analysisIncomplete })
    }

    /// The canonical formatting of a document, as `navpolicy fmt` prints it; nil when it does
    /// not parse (or the formatter's soundness check refused its output).
    static func format(_ bytes: [UInt8], name: String) -> String? {
        CanonicalFormatter.format(SourceFile(name: name, bytes: bytes)).formatted
    }

    /// The tokens of `bytes[range]` (which must start at a line start, so no string or comment
    /// is cut), with document offsets, and the text of a comment that runs to the range's end.
    static func tokens(of bytes: [UInt8], in range: Range<Int>) -> (tokens: [WordToken], trailingComment: String?) {
        let window = SourceFile(name: "", bytes: Array(bytes[range]))
        let (tokens, _) = Lexer.tokenize(window)
        var words: [WordToken] = []
        var trailingComment: String?
        for token in tokens {
            let kind: WordToken.Kind
            switch token.kind {
            case .keyword: kind = .keyword
            case .identifier: kind = .identifier
            case .string: kind = .string
            case .number: kind = .number
            case .unknown: kind = .unknown
            case .endOfFile:
                // The window's last comments are this token's leading trivia.
                trailingComment = lastComment(in: token.leadingTrivia, onLastLine: true) ?? trailingComment
                continue
            default: kind = .punctuation
            }
            words.append(
                WordToken(
                    kind: kind, text: token.text,
                    range: (range.lowerBound + token.range.start.offset)..<(range.lowerBound + token.range.end.offset)))
            trailingComment = lastComment(in: token.trailingTrivia, onLastLine: false)
        }
        return (words, trailingComment)
    }

    /// The last comment of some trivia, when nothing but spaces follows it (for leading trivia,
    /// when no line break does either: the comment is on the window's last line).
    private static func lastComment(in trivia: [TriviaPiece], onLastLine: Bool) -> String? {
        for piece in trivia.reversed() {
            switch piece {
            case .comment(let text): return text
            case .spaces: continue
            case .newlines: return nil
            }
        }
        return nil
    }

    // MARK: The language's words

    /// The reserved words.
    static var keywords: [String] { LanguageVocabulary.keywords }
    /// The words with a meaning only in their place (`file`, `notify`, `flag`, …).
    static var contextualWords: [String] { LanguageVocabulary.contextualWords }
    /// The words that start a statement, as completion offers them (`on response` as one).
    static var statementStarts: [String] { LanguageVocabulary.statementStarts }
    /// The attributes (`current` included).
    static var attributes: [String] { LanguageVocabulary.attributes }
    /// The attributes `current` prefixes.
    static var currentParts: [String] { LanguageVocabulary.currentParts }

    /// The attributes and built-in atoms a rule may test, in the response section or not.
    static func conditionWords(inResponseSection: Bool) -> [String] {
        LanguageVocabulary.conditionWords(in: inResponseSection ? .response : .navigation)
    }

    /// The built-in atoms of response rules (`attachment`, `displayable`).
    static var builtInAtoms: [String] { LanguageVocabulary.builtInAtoms }

    /// The actions a rule may give, in the response section or not.
    static func actions(inResponseSection: Bool) -> [String] {
        LanguageVocabulary.actions(in: inResponseSection ? .response : .navigation)
    }
    /// The comparisons an attribute takes (prefixed by `current` or not).
    static func comparisons(after attribute: String, afterCurrent: Bool) -> [String] {
        LanguageVocabulary.comparisons(after: attribute, afterCurrent: afterCurrent)
    }
    /// The enum words an attribute compares with.
    static func values(of attribute: String) -> [String] { LanguageVocabulary.values(of: attribute) }
    /// What an attribute's values are (`host patterns`).
    static func valueDescription(of attribute: String) -> String? { LanguageVocabulary.valueDescription(of: attribute) }
    /// What an attribute is (its declaration's documentation).
    static func documentation(of attribute: String) -> String? { LanguageVocabulary.documentation(of: attribute) }
    /// What a comparison means after an attribute, when the meaning is the attribute's own.
    static func documentation(of word: String, after attribute: String) -> String? {
        LanguageVocabulary.documentation(of: word, after: attribute)
    }
    /// Whether `attribute is none` is a test.
    static func takesNone(_ attribute: String) -> Bool { LanguageVocabulary.takesNone(attribute) }
    /// Whether `ignoring case` may follow a comparison of the attribute.
    static func takesIgnoringCase(_ attribute: String) -> Bool { LanguageVocabulary.takesIgnoringCase(attribute) }
    /// What `attribute ==` compares with (`current`, `current scheme`).
    static func currentComparand(of attribute: String) -> String { LanguageVocabulary.currentComparand(of: attribute) }
    /// Every action as written.
    static var actions: [String] { LanguageVocabulary.actions }
    /// The second words of `open` actions.
    static var openDestinations: [String] { LanguageVocabulary.openDestinations }
    /// The JSON name of an action written `spelling`.
    static func jsonName(ofAction spelling: String) -> String? { LanguageVocabulary.jsonName(ofAction: spelling) }
    /// Whether `word` can name a definition.
    static func isValidName(_ word: String) -> Bool { LanguageVocabulary.isValidName(word) }

    /// The lint codes a `# navpolicy: ignore` comment can name, with their summaries.
    static var ignorableCodes: [(code: String, summary: String)] { LanguageVocabulary.ignorableCodes }

    /// Whether a diagnostic code is a lint rule's (so an ignore comment can silence it).
    static func isIgnorable(_ code: DiagnosticCode) -> Bool { LintRegistry.codes.contains(code) }

    /// The codes a `# navpolicy: ignore …` comment names (empty for any other comment).
    static func ignoredCodes(inComment text: String) -> Set<String> { LintSuppression.codes(inComment: text) }

    /// Whether a comment is a `# navpolicy: ignore` comment, also before its first code: with a
    /// placeholder code after it, the suppression reader takes it as one.
    static func isIgnoreComment(_ text: String) -> Bool { !LintSuppression.codes(inComment: text + " -").isEmpty }
}

extension SourceRange {
    /// The byte offsets the range covers (an inverted range reads as empty at its start).
    var offsets: Range<Int> { start.offset..<max(start.offset, end.offset) }
}
