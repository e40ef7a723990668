import Foundation
import NavPolicy

/// Builds `NavigationRequest`s from `eval`'s flags or from one JSON line of `--requests`.
enum RequestDecoder {
    /// Why a request could not be built; the message is printed as is.
    struct Failure: Error, Sendable {
        /// Lowercase, user text in single quotes.
        let message: String
    }

    /// A request from already-validated parts; the failure says why the URL cannot be split.
    static func request(url: String, current: String?, target: NavigationTarget, navigation: NavigationType) throws(Failure) -> NavigationRequest {
        do {
            return try NavigationRequest(url: url, current: current, target: target, navigation: navigation)
        } catch {
            throw Failure(message: "cannot split url '\(url)': \(error)")
        }
    }

    /// A request from one `--requests` line: `{"url", "current", "target", "navigation"}`
    /// (`current`, `target`, `navigation` optional or null; unknown keys ignored).
    static func request(jsonLine line: [UInt8]) throws(Failure) -> NavigationRequest {
        let object: [String: Any]
        do {
            guard let parsed = try JSONSerialization.jsonObject(with: Data(line), options: []) as? [String: Any] else {
                throw Failure(message: "a request must be a json object")
            }
            object = parsed
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(message: "invalid json")
        }
        guard let url = try string(object, "url") else { throw Failure(message: "missing 'url'") }
        let current = try string(object, "current")
        let target = try enumValue(object, "target", default: NavigationTarget.mainFrame, NavigationTarget.init(name:))
        let navigation = try enumValue(object, "navigation", default: NavigationType.other, NavigationType.init(name:))
        return try request(url: url, current: current, target: target, navigation: navigation)
    }

    /// A string field, nil when absent or null.
    private static func string(_ object: [String: Any], _ key: String) throws(Failure) -> String? {
        guard let value = object[key], !(value is NSNull) else { return nil }
        guard let text = value as? String else { throw Failure(message: "'\(key)' must be a string") }
        return text
    }

    /// An enum field by its language word; `fallback` when absent or null.
    private static func enumValue<Value>(
        _ object: [String: Any], _ key: String, default fallback: Value, _ make: (String) -> Value?
    ) throws(Failure) -> Value {
        guard let word = try string(object, key) else { return fallback }
        guard let value = make(word) else { throw Failure(message: "unknown \(key) '\(word)'") }
        return value
    }
}
