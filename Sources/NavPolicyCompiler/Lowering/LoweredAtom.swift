import NavPolicy

/// An elementary test of one request field, after lowering: what a class of that field is
/// a truth vector of. Lists are sorted and deduplicated so equal tests intern to one atom.
enum LoweredAtom: Hashable {
    /// The target is one of these (sorted by raw value).
    case target([NavigationTarget])
    /// The navigation type is one of these (sorted by raw value).
    case navigation([NavigationType])
    /// The view is one of these (sorted by raw value).
    case view([NavigationView])
    /// The effective port is one of these (sorted).
    case port([UInt16])
    /// The URL has no effective port.
    case portIsNone
    /// The current relation is one of these (sorted by raw value).
    case current([CurrentRelation])
    /// The scheme is one of these (UTF-8 bytes).
    case scheme([[UInt8]])
    /// The host exists and matches one of these patterns.
    case hostPatterns([HostPattern])
    /// The request has no host.
    case hostIsNone
    /// The path is one of these.
    case pathExact([[UInt8]])
    /// The path starts with this.
    case pathPrefix([UInt8])
    /// The path matches this general glob (its own boolean field).
    case glob(PathGlob)
    /// The URL has no query.
    case queryIsNone
    /// Some query parameter has this decoded name (its own boolean field).
    case queryName([UInt8])

    /// The field this atom tests, given the glob's index for `.glob` or the name's for `.queryName`.
    func field(globIndex: Int, queryNameIndex: Int) -> RequestField {
        switch self {
        case .target: .target
        case .navigation: .navigation
        case .view: .view
        case .port, .portIsNone: .port
        case .current: .current
        case .scheme: .scheme
        case .hostPatterns, .hostIsNone: .host
        case .pathExact, .pathPrefix: .path
        case .glob: .glob(globIndex)
        case .queryIsNone: .query
        case .queryName: .queryName(queryNameIndex)
        }
    }
}

/// A general path glob: its bytes (`*` any run of bytes) and whether it is matched with the
/// path's ASCII letters folded (`ignoring case`; its own letters are then lowercase).
package struct PathGlob: Hashable, Sendable {
    /// The glob's UTF-8 bytes.
    package var bytes: [UInt8]
    /// Whether the path's letters are folded before matching.
    package var folded: Bool

    /// The glob as text, with ` ignoring case` when folded (for JSON, DOT and messages).
    package var label: String { String(decoding: bytes, as: UTF8.self) + (folded ? " ignoring case" : "") }
}

extension Array where Element == [UInt8] {
    /// Sorted byte-wise, without duplicates: the canonical form of a string-list atom.
    var canonical: [[UInt8]] { Set(self).sorted(by: ByteOrder.precedes) }
}
