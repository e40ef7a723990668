import NavPolicy
import NavPolicyCompiler
import NavPolicyJSON

/// Builds `NavigationRequest`s from `eval`'s flags or from one JSON line of `--requests`
/// (and of `test` cases, which add their own keys). Every key is known: a misspelt one is an
/// error with a did-you-mean, never silently a default.
enum RequestDecoder {
    /// Why a request could not be built; the message is printed as is.
    struct Failure: Error, Sendable {
        /// Lowercase, user text in single quotes.
        let message: String
    }

    /// The keys of a request line (`RequestKey`; each is read in `request(_:)`), and
    /// `"response"`, which stands in place of the navigation keys (`subject(_:)`).
    static let requestKeys = RequestKey.allCases.map(\.rawValue) + [responseKey]

    /// The key of a response line's response object.
    static let responseKey = "response"

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

    /// What one `--requests` line asks and the binding it gives: the `RequestKey`s, all but
    /// `url` optional or null, or a `"response"` object in place of the navigation keys.
    static func subject(jsonLine line: [UInt8]) throws(Failure) -> (subject: DecisionSubject, binding: RequestBinding) {
        let object = try record(jsonLine: line, keys: requestKeys)
        return (try subject(object), try RequestBinding.jsonLine(object))
    }

    /// The navigation or response of a parsed line: a response when it has a non-null
    /// `"response"`, which then takes the place of every navigation key.
    static func subject(_ object: JSONObject) throws(Failure) -> DecisionSubject {
        guard let value = object[responseKey], value != .null else { return .navigation(try request(object)) }
        for key in RequestKey.navigationKeys where object[key.rawValue] != nil {
            throw Failure(
                message: "'\(key.rawValue)' cannot be combined with 'response' (a response gives its own 'url', 'target' and 'view')")
        }
        guard case .object(let fields) = value else { throw Failure(message: "'response' must be an object, found \(value.typeName)") }
        let keys = ResponseKey.allCases.map(\.rawValue)
        for (key, _) in fields.members where !keys.contains(key) { throw unknown("response key", key, among: keys) }
        guard let url = try string(fields, ResponseKey.url.rawValue) else { throw Failure(message: "missing 'url' in 'response'") }
        let status: Int?
        switch fields[ResponseKey.status.rawValue] {
        case nil, .null?: status = nil
        case .number(let number)?: status = try statusCode(number.text)
        case let other?: throw Failure(message: "'status' must be a number or null, found \(other.typeName)")
        }
        let target = try enumValue(
            fields, ResponseKey.target.rawValue, default: RequestKey.defaultTarget,
            NavigationTarget.init(name:), suggesting: Suggestion.closestTarget)
        let view = try enumValue(
            fields, ResponseKey.view.rawValue, default: RequestKey.defaultView,
            NavigationView.init(name:), among: RequestKey.view.words ?? [])
        return .response(
            try response(
                url: url, status: status, type: try string(fields, ResponseKey.type.rawValue),
                attachment: try bool(fields, ResponseKey.attachment.rawValue) ?? false,
                displayable: try bool(fields, ResponseKey.displayable.rawValue) ?? true, target: target, view: view))
    }

    /// A response from already-read parts; a target other than a frame, or a URL that does
    /// not split, is the failure.
    static func response(
        url: String, status: Int?, type: String?, attachment: Bool, displayable: Bool, target: NavigationTarget, view: NavigationView
    ) throws(Failure) -> NavigationResponse {
        guard ResponseKey.targets.contains(target) else {
            throw Failure(message: "a response is for a frame: target 'main-frame' or 'subframe', found '\(target.name)'")
        }
        do {
            return try NavigationResponse(
                url: url, status: status, type: type, attachment: attachment, displayable: displayable,
                isMainFrame: target == .mainFrame, view: view)
        } catch {
            throw Failure(message: "cannot split url \(quoted(url)): \(error)")
        }
    }

    /// A status code as written (`404`): three digits, 100–999 (HTTP's status-code rule).
    static func statusCode(_ text: String) throws(Failure) -> Int {
        guard let code = Int(text), (100...999).contains(code) else {
            throw Failure(message: "'status' must be a status code 100–999, found \(quoted(text))")
        }
        return code
    }

    /// A boolean field, nil when absent or null.
    static func bool(_ object: JSONObject, _ key: String) throws(Failure) -> Bool? {
        switch object[key] {
        case nil, .null?: return nil
        case .bool(let value)?: return value
        case let value?: throw Failure(message: "'\(key)' must be a boolean, found \(value.typeName)")
        }
    }

    /// Parses a line and rejects keys outside `keys`, suggesting the closest one.
    static func record(jsonLine line: [UInt8], keys: [String]) throws(Failure) -> JSONObject {
        let object = try JSONLine.object(line)
        for (key, _) in object.members where !keys.contains(key) {
            throw unknown("key", key, among: keys)
        }
        return object
    }

    /// The request fields of a parsed line (other keys are the caller's).
    static func request(_ object: JSONObject) throws(Failure) -> NavigationRequest {
        guard let url = try string(object, RequestKey.url.rawValue) else { throw Failure(message: "missing '\(RequestKey.url.rawValue)'") }
        let current = try string(object, RequestKey.current.rawValue)
        let target = try enumValue(
            object, RequestKey.target.rawValue, default: RequestKey.defaultTarget,
            NavigationTarget.init(name:), suggesting: Suggestion.closestTarget)
        let navigation = try enumValue(
            object, RequestKey.navigation.rawValue, default: RequestKey.defaultNavigation,
            NavigationType.init(name:), among: RequestKey.navigation.words ?? [])
        let view = try enumValue(
            object, RequestKey.view.rawValue, default: RequestKey.defaultView,
            NavigationView.init(name:), among: RequestKey.view.words ?? [])
        return try request(url: url, current: current, target: target, navigation: navigation, view: view)
    }

    /// A string field, nil when absent or null.
    static func string(_ object: JSONObject, _ key: String) throws(Failure) -> String? {
        switch object[key] {
        case nil, .null?: return nil
        case .string(let text)?: return text
        case let value?: throw Failure(message: "'\(key)' must be a string, found \(value.typeName)")
        }
    }

    /// An enum field by its language word; `fallback` when absent or null; an unknown word
    /// is an error that suggests the closest of `words`.
    static func enumValue<Value>(
        _ object: JSONObject, _ key: String, default fallback: Value, _ make: (String) -> Value?, among words: [String]
    ) throws(Failure) -> Value {
        try enumValue(object, key, default: fallback, make, suggesting: { Suggestion.closest(to: $0, among: words) })
    }

    /// An enum field whose unknown words get the suggestion `suggest` makes (the policy
    /// checker's, for targets: `_blank` → `new-window`).
    static func enumValue<Value>(
        _ object: JSONObject, _ key: String, default fallback: Value, _ make: (String) -> Value?, suggesting suggest: (String) -> String?
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
