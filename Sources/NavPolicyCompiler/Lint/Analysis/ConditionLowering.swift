import NavPolicy

/// Lowers checked conditions into a `ConditionStore` over `FieldAtom`s.
enum ConditionLowering {
    /// The store id of a condition.
    static func lower(_ condition: Condition, into store: inout ConditionStore) -> Int {
        switch condition {
        case .always: return ConditionStore.trueID
        case .atom(let atom): return lower(atom, into: &store)
        case .not(let operand): return store.not(lower(operand, into: &store))
        case .and(let operands): return store.combine(operands.map { lower($0, into: &store) }, isAnd: true)
        case .or(let operands): return store.combine(operands.map { lower($0, into: &store) }, isAnd: false)
        }
    }

    private static func lower(_ atom: Atom, into store: inout ConditionStore) -> Int {
        switch atom {
        case .target(let targets): return store.atom(.target(targets.map(\.rawValue).sorted()))
        case .navigation(let types): return store.atom(.navigation(types.map(\.rawValue).sorted()))
        case .scheme(let schemes): return store.atom(.scheme(Array(Set(schemes)).sorted()))
        case .host(let patterns): return store.atom(.host(patterns))
        case .hostIsNone: return store.atom(.hostIsNone)
        case .currentIsNone: return store.atom(.currentIsNone)
        case .hostEqualsCurrent: return store.atom(.hostEqualsCurrent)
        case .hostDiffersFromCurrent: return store.atom(.hostDiffersFromCurrent)
        case .path(let paths): return store.combine(paths.map { store.atom(.path($0)) }, isAnd: false)
        case .pathPrefix(let prefix): return store.atom(.pathPrefix(prefix))
        case .urlMatches(let pattern):
            let scheme = store.atom(.scheme(Array(Set(pattern.schemes)).sorted()))
            let host: Int = switch pattern.host {
            case .any: store.not(store.atom(.hostIsNone))
            case .none: store.atom(.hostIsNone)
            case .pattern(let hostPattern): store.atom(.host([hostPattern]))
            }
            return store.combine([scheme, host, lowerGlob(pattern.pathGlob, into: &store)], isAnd: true)
        }
    }

    /// A path glob as the simplest atom that means the same: none, an exact path, a prefix.
    private static func lowerGlob(_ glob: String, into store: inout ConditionStore) -> Int {
        let stars = glob.utf8.filter { $0 == UInt8(ascii: "*") }.count
        if stars == 0 { return store.atom(.path(glob)) }
        if glob == "*" { return ConditionStore.trueID }
        if stars == 1, glob.hasSuffix("*") { return store.atom(.pathPrefix(String(glob.dropLast()))) }
        return store.atom(.pathGlob(glob))
    }
}
