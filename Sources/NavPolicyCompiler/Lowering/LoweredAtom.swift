@_spi(TableInternals) import NavPolicy

/// An elementary test of one request field, after lowering: what a class of that field is
/// a truth vector of. Lists are sorted and deduplicated so equal tests intern to one atom.
enum LoweredAtom: Hashable {
    /// The target is one of these (raw values).
    case target([UInt8])
    /// The navigation type is one of these (`NavigationType.index`).
    case navigation([Int])
    /// The current relation is one of these (`CurrentRelation` raw values).
    case current([Int])
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
    case glob([UInt8])

    /// The field id this atom tests, given the glob's field index for `.glob`.
    func field(globIndex: Int) -> Int {
        switch self {
        case .target: TableFormat.Field.target
        case .navigation: TableFormat.Field.navigation
        case .current: TableFormat.Field.current
        case .scheme: TableFormat.Field.scheme
        case .hostPatterns, .hostIsNone: TableFormat.Field.host
        case .pathExact, .pathPrefix: TableFormat.Field.path
        case .glob: TableFormat.Field.firstGlob + globIndex
        }
    }
}

extension Array where Element == [UInt8] {
    /// Sorted byte-wise, without duplicates: the canonical form of a string-list atom.
    var canonical: [[UInt8]] { Set(self).sorted { $0.lexicographicallyPrecedes($1) } }
}
