import NavPolicy

/// Conditions seen through one attribute of the request: which attributes (request-space
/// levels) a condition tests, and whether one condition takes strictly more values of an
/// attribute than another, exactly.
///
/// A condition's values of an attribute are its exact projection: the values some request the
/// condition holds on has (`RegionSearch.classesWithAnswers`, one class per distinct value in
/// the request space of both conditions). `host != current` takes every host, since some
/// current page differs from any host; `scheme in web or url matches "about:blank"` takes
/// `http`, `https` and `about` — a test of another attribute beside it (`url matches`) counts
/// for what it really admits, not as "anything".
enum AttributeProjection {
    /// The levels whose values a condition's atoms constrain: `host` for `host is …`,
    /// `host == current` and `host is none`; scheme, host, port and path for `url matches`;
    /// the current URL's levels for `current …`. `current is none` constrains no level of its
    /// own (it is about the page, not a part of it).
    static func attributes(of condition: Condition) -> Set<RequestField> {
        switch condition {
        case .always: []
        case .atom(let atom): levels(of: atom)
        case .not(let operand), .named(_, let operand): attributes(of: operand)
        case .and(let operands), .or(let operands): operands.reduce(into: []) { $0.formUnion(attributes(of: $1)) }
        }
    }

    private static func levels(of atom: Atom) -> Set<RequestField> {
        switch atom {
        case .onCurrent(let inner): Set(levels(of: inner).compactMap(\.currentField))
        default: Set(atom.attribute?.fields ?? [])
        }
    }

    /// The first attribute of `among` (in request-space order) on which `general` takes every
    /// value `exception` takes and more; nil when there is none, or the question needs more
    /// than `RuleInteractionAnalysis.comparisonWorkLimit` work or an approximate partition
    /// (then nothing is claimed).
    static func widerAttribute(
        of general: Condition, than exception: Condition, among attributes: Set<RequestField>,
        responses: Bool = false
    ) -> RequestField? {
        let levels = RequestPartition.levelFields.indices.filter { attributes.contains(RequestPartition.levelFields[$0]) }
        guard !levels.isEmpty else { return nil }
        let space = RequestSpace(
            conditions: [general, exception], responses: responses, workLimit: RuleInteractionAnalysis.comparisonWorkLimit)
        guard !space.partition.isApproximate, let admission = LevelAdmission(conditions: space.conditionIDs, space: space) else {
            return nil
        }
        let search = RegionSearch(space: space, admission: admission)
        for level in levels {
            guard let broad = search.classesWithAnswers(.init(must: [TermSet(admission.entryTerms[0])], mustNot: TermSet()), level: level),
                let narrow = search.classesWithAnswers(.init(must: [TermSet(admission.entryTerms[1])], mustNot: TermSet()), level: level)
            else { return nil }
            let covers = zip(broad, narrow).allSatisfy { broad, narrow in broad || !narrow }
            if covers, zip(broad, narrow).contains(where: { broad, narrow in broad && !narrow }) {
                return RequestPartition.levelFields[level]
            }
        }
        return nil
    }
}
