/// What a request URL can realize, carried from walk level to walk level: a class of one
/// field may demand or exclude classes of later fields, and a walk (or the witness search)
/// only combines classes that some pair of URLs realizes.
///
/// - `http`, `https`, `ws`, `wss`, `ftp` URLs always have a host; `file:` and other schemes
///   may have none (`file:///x`, `mailto:/x`).
/// - `host == current` / `!=` need a host.
/// - A URL of a special scheme other than `file` always has a port (its default at least); a
///   port needs a host, and `file` URLs never have one.
/// - A path that does not start with `/` (opaque) needs a hostless URL of a non-special
///   scheme; one starting with `//` needs a host.
package struct Feasibility: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A special scheme other than `file`: the URL has a host.
    static let requiresHost = Feasibility(rawValue: 1)
    /// A special scheme (`file` included): paths are hierarchical.
    static let special = Feasibility(rawValue: 2)
    /// The request has no host.
    static let hostIsNone = Feasibility(rawValue: 4)
    /// The current relation compares hosts, so the request must have one.
    static let needsHost = Feasibility(rawValue: 8)
    /// An opaque path (not starting with `/`).
    static let opaquePath = Feasibility(rawValue: 16)
    /// A path starting with `//`.
    static let doubleSlashPath = Feasibility(rawValue: 32)
    /// The URL has no effective port.
    static let portIsNone = Feasibility(rawValue: 64)
    /// The URL has an effective port.
    static let hasPort = Feasibility(rawValue: 128)

    /// The schemes WHATWG calls special; all but `file` always have a host.
    static let specialSchemes: Set<String> = ["http", "https", "ws", "wss", "ftp", "file"]

    /// What a scheme implies for the rest of the URL.
    static func of(scheme: String) -> Feasibility {
        guard specialSchemes.contains(scheme) else { return [] }
        return scheme == "file" ? .special : [.special, .requiresHost]
    }

    /// The state after choosing, at `level`, a class with facts `constraint`, given the state
    /// `self` of the levels before; nil when no URL realizes the combination.
    func advance(level: RequestField, with constraint: Feasibility) -> Feasibility? {
        switch level {
        case .target, .navigation, .view, .glob, .query, .queryName: return self
        case .scheme: return constraint.intersection([.requiresHost, .special])
        case .host:
            if constraint.contains(.hostIsNone) && contains(.requiresHost) { return nil }
            return intersection([.special, .requiresHost]).union(constraint.intersection(.hostIsNone))
        case .port:
            // A default port cannot be removed; a port needs a host, and `file` takes none.
            if constraint.contains(.portIsNone) && contains(.requiresHost) { return nil }
            if constraint.contains(.hasPort) && (contains(.hostIsNone) || (contains(.special) && !contains(.requiresHost))) { return nil }
            return self
        case .current:
            if constraint.contains(.needsHost) && contains(.hostIsNone) { return nil }
            return self
        case .path:
            if constraint.contains(.opaquePath) && (contains(.special) || !contains(.hostIsNone)) { return nil }
            if constraint.contains(.doubleSlashPath) && contains(.hostIsNone) { return nil }
            return []
        }
    }
}
