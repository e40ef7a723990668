/// The request attributes a condition can test.
enum Attribute: String, Sendable, CaseIterable {
    case target, navigation, scheme, host, path, url, current

    /// The kind of value `is` / `in` compare with; nil for `url` and `current`, which take neither.
    var itemKind: ItemKind? {
        switch self {
        case .target: .target
        case .navigation: .navigation
        case .scheme: .scheme
        case .host: .hostPattern
        case .path: .path
        case .url, .current: nil
        }
    }

    /// The comparisons this attribute accepts, for the help of `unsupported-comparison`.
    var allowedForms: String {
        switch self {
        case .target, .navigation:
            "'\(rawValue)' takes 'is', 'is not', 'in' and 'not in' with \(Suggestion.quotedList(itemKind?.words ?? []))"
        case .scheme:
            "'scheme' takes 'is', 'is not', 'in' and 'not in' with scheme strings"
        case .host:
            "'host' takes 'is', 'is not', 'in' and 'not in' with host patterns, '== current', '!= current', 'is none' and 'is not none'"
        case .path:
            "'path' takes 'is', 'is not', 'in', 'not in' and 'starts-with' with path strings"
        case .url:
            "use 'url matches' with a match pattern such as \"https://*.example.com/*\""
        case .current:
            "'current' takes only 'is none' and 'is not none'; compare hosts with 'host == current'"
        }
    }
}
