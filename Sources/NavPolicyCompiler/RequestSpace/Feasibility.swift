import NavPolicy

/// What a pair of URLs (the request's and the current one) can realize, carried from walk
/// level to walk level: a class of one field may demand or exclude classes of later fields, and
/// a walk (or the witness search) only combines classes that some request realizes. The same
/// type is a class's demand (`RequestPartition.FieldClass.constraint`) and a walk's state.
///
/// Within one URL (the request's levels, then the current URL's):
/// - `http`, `https`, `ws`, `wss`, `ftp` URLs always have a host; `file:` and other schemes
///   may have none (`file:///x`, `mailto:/x`).
/// - A URL of a special scheme other than `file` always has a port (its default at least); a
///   port needs a host, and `file` URLs never have one.
/// - A path that does not start with `/` (opaque) needs a hostless URL of a non-special
///   scheme; one starting with `//` needs a host.
///
/// Of the navigation: a new window is asked for only by a link, a form submission or script
/// (`other`); never by back-forward, reload or a form resubmission.
///
/// Across the two URLs:
/// - the current page is absent, unparsable or loaded (`pages`); every part of a current URL
///   that is not loaded is none;
/// - `X == current X` needs both parts and a value in both classes, `!=` a value in the
///   current class other than the request's, and an incomparable relation a missing part or an
///   unparsable page (`compared`, `possible`).
package struct Feasibility: Hashable, Sendable {
    /// Facts about one URL's parts.
    package struct Facts: OptionSet, Hashable, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }

        /// A special scheme other than `file`: the URL has a host.
        static let requiresHost = Facts(rawValue: 1)
        /// A special scheme (`file` included): paths are hierarchical.
        static let special = Facts(rawValue: 2)
        /// The URL has no host.
        static let hostIsNone = Facts(rawValue: 4)
        /// An opaque path (not starting with `/`).
        static let opaquePath = Facts(rawValue: 16)
        /// A path starting with `//`.
        static let doubleSlashPath = Facts(rawValue: 32)
        /// The URL has no effective port.
        static let portIsNone = Facts(rawValue: 64)
        /// The URL has an effective port.
        static let hasPort = Facts(rawValue: 128)
    }

    /// The current pages a class allows, or a walk still has open.
    package struct Pages: OptionSet, Hashable, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The web view shows nothing.
        static let absent = Pages(rawValue: 1)
        /// The web view shows a URL that does not parse.
        static let unparsable = Pages(rawValue: 2)
        /// The web view shows a URL that parses.
        static let loaded = Pages(rawValue: 4)
        /// Any page.
        static let all: Pages = [.absent, .unparsable, .loaded]
    }

    /// The relations a compared part can still take on a loaded page (bit per
    /// `CurrentRelation.rawValue`).
    private typealias RelationSet = UInt8

    /// A class's facts about its URL; a walk's facts about the URL being built.
    var facts: Facts = []
    /// The pages a class allows; the pages a walk's choices leave possible.
    var pages: Pages = .all
    /// For a class of a compared part (scheme, host, port) when the policy tests its relation:
    /// on the request's URL, the index of the current URL's class that holds its value
    /// (`partNone` when it has none); on the current URL, its own index (`partNone` for none,
    /// `partAny` for a level the policy does not test). Nil otherwise.
    var compared: Int32?
    /// For a class of the current URL's compared part: it holds more than one value, so `!=`
    /// holds even when the request's value is in it.
    var hasAlternate = false
    /// For a class of a relation level: the relation it stands for (nil: any, the policy does
    /// not test it).
    var relation: CurrentRelation?
    /// For the target class `new-window`, and a walk past it: the request opens a window.
    var opensWindow = false
    /// For a navigation type no engine asks a new window for (back-forward, reload, form
    /// resubmission: WebKit asks about a new window only for a link, a form or script).
    var neverOpensWindow = false
    /// A walk's pending request-side index (`compared`) per compared part, until the current
    /// URL's class of that part is chosen.
    private var partners = SIMD3<Int32>(repeating: Self.unset)
    /// A walk's possible relations per compared part, once both classes are chosen.
    private var possible = SIMD3<UInt8>(repeating: 0)

    /// `compared` of a missing part.
    static let partNone: Int32 = -1
    /// `compared` of a current part the policy does not test: any value, or none.
    static let partAny: Int32 = -2
    private static let unset: Int32 = -3

    /// Nothing known: the state a walk starts from, and the demand of a class that demands nothing.
    package static let start = Feasibility()

    init(facts: Facts = [], pages: Pages = .all, compared: Int32? = nil, hasAlternate: Bool = false, relation: CurrentRelation? = nil) {
        self.facts = facts
        self.pages = pages
        self.compared = compared
        self.hasAlternate = hasAlternate
        self.relation = relation
    }

    /// The schemes WHATWG calls special; all but `file` always have a host.
    static let specialSchemes: Set<String> = ["http", "https", "ws", "wss", "ftp", "file"]

    /// What a scheme implies for the rest of its URL.
    static func of(scheme: String) -> Facts {
        guard specialSchemes.contains(scheme) else { return [] }
        return scheme == "file" ? .special : [.special, .requiresHost]
    }

    /// The state after choosing, at `level`, a class with demand `constraint`, given the state
    /// `self` of the levels before; nil when no pair of URLs realizes the combination.
    func advance(level: RequestField, with constraint: Feasibility) -> Feasibility? {
        var next = self
        if constraint.opensWindow { next.opensWindow = true }
        if opensWindow && constraint.neverOpensWindow { return nil }
        next.pages = pages.intersection(constraint.pages)
        guard !next.pages.isEmpty, let facts = Self.advance(facts, level: level.urlField ?? level, with: constraint.facts) else {
            return nil
        }
        next.facts = facts
        switch level {
        case .scheme, .host, .port:
            if let compared = constraint.compared, let part = level.comparedPart { next.partners[part.rawValue] = compared }
        case .currentScheme, .currentHost, .currentPort:
            if let own = constraint.compared, let part = level.urlField?.comparedPart {
                next.possible[part.rawValue] = Self.relations(
                    partner: partners[part.rawValue], own: own, hasAlternate: constraint.hasAlternate)
                next.partners[part.rawValue] = Self.unset
            }
        case .relation(let part):
            guard let relation = constraint.relation else { return next }
            let loadedHolds = possible[part.rawValue] & (1 << relation.rawValue) != 0
            let allowed: Pages =
                switch relation {
                case .noCurrent: .absent
                case .incomparable: loadedHolds ? [.unparsable, .loaded] : .unparsable
                case .equal, .different: loadedHolds ? .loaded : []
                }
            next.pages = next.pages.intersection(allowed)
            next.possible[part.rawValue] = 0
            guard !next.pages.isEmpty else { return nil }
        case .target, .navigation, .view, .path, .query, .currentPath, .currentQuery, .glob, .queryName, .currentGlob, .currentQueryName,
            .flag, .parameterTest, .currentParameterTest, .status, .type, .attachment, .displayable:
            break
        }
        return next
    }

    /// The relations a loaded page allows between a request-side class (`partner`: the index of
    /// the current class holding its value) and the current class `own`.
    private static func relations(partner: Int32, own: Int32, hasAlternate: Bool) -> RelationSet {
        let (incomparable, equal, different) = (
            RelationSet(1) << CurrentRelation.incomparable.rawValue,
            RelationSet(1) << CurrentRelation.equal.rawValue,
            RelationSet(1) << CurrentRelation.different.rawValue
        )
        if partner == partNone { return incomparable }
        if own == partAny { return incomparable | equal | different }
        if own == partNone || partner == unset { return incomparable }
        if own == partner { return equal | (hasAlternate ? different : 0) }
        return different
    }

    /// The facts after choosing a class of a URL's field (`level` on the request's URL),
    /// given the facts of its levels before; nil when no URL realizes them.
    private static func advance(_ facts: Facts, level: RequestField, with constraint: Facts) -> Facts? {
        switch level {
        case .scheme: return constraint.intersection([.requiresHost, .special])
        case .host:
            if constraint.contains(.hostIsNone) && facts.contains(.requiresHost) { return nil }
            return facts.intersection([.special, .requiresHost]).union(constraint.intersection(.hostIsNone))
        case .port:
            // A default port cannot be removed; a port needs a host, and `file` takes none.
            if constraint.contains(.portIsNone) && facts.contains(.requiresHost) { return nil }
            if constraint.contains(.hasPort)
                && (facts.contains(.hostIsNone) || (facts.contains(.special) && !facts.contains(.requiresHost)))
            {
                return nil
            }
            return facts
        case .path:
            if constraint.contains(.opaquePath) && (facts.contains(.special) || !facts.contains(.hostIsNone)) { return nil }
            if constraint.contains(.doubleSlashPath) && facts.contains(.hostIsNone) { return nil }
            return []
        case .target, .navigation, .view, .query, .relation, .glob, .queryName,
            .currentScheme, .currentHost, .currentPort, .currentPath, .currentQuery, .currentGlob, .currentQueryName,
            .flag, .parameterTest, .currentParameterTest, .status, .type, .attachment, .displayable:
            return facts
        }
    }
}
