import NavPolicy
import NavPolicyCompiler
import NavPolicyWebKit

/// One line of the scenario's output.
enum ScenarioEvent {
    /// The router answered a question from `view`, with these flags on.
    case decision(view: String, event: NavigationEvent, route: NavigationRoute, flags: [String])
    /// The policy's response rules answered a response question from `view`.
    case responseDecision(view: String, event: ResponseEvent, route: ResponseRoute, flags: [String])
    /// Something observable happened in or because of `view` (`path`: a saved download).
    case effect(view: String, kind: String, url: String?, tag: String?, path: String? = nil)
    /// The site server answered a request (the body when it had one: a form POST's fields).
    case served(method: String, url: String, body: String?)
    /// A batch's next scenario starts; the lines up to the next one are its own.
    case scenario(name: String)

    /// The JSON line: `{"event": "decision", "phase": "navigation", "view", "request": {...},
    /// "action", "rule", "notify"}` (the request's `"flags"` when any is on), `{"event":
    /// "decision", "phase": "response", "view", "response": {"url", "status", "type",
    /// "attachment", "displayable", "target", "view"}, "action", "rule", "notify"}`,
    /// `{"event": "effect", "view", "kind", "url", "tag", "path"}` or
    /// `{"event": "served", "method", "url", "body"}` or `{"event": "scenario", "name"}`.
    var jsonLine: String {
        switch self {
        case .decision(let view, let event, let route, let flags):
            let request = JSONText.requestMembers(
                url: event.url, current: event.current, target: event.target,
                navigation: event.navigation, view: event.view, flags: flags)
            return "{\"event\": \"decision\", \"phase\": \"navigation\", \"view\": \(JSONText.quoted(view)), \"request\": {\(request)}, "
                + "\"action\": \(quotedOrNull(route.decision.map { JSONText.word($0.action) })), "
                + "\"rule\": \(route.decision?.rule.map(String.init) ?? "null"), \"notify\": \(quotedOrNull(route.notify))}"
        case .responseDecision(let view, let event, let route, let flags):
            let response =
                "\"url\": \(JSONText.quoted(event.url)), \"status\": \(event.status.map(String.init) ?? "null"), "
                + "\"type\": \(quotedOrNull(event.mimeType)), \"attachment\": \(event.isAttachment), \"displayable\": \(event.canShowMIMEType), "
                + "\"target\": \(JSONText.quoted(event.isMainFrame ? "main-frame" : "subframe")), \"view\": \(JSONText.quoted(event.view == .main ? "main" : "popup"))"
                + (flags.isEmpty ? "" : ", \"flags\": [\(flags.map(JSONText.quoted).joined(separator: ", "))]")
            return "{\"event\": \"decision\", \"phase\": \"response\", \"view\": \(JSONText.quoted(view)), \"response\": {\(response)}, "
                + "\"action\": \(quotedOrNull(route.decision.map { JSONText.word($0.action) })), "
                + "\"rule\": \(route.decision?.rule.map(String.init) ?? "null"), \"notify\": \(quotedOrNull(route.notify))}"
        case .effect(let view, let kind, let url, let tag, let path):
            return "{\"event\": \"effect\", \"view\": \(JSONText.quoted(view)), \"kind\": \(JSONText.quoted(kind)), "
                + "\"url\": \(quotedOrNull(url)), \"tag\": \(quotedOrNull(tag)), \"path\": \(quotedOrNull(path))}"
        case .scenario(let name):
            return "{\"event\": \"scenario\", \"name\": \(JSONText.quoted(name))}"
        case .served(let method, let url, let body):
            return "{\"event\": \"served\", \"method\": \(JSONText.quoted(method)), \"url\": \(JSONText.quoted(url)), "
                + "\"body\": \(quotedOrNull(body))}"
        }
    }

    /// A JSON string, or `null` for nil.
    private func quotedOrNull(_ value: String?) -> String { value.map(JSONText.quoted) ?? "null" }
}
