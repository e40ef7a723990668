import Foundation
import Testing

/// One line a scenario must (or must not) print: the decided request, or an observed effect.
struct Expected: Sendable, CustomStringConvertible {
    /// Field name → value; a line matches when it has every one (`request.url` reads the
    /// nested request object; a list of strings matches its items joined by commas, a number
    /// its decimal digits, a boolean `true` or `false`, JSON null `null`; a value ending in `*`
    /// matches any string it starts).
    let fields: [(String, String)]

    /// A decision from `view` for `url`, with the request's target, navigation and asking
    /// view role, the action, and the current URL when given (`null`: none).
    static func decision(
        in view: String = "main", _ url: String, target: String, navigation: String, role: String = "main", action: String,
        current: String? = nil, notify: String? = nil, flags: [String]? = nil
    ) -> Expected {
        var fields = [
            ("event", "decision"), ("phase", "navigation"), ("view", view), ("request.url", url), ("request.target", target),
            ("request.navigation", navigation), ("request.view", role), ("action", action),
        ]
        if let current { fields.append(("request.current", current)) }
        if let notify { fields.append(("notify", notify)) }
        if let flags { fields.append(("request.flags", flags.joined(separator: ","))) }
        return Expected(fields: fields)
    }

    /// A response decision from `view` for `url` (its `on response` rules answered): the
    /// status and type the engine reported, the frame, the action and rule number, and the
    /// tag and the built-in atoms when given.
    static func response(
        in view: String = "main", _ url: String, status: Int, type: String, target: String = "main-frame", action: String, rule: Int,
        notify: String? = nil, attachment: Bool? = nil, displayable: Bool? = nil
    ) -> Expected {
        var fields = [
            ("event", "decision"), ("phase", "response"), ("view", view), ("response.url", url), ("response.status", String(status)),
            ("response.type", type), ("response.target", target), ("action", action), ("rule", String(rule)),
        ]
        if let notify { fields.append(("notify", notify)) }
        if let attachment { fields.append(("response.attachment", String(attachment))) }
        if let displayable { fields.append(("response.displayable", String(displayable))) }
        return Expected(fields: fields)
    }

    /// An effect of `kind` in `view`, for `url` when given (`path`: where a download was saved).
    static func effect(in view: String = "main", _ kind: String, _ url: String? = nil, tag: String? = nil, path: String? = nil) -> Expected
    {
        var fields = [("event", "effect"), ("view", view), ("kind", kind)]
        if let url { fields.append(("url", url)) }
        if let tag { fields.append(("tag", tag)) }
        if let path { fields.append(("path", path)) }
        return Expected(fields: fields)
    }

    /// A request the site server answered with `method`, and `body` when given.
    static func served(_ method: String, _ url: String, body: String? = nil) -> Expected {
        var fields = [("event", "served"), ("method", method), ("url", url)]
        if let body { fields.append(("body", body)) }
        return Expected(fields: fields)
    }

    func matches(_ line: [String: Any]) -> Bool {
        fields.allSatisfy { key, value in
            let parts = key.split(separator: ".").map(String.init)
            let found = parts.count == 2 ? (line[parts[0]] as? [String: Any])?[parts[1]] : line[key]
            if let list = found as? [String] { return list.joined(separator: ",") == value }
            if let text = found as? String { return value.hasSuffix("*") ? text.hasPrefix(value.dropLast()) : text == value }
            if found is NSNull { return value == "null" }
            // JSON numbers and booleans arrive as NSNumber: compare them in the form expected.
            if value == "true" || value == "false" { return (found as? Bool).map(String.init) == value }
            return (found as? Int).map(String.init) == value
        }
    }

    var description: String { fields.map { "\($0.0)=\($0.1)" }.joined(separator: " ") }
}

/// A scenario: a policy, a start URL, steps, the lines expected in order, and lines that must
/// not appear.
struct Scenario: Sendable, CustomTestStringConvertible {
    let name: String
    let policy: String
    let start: String
    let steps: [String]
    let expected: [Expected]
    var absent: [Expected] = []
    /// `--param` values (`servers=chat.example`): the binding the policy loads with.
    var parameters: [String] = []
    /// A host no request may reach once the policy has cancelled a navigation (from the start
    /// when nothing is cancelled); nil: not checked.
    var forbiddenHost: String? = nil
    var testDescription: String { name }
}
