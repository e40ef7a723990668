/// The request fields a table's decision program tests, and the one vocabulary of fields for
/// the compiler (which extends it with what only it needs). Each property of a field is one
/// exhaustive `switch` here: a new field is a new case, and then whatever the compiler
/// reports as unhandled (`Documentation/RequestSpace.md`, "Adding a field").
///
/// Declaration order is the order in which fields are fixed along every path of a diagram
/// (the synthesized `Comparable`), and it is also the order of their table ids (`tableID`):
/// fields whose values constrain later ones come first (a special scheme needs a host;
/// `host == current` needs a host; an opaque path needs a hostless URL).
package enum RequestField: Hashable, Comparable, Sendable {
    /// `target`: main frame, new window or subframe.
    case target
    /// `navigation`: how the navigation started.
    case navigation
    /// `view`: the main web view or a pop-up.
    case view
    /// The URL's scheme.
    case scheme
    /// The URL's host, or none.
    case host
    /// The URL's effective port, or none.
    case port
    /// The URL's path (exact paths and prefixes).
    case path
    /// Whether the URL has a query (`query is none`).
    case query
    /// The current URL's scheme (none without a current URL), classified like `scheme`.
    case currentScheme
    /// The current URL's host, or none, classified like `host`.
    case currentHost
    /// The current URL's effective port, or none, classified like `port`.
    case currentPort
    /// The current URL's path (none without a current URL), classified like `path`.
    case currentPath
    /// Whether the current URL has a query.
    case currentQuery
    /// How a part of the URL relates to the same part of the current URL (`CurrentRelation`):
    /// `scheme == current scheme`, `host != current`, `port == current port`, and on the host
    /// also `current is none`.
    case relation(ComparedPart)
    /// A response's HTTP status (100–999), or none (version 11; response parts only).
    case status
    /// Whether the response is an attachment (`Content-Disposition`). The two flags come before
    /// the type: a walk tests them for a byte each, and a response they decide skips the
    /// type's lookup; the status comes first, which keeps diagrams small (a status rule
    /// usually comes first and decides alone).
    case attachment
    /// Whether the engine can show the response's type.
    case displayable
    /// A response's MIME type essence (exact types and prefixes), or none.
    case type
    /// Whether the path matches the general glob with this index.
    case glob(Int)
    /// Whether some query parameter has the query name with this index.
    case queryName(Int)
    /// Whether the current URL's path matches the glob with this index.
    case currentGlob(Int)
    /// Whether some parameter of the current URL's query has the query name with this index.
    case currentQueryName(Int)
    /// Whether the app's flag with this index (`PolicyFlag.index`, declaration order) is on.
    case flag(Int)
    /// Whether the URL's part is in the items bound to a parameter: the parameter test with
    /// this index in the table's list (`host in servers`, `path starts-with prefixes`), which
    /// reads this part (the index decides the part; it is here for the request-space level).
    case parameterTest(Int, URLPart)
    /// The parameter test with this index on the current URL (false without one).
    case currentParameterTest(Int, URLPart)

    /// How the field's values are told apart.
    package enum Kind: Hashable, Sendable {
        /// One of `valueCount` values (`value(of:)`), each mapped to a class by the table's enum
        /// section; a diagram node has one child per value.
        case enumerated(valueCount: Int)
        /// The class a key classifier of the table gives the part; the current URL's part
        /// shares the URL's classifier.
        case classified(KeyClassifier)
        /// A test of the URL that holds or not: class 1 or 0.
        case boolean

        /// Whether the field's inputs are values (`value(of:)`), not classes.
        package var isEnumerated: Bool {
            switch self {
            case .enumerated: true
            case .classified, .boolean: false
            }
        }
    }

    /// A key classifier of the table.
    package enum KeyClassifier: Hashable, Sendable {
        /// Whole-key scheme lookup.
        case scheme
        /// Longest label suffix of the host.
        case host
        /// Listed ports.
        case port
        /// Longest exact path or prefix.
        case path
        /// Listed statuses (a response's), as ports are.
        case status
        /// Longest exact MIME type or prefix (a response's), as paths are, plus no type.
        case type
    }

    /// What a field reads of a request.
    package enum Source: Hashable, Sendable {
        /// A property of the navigation itself (target, navigation type, view).
        case navigation
        /// The URL being decided.
        case url
        /// The URL the web view shows (none without one, or when it does not parse).
        case currentURL
        /// A part of both URLs, compared.
        case bothURLs
        /// The app's state for this decision: its flags.
        case app
        /// The response being decided (`ResponseFacts`): nothing for a navigation.
        case response
    }

    /// The class of a field whose part is missing: a current-URL field without a current URL,
    /// or a host or port that is none.
    package enum NoneClass: Hashable, Sendable {
        /// The classifier's none class (hosts and ports can be none).
        case classifierNone
        /// The classifier's unmatched class: a scheme or a path has no none class, and no key
        /// is true of a missing one.
        case classifierUnmatched
        /// This value or class (no query, no glob match, no query name).
        case fixed(Int)
        /// The field always has a value: the navigation's properties, and the relations, for
        /// which no current URL is a value (`CurrentRelation.noCurrent`).
        case never
    }

    /// How the field's values are told apart.
    @inline(__always)
    package var kind: Kind {
        switch self {
        case .target: .enumerated(valueCount: NavigationTarget.allCases.count)
        case .navigation: .enumerated(valueCount: NavigationType.allCases.count)
        case .view: .enumerated(valueCount: NavigationView.allCases.count)
        case .query, .currentQuery, .attachment, .displayable: .enumerated(valueCount: 2)
        case .status: .classified(.status)
        case .type: .classified(.type)
        case .relation: .enumerated(valueCount: CurrentRelation.allCases.count)
        case .scheme, .currentScheme: .classified(.scheme)
        case .host, .currentHost: .classified(.host)
        case .port, .currentPort: .classified(.port)
        case .path, .currentPath: .classified(.path)
        case .glob, .queryName, .currentGlob, .currentQueryName, .flag, .parameterTest, .currentParameterTest: .boolean
        }
    }

    /// The values of an enumerated field (0 for the others, which have classes instead): the
    /// one place a value count is written is `kind`.
    @inline(__always)
    package var valueCount: Int {
        switch kind {
        case .enumerated(let count): count
        case .classified, .boolean: 0
        }
    }

    /// What the field reads of a request.
    @inline(__always)
    package var source: Source {
        switch self {
        case .target, .navigation, .view: .navigation
        case .scheme, .host, .port, .path, .query, .glob, .queryName, .parameterTest: .url
        case .currentScheme, .currentHost, .currentPort, .currentPath, .currentQuery, .currentGlob, .currentQueryName,
            .currentParameterTest:
            .currentURL
        case .relation: .bothURLs
        case .flag: .app
        case .status, .type, .attachment, .displayable: .response
        }
    }

    /// The class (or value) the field has when its part is missing.
    @inline(__always)
    package var noneClass: NoneClass {
        switch self {
        case .target, .navigation, .view, .relation, .attachment, .displayable: .never
        case .host, .currentHost, .port, .currentPort, .status, .type: .classifierNone
        case .scheme, .currentScheme, .path, .currentPath: .classifierUnmatched
        case .query, .currentQuery, .glob, .queryName, .currentGlob, .currentQueryName: .fixed(0)
        // No part is in no list; a flag is always given (absent is off), so its none class is
        // never used.
        case .parameterTest, .currentParameterTest, .flag: .fixed(0)
        }
    }

    /// The value of an enumerated field for a request and its response's facts (none for a
    /// navigation): what a diagram node's children are indexed by (a navigation type by
    /// `NavigationType.index`, a query presence or a response's flag 0 no, 1 yes, a relation by
    /// raw value); nil for the other kinds, which are classified.
    @inline(__always)
    package func value<Facts: ResponseFactsInput>(of request: NavigationRequest, _ facts: Facts) -> Int? {
        switch self {
        case .target: Int(request.target.rawValue)
        case .navigation: request.navigation.index
        case .view: Int(request.view.rawValue)
        case .query: request.url.hasQuery ? 1 : 0
        case .currentQuery: request.current.url?.hasQuery == true ? 1 : 0
        case .relation(let part): CurrentRelation.of(request, part).rawValue
        case .attachment: facts.attachment ? 1 : 0
        case .displayable: facts.displayable ? 1 : 0
        case .status, .type,
            .scheme, .host, .port, .path, .glob, .queryName,
            .currentScheme, .currentHost, .currentPort, .currentPath, .currentGlob, .currentQueryName,
            .flag, .parameterTest, .currentParameterTest:
            nil
        }
    }

    /// The fields that are not globs or query names, in declaration order: the request-space
    /// levels. Not a switch: a new field that is its own level is added here by hand.
    package static let attributes: [RequestField] = [
        .target, .navigation, .view, .scheme, .host, .port, .path, .query,
        .currentScheme, .currentHost, .currentPort, .currentPath, .currentQuery,
        .relation(.scheme), .relation(.host), .relation(.port),
        .status, .attachment, .displayable, .type,
    ]

    /// Every field of a table or policy with `globCount` general globs, `queryNameCount`
    /// query names, `flagCount` flags and parameter tests reading `parameterTestParts`, in
    /// declaration order (a new indexed family is added here by hand).
    package static func all(globCount: Int, queryNameCount: Int = 0, flagCount: Int = 0, parameterTestParts: [URLPart] = [])
        -> [RequestField]
    {
        attributes + (0..<globCount).map(RequestField.glob) + (0..<queryNameCount).map(RequestField.queryName)
            + (0..<globCount).map(RequestField.currentGlob) + (0..<queryNameCount).map(RequestField.currentQueryName)
            + (0..<flagCount).map(RequestField.flag)
            + parameterTestParts.enumerated().map { RequestField.parameterTest($0, $1) }
            + parameterTestParts.enumerated().map { RequestField.currentParameterTest($0, $1) }
    }
}
