import NavPolicy

/// What kind of value an attribute compares with, and how one value of that kind is checked.
enum ItemKind: Sendable, Hashable {
    case target, navigation, scheme, hostPattern, path

    /// One checked value of some kind.
    enum Value: Sendable, Hashable {
        case target(NavigationTarget)
        case navigation(NavigationType)
        case string(String)
        case host(HostPattern)
    }

    /// The kind in the plural, for messages (`host patterns`).
    var plural: String {
        switch self {
        case .target: "target values"
        case .navigation: "navigation types"
        case .scheme: "schemes"
        case .hostPattern: "host patterns"
        case .path: "paths"
        }
    }

    /// The kind with an article, for messages (`a host pattern`).
    var singular: String {
        switch self {
        case .target: "a target value"
        case .navigation: "a navigation type"
        case .scheme: "a scheme"
        case .hostPattern: "a host pattern"
        case .path: "a path"
        }
    }

    /// Whether values of this kind are enum words (else strings).
    var takesWords: Bool { self == .target || self == .navigation }

    /// The enum words of this kind (empty for string kinds).
    var words: [String] {
        switch self {
        case .target: NavigationTarget.allCases.map(\.name)
        case .navigation: NavigationType.allCases.map(\.name)
        case .scheme, .hostPattern, .path: []
        }
    }

    /// Checks one value (a single comparison value or a list item).
    func check(_ value: ValueSyntax) -> Result<Value, ValueProblem> {
        switch value {
        case .word(let word):
            guard takesWords else {
                return .failure(ValueProblem(
                    code: .typeMismatch, message: "expected \(singular) string, found the word '\(word.text)'",
                    help: "write strings in double quotes", replacement: ValueValidator.literal(word.text)))
            }
            return checkWord(word.text)
        case .string(let string):
            return checkString(string.value)
        case .list:
            return .failure(ValueProblem(code: .typeMismatch, message: "expected \(singular), found a list", help: "lists cannot be nested"))
        case .none, .current:
            let word = if case .none = value { "none" } else { "current" }
            return .failure(ValueProblem(code: .typeMismatch, message: "expected \(singular), found '\(word)'"))
        }
    }

    private func checkWord(_ word: String) -> Result<Value, ValueProblem> {
        if self == .target, let target = NavigationTarget(name: word) { return .success(.target(target)) }
        if self == .navigation, let type = NavigationType(name: word) { return .success(.navigation(type)) }
        let noun = self == .target ? "target" : "navigation type"
        var problem = ValueProblem(code: .unknownValue, message: "unknown \(noun) '\(word)'",
                                   help: "\(plural) are \(Suggestion.quotedList(words))")
        if let suggestion = Suggestion.closest(to: word, among: words) {
            problem.notes = [Suggestion.note(suggestion)]
            problem.replacement = suggestion
        }
        return .failure(problem)
    }

    private func checkString(_ text: String) -> Result<Value, ValueProblem> {
        switch self {
        case .scheme: ValueValidator.scheme(text).map { .string($0) }
        case .hostPattern: ValueValidator.hostPattern(text).map { .host($0) }
        case .path: ValueValidator.path(text).map { .string($0) }
        case .target, .navigation:
            .failure(ValueProblem(
                code: .typeMismatch, message: "expected \(singular), found the string '\(text)'",
                help: "write \(plural) without quotes: \(Suggestion.quotedList(words))",
                replacement: words.contains(text) ? text : nil))
        }
    }

    /// The atom testing membership in `values` (all of this kind).
    func atom(_ values: [Value]) -> Atom {
        switch self {
        case .target: .target(values.compactMap { if case .target(let v) = $0 { v } else { nil } })
        case .navigation: .navigation(values.compactMap { if case .navigation(let v) = $0 { v } else { nil } })
        case .scheme: .scheme(values.compactMap { if case .string(let v) = $0 { v } else { nil } })
        case .hostPattern: .host(values.compactMap { if case .host(let v) = $0 { v } else { nil } })
        case .path: .path(values.compactMap { if case .string(let v) = $0 { v } else { nil } })
        }
    }
}
