import NavPolicy

/// A concrete request standing for a class of the request space: the URL, the current URL,
/// target and navigation, built from one representative value per walk level. The one
/// witness builder of the compiler: lint findings, `diff` and the partition tests use it.
package struct RequestWitness: Sendable, Hashable {
    /// The navigation URL.
    package var url: String
    /// The current URL, or nil for none.
    package var current: String?
    /// The target.
    package var target: NavigationTarget
    /// The navigation type.
    package var navigation: NavigationType
    /// The view asking.
    package var view: NavigationView
    /// The same request, split (what the analysis meant the URLs to be).
    package var request: NavigationRequest

    /// The host of the current URL when the relation asks for a host other than the request's.
    static let currentHost = "current.navpolicy-fresh"
    /// The current host when the request's host is `currentHost` itself.
    static let otherCurrentHost = "other.navpolicy-fresh"

    /// The witness with these parts. The URL is `scheme://host[:port]/path` (the port written
    /// when it is not the scheme's default), `file://` + path for a hostless `file` URL, else
    /// `scheme:path`; the current URL is none, `about:blank` (incomparable), or an `https` URL
    /// on the request's host (equal) or another (different).
    package init(
        target: NavigationTarget, navigation: NavigationType, view: NavigationView = .main,
        scheme: String, host: String?, port: UInt16?, current relation: CurrentRelation, path: String, query: String? = nil
    ) {
        self.target = target
        self.navigation = navigation
        self.view = view
        if let host {
            let written = port.flatMap { $0 == SplitURL.defaultPort(ofScheme: scheme) ? nil : ":\($0)" } ?? ""
            url = scheme + "://" + host + written + path
        } else if scheme == "file" {
            url = "file://" + path
        } else {
            url = scheme + ":" + path
        }
        if let query { url += "?" + query }
        let currentHost: String?
        switch relation {
        case .noCurrent: current = nil; currentHost = nil
        case .incomparable: current = "about:blank"; currentHost = nil
        case .equal: currentHost = host
        case .different: currentHost = host == Self.currentHost ? Self.otherCurrentHost : Self.currentHost
        }
        if relation == .equal || relation == .different { current = "https://" + (currentHost ?? "") + "/" }
        // What the runtime reads from the URLs; from the parts only if it cannot read them.
        let page: CurrentPage = switch relation {
        case .noCurrent: .absent
        case .incomparable: .loaded(SplitURL(scheme: "about", host: nil, path: "blank"))
        case .equal, .different: .loaded(SplitURL(scheme: "https", host: currentHost, path: "/"))
        }
        request = (try? NavigationRequest(url: url, current: current, target: target, navigation: navigation, view: view))
            ?? NavigationRequest(url: SplitURL(scheme: scheme, host: host, port: port.map(Int.init), path: path, query: query), current: page,
                                 target: target, navigation: navigation, view: view)
    }

    /// The witness for one value of each field (a walk's representatives, in any order); nil
    /// when a field has no value.
    package init?(values: [RequestValue]) {
        var target: NavigationTarget?, navigation: NavigationType?, scheme: String?, host: String??
        var relation: CurrentRelation?, path: String?, view = NavigationView.main, port: UInt16??
        var unlisted: (fallback: UInt16, listed: Set<UInt16>)?
        var query: String?
        for value in values {
            switch value {
            case .target(let value): target = value
            case .navigation(let value): navigation = value
            case .view(let value): view = value
            case .port(let value): port = .some(value)
            case .unlistedPort(let fallback, let listed): unlisted = (fallback, listed)
            case .query(let value): query = value
            case .scheme(let value): scheme = value
            case .host(let value): host = .some(value)
            case .current(let value): relation = value
            case .path(let value): path = value
            }
        }
        guard let target, let navigation, let scheme, let host, let relation, let path else { return nil }
        if let unlisted {
            let standard = SplitURL.defaultPort(ofScheme: scheme)
            port = .some(standard.map { unlisted.listed.contains($0) } == false ? standard : unlisted.fallback)
        }
        // Without a port level, the scheme's default.
        self.init(target: target, navigation: navigation, view: view, scheme: scheme, host: host,
                  port: port ?? SplitURL.defaultPort(ofScheme: scheme), current: relation, path: path, query: query)
    }

    /// The request as the runtime reads the witness URLs; nil when it cannot read them.
    package var parsedRequest: NavigationRequest? {
        try? NavigationRequest(url: url, current: current, target: target, navigation: navigation, view: view)
    }

    /// The note text: `example request: url '…', current '…' (or none), target …, navigation …`,
    /// and `, view popup` for a pop-up's request.
    package var noteText: String {
        "example request: url '\(url)', current \(current.map { "'\($0)'" } ?? "none"), target \(target.name), navigation \(navigation.name)"
            + (view == .main ? "" : ", view \(view.name)")
    }
}
