import NavPolicy
import NavPolicyCompiler

/// Builds `NavigationRequest`s from `eval`'s flags or from one JSON line of `--requests`
/// (and of `test` cases, which add their own keys). Every key is known: a misspelt one is an
/// error with a did-you-mean, never silently a default.
enum RequestDecoder {
    /// Why a request could not be built; the message is printed as is.
    struct Failure: Error, Sendable {
        /// Lowercase, user text in single quotes.
        let message: String
    }

    /// The keys of a request line (`RequestKey`; each is read in `request(_:)`).
    static let requestKeys = RequestKey.allCases.map(\.rawValue)

    /// How much of a user's value an error message quotes.
    static let quotedPrefixLength = 60

    /// `'value'`, cut to its first `quotedPrefixLength` characters (`'aaaa…'`) so one bad
    /// 2 MB value does not become a 2 MB error line.
    static func quoted(_ value: String) -> String {
        guard value.count > quotedPrefixLength else { return "'\(value)'" }
        return "'\(value.prefix(quotedPrefixLength))…'"
    }

    /// A request from already-validated parts; the failure says why the URL cannot be split.
    static func request(
        url: String, current: String?, target: NavigationTarget, navigation: NavigationType, view: NavigationView = .main
    ) throws(Failure) -> NavigationRequest {
        do {
            return try NavigationRequest(url: url, current: current, target: target, navigation: navigation, view: view)
        } catch {
            throw Failure(message: "cannot split url \(quoted(url)): \(error)")
        }
    }

    /// A request from one `--requests` line and the binding it gives: the `RequestKey`s,
    /// all but `url` optional or null.
    static func request(jsonLine line: [UInt8]) throws(Failure) -> (request: NavigationRequest, binding: RequestBinding) {
        let object = try record(jsonLine: line, keys: requestKeys)
        return (try request(object), try RequestBinding.jsonLine(object))
    }

    /// Parses a line and rejects keys outside `keys`, suggesting the closest one.
    static func record(jsonLine line: [UInt8], keys: [String]) throws(Failure) -> JSONLineObject {
        let object = try JSONLineObject(line: line)
        for (key, _) in object.fields where !keys.contains(key) {
            throw unknown("key", key, among: keys)
        }
        return object
    }

    /// The request fields of a parsed line (other keys are the caller's).
    static func request(_ object: JSONLineObject) throws(Failure) -> NavigationRequest {
        guard let url = try string(object, RequestKey.url.rawValue) else { throw Failure(message: "missing '\(RequestKey.url.rawValue)'") }
        let current = try string(object, RequestKey.current.rawValue)
        let target = try enumValue(object, RequestKey.target.rawValue, default: RequestKey.defaultTarget,
                                   NavigationTarget.init(name:), suggesting: Suggestion.closestTarget)
        let navigation = try enumValue(object, RequestKey.navigation.rawValue, default: RequestKey.defaultNavigation,
                                       NavigationType.init(name:), among: RequestKey.navigation.words ?? [])
        let view = try enumValue(object, RequestKey.view.rawValue, default: RequestKey.defaultView,
                                 NavigationView.init(name:), among: RequestKey.view.words ?? [])
        return try request(url: url, current: current, target: target, navigation: navigation, view: view)
    }

    /// A string field, nil when absent or null.
    static func string(_ object: JSONLineObject, _ key: String) throws(Failure) -> String? {
        switch object[key] {
        case nil, .null?: return nil
        case .string(let text)?: return text
        case let value?: throw Failure(message: "'\(key)' must be a string, found \(value.typeName)")
        }
    }

    /// An enum field by its language word; `fallback` when absent or null; an unknown word
    /// is an error that suggests the closest of `words`.
    static func enumValue<Value>(
        _ object: JSONLineObject, _ key: String, default fallback: Value, _ make: (String) -> Value?, among words: [String]
    ) throws(Failure) -> Value {
        try enumValue(object, key, default: fallback, make, suggesting: { Suggestion.closest(to: $0, among: words) })
    }

    /// An enum field whose unknown words get the suggestion `suggest` makes (the policy
    /// checker's, for targets: `_blank` → `new-window`).
    static func enumValue<Value>(
        _ object: JSONLineObject, _ key: String, default fallback: Value, _ make: (String) -> Value?, suggesting suggest: (String) -> String?
    ) throws(Failure) -> Value {
        guard let word = try string(object, key) else { return fallback }
        guard let value = make(word) else { throw unknown(key, word, suggestion: suggest(word)) }
        return value
    }

    /// `unknown target 'new-tab' (did you mean 'new-window'?)`.
    static func unknown(_ what: String, _ word: String, among words: [String]) -> Failure {
        unknown(what, word, suggestion: Suggestion.closest(to: word, among: words))
    }

    /// `unknown target '_blank' (did you mean 'new-window'?)`, without the question when
    /// there is no suggestion.
    static func unknown(_ what: String, _ word: String, suggestion: String?) -> Failure {
        Failure(message: "unknown \(what) \(quoted(word))" + (suggestion.map { " (did you mean '\($0)'?)" } ?? ""))
    }
}
