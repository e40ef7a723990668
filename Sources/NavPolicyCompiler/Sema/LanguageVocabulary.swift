import NavPolicy

/// The words of the language as an editor offers them: attributes, the comparisons each takes,
/// the values each compares with, their documentation, actions and contextual words. Derived
/// from sema's own tables (the attribute declarations, `ItemKind`, `Action`) so it cannot
/// drift from what the checker accepts; `LanguageVocabularyTests` checks each offered
/// comparison against sema.
package enum LanguageVocabulary {
    /// The reserved words (`when`, `starts-with`, …).
    package static var keywords: [String] { Keyword.allCases.map(\.rawValue) }

    /// Words with a meaning only in their place (not reserved): `file` and `param` after `let
    /// NAME =`, `ignoring case` after a path comparison, `and notify` after an action, the
    /// comparison words that are not keywords, and (version 3) the statement words `flag`,
    /// `condition` and `on response`.
    package static let contextualWords = [
        "file", "ignoring", "case", "notify", "ends-with", "has", "param", "under", "flag", "condition", "on", "response",
    ]

    /// The words that start a statement, in the order an editor offers them.
    package static let statementStarts = ["when", "let", "flag", "condition", "otherwise", "on response", "policy"]

    /// Every attribute a condition may test, as written (`current` included).
    package static var attributes: [String] { Attribute.allCases.map(\.rawValue) }

    /// The built-in boolean atoms of response rules (`attachment`, `displayable`), written as
    /// bare names.
    package static let builtInAtoms = BuiltInAtom.allCases.map(\.spelling)

    /// The attributes a rule of `section` may test (`status` and `type` only in response
    /// rules, `navigation` and `current` only in navigation rules), then the built-in atoms
    /// it may name, in the order an editor offers them.
    package static func conditionWords(in section: PolicySection) -> [String] {
        Attribute.allCases.filter { $0.onlySection.map { $0 == section } ?? true }.map(\.rawValue)
            + (section == .response ? builtInAtoms : [])
    }

    /// The actions a rule of `section` may give, as written (a response rule: `allow`,
    /// `cancel`, `download`).
    package static func actions(in section: PolicySection) -> [String] {
        section == .navigation ? actions : ActionResolver.responseActions.map(\.sourceSpelling)
    }

    /// The attributes `current` prefixes (`current host`).
    package static var currentParts: [String] { Attribute.urlParts.map(\.rawValue) }

    /// The comparisons `attribute` takes, as written, in the order an editor lists them;
    /// `afterCurrent` for the prefixed form (`current host …`), which compares with constants
    /// only. Empty for a word that is not an attribute.
    package static func comparisons(after attribute: String, afterCurrent: Bool = false) -> [String] {
        guard let attribute = Attribute(rawValue: attribute) else { return [] }
        if afterCurrent && !attribute.isURLPart { return [] }
        let forms = attribute.declaration.operators
        return (afterCurrent ? forms.filter { $0 != .equal && $0 != .notEqual } : forms).map(\.rawValue)
    }

    /// The enum words `attribute` compares with (`new-window`, `link`, …); empty for attributes
    /// that compare with strings or numbers.
    package static func values(of attribute: String) -> [String] {
        Attribute(rawValue: attribute)?.itemKind?.words ?? []
    }

    /// What an attribute's values are, for an editor's detail text (`host patterns`); nil for
    /// `current`, which compares with none.
    package static func valueDescription(of attribute: String) -> String? {
        Attribute(rawValue: attribute)?.declaration.describedKind?.plural
    }

    /// What an attribute or a built-in atom is, for hover and completion; nil for another word.
    package static func documentation(of attribute: String) -> String? {
        Attribute(rawValue: attribute)?.declaration.documentation ?? BuiltInAtom(spelling: attribute)?.documentation
    }

    /// What comparison `word` means after `attribute` when the meaning is the attribute's own
    /// (`scheme starts-with`); nil when it is the language's.
    package static func documentation(of word: String, after attribute: String) -> String? {
        guard let op = ComparisonOperator(rawValue: word) else { return nil }
        return Attribute(rawValue: attribute)?.declaration.formDocumentation[op]
    }

    /// Whether `attribute is none` is a test (`host`, `query`, `current`, …).
    package static func takesNone(_ attribute: String) -> Bool {
        Attribute(rawValue: attribute)?.declaration.noneAtom != nil
    }

    /// Whether `ignoring case` may follow a comparison of `attribute`.
    package static func takesIgnoringCase(_ attribute: String) -> Bool {
        Attribute(rawValue: attribute)?.declaration.ignoringCase.isEmpty == false
    }

    /// What `attribute ==` compares with, as written (`current`, `current scheme`).
    package static func currentComparand(of attribute: String) -> String {
        Attribute(rawValue: attribute)?.declaration.currentComparand ?? "current \(attribute)"
    }

    /// Every action as written (`allow`, `open in-app`).
    package static var actions: [String] { Action.allCases.map(\.sourceSpelling) }

    /// The second words of `open` actions (`external`, `in-app`, …).
    package static var openDestinations: [String] {
        actions.compactMap { $0.hasPrefix("open ") ? String($0.dropFirst(5)) : nil }
    }

    /// The action an action's spelling names, for its JSON name (`open in-app` → `open-in-app`).
    package static func jsonName(ofAction spelling: String) -> String? {
        Action.allCases.first { $0.sourceSpelling == spelling }?.jsonName
    }

    /// The codes a `# navpolicy: ignore` comment can silence (the lint rules'), with their
    /// one-line summaries, in registry order.
    package static var ignorableCodes: [(code: String, summary: String)] {
        LintRegistry.codes.map { ($0.rawValue, LintRegistry.summary(for: $0) ?? "") }
    }

    /// Whether `word` may be a name: an ASCII letter, then ASCII letters, digits, `-` or `_`,
    /// and not a keyword (what the lexer reads as one identifier).
    package static func isValidName(_ word: String) -> Bool {
        guard let first = word.utf8.first, TokenScanner.isLetter(first) else { return false }
        return word.utf8.dropFirst().allSatisfy(TokenScanner.isIdentifierByte) && Keyword(rawValue: word) == nil
    }
}
