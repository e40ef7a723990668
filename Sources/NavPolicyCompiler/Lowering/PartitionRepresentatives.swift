import NavPolicy

/// A concrete value of one request field, standing for a whole class.
public enum FieldValue: Sendable, Hashable {
    /// A target.
    case target(NavigationTarget)
    /// A navigation type.
    case navigation(NavigationType)
    /// A scheme.
    case scheme(String)
    /// A host, or nil for a request without a host.
    case host(String?)
    /// A relation between host and current URL.
    case current(CurrentRelation)
    /// A path.
    case path(String)
    /// Whether the path matches a general glob.
    case glob(matches: Bool)
}

extension PolicyPartition {
    /// A value of `field` that falls in class `index`, or nil when no value can (a class can
    /// be unreachable, e.g. "no key matches" when the empty path prefix is a key).
    public func representative(ofClass index: Int, field: Int) -> FieldValue? {
        switch field {
        case 0: return NavigationTarget.allCases.first { targetClasses[Int($0.rawValue)] == index }.map(FieldValue.target)
        case 1: return NavigationType.allCases.first { navigationClasses[$0.index] == index }.map(FieldValue.navigation)
        case 4: return CurrentRelation.allCases.first { currentClasses[$0.rawValue] == index }.map(FieldValue.current)
        case 2:
            if let key = schemeKeys.first(where: { $0.exactClass == index }) { return .scheme(key.key) }
            return index == schemeUnmatchedClass ? fresh("x-other", avoiding: Set(schemeKeys.map(\.bytes))).map(FieldValue.scheme) : nil
        case 3: return hostRepresentative(index).map(FieldValue.host)
        case 5: return pathRepresentative(index).map(FieldValue.path)
        default: return index < 2 ? .glob(matches: index == 1) : nil
        }
    }

    /// A request whose fields fall in the given classes (one entry per field id; nil = any
    /// class), built from the representatives; nil when they cannot be combined (an `equal`
    /// current relation without a host, the empty path, or a path representative that
    /// disagrees with a requested glob class).
    public func request(classes: [Int?]) -> NavigationRequest? {
        guard classes.count == fieldCount else { return nil }
        let pathClass = classes[5] ?? ([pathUnmatchedClass] + Array(0..<classCount(ofField: 5))).first {
            if case .path(let path)? = representative(ofClass: $0, field: 5) { !path.isEmpty } else { false }
        }
        guard case .target(let target)? = representative(ofClass: classes[0] ?? targetClasses[Int(NavigationTarget.mainFrame.rawValue)], field: 0),
              case .navigation(let navigation)? = representative(ofClass: classes[1] ?? navigationClasses[NavigationType.other.index], field: 1),
              case .scheme(let scheme)? = representative(ofClass: classes[2] ?? schemeUnmatchedClass, field: 2),
              case .host(let host)? = representative(ofClass: classes[3] ?? hostUnmatchedClass, field: 3),
              case .current(let relation)? = representative(ofClass: classes[4] ?? currentClasses[CurrentRelation.noCurrent.rawValue], field: 4),
              let pathClass, case .path(let path)? = representative(ofClass: pathClass, field: 5) else { return nil }
        let currentHost: String?
        switch relation {
        case .noCurrent, .incomparable: currentHost = host == nil ? "current.invalid" : nil
        case .equal: currentHost = host
        case .different: currentHost = host == "current.invalid" ? "other.invalid" : "current.invalid"
        }
        if host == nil, relation == .equal || relation == .different { return nil }
        // A request's path is never empty (it becomes `/`), so the empty path's class has no request.
        if path.isEmpty { return nil }
        let request = NavigationRequest(scheme: scheme, host: host, path: path, hasCurrent: relation != .noCurrent,
                                        currentHost: currentHost, target: target, navigation: navigation)
        for (offset, glob) in globs.enumerated() {
            let matches = ReferenceInterpreter.globMatches(Array(glob.utf8), Array(request.path.utf8))
            if let wanted = classes[6 + offset], matches != (wanted == 1) { return nil }
        }
        return request
    }

    private func hostRepresentative(_ index: Int) -> String?? {
        if index == hostNoneClass { return .some(nil) }
        if let key = hostKeys.first(where: { $0.exactClass == index }) { return key.key }
        let keys = Set(hostKeys.map(\.bytes))
        // A subdomain of a key; an IP address key has none (`sub.127.0.0.1` is no host).
        let subdomains = hostKeys.lazy.filter { $0.deeperClass == index }
            .compactMap { key in self.fresh("sub", avoiding: keys).map { $0 + "." + key.key } }
        if let subdomain = subdomains.first(where: { HostNormalizer.normalizeRequestHost($0) == $0 }) {
            return subdomain
        }
        // A single label that is not a key has no key as label suffix.
        return index == hostUnmatchedClass ? fresh("unmatched-host", avoiding: keys) : nil
    }

    private func pathRepresentative(_ index: Int) -> String? {
        if let key = pathKeys.first(where: { $0.exactClass == index }) { return key.key }
        let keys = Set(pathKeys.map(\.bytes))
        func hasKeyPrefix(_ path: [UInt8], longerThan floor: Int) -> Bool {
            pathLengths.contains { $0 > floor && $0 <= path.count && keys.contains(Array(path.prefix($0))) }
        }
        let suffixes = ["x", "/x", "~", "-", "0", ".", "_"] + (0..<64).map { "~\($0)" }
        if let key = pathKeys.first(where: { $0.deeperClass == index }) {
            return suffixes.lazy.map { key.bytes + Array($0.utf8) }
                .first { !hasKeyPrefix($0, longerThan: key.bytes.count) }
                .map { String(decoding: $0, as: UTF8.self) }
        }
        guard index == pathUnmatchedClass else { return nil }
        return (["/"] + suffixes.map { "/" + $0 } + suffixes).first { !hasKeyPrefix(Array($0.utf8), longerThan: -1) }
    }

    /// `base`, or `base` with a number appended, that is not one of `keys`.
    private func fresh(_ base: String, avoiding keys: Set<[UInt8]>) -> String? {
        ([base] + (0...keys.count).map { base + String($0) }).first { !keys.contains(Array($0.utf8)) }
    }
}
