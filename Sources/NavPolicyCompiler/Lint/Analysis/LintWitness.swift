import NavPolicy

/// A concrete request that shows a lint finding: the URL, the current URL, target and
/// navigation, built from one class representative per request field.
struct LintWitness: Hashable {
    var url: String
    var current: String?
    var target: NavigationTarget
    var navigation: NavigationType
    /// The same request, split (what the analysis meant the URL to be).
    var request: NavigationRequest

    /// The witness for representatives in `RequestField` order.
    init(representatives: [String]) {
        let value = { (field: RequestField) in representatives.indices.contains(field.rawValue) ? representatives[field.rawValue] : "" }
        target = NavigationTarget(name: value(.target)) ?? .mainFrame
        navigation = NavigationType(name: value(.navigation)) ?? .other
        let scheme = value(.scheme)
        let host = value(.host)
        let path = value(.path)
        if !host.isEmpty {
            url = scheme + "://" + host + path
        } else if scheme == "file" {
            url = "file://" + path
        } else {
            url = scheme + ":" + path
        }
        var currentHost: String?
        switch value(.current) {
        case "none": current = nil
        case "equal": current = "https://" + host + "/"; currentHost = host
        case "different":
            currentHost = host == "current.navpolicy-fresh" ? "other.navpolicy-fresh" : "current.navpolicy-fresh"
            current = "https://" + (currentHost ?? "") + "/"
        default: current = "about:blank"
        }
        request = NavigationRequest(
            scheme: scheme, host: host.isEmpty ? nil : host, path: path,
            hasCurrent: current != nil, currentHost: currentHost,
            target: target, navigation: navigation)
    }

    /// The request as the runtime reads the witness URLs; the split form when URL splitting is
    /// not available (the runtime cannot parse a plain `https` URL).
    var parsedRequest: NavigationRequest? {
        guard Self.urlSplittingAvailable else { return request }
        return try? NavigationRequest(url: url, current: current, target: target, navigation: navigation)
    }

    private static let urlSplittingAvailable = (try? NavigationRequest(url: "https://example.com/", current: nil)) != nil

    /// The note text: `example request: url '…', current '…' (or none), target …, navigation …`.
    var noteText: String {
        "example request: url '\(url)', current \(current.map { "'\($0)'" } ?? "none"), target \(target.name), navigation \(navigation.name)"
    }
}
