import NavPolicy

/// An elementary test of one request field, after lowering: what a class of that field is
/// a truth vector of. Lists are sorted and deduplicated so equal tests intern to one atom.
enum LoweredAtom: Hashable, Sendable {
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
    /// The part's relation to the current URL's is one of these (sorted by raw value).
    case relation(ComparedPart, [CurrentRelation])
    /// The scheme is one of these (UTF-8 bytes).
    case scheme([[UInt8]])
    /// The scheme starts with this (`scheme starts-with`; lowercased UTF-8 bytes).
    case schemePrefix([UInt8])
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
    /// The app's flag with this index is on (its own boolean field).
    case flag(Int)
    /// The URL's part is in a parameter's items, as the test says (its own boolean field; one
    /// per distinct test, shared by both URLs).
    case parameter(ParameterTest)
    /// A response's status is one of these (sorted; 100–999).
    case status([UInt16])
    /// The response has no status.
    case statusIsNone
    /// The response's type is one of these MIME type essences (UTF-8 bytes).
    case type([[UInt8]])
    /// The response's type starts with this.
    case typePrefix([UInt8])
    /// The response has no type.
    case typeIsNone
    /// The response is an attachment (value 1 of its field).
    case attachment
    /// The engine can show the response's type (value 1 of its field).
    case displayable
    /// A URL atom (never a relation or an enum) tested on the current URL, on the current field
    /// of the URL field it tests.
    indirect case onCurrent(LoweredAtom)

    /// The atom on the request's own URL: itself, or the atom a `current` one wraps.
    var onURL: LoweredAtom {
        if case .onCurrent(let atom) = self { return atom }
        return self
    }

    /// Whether an atom of an enumerated field holds on value `value` of it (the numbering of
    /// `RequestField.value(of:)`); false for the atoms of other fields.
    func holds(onValue value: Int) -> Bool {
        switch self {
        case .target(let targets): targets.contains { Int($0.rawValue) == value }
        case .navigation(let types): types.contains { $0.index == value }
        case .view(let views): views.contains { Int($0.rawValue) == value }
        case .relation(_, let relations): relations.contains { $0.rawValue == value }
        case .queryIsNone: value == 0
        case .attachment, .displayable: value == 1
        case .onCurrent(let atom): atom.holds(onValue: value)
        case .port, .portIsNone, .scheme, .schemePrefix, .hostPatterns, .hostIsNone, .pathExact, .pathPrefix, .glob, .queryName, .flag,
            .parameter,
            .status, .statusIsNone, .type, .typePrefix, .typeIsNone:
            false
        }
    }

    /// The field this atom tests, given the glob's index for `.glob`, the name's for `.queryName`
    /// or the parameter test's for `.parameter` (on either URL).
    func field(globIndex: Int, queryNameIndex: Int, parameterTestIndex: Int = 0) -> RequestField {
        switch self {
        case .target: .target
        case .navigation: .navigation
        case .view: .view
        case .port, .portIsNone: .port
        case .relation(let part, _): .relation(part)
        case .scheme, .schemePrefix: .scheme
        case .hostPatterns, .hostIsNone: .host
        case .pathExact, .pathPrefix: .path
        case .glob: .glob(globIndex)
        case .queryIsNone: .query
        case .queryName: .queryName(queryNameIndex)
        case .flag(let index): .flag(index)
        case .parameter(let test): .parameterTest(parameterTestIndex, test.tableTest.part)
        case .status, .statusIsNone: .status
        case .type, .typePrefix, .typeIsNone: .type
        case .attachment: .attachment
        case .displayable: .displayable
        case .onCurrent(let atom):
            // Only URL atoms are wrapped (sema allows `current <part>` on URL parts only).
            atom.field(globIndex: globIndex, queryNameIndex: queryNameIndex, parameterTestIndex: parameterTestIndex).currentField
                ?? .currentScheme
        }
    }
}

/// An atom as a dictionary key that hashes a sample of a long list (its length, first and
/// last items) instead of every item: interning the atom of a 100,000-host list hashed each
/// host's string twice (lookup, then insert). Equality still compares the whole atom, so
/// lists that share the sample only cost a comparison when they meet.
struct AtomKey: Hashable {
    let atom: LoweredAtom

    init(_ atom: LoweredAtom) { self.atom = atom }

    static func == (left: AtomKey, right: AtomKey) -> Bool { left.atom == right.atom }

    func hash(into hasher: inout Hasher) { Self.combine(atom, into: &hasher) }

    /// Lists up to this long are hashed whole.
    private static let sampleSize = 8

    private static func combine(_ atom: LoweredAtom, into hasher: inout Hasher) {
        switch atom {
        case .hostPatterns(let patterns) where patterns.count > 2 * sampleSize:
            hasher.combine(0)
            combineSample(patterns, into: &hasher)
        case .scheme(let values) where values.count > 2 * sampleSize:
            hasher.combine(1)
            combineSample(values, into: &hasher)
        case .pathExact(let values) where values.count > 2 * sampleSize, .type(let values) where values.count > 2 * sampleSize:
            hasher.combine(2)
            combineSample(values, into: &hasher)
        case .onCurrent(let inner):
            hasher.combine(3)
            combine(inner, into: &hasher)
        default:
            hasher.combine(atom)
        }
    }

    private static func combineSample<Item: Hashable>(_ items: [Item], into hasher: inout Hasher) {
        hasher.combine(items.count)
        for item in items.prefix(sampleSize) { hasher.combine(item) }
        for item in items.suffix(sampleSize) { hasher.combine(item) }
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
    var canonical: [[UInt8]] { Set(self).sorted(by: ByteStringOrder.precedes) }
}
