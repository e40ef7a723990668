import NavPolicy

/// Everything the language says about one attribute, as data: its spelling, the sections
/// whose rules test it, what `is` / `in` compare it with, its other comparisons and how each
/// builds atoms, `ignoring case`, parameters, `current`, the request fields it constrains, the
/// request key and `eval` flag that set it, and its documentation. The table of every
/// attribute is `Attribute.declaration` (`Attribute.swift`); sema, the editor's
/// vocabulary (completion, hover), the tools' request keys and flags, and the attribute table
/// of `Grammar/Reference.md` (`AttributeReferenceTests`) read it, so nothing restates it.
struct AttributeDeclaration: Sendable {
    /// How a comparison other than `is`, `in`, `==` and their negations builds its atoms:
    /// sema's one switch over forms (`ConditionChecker.condition`).
    enum Form: Sendable {
        /// One string or a list of prefixes of a kind, an atom each (`scheme starts-with`).
        case prefixes(ItemKind, @Sendable (String) -> Atom)
        /// Path prefixes (`starts-with`) or suffixes (`ends-with`), folded by `ignoring case`.
        case pathAffixes(prefix: Bool)
        /// `path under`: the path or below it.
        case pathUnder
        /// `url matches`: match patterns.
        case matchPatterns
        /// `query has`: query parameter names.
        case queryNames

        /// Whether `ignoring case` may follow it (the path's forms fold their own atoms).
        var folds: Bool {
            switch self {
            case .pathAffixes, .pathUnder: true
            case .prefixes, .matchPatterns, .queryNames: false
            }
        }

        /// The kind of value the form compares with.
        var kind: ItemKind {
            switch self {
            case .prefixes(let kind, _): kind
            case .pathAffixes, .pathUnder: .path
            case .matchPatterns: .matchPattern
            case .queryNames: .queryName
            }
        }
    }

    /// What `current` before the attribute tests.
    enum CurrentPrefix: Sendable {
        /// The same part of the current URL.
        case part
        /// The same part of the current URL, a part every parsed URL has: `current X is none`
        /// is true exactly when there is no current URL (or it does not parse).
        case partOfEveryURL
    }

    /// An `eval` flag that sets the attribute (or, for a URL, the attributes read from it).
    struct Flag: Sendable {
        /// The flag as typed (`--url`).
        var name: String
        /// Its value in usage text (`--navigation <type>`).
        var placeholder: String
        /// What the value is (a default is added by the caller).
        var help: String
    }

    /// The word as written (`host`).
    var spelling: String
    /// The sections whose rules may test it (`navigation` only: no response has a current
    /// page or a navigation type; `response` only: a navigation has no status or type).
    var sections: [PolicySection] = [.navigation, .response]
    /// What `is` and `in` compare it with; nil when it takes neither (except `is none`).
    var values: ItemKind?
    /// The atom of `is none`; nil when the attribute is never none.
    var noneAtom: Atom?
    /// The part `X == current X` compares; nil when it compares with nothing on the current URL.
    var compared: ComparedPart?
    /// Whether `X == current` is the short form of `X == current X` (`host == current`).
    var comparesWithBareCurrent = false
    /// Its other comparisons, in the order an editor offers them.
    var forms: [(op: ComparisonOperator, form: Form)] = []
    /// The atom of `is` / `in` followed by `ignoring case`, given the values lowercased; nil
    /// when `is` and `in` do not fold. With `forms` that fold it decides `ignoringCase`.
    var foldedValues: (@Sendable ([String]) -> Atom)?
    /// The parameter test of each comparison that takes a parameter (`host in servers`);
    /// `folded` is set at the use.
    var parameterForms: [ComparisonOperator: ParameterTest.Form] = [:]
    /// Why a comparison cannot take a parameter, given the parameter's name, by comparison
    /// (`url matches`); a comparison with no refusal (here or `parameterRefusal`) and no
    /// parameter form is unsupported.
    var parameterRefusals: [ComparisonOperator: @Sendable (String) -> String] = [:]
    /// Why no comparison of the attribute takes a parameter (enum words, a response's values).
    var parameterRefusal: (@Sendable (String) -> String)?
    /// What `current` before it means; nil when `current` cannot prefix it.
    var current: CurrentPrefix?
    /// The request-space fields whose values a test of it constrains.
    var fields: [RequestField]
    /// The attribute whose request key and `eval` flag give its value: itself, or `url` for the
    /// parts of the URL (`scheme` is read from `"url"`, `--url`).
    var readFrom: Attribute?
    /// The `eval` flag of an attribute that is read from a key of its own.
    var flag: Flag?
    /// Hover and completion text.
    var documentation: String
    /// Hover and completion text of a comparison whose meaning is the attribute's own
    /// (`scheme starts-with`); the others are the language's (`LanguageDocumentation`).
    var formDocumentation: [ComparisonOperator: String] = [:]
    /// The help of `unsupported-comparison`: the comparisons it takes.
    var formsHelp: String
    /// A use to suggest when the attribute stands alone as an atom; nil for its first
    /// comparison followed by `…`.
    var example: String?
    /// Its values in `Grammar/Reference.md`'s attribute table.
    var referenceValues: String

    /// The comparisons it takes, in the order an editor offers them: `is`, `is not` (with
    /// values or `none`), `in`, `not in` (with values), `==`, `!=` (with the current part),
    /// then `forms`.
    var operators: [ComparisonOperator] {
        (values != nil || noneAtom != nil ? [.is, .isNot] : []) + (values != nil ? [.in, .notIn] : [])
            + (compared != nil ? [.equal, .notEqual] : []) + forms.map(\.op)
    }

    /// The comparisons `ignoring case` may follow: `is` and `in` (and their negations) when
    /// they fold, then the forms that fold.
    var ignoringCase: [ComparisonOperator] {
        (foldedValues != nil ? [.is, .isNot, .in, .notIn] : []) + forms.filter(\.form.folds).map(\.op)
    }

    /// The form of `op`, when it is one of `forms`.
    func form(of op: ComparisonOperator) -> Form? { forms.first { $0.op == op }?.form }

    /// The section whose rules alone may test it; nil when both may.
    var onlySection: PolicySection? { sections.count == 1 ? sections[0] : nil }

    /// What its values are, for an editor's detail text: what `is` takes, else its first form's
    /// (`url`: match patterns); nil when it compares with nothing (`current`).
    var describedKind: ItemKind? { values ?? forms.first?.form.kind }

    /// The parameter test of `op` with a parameter, `folded` by `ignoring case`; nil when
    /// `op` takes none.
    func parameterForm(of op: ComparisonOperator, folded: Bool) -> ParameterTest.Form? {
        switch parameterForms[op] {
        case .path(let relation, _)?: .path(relation, folded: folded)
        case let form: form
        }
    }

    /// What `X == current …` is written with: `current` for the short form, else `current X`.
    var currentComparand: String { comparesWithBareCurrent ? "current" : "current \(spelling)" }
}
