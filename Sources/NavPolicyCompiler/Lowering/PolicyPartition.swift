import NavPolicy

/// The attribute classification of a policy: for each request field, the classes of values
/// that no atom of the policy can tell apart, and how a value finds its class (what the
/// runtime's classifiers compute). Globs are boolean fields (class 0 = does not match,
/// 1 = matches). Each class is a distinct truth vector of the atoms testing that field, so two
/// requests whose fields fall in the same classes get the same decision from every rule.
/// `RequestPartition` refines it by what a URL can realize.
package struct PolicyPartition: SpecialClasses, Sendable {
    /// The fields, in diagram order (attributes, then one per general glob and query name, on
    /// the URL and on the current URL). The current URL's scheme, host, port and path share
    /// the URL's classifiers (keys and classes: a class is a joint truth vector of both URLs'
    /// atoms), so the table stores one classifier per part.
    package let fields: [RequestField]
    /// The class of each value of each enumerated field (target, navigation, view, the query
    /// presences, the relations), in the numbering of `RequestField.value(of:)`.
    package let valueClasses: [RequestField: [Int]]
    /// Every port an atom lists, ascending, with its class.
    package let portKeys: [(port: UInt16, portClass: Int)]
    /// Class of a URL without an effective port.
    package let portNoneClass: Int
    /// Class of a port no atom lists.
    package let portUnmatchedClass: Int
    /// Scheme keys with their class (`exactClass`); any other scheme is `schemeUnmatchedClass`.
    package let schemeKeys: [PartitionKey]
    /// Class of a scheme that is not a key.
    package let schemeUnmatchedClass: Int
    /// The distinct `scheme starts-with` prefix lengths, ascending (none without prefixes).
    package let schemePrefixLengths: [Int]
    /// Every label suffix of every host pattern domain; a host takes the exact class of the
    /// key equal to it, else the deeper class of its longest key suffix on a label boundary.
    package var hostKeys: [PartitionKey] { hosts.keys }
    /// Class of a request without a host.
    package var hostNoneClass: Int { hosts.none }
    /// Class of a host with no key as label suffix.
    package var hostUnmatchedClass: Int { hosts.unmatched }
    /// The host keys and classes, which a partition of an extended lowering reuses.
    private let hosts: PartitionBuilder.HostClasses
    /// Every exact path and path prefix; a path takes the exact class of the key equal to it,
    /// else the deeper class of its longest key prefix.
    package let pathKeys: [PartitionKey]
    /// The distinct path key lengths, ascending.
    package let pathLengths: [Int]
    /// Class of a path with no key as prefix.
    package let pathUnmatchedClass: Int
    /// A response's status keys, ascending, with their class, and the classes of no status and
    /// of a status no atom lists (the port's classifier's layout).
    package let statusKeys: [(status: UInt16, statusClass: Int)]
    package let statusNoneClass: Int
    package let statusUnmatchedClass: Int
    /// A response's exact types and type prefixes (the path's classifier's layout), the
    /// distinct key lengths, and the classes of a type with no key as prefix and of no type.
    package let typeKeys: [PartitionKey]
    package let typeLengths: [Int]
    package let typeUnmatchedClass: Int
    package let typeNoneClass: Int
    /// The general path globs, by glob index.
    package let globs: [PathGlob]
    /// The query names `query has` tests, by query name index.
    package let queryNames: [String]
    /// The true atom ids of each class, by field then class.
    private let trueAtomsByField: [RequestField: [[Int]]]

    /// The number of classes of a field.
    package func classCount(of field: RequestField) -> Int { trueAtoms(of: field).count }

    /// The true atom ids of each class of a field.
    func trueAtoms(of field: RequestField) -> [[Int]] { trueAtomsByField[field] ?? [[]] }

    /// The class of value `value` of an enumerated field (`RequestField.value(of:)`).
    package func enumClass(of field: RequestField, value: Int) -> Int { valueClasses[field]?[value] ?? 0 }

    /// The class of an effective port (nil: none).
    package func classOf(port: UInt16?) -> Int {
        guard let port else { return portNoneClass }
        return portKeys.first { $0.port == port }?.portClass ?? portUnmatchedClass
    }

    /// The partition of a lowering's atoms. `base`, the partition of a lowering this one
    /// extends (`PolicyLowering.adding(_:)`), lends its host classes when the added conditions
    /// test no host.
    init(_ lowering: PolicyLowering, extending base: PolicyPartition? = nil) {
        var builder = PartitionBuilder(lowering)
        fields = lowering.fields
        var values: [RequestField: [Int]] = [:]
        for field in RequestField.attributes {
            guard case .enumerated(let count) = field.kind else { continue }
            values[field] = builder.enumClasses(field, valueCount: count)
        }
        valueClasses = values
        let (ports, portNone, portUnmatched) = builder.numberClasses(.port)
        (portKeys, portNoneClass, portUnmatchedClass) = (ports.map { ($0.key, $0.keyClass) }, portNone, portUnmatched)
        let (statuses, statusNone, statusUnmatched) = builder.numberClasses(.status)
        (statusKeys, statusNoneClass, statusUnmatchedClass) = (statuses.map { ($0.key, $0.keyClass) }, statusNone, statusUnmatched)
        (schemeKeys, schemePrefixLengths, schemeUnmatchedClass) = builder.schemeClasses()
        hosts = builder.hostClasses(reusing: base?.hosts)
        (pathKeys, pathLengths, pathUnmatchedClass, _) = builder.prefixClasses(.path)
        (typeKeys, typeLengths, typeUnmatchedClass, typeNoneClass) = builder.prefixClasses(.type)
        let booleans = builder.booleanClasses(lowering.fields.filter { $0.kind == .boolean })
        globs = lowering.globs
        queryNames = lowering.queryNames.map { String(decoding: $0, as: UTF8.self) }
        trueAtomsByField = builder.classes.mapValues(\.classes)
            .merging(builder.classifierTruth(lowering.store.atomFields)) { _, split in split }
            .merging(booleans) { _, boolean in boolean }
    }
}

/// One key of a string classifier and the classes it leads to.
package struct PartitionKey: Sendable, Hashable {
    /// The key's UTF-8 bytes (compared byte-wise); host keys are slices of one shared buffer
    /// (`HostKeyIndex`), not an array each.
    package let bytes: ArraySlice<UInt8>
    /// The class of a value equal to the key.
    package let exactClass: Int
    /// The class of a value extending the key (a subdomain, a longer path) and no longer key.
    package let deeperClass: Int

    /// The key as text.
    package var key: String { String(decoding: bytes, as: UTF8.self) }
}
