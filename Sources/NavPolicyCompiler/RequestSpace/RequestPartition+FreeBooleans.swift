import NavPolicy

/// The fields the analysis treats as free booleans: the app's flags and the parameter tests
/// (`host in servers`). Nothing a URL holds decides them: a parameter's items are unknown
/// until the app binds them, and a flag is whatever the app says. So a finding that no
/// request has holds for every binding and every flag combination, and a witness says which
/// are true (`WitnessBinding` then makes that concrete).
extension RequestPartition {
    /// The walk levels: the attributes, then one level fixing every flag.
    package static let levelFields = RequestField.attributes + [flagsLevel]

    /// The level that fixes every flag (one class per combination of the flags the policy
    /// tests): a level per flag would give a search up to 64 more levels, where one with a
    /// class per combination keeps the searches' level masks small and is the same space.
    package static let flagsLevel = RequestField.flag(0)

    /// The most flags (or parameter tests of one level) whose every combination is a class;
    /// past that, none and each one alone, and the partition is approximate.
    static let maxJointBooleans = 10

    /// The walk level that fixes a field.
    static func walkLevel(of field: RequestField) -> RequestField {
        if case .flag = field { return flagsLevel }
        return field.level
    }

    /// Whether a field is a parameter test, on either URL.
    static func isParameterTest(_ field: RequestField) -> Bool {
        switch field {
        case .parameterTest, .currentParameterTest: true
        case .target, .navigation, .view, .scheme, .host, .port, .path, .query, .currentScheme, .currentHost, .currentPort, .currentPath,
            .currentQuery, .relation, .status, .attachment, .displayable, .type, .glob, .queryName, .currentGlob, .currentQueryName, .flag:
            false
        }
    }

    /// The combinations of `count` free booleans a level has classes for: every one, or when
    /// there are more than `maxJointBooleans`, none and each alone.
    static func combinations(of count: Int) -> (masks: [[Int]], approximate: Bool) {
        guard count > maxJointBooleans else {
            return ((0..<(1 << count)).map { mask in (0..<count).filter { mask & (1 << $0) != 0 } }, false)
        }
        return ([[]] + (0..<count).map { [$0] }, true)
    }

    /// The flags level: a class per combination of the tested flags (`flags`, ascending), each
    /// free (no demand on the URLs).
    static func flagClasses(_ partition: PolicyPartition, flags: [RequestField]) -> (classes: [FieldClass], approximate: Bool) {
        let (masks, approximate) = combinations(of: flags.count)
        let classes = masks.map { on in
            var trueAtoms: [Int] = []
            var baseClasses: [RequestField: Int] = [:]
            for (position, flag) in flags.enumerated() {
                let bit = on.contains(position) ? 1 : 0
                baseClasses[flag] = bit
                trueAtoms += partition.trueAtoms(of: flag)[bit]
            }
            let indices = on.map { position -> Int in
                if case .flag(let index) = flags[position] { return index }
                return position
            }
            return FieldClass(trueAtoms: trueAtoms.sorted(), value: .flags(indices), constraint: .start, baseClasses: baseClasses)
        }
        return (classes, approximate)
    }

    /// The classes of a level that also fixes parameter tests (`tests`): each class of the
    /// part once per combination of the tests' truths, except that a class whose part is
    /// none (no host, no port, no query, no current URL) has them all false. A class of a
    /// query without names gets a fresh name where a `query has` test is true, so that the
    /// binding has a name to hold.
    ///
    /// A combination in which a test is true and a test it implies is false is no class: both
    /// test one parameter on one URL, and whatever item makes the first true makes the second
    /// true (`implies`), so no binding realises it.
    static func withParameterTests(
        _ classes: [FieldClass], tests: [RequestField], _ partition: PolicyPartition,
        implies: (RequestField, RequestField) -> Bool = { _, _ in false }
    ) -> (classes: [FieldClass], approximate: Bool) {
        guard !tests.isEmpty else { return (classes, false) }
        let implications = tests.indices.flatMap { first in
            tests.indices.filter { $0 != first && implies(tests[first], tests[$0]) }.map { (first, $0) }
        }
        var (masks, approximate) = combinations(of: tests.count)
        masks.removeAll { on in implications.contains { on.contains($0.0) && !on.contains($0.1) } }
        var result: [FieldClass] = []
        for fieldClass in classes {
            for on in masks {
                if !on.isEmpty && isNone(fieldClass.value) { continue }
                var refined = fieldClass
                for (position, test) in tests.enumerated() {
                    let bit = on.contains(position) ? 1 : 0
                    refined.baseClasses[test] = bit
                    refined.trueAtoms += partition.trueAtoms(of: test)[bit]
                }
                refined.trueAtoms.sort()
                guard !on.isEmpty else {
                    result.append(refined)
                    continue
                }
                refined.value = .withParameterTests(named(fieldClass.value, avoiding: partition.queryNames), true: on.map { tests[$0] })
                result.append(refined)
            }
        }
        return (result, approximate)
    }

    /// Whether a representative is a missing part, on which no parameter test holds.
    private static func isNone(_ value: RequestValue) -> Bool {
        switch value {
        case .host(nil), .port(nil), .query(nil), .noCurrentURL, .anyCurrent: true
        case .onCurrent(let inner, _): isNone(inner)
        default: false
        }
    }

    /// A query representative without names given one no atom names (`p0=`); any other value
    /// as it is.
    private static func named(_ value: RequestValue, avoiding names: [String]) -> RequestValue {
        switch value {
        case .query(""?):
            var name = "p0"
            while names.contains(name) { name += "x" }
            return .query(name + "=")
        case .onCurrent(let inner, let alternate): return .onCurrent(named(inner, avoiding: names), alternate: alternate)
        default: return value
        }
    }
}
