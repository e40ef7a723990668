/// The request attributes a condition can test.
enum Attribute: String, Sendable, CaseIterable {
    case target, navigation, view, scheme, host, port, path, query, url, current

    /// The attributes `current` may prefix (`current host`): the parts of a URL.
    static let urlParts: [Attribute] = [.scheme, .host, .port, .path, .query, .url]

    /// Whether `current` may prefix this attribute.
    var isURLPart: Bool { Self.urlParts.contains(self) }

    /// The kind of value `is` / `in` compare with; nil for `url`, `query` and `current`, which take neither.
    var itemKind: ItemKind? {
        switch self {
        case .target: .target
        case .navigation: .navigation
        case .view: .view
        case .scheme: .scheme
        case .host: .hostPattern
        case .port: .port
        case .path: .path
        case .url, .query, .current: nil
        }
    }
}
