/// How a request's scheme, host and port relate to the current page's (`host != current`,
/// `scheme == current scheme`, `port == current port`, and `current is none` on the host).
///
/// Computed once when the request is built, from its URL and current page, so a decision reads
/// a byte instead of comparing hosts: an app decides each request it builds, so the comparison
/// moves from the decision into building the request (a length compare, and the bytes only when
/// the lengths agree) and is never repeated when one request is decided several times.
struct CurrentRelations: Sendable, Hashable {
    /// The scheme's relation.
    let scheme: CurrentRelation
    /// The host's relation.
    let host: CurrentRelation
    /// The effective port's relation.
    let port: CurrentRelation

    /// The relations of `url` to `current`, byte-wise (not `String`'s `==`, which is Unicode
    /// canonical equivalence), each part compared where it is stored.
    init(_ url: SplitURL, _ current: CurrentPage) {
        switch current {
        case .absent:
            (scheme, host, port) = (.noCurrent, .noCurrent, .noCurrent)
        case .unparsable:
            (scheme, host, port) = (.incomparable, .incomparable, .incomparable)
        case .loaded(let current):
            scheme = url.hasSameScheme(as: current) ? .equal : .different
            host = url.hasSameHost(as: current).map { $0 ? .equal : .different } ?? .incomparable
            if let port = url.port, let currentPort = current.port {
                self.port = port == currentPort ? .equal : .different
            } else {
                port = .incomparable
            }
        }
    }
}
