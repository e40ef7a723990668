import NavPolicy

/// The keys of a navigation request as the tools read and write it, in one place: the JSON
/// keys of `eval --requests` lines and `test` cases (with their defaults), `eval`'s flags
/// (`--` and the key) and their help, `diff`'s examples, and the WebKitGTK scenario runner's
/// decision events. A request property the tools can set is one case here (its flag, words
/// and help are its attribute's declaration's), then what the compiler reports as unhandled;
/// an attribute read from an existing key (`scheme` from `url`) needs none. Outside the package, `JSONText.requestMembers` writes a
/// request with these keys.
package enum RequestKey: String, CaseIterable, Sendable {
    /// The URL being navigated to (required).
    case url
    /// The URL the web view shows (none by default).
    case current
    /// The navigation's target.
    case target
    /// How the navigation started.
    case navigation
    /// The web view asking.
    case view
    /// The policy's parameters (`let servers = param "servers"`) by key: an object of string
    /// lists; on the command line `--param KEY=ITEM[,ITEM...]`, repeatable.
    case params
    /// The policy's flags that are on (`flag call-active`): a list of names; on the command
    /// line `--flag NAME`, repeatable.
    case flags

    /// The target of a request that names none.
    package static let defaultTarget = NavigationTarget.mainFrame
    /// The navigation type of a request that names none.
    package static let defaultNavigation = NavigationType.other
    /// The view of a request that names none.
    package static let defaultView = NavigationView.main

    /// The keys as a JSON object's outline, for help text: `{"url", "current", …}`.
    package static var outline: String { "{" + allCases.map { JSONText.quoted($0.rawValue) }.joined(separator: ", ") + "}" }

    /// The attribute whose value the key gives (its flag, words and help are the attribute's
    /// declaration's); nil for the app's parameters and flags.
    var attribute: Attribute? {
        switch self {
        case .url: .url
        case .current: .current
        case .target: .target
        case .navigation: .navigation
        case .view: .view
        case .params, .flags: nil
        }
    }

    /// The `eval` flag that sets the key (`--url`); the repeatable ones are singular
    /// (`--param`, `--flag`), each giving one item.
    package var flag: String {
        switch self {
        case .params: "--param"
        case .flags: "--flag"
        case .url, .current, .target, .navigation, .view: attribute?.declaration.flag?.name ?? "--" + rawValue
        }
    }

    /// Whether the flag may be given more than once (each adds to the request).
    package var repeats: Bool { self == .params || self == .flags }

    /// The keys that describe the navigation itself (not the app's parameters and flags).
    package static let navigationKeys: [RequestKey] = [.url, .current, .target, .navigation, .view]

    /// The flag's value in usage text (`--navigation <type>`).
    package var placeholder: String {
        switch self {
        case .params: "key=items"
        case .flags: "name"
        case .url, .current, .target, .navigation, .view: attribute?.declaration.flag?.placeholder ?? rawValue
        }
    }

    /// The words an enumerated key takes; nil for the URLs.
    package var words: [String]? { attribute?.itemKind?.words }

    /// The value of a request that leaves the key out, as help shows it; nil for `url`, which
    /// every request has.
    package var defaultWord: String? {
        switch self {
        case .url: nil
        case .current, .flags: "none"
        case .params: nil
        case .target: Self.defaultTarget.name
        case .navigation: Self.defaultNavigation.name
        case .view: Self.defaultView.name
        }
    }

    /// The flag's help: what the value is, then its default.
    package var help: String {
        let summary =
            switch self {
            case .params: "A parameter's items, comma-separated ('KEY=' is an empty list); repeat to add items or keys."
            case .flags: "A flag that is on; repeat for each."
            case .url, .current, .target, .navigation, .view: attribute?.declaration.flag?.help ?? ""
            }
        return summary + (defaultWord.map { " (default: \($0))" } ?? "")
    }

    /// A request's members as JSON object members, every navigation key in order (`"url":
    /// "…", "current": null, "target": "main-frame", …`), then `"params"` when `params` is
    /// not nil (the policy declares parameters) and `"flags"` when any is on: how `diff
    /// --format json` writes an example and the WebKitGTK scenario runner a decision's request.
    package static func jsonMembers(
        url: String, current: String?, target: NavigationTarget, navigation: NavigationType, view: NavigationView,
        params: [(key: String, items: [String])]? = nil, flags: [String] = []
    ) -> String {
        allCases.compactMap { key in
            let value: String? =
                switch key {
                case .url: JSONText.quoted(url)
                case .current: JSONText.quotedOrNull(current)
                case .target: JSONText.quoted(target.name)
                case .navigation: JSONText.quoted(navigation.name)
                case .view: JSONText.quoted(view.name)
                case .params:
                    params.map { "{" + $0.map { "\(JSONText.quoted($0.key)): \(quotedList($0.items))" }.joined(separator: ", ") + "}" }
                case .flags: flags.isEmpty ? nil : quotedList(flags)
                }
            return value.map { "\(JSONText.quoted(key.rawValue)): \($0)" }
        }.joined(separator: ", ")
    }

    /// A request in words (`url "…", current null, target main-frame, navigation link`), the
    /// view only when it is not the default, then the binding (`with servers = ["a.example"]`)
    /// and the flags on (`flags call-active`), as `diff` shows an example.
    package static func text(
        url: String, current: String?, target: NavigationTarget, navigation: NavigationType, view: NavigationView,
        params: [(key: String, items: [String])] = [], flags: [String] = []
    ) -> String {
        allCases.compactMap { key in
            let value: String? =
                switch key {
                case .url: JSONText.quoted(url)
                case .current: JSONText.quotedOrNull(current)
                case .target: target.name
                case .navigation: navigation.name
                case .view: view == defaultView ? nil : view.name
                case .params: params.isEmpty ? nil : params.map { "\($0.key) = \(quotedList($0.items))" }.joined(separator: ", ")
                case .flags: flags.isEmpty ? nil : flags.joined(separator: " ")
                }
            // A binding reads as the analysis writes it: `with servers = ["a.example"]`.
            return value.map { "\(key == .params ? "with" : key.rawValue) \($0)" }
        }.joined(separator: ", ")
    }

    /// `["a", "b"]`.
    private static func quotedList(_ items: [String]) -> String {
        "[" + items.map(JSONText.quoted).joined(separator: ", ") + "]"
    }
}

extension JSONText {
    /// A navigation request as JSON object members, every key `navpolicy eval --requests`
    /// reads, in order (`"url": "…", "current": null, "target": "main-frame", "navigation":
    /// "link", "view": "main"`, then `"flags": [...]` when any of `flags` is on): for tools
    /// that write requests as the CLI reads them.
    public static func requestMembers(
        url: String, current: String?, target: NavigationTarget, navigation: NavigationType, view: NavigationView,
        flags: [String] = []
    ) -> String {
        RequestKey.jsonMembers(url: url, current: current, target: target, navigation: navigation, view: view, flags: flags)
    }
}
