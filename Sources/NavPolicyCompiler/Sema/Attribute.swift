import NavPolicy

/// The request attributes a condition can test: a navigation's, and (version 3) a response's
/// `status` and `type`.
enum Attribute: String, Sendable, CaseIterable {
    case target, navigation, view, scheme, host, port, path, query, url, current, status, type

    /// The attributes `current` may prefix (`current host`): the parts of a URL.
    static let urlParts: [Attribute] = [.scheme, .host, .port, .path, .query, .url]

    /// Whether `current` may prefix this attribute.
    var isURLPart: Bool { Self.urlParts.contains(self) }

    /// The attribute of a part compared with the current URL's.
    init(_ part: ComparedPart) {
        switch part {
        case .scheme: self = .scheme
        case .host: self = .host
        case .port: self = .port
        }
    }

    /// The section whose rules alone may test the attribute: `navigation` and `current` only
    /// navigations (a response has no current page and no navigation type), `status` and
    /// `type` only responses; nil for the attributes both test.
    var onlySection: PolicySection? {
        switch self {
        case .navigation, .current: .navigation
        case .status, .type: .response
        case .target, .view, .scheme, .host, .port, .path, .query, .url: nil
        }
    }

    /// The request-space levels whose values a test of the attribute constrains: the URL
    /// parts for `url`, none for `current` (a test of the page, not of one of its parts).
    var fields: [RequestField] {
        switch self {
        case .target: [.target]
        case .navigation: [.navigation]
        case .view: [.view]
        case .scheme: [.scheme]
        case .host: [.host]
        case .port: [.port]
        case .path: [.path]
        case .query: [.query]
        case .url: [.scheme, .host, .port, .path]
        case .current: []
        case .status: [.status]
        case .type: [.type]
        }
    }

    /// The part `X == current X` compares, for the attributes that take it.
    var comparedPart: ComparedPart? { ComparedPart.allCases.first { Attribute($0) == self } }

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
        case .status: .status
        case .type: .mimeType
        case .url, .query, .current: nil
        }
    }
}
