import NavPolicy
@_spi(TableInternals) import NavPolicy

/// The attribute classification of a policy: for each request field, the classes of values
/// that no atom of the policy can tell apart, and how a value finds its class.
///
/// Field ids: 0 target, 1 navigation, 2 scheme, 3 host, 4 current relation, 5 path, then one
/// boolean field per general path glob (class 0 = does not match, 1 = matches). Each class is
/// a distinct truth vector of the atoms testing that field, so two requests whose fields fall
/// in the same classes get the same decision from every rule. The linter enumerates classes
/// through this type and builds witness requests from `representative(ofClass:field:)`.
public struct PolicyPartition: Sendable {
    /// The number of fields (six attributes plus one per general glob).
    public let fieldCount: Int
    /// Class of each target, by `NavigationTarget.rawValue`.
    public let targetClasses: [Int]
    /// Class of each navigation type, by `NavigationType.index`.
    public let navigationClasses: [Int]
    /// Class of each current relation, by `CurrentRelation` raw value (no current URL,
    /// incomparable, equal, different).
    public let currentClasses: [Int]
    /// Scheme keys with their class (`exactClass`); any other scheme is `schemeUnmatchedClass`.
    public let schemeKeys: [PartitionKey]
    /// Class of a scheme that is not a key.
    public let schemeUnmatchedClass: Int
    /// Every label suffix of every host pattern domain; a host takes the exact class of the
    /// key equal to it, else the deeper class of its longest key suffix on a label boundary.
    public let hostKeys: [PartitionKey]
    /// Class of a request without a host.
    public let hostNoneClass: Int
    /// Class of a host with no key as label suffix.
    public let hostUnmatchedClass: Int
    /// Every exact path and path prefix; a path takes the exact class of the key equal to it,
    /// else the deeper class of its longest key prefix.
    public let pathKeys: [PartitionKey]
    /// The distinct path key lengths, ascending.
    public let pathLengths: [Int]
    /// Class of a path with no key as prefix.
    public let pathUnmatchedClass: Int
    /// The general path globs, by glob index (field `6 + index`).
    public let globs: [String]
    /// The true atom ids of each class, by field then class.
    let trueAtoms: [[[Int]]]

    /// The number of classes of a field.
    public func classCount(ofField field: Int) -> Int { trueAtoms[field].count }

    init(_ lowering: PolicyLowering) {
        var builder = PartitionBuilder(lowering)
        fieldCount = lowering.fieldCount
        targetClasses = builder.enumClasses(field: TableFormat.Field.target, values: NavigationTarget.allCases.count) {
            if case .target(let values) = $0 { values.contains(UInt8($1)) } else { false }
        }
        navigationClasses = builder.enumClasses(field: TableFormat.Field.navigation, values: NavigationType.allCases.count) {
            if case .navigation(let values) = $0 { values.contains($1) } else { false }
        }
        currentClasses = builder.enumClasses(field: TableFormat.Field.current, values: CurrentRelation.allCases.count) {
            if case .current(let values) = $0 { values.contains($1) } else { false }
        }
        (schemeKeys, schemeUnmatchedClass) = builder.schemeClasses()
        (hostKeys, hostNoneClass, hostUnmatchedClass) = builder.hostClasses()
        (pathKeys, pathLengths, pathUnmatchedClass) = builder.pathClasses()
        builder.globClasses()
        globs = lowering.globs.map { String(decoding: $0, as: UTF8.self) }
        trueAtoms = builder.classes.map(\.classes)
    }
}

/// One key of a string classifier and the classes it leads to.
public struct PartitionKey: Sendable, Hashable {
    /// The key's UTF-8 bytes (compared byte-wise).
    public let bytes: [UInt8]
    /// The class of a value equal to the key.
    public let exactClass: Int
    /// The class of a value extending the key (a subdomain, a longer path) and no longer key.
    public let deeperClass: Int

    /// The key as text.
    public var key: String { String(decoding: bytes, as: UTF8.self) }
}
