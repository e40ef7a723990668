import NavPolicy

/// The keys of a response as the tools read it: the members of a JSON line's `"response"`
/// object (`eval --requests`, `test` cases) and `eval`'s response flags, with their defaults
/// (`Documentation/CLI.md`, "Responses").
package enum ResponseKey: String, CaseIterable, Sendable {
    /// The response's URL (required).
    case url
    /// The HTTP status code (none by default: not HTTP).
    case status
    /// The `Content-Type` (none by default), reduced to its essence.
    case type
    /// Whether `Content-Disposition` is `attachment` (false by default).
    case attachment
    /// Whether the engine can show the type (true by default).
    case displayable
    /// The frame: `main-frame` (default) or `subframe`.
    case target
    /// The web view asking.
    case view

    /// The attribute whose value the key gives; nil for the built-in atoms' facts.
    var attribute: Attribute? {
        switch self {
        case .url: .url
        case .status: .status
        case .type: .type
        case .target: .target
        case .view: .view
        case .attachment, .displayable: nil
        }
    }

    /// The `eval` flag of a key read only from responses (`--status <code>`), as its attribute
    /// declares it; nil for the keys a navigation shares (`--url`) and the built-in atoms'.
    package var flag: (name: String, placeholder: String, help: String)? {
        guard let attribute, attribute.onlySection == .response, let flag = attribute.declaration.flag else { return nil }
        return (flag.name, flag.placeholder, flag.help)
    }

    /// The built-in atom whose fact the key gives (`attachment`); nil for the attributes' keys.
    var builtInAtom: BuiltInAtom? {
        switch self {
        case .attachment: .attachment
        case .displayable: .displayable
        case .url, .status, .type, .target, .view: nil
        }
    }

    /// The `eval` flag that sets a built-in atom's fact against its default (`--attachment`),
    /// as the atom declares it; nil for the attributes' keys.
    package var factFlag: (name: String, help: String)? { builtInAtom?.flag }

    /// The keys as a JSON object's outline, for help text.
    package static var outline: String { "{" + allCases.map { JSONText.quoted($0.rawValue) }.joined(separator: ", ") + "}" }

    /// A response in words, as examples show it after `example response: ` (`url
    /// 'https://a.example/r.pdf', status 200, type 'application/pdf', not attachment,
    /// displayable, target main-frame`; the view only when it is a pop-up's), the way a request
    /// example is written.
    package static func text(url: String, _ response: NavigationResponse) -> String {
        let status = response.status.map(String.init) ?? "none"
        let type = response.type.map { "'\($0)'" } ?? "none"
        let facts =
            (response.attachment ? "attachment" : "not attachment") + ", " + (response.displayable ? "displayable" : "not displayable")
        let view = response.view == .main ? "" : ", view \(response.view.name)"
        return "url '\(url)', status \(status), type \(type), \(facts), target \(response.target.name)" + view
    }

    /// A response as a JSON line's `"response"` object gives it (every key written).
    package static func jsonObject(url: String, _ response: NavigationResponse) -> String {
        "{\"url\": \(JSONText.quoted(url)), \"status\": \(response.status.map(String.init) ?? "null"), "
            + "\"type\": \(JSONText.quotedOrNull(response.type)), \"attachment\": \(response.attachment), "
            + "\"displayable\": \(response.displayable), \"target\": \(JSONText.quoted(response.target.name)), \"view\": \(JSONText.quoted(response.view.name))}"
    }

    /// The targets a response may have (a response is for a frame, never a new window).
    package static let targets: [NavigationTarget] = [.mainFrame, .subframe]
}
