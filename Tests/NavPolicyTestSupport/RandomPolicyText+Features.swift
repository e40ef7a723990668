/// The atoms of random policy texts that the features add: flags, named conditions and
/// parameters by name, `path under`, `scheme starts-with`, and the response section's own.
extension RandomPolicyText {
    /// An atom of a feature that is on, which the current section takes; nil when the draw
    /// lands on a feature that is off or has nothing to use.
    mutating func featureAtom() -> AtomText? {
        let onCurrent = section == .navigation && random.chance(33)
        let prefix: [Token] = onCurrent ? [.word("current")] : []
        switch random.below(10) {
        case 0...1 where features.contains(.flags):
            return AtomText(tokens: [.word(random.pick(RandomPolicyValues.flags))])
        case 2 where features.contains(.namedConditions):
            let usable = section == .navigation ? navigationConditions + neutralConditions : neutralConditions
            return usable.isEmpty ? nil : AtomText(tokens: [.word(random.pick(usable))])
        case 3 where features.contains(.prefixesAndRanges):
            let prefixes = random.subset(RandomPolicyValues.schemePrefixes, max: 2)
            let near =
                random.chance(50) ? nearList(prefixes, next: prefixes[0] + "x") : [String(prefixes[0].dropLast())].filter { !$0.isEmpty }
            let head = prefix + [.word("scheme"), .word("starts-with")]
            return AtomText(tokens: head + stringsOrList(prefixes), nearMiss: near.isEmpty ? nil : head + stringsOrList(near))
        case 4 where features.contains(.prefixesAndRanges):
            let values = random.subset(paths.filter { $0.hasPrefix("/") } + ["/a", "/pay/"], max: 2)
            let folded: [Token] = random.chance(30) ? [.word("ignoring"), .word("case")] : []
            return AtomText(
                tokens: prefix + [.word("path"), .word("under")] + stringsOrList(values) + folded,
                nearMiss: prefix + [.word("path"), .word("starts-with")] + stringsOrList(values) + folded)
        case 5...9 where features.contains(.parameters):
            return parameterAtom(prefix)
        default:
            return nil
        }
    }

    /// A test of a parameter in a form of its kind: hosts, schemes, ports and query names in
    /// their one form, paths in all four (`in`, `starts-with`, `ends-with`, `under`), plain or
    /// `ignoring case`.
    private mutating func parameterAtom(_ prefix: [Token]) -> AtomText {
        let negation: [Token] = random.below(5) == 0 ? [.word("not")] : []
        switch random.below(8) {
        case 0, 1: return AtomText(tokens: prefix + [.word("host")] + negation + [.word("in"), .word("servers")])
        case 2: return AtomText(tokens: prefix + [.word("scheme")] + negation + [.word("in"), .word("app-schemes")])
        case 3: return AtomText(tokens: prefix + [.word("port")] + negation + [.word("in"), .word("ports")])
        case 4: return AtomText(tokens: prefix + [.word("query"), .word("has"), .word("names")])
        default:
            let relations = ["in", "starts-with", "ends-with", "under"]
            let relation = random.pick(relations)
            let folded = random.chance(50)
            // The near miss: another relation, or case folding toggled.
            let (nearRelation, nearFolded) =
                random.chance(25) ? (relation, !folded) : (random.pick(relations.filter { $0 != relation }), folded)
            func written(_ relation: String, _ folded: Bool) -> [Token] {
                prefix + [.word("path"), .word(relation), .word("areas")] + (folded ? [.word("ignoring"), .word("case")] : [])
            }
            return AtomText(tokens: written(relation, folded), nearMiss: written(nearRelation, nearFolded))
        }
    }

    /// An atom over a request space finite up to equivalence (`.finiteSpace`): target,
    /// navigation, view, a scheme of `finiteSchemes`, a host pattern of `finiteHostPatterns`,
    /// no host.
    mutating func finiteAtom() -> AtomText {
        switch random.below(7) {
        case 0: return enumAtom("target", RandomPolicyValues.targets, max: 2)
        case 1: return enumAtom("navigation", RandomPolicyValues.navigationTypes, max: 2)
        case 2: return enumAtom("view", ["main", "popup"], max: 2)
        case 3:
            let schemes = random.subset(RandomPolicyValues.finiteSchemes, max: 2)
            return comparison(
                "scheme", schemes.map(Token.string), near: toggled(schemes, RandomPolicyValues.finiteSchemes).map(Token.string))
        case 4: return isNone([.word("host")])
        default:
            let patterns = random.subset(RandomPolicyValues.finiteHostPatterns, max: 2)
            return comparison(
                "host", patterns.map(Token.string), near: toggled(patterns, RandomPolicyValues.finiteHostPatterns).map(Token.string))
        }
    }

    /// An atom of the response section: status, type, `attachment`, `displayable`, a frame
    /// target, a view, a flag, or the response URL's host or path.
    mutating func responseAtom() -> AtomText {
        switch random.below(13) {
        case 0, 1:
            var statuses = random.subset(RandomPolicyValues.statuses, max: 3)
            if random.chance(25) { return comparison("status", [.word(String(statuses[0]))], near: [.word(String(statuses[0] + 1))]) }
            let near = nearNumbers(statuses, in: 100...999)
            var items = statuses.map { Token.word(String($0)) }
            if random.chance(30) {
                let low = random.pick([200, 400, 500])
                items.append(.range(low, low + 99))
                statuses = []
            }
            return comparison([.word("status")], items, near: statuses.isEmpty ? nil : near?.map { .word(String($0)) }, forceList: true)
        case 2: return isNone([.word("status")])
        case 3, 4:
            let types = random.subset(RandomPolicyValues.types, max: 3)
            let first = types[0]
            let near: [String]
            if random.chance(50), let slash = first.firstIndex(of: "/") {
                near = [String(first[...slash])]
            } else {
                near = nearList(types, next: first + "x")
            }
            var atom = comparison("type", types.map(Token.string), near: nil)
            atom.nearMiss =
                near.count == 1 && near[0].hasSuffix("/")
                ? [.word("type"), .word("starts-with"), .string(near[0])]
                : comparison("type", near.map(Token.string), near: nil).tokens
            return atom
        case 5:
            let typePrefix = random.pick(RandomPolicyValues.typePrefixes)
            let near =
                random.chance(50) || !typePrefix.contains("/")
                ? [Token.word("starts-with"), .string(typePrefix.count > 1 ? String(typePrefix.dropLast()) : typePrefix + "x")]
                : [Token.word("is"), .string(typePrefix + "x")]
            return AtomText(tokens: [.word("type"), .word("starts-with"), .string(typePrefix)], nearMiss: [.word("type")] + near)
        case 6: return isNone([.word("type")])
        case 7: return AtomText(tokens: [.word("attachment")])
        case 8: return AtomText(tokens: [.word("displayable")])
        case 9:
            return enumAtom("target", ["main-frame", "subframe"], max: 2)
        case 10 where features.contains(.flags): return AtomText(tokens: [.word(random.pick(RandomPolicyValues.flags))])
        case 11:
            let patterns = random.subset(RandomPolicyValues.responseHosts, max: 2).map { random.chance(50) ? "*." + $0 : $0 }
            return comparison("host", patterns.map(Token.string), near: nil)
        default:
            if random.chance(50) { return comparison("view", [.word(random.pick(["main", "popup"]))], near: nil) }
            let path = random.pick(RandomPolicyValues.responsePaths)
            return AtomText(
                tokens: [.word("path"), .word("starts-with"), .string(path)], nearMiss: [.word("path"), .word("is"), .string(path)])
        }
    }
}
