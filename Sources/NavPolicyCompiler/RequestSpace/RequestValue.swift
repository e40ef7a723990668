import NavPolicy

/// A concrete value of one request field, standing for a whole class of a `RequestPartition`
/// level (a glob has no value of its own: the path decides it).
package enum RequestValue: Sendable, Hashable {
    /// A target.
    case target(NavigationTarget)
    /// A navigation type.
    case navigation(NavigationType)
    /// A view.
    case view(NavigationView)
    /// An effective port, or nil for none.
    case port(UInt16?)
    /// A port no atom lists: the scheme's default when it is not in `listed`, else `fallback`
    /// (so witnesses keep default ports where they can).
    case unlistedPort(fallback: UInt16, listed: Set<UInt16>)
    /// A scheme (lowercase).
    case scheme(String)
    /// A normalized host, or nil for a URL without one.
    case host(String?)
    /// How a part relates to the same part of the current URL (nil: any, the policy does not
    /// test it).
    case relation(ComparedPart, CurrentRelation?)
    /// A part of the current URL (scheme, host, port, path, query), with another value of its
    /// class when it has one (for `!=` when the request's part has the same value).
    indirect case onCurrent(RequestValue, alternate: RequestValue?)
    /// No current URL: the page is absent or does not parse (every current part none).
    case noCurrentURL
    /// A current URL part the policy does not test (the page then follows the host relation).
    case anyCurrent
    /// A path (never empty), and an opaque path of the same truth for every path atom when
    /// the class has one (`blank`, which a hostless `about:` witness uses instead of `/`).
    case path(String, opaque: String? = nil)
    /// A query without `?` (percent-encoded as written), or nil for none.
    case query(String?)
    /// A value of a level that also fixes parameter tests (`host in servers`), with the tests
    /// true on the class: the analysis treats a parameter's items as unknown, so each test is
    /// a free boolean beside the part's value (`WitnessBinding` makes it concrete).
    indirect case withParameterTests(RequestValue, true: [RequestField])
    /// The flags that are on (indices into the policy's flags): the flags level's value.
    case flags([Int])
    /// A response's status (nil: none), type (nil: none), attachment and displayable facts.
    case status(UInt16?)
    case type(String?)
    case attachment(Bool)
    case displayable(Bool)
    /// A response level of a navigation's space: no response (the level is free).
    case noResponse
}

extension CurrentRelation {
    /// The relation's word in JSON output (`none`, `incomparable`, `equal`, `different`).
    package var name: String {
        switch self {
        case .noCurrent: "none"
        case .incomparable: "incomparable"
        case .equal: "equal"
        case .different: "different"
        }
    }
}
